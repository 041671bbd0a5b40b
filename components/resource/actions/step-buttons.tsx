'use client';
// The workflow steps one record may take now, as buttons (the detail drawer's footer, a custom screen),
// and the one step button the bulk bar draws too. A step that replaces the buttons (Mark reviewed → Mark
// actioned, Back to new) hands the focus on to the steps now offered, or to the record's card when none is.
import { Button, Flex } from '@chakra-ui/react';
import { useEffect, useRef, type RefObject } from 'react';
import { isFocusLost } from '@/lib/client/move-focus';
import type { RecordActions } from '@/lib/client/controllers/use-record-actions';
import type { ResourceRecord } from '@/lib/client/use-resource';
import type { WorkflowStep } from '@/lib/resources/types';
import type { StepRunner } from './use-step-runner';

/** One step's button: destructive steps outlined in red; busy while it runs, disabled while any runs. */
export function StepButton({ step, actions, onClick }: { step: WorkflowStep; actions: RecordActions; onClick: () => void }) {
  return (
    <Button
      data-step={step.key}
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

export interface StepButtonsProps {
  record: ResourceRecord;
  actions: RecordActions;
  runner: StepRunner;
  /** Takes the focus when a step leaves no step to offer (the record's card); it needs a `tabIndex` of -1. */
  fallbackFocus?: RefObject<HTMLElement | null>;
}

const DIALOGS = '[role="dialog"], [role="alertdialog"]';

export function StepButtons({ record, actions, runner, fallbackFocus }: StepButtonsProps) {
  const steps = actions.stepsFor(record);
  const groupRef = useRef<HTMLDivElement>(null);
  /** The step pressed whose outcome has not yet been drawn. */
  const pressed = useRef<string | null>(null);
  /** The person pressed a key or pointer outside a step's confirmation since the step was pressed. */
  const hasMovedOn = useRef(false);
  const isRunning = actions.running !== null;
  useEffect(() => {
    const note = (event: Event) => {
      if (pressed.current === null || !(event.target instanceof Element)) return;
      if (!isInAnotherDialog(event.target, groupRef.current)) hasMovedOn.current = true;
    };
    document.addEventListener('pointerdown', note, true);
    document.addEventListener('keydown', note, true);
    return () => {
      document.removeEventListener('pointerdown', note, true);
      document.removeEventListener('keydown', note, true);
    };
  }, []);
  // The pressed button is disabled while its step runs and often gone when the record comes back, and
  // either leaves focus on the page's body — or, in a drawer, wherever its focus trap puts it then (the
  // first link in it). Runs after every draw, since the record may arrive after the step.
  useEffect(() => {
    const key = pressed.current;
    if (key === null || isRunning) return;
    const active = document.activeElement;
    const isInGroup = Boolean(active && groupRef.current?.contains(active));
    const ownDialog = groupRef.current?.closest(DIALOGS);
    const isPutByTrap = !hasMovedOn.current && !isInGroup && Boolean(active && ownDialog?.contains(active));
    if (!isFocusLost() && !isPutByTrap) {
      // Focus elsewhere means the person moved on, unless it is in the step's own confirmation dialog.
      if (!isInGroup && !(active && isInAnotherDialog(active, groupRef.current))) pressed.current = null;
      return;
    }
    const buttons = Array.from(groupRef.current?.querySelectorAll<HTMLButtonElement>('button:not([disabled])') ?? []);
    const same = buttons.find((button) => button.dataset.step === key);
    // Back on the pressed button, the record may not have come back yet: it goes when it does, so stay ready.
    pressed.current = same ? key : null;
    (same ?? buttons[0] ?? fallbackFocus?.current)?.focus();
  });
  if (!steps.length) return null;
  return (
    <Flex ref={groupRef} gap="2" wrap="wrap" role="group" aria-label="Status steps">
      {steps.map((step) => (
        <StepButton
          key={step.key}
          step={step}
          actions={actions}
          onClick={() => {
            pressed.current = step.key;
            hasMovedOn.current = false;
            runner.request(step, [record]);
          }}
        />
      ))}
    </Flex>
  );
}

/** Whether `element` sits in a dialog other than the one holding the steps (a step's confirmation). */
function isInAnotherDialog(element: Element, group: HTMLElement | null): boolean {
  const dialog = element.closest(DIALOGS);
  return dialog !== null && dialog !== group?.closest(DIALOGS);
}
