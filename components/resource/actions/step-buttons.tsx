'use client';
// The workflow steps one record may take now, as buttons (the detail drawer's footer, a custom screen).
import { Button, Flex } from '@chakra-ui/react';
import type { RecordActions } from '@/lib/client/controllers/use-record-actions';
import type { ResourceRecord } from '@/lib/client/use-resource';
import type { StepRunner } from './use-step-runner';

export function StepButtons({ record, actions, runner }: { record: ResourceRecord; actions: RecordActions; runner: StepRunner }) {
  const steps = actions.stepsFor(record);
  if (!steps.length) return null;
  return (
    <Flex gap="2" wrap="wrap" role="group" aria-label="Status steps">
      {steps.map((step) => (
        <Button
          key={step.key}
          size="sm"
          variant={step.tone === 'danger' ? 'outline' : 'solid'}
          colorPalette={step.tone === 'danger' ? 'red' : 'blue'}
          loading={actions.running?.key === step.key}
          disabled={actions.running !== null}
          onClick={() => runner.request(step, [record])}
        >
          {step.label}
        </Button>
      ))}
    </Flex>
  );
}
