'use client';
// The workflow steps one record may take now, as buttons (the detail drawer's footer, a custom screen),
// and the one step button the bulk bar draws too.
import { Button, Flex } from '@chakra-ui/react';
import type { RecordActions } from '@/lib/client/controllers/use-record-actions';
import type { ResourceRecord } from '@/lib/client/use-resource';
import type { WorkflowStep } from '@/lib/resources/types';
import type { StepRunner } from './use-step-runner';

/** One step's button: destructive steps outlined in red; busy while it runs, disabled while any runs. */
export function StepButton({ step, actions, onClick }: { step: WorkflowStep; actions: RecordActions; onClick: () => void }) {
  return (
    <Button
      size="sm"
      variant={step.tone === 'danger' ? 'outline' : 'solid'}
      colorPalette={step.tone === 'danger' ? 'red' : 'blue'}
      loading={actions.running?.key === step.key}
      disabled={actions.running !== null}
      onClick={onClick}
    >
      {step.label}
    </Button>
  );
}

export function StepButtons({ record, actions, runner }: { record: ResourceRecord; actions: RecordActions; runner: StepRunner }) {
  const steps = actions.stepsFor(record);
  if (!steps.length) return null;
  return (
    <Flex gap="2" wrap="wrap" role="group" aria-label="Status steps">
      {steps.map((step) => (
        <StepButton key={step.key} step={step} actions={actions} onClick={() => runner.request(step, [record])} />
      ))}
    </Flex>
  );
}
