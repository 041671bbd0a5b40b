'use client';
// Over a list with a selection: how many rows are selected, the steps they may take together, and,
// after a step ran, what happened to each record — those refused are listed with the reason.
import { Box, Button, Flex, List, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ListController } from '@/lib/client/controllers/use-list-controller';
import type { RecordActions, StepResult } from '@/lib/client/controllers/use-record-actions';
import type { ResourceRecord } from '@/lib/client/use-resource';
import { ErrorAlert } from '@/components/ui/error-alert';
import { StepButton } from './step-buttons';
import type { StepRunner } from './use-step-runner';
import { formatCount } from '@/lib/format-number';

interface BulkBarProps {
  controller: ListController<ResourceRecord>;
  actions: RecordActions;
  runner: StepRunner;
  /** Lower-case nouns for one record and for several ("feedback", "feedbacks"). */
  nouns: { one: string; many: string };
}

export function BulkBar({ controller, actions, runner, nouns }: BulkBarProps) {
  const [outcome, setOutcome] = useState<{ step: string; results: StepResult[] } | null>(null);
  const selected = controller.selected;
  const steps = actions.bulkStepsFor(selected);
  const refused = outcome?.results.filter((result) => !result.ok) ?? [];
  const changed = (outcome?.results.length ?? 0) - refused.length;

  return (
    <Box marginBottom="3">
      {selected.length > 0 && (
        <Flex role="toolbar" aria-label="Bulk actions" gap="3" alignItems="center" wrap="wrap" paddingX="3" paddingY="2" borderWidth="1px" rounded="md" bg="bg.muted">
          <Text fontWeight="medium">{formatCount(selected.length)} selected</Text>
          {steps.map((step) => (
            <StepButton
              key={step.key}
              step={step}
              actions={actions}
              onClick={() =>
                runner.request(step, selected, (results) => {
                  setOutcome({ step: step.label, results });
                  controller.selection.clear();
                })
              }
            />
          ))}
          {steps.length === 0 && <Text color="fg.muted">No step applies to all of them.</Text>}
          <Button size="sm" variant="ghost" onClick={() => controller.selection.clear()}>
            Clear selection
          </Button>
        </Flex>
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
