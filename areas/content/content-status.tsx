'use client';
// The status of a content record on its update screen (docs/console-screens.md#content-status): the
// steps it may take now, run with `POST /v1/content/{id}/status {from, to}` (unsaved edits are offered to
// be saved first, never saved silently); before Publish the broken-reference check runs
// (`GET /v1/content/{id}/check`): errors stop it and are listed with links to fix each one, warnings are
// confirmed first. A stale step (someone moved it first) reloads and says why.
import { Badge, Box, Button, Flex, Link, List, Stack, Text } from '@chakra-ui/react';
import '@/components/ui/late-recipes';
import NextLink from 'next/link';
import { lazy, Suspense, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useStepRunner } from '@/components/resource/actions/use-step-runner';
import { useResourceFormInfo } from '@/components/resource/fields/form-context';
import { useRecordActions } from '@/lib/client/controllers/use-record-actions';
import { errorMessage } from '@/lib/client/fetcher';
import { useResourceRecord, type ResourceRecord } from '@/lib/client/use-resource';
import { fetchPublishingCheck } from '@/areas/content/api';
import type { CheckProblem, CheckResult } from '@/areas/content/rules';
import type { FieldDef, OptionChoice, WorkflowDef, WorkflowStep } from '@/lib/resources/types';

export interface ContentStatusProps {
  id: string;
  /** The resource (`content`, `pages`) and what the step controller needs of its definition. */
  resource: string;
  singular: string;
  workflow: WorkflowDef;
  fields: readonly FieldDef[];
  /** Section labels by key, for the check's links. */
  sections: Readonly<Record<string, string>>;
  /** Whether the resource has the reference check (content does). */
  hasCheck?: boolean;
}

const SaveFirstDialog = lazy(() => import('@/components/resource/actions/save-first-dialog').then((module) => ({ default: module.SaveFirstDialog })));

const EDIT_PATHS: Readonly<Record<string, (id: number) => string>> = {
  products: (id) => `/products/update/${id}`,
  bundles: (id) => `/bundles/update/${id}`,
  content: (id) => `/content/update/${id}`,
  videos: (id) => `/videos?video=${id}`,
  'content-categories': (id) => `/content-categories/update/${id}`,
};

function ProblemList({ title, problems, sections, colour }: { title: string; problems: readonly CheckProblem[]; sections: ContentStatusProps['sections']; colour: string | Record<string, string> }) {
  if (!problems.length) return null;
  return (
    <Box>
      <Text fontWeight="semibold" color={colour}>
        {title}
      </Text>
      <List.Root gap="1" paddingStart="5">
        {problems.map((problem) => {
          const target = problem.target && EDIT_PATHS[problem.target.resource]?.(problem.target.id);
          return (
            <List.Item key={`${problem.level}-${problem.path}`}>
              {problem.message}{' '}
              <Link asChild colorPalette="blue" textDecoration="underline">
                <NextLink href={`?section=${problem.section}`} replace scroll={false}>
                  Fix in {sections[problem.section] ?? problem.section}
                </NextLink>
              </Link>
              {target && (
                <>
                  {' · '}
                  <Link asChild colorPalette="blue" textDecoration="underline">
                    <NextLink href={target}>Open it</NextLink>
                  </Link>
                </>
              )}
            </List.Item>
          );
        })}
      </List.Root>
    </Box>
  );
}

