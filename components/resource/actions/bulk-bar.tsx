'use client';
// Over a list with a selection: how many rows are selected, the steps they may take together, and,
// after a step ran, what happened to each record — those refused are listed with the reason.
import { Box, Button, Flex, List, Text } from '@chakra-ui/react';
import '@/components/ui/late-recipes';
import { lazy, Suspense, useState } from 'react';
import type { ListController } from '@/lib/client/controllers/use-list-controller';
import type { RecordActions, StepResult } from '@/lib/client/controllers/use-record-actions';
import type { ResourceRecord } from '@/lib/client/use-resource';
import { jobQueryOf } from '@/lib/contract/status-jobs';
import { listApiUrl } from '@/lib/resources/list-state';
import type { WorkflowStep } from '@/lib/resources/types';
import { ErrorAlert } from '@/components/ui/error-alert';
import { StepButton } from './step-buttons';
import type { StepRunner } from './use-step-runner';
import { formatCount } from '@/lib/format-number';

const StatusJobDialog = lazy(() => import('./status-job-dialog').then((module) => ({ default: module.StatusJobDialog })));

interface BulkBarProps {
  controller: ListController<ResourceRecord>;
  actions: RecordActions;
  runner: StepRunner;
  /** Lower-case nouns for one record and for several ("feedback", "feedbacks"). */
  nouns: { one: string; many: string };
  /** The upstream resource, for a step on all that match. */
  resource: string;
  /** The steps the role may run on all that match: the bulk steps that ask for no values. */
  jobSteps: readonly WorkflowStep[];
}

export function BulkBar({ controller, actions, runner, nouns, resource, jobSteps }: BulkBarProps) {
  const [outcome, setOutcome] = useState<{ step: string; results: StepResult[] } | null>(null);
  // "All that match" holds for the query it was chosen on, while the whole page stays selected.
  const listUrl = listApiUrl(resource, controller.state);
  const [allMatchingUrl, setAllMatchingUrl] = useState<string | null>(null);
  const [jobStep, setJobStep] = useState<WorkflowStep | null>(null);
  const selected = controller.selected;
  const total = controller.list?.total ?? 0;
  const isAllMatching = allMatchingUrl === listUrl && controller.selection.isAllSelected && total > selected.length;
  const canSelectAllMatching = !isAllMatching && controller.selection.isAllSelected && total > selected.length && jobSteps.length > 0;
  const steps = isAllMatching ? jobSteps : actions.bulkStepsFor(selected);
  const refused = outcome?.results.filter((result) => !result.ok) ?? [];
  const changed = (outcome?.results.length ?? 0) - refused.length;
  const clear = () => {
    setAllMatchingUrl(null);
    controller.selection.clear();
  };

  return (
    <Box marginBottom="3">
      {selected.length > 0 && (
        <Flex role="toolbar" aria-label="Bulk actions" gap="3" alignItems="center" wrap="wrap" paddingX="3" paddingY="2" borderWidth="1px" rounded="md" bg="bg.muted">
          <Text fontWeight="medium">{isAllMatching ? `All ${formatCount(total)} that match selected` : `${formatCount(selected.length)} selected`}</Text>
          {canSelectAllMatching && (
            <Button size="sm" variant="outline" onClick={() => setAllMatchingUrl(listUrl)}>
              Select all {formatCount(total)} that match
            </Button>
          )}
          {steps.map((step) => (
            <StepButton
              key={step.key}
              step={step}
              actions={actions}
              onClick={() =>
                isAllMatching
                  ? setJobStep(step)
                  : runner.request(step, selected, (results) => {
                      setOutcome({ step: step.label, results });
                      controller.selection.clear();
                    })
              }
            />
          ))}
          {steps.length === 0 && <Text color="fg.muted">No step applies to all of them.</Text>}
          <Button size="sm" variant="ghost" onClick={clear}>
            Clear selection
          </Button>
        </Flex>
      )}
      {jobStep && (
        <Suspense fallback={null}>
          <StatusJobDialog
            resource={resource}
            step={jobStep}
            total={total}
            query={jobQueryOf(new URL(listUrl, 'http://list').searchParams)}
            noun={nouns.one}
            onClose={() => {
              setJobStep(null);
              clear();
            }}
          />
        </Suspense>
      )}
      {outcome && (
        <Box role="status" marginTop="2">
          {refused.length === 0 ? (
            <Flex gap="3" alignItems="center" paddingX="3" paddingY="2" borderWidth="1px" rounded="md" borderColor="green.muted">
              <Text flex="1">
                {outcome.step}: {changed} {changed === 1 ? nouns.one : nouns.many} changed.
              </Text>
              <Button size="xs" variant="ghost" onClick={() => setOutcome(null)}>
                Dismiss
              </Button>
            </Flex>
          ) : (
            <ErrorAlert
              title={`${outcome.step}: ${formatCount(changed)} changed, ${formatCount(refused.length)} refused`}
              description={
                <List.Root as="ul" marginTop="1" paddingStart="4">
                  {refused.map((result) => (
                    <List.Item key={result.id}>
                      {result.label}: {result.message}
                    </List.Item>
                  ))}
                </List.Root>
              }
              action={
                <Button size="xs" variant="ghost" onClick={() => setOutcome(null)}>
                  Dismiss
                </Button>
              }
            />
          )}
        </Box>
      )}
    </Box>
  );
}