export function ContentStatus({ id, resource, singular, workflow, fields, sections, hasCheck = false }: ContentStatusProps) {
  const { formState, resetField } = useFormContext();
  const { saveChanges, adoptRecord } = useResourceFormInfo();
  const [saveFirst, setSaveFirst] = useState<{ step: WorkflowStep; record: ResourceRecord } | null>(null);
  const { data, mutate } = useResourceRecord(resource, id);
  const record = data?.data;
  const actions = useRecordActions({ resource, workflow, fields, singular });
  const runner = useStepRunner(actions, { singular, fields });
  const [check, setCheck] = useState<CheckResult | null>(null);
  const [checkError, setCheckError] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const statusField = fields.find((field) => field.name === workflow.field);
  const choices: readonly OptionChoice[] = statusField?.type === 'option' ? (statusField.options ?? []) : [];
  const status = String(record?.[workflow.field] ?? '');
  const choice = choices.find((c) => c.value === status);
  const noun = singular.toLowerCase();

  async function runCheck(): Promise<CheckResult | null> {
    setIsChecking(true);
    setCheckError(null);
    try {
      const answer = await fetchPublishingCheck(resource, id);
      setCheck(answer);
      return answer;
    } catch (error) {
      setCheckError(errorMessage(error));
      return null;
    } finally {
      setIsChecking(false);
    }
  }

  const afterStep = async () => {
    const fresh = await mutate();
    if (!fresh?.data) return;
    // The step is the user's own write: the form takes the record it left (its version for the next save's
    // If-Match, its status) as its starting point, keeping what was typed.
    // When someone else wrote too (or the step was refused), only the status follows, without counting as a
    // change, and the next save merges with their changes as any save does.
    if (!adoptRecord?.(fresh.data)) resetField(workflow.field, { defaultValue: fresh.data[workflow.field] });
  };

  /** A step chosen with unsaved edits asks first; once they are saved, it starts as usual. */
  function choose(step: WorkflowStep, current: ResourceRecord) {
    if (formState.isDirty && saveChanges) setSaveFirst({ step, record: current });
    else void start(step, current);
  }

  async function saveThenStart() {
    if (!saveFirst || !saveChanges) return;
    const isSaved = await saveChanges();
    setSaveFirst(null);
    // Not saved: the form says why, and the step waits.
    if (isSaved) await start(saveFirst.step, saveFirst.record);
  }

  async function start(step: WorkflowStep, current: ResourceRecord) {
    if (hasCheck && step.to === 'published') {
      const result = await runCheck();
      if (!result || result.errors.length) return;
      if (result.warnings.length) {
        const confirm = `Publish with ${result.warnings.length} ${result.warnings.length === 1 ? 'warning' : 'warnings'}? ${result.warnings.map((w) => w.message).join('; ')}.`;
        runner.request({ ...step, confirm }, [current], () => void afterStep());
        return;
      }
    }
    runner.request(step, [current], () => void afterStep());
  }

  if (!record) return null;
  const steps = actions.stepsFor(record);
  const refusal = runner.refusalFor(record.id);
  const isDirty = formState.isDirty;

  return (
    <Stack gap="3" borderWidth="1px" rounded="md" padding="4" as="section" aria-label={`${singular} status`}>
      <Flex gap="3" alignItems="center" wrap="wrap">
        <Text fontWeight="medium">Status</Text>
        <Badge colorPalette={choice?.colour ?? 'gray'} data-testid="record-status">
          {choice?.label ?? status}
        </Badge>
        <Flex gap="2" wrap="wrap" role="group" aria-label="Status steps" marginStart="auto">
          {steps.map((step) => (
            <Button
              key={step.key}
              size="sm"
              colorPalette="blue"
              loading={actions.running?.key === step.key || (isChecking && step.to === 'published')}
              disabled={actions.running !== null}
              onClick={() => choose(step, record)}
            >
              {step.label}
            </Button>
          ))}
          {hasCheck && (
            <Button size="sm" variant="outline" loading={isChecking} onClick={() => void runCheck()}>
              Check references
            </Button>
          )}
        </Flex>
      </Flex>
      {isDirty && steps.length > 0 && (
        <Text fontSize="sm" color="fg.muted">
          You have unsaved changes: a status step asks to save them first.
        </Text>
      )}
      {refusal && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {refusal}
        </Text>
      )}
      {checkError && (
        <Text role="alert" color="fg.error" fontSize="sm">
          The check could not run: {checkError}
        </Text>
      )}
      {check && (
        <Stack gap="2" role="region" aria-label="Reference check" data-testid="reference-check">
          {check.errors.length === 0 && check.warnings.length === 0 ? (
            <Text color="fg.success">No problems: every reference is in place.</Text>
          ) : (
            <>
              {check.errors.length > 0 && (
                <Text role="alert" color="fg.error">
                  This {noun} cannot be published until {check.errors.length === 1 ? 'this error is' : `these ${check.errors.length} errors are`} fixed.
                </Text>
              )}
              <ProblemList title="Errors" problems={check.errors} sections={sections} colour="fg.error" />
              <ProblemList title="Warnings" problems={check.warnings} sections={sections} colour={{ base: 'orange.700', _dark: 'orange.300' }} />
            </>
          )}
        </Stack>
      )}
      {runner.dialog}
      {saveFirst && (
        <Suspense fallback={null}>
          <SaveFirstDialog stepLabel={saveFirst.step.label} noun={noun} onCancel={() => setSaveFirst(null)} onConfirm={saveThenStart} />
        </Suspense>
      )}
    </Stack>
  );
}
