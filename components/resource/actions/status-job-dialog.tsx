'use client';
// "Send 2,000 content items for review?": a workflow step on every record the list's query matches, run by
// the upstream as a status job (docs/api-contract.md#status-jobs). Asks first, then shows the job's
// progress with Stop, then what came of it — how many changed, how many were skipped and why — and has the
// list reloaded. Loaded only when a person picks a step for all that match.
import { Box, Button, Dialog, List, Portal, Progress, Stack, Text } from '@chakra-ui/react';
import '@/components/ui/late-recipes';
import { useEffect, useRef, useState } from 'react';
import { ErrorAlert } from '@/components/ui/error-alert';
import { apiFetch, errorMessage } from '@/lib/client/fetcher';
import { invalidateResource, resourceApiUrl } from '@/lib/client/use-resource';
import type { StatusJob } from '@/lib/contract/status-jobs';
import { formatCount } from '@/lib/format-number';
import { countedNoun, stepDone, stepQuestion } from '@/lib/resources/step-words';
import type { WorkflowStep } from '@/lib/resources/types';

/** How often a running job is read back. */
const POLL_MS = 400;

export interface StatusJobDialogProps {
  resource: string;
  step: WorkflowStep;
  /** How many records match now, as the list counted them. */
  total: number;
  /** The list's search, filters and date range (no paging or sort). */
  query: Record<string, string>;
  /** Lower-case singular noun ("content"). */
  noun: string;
  /** Called when the person closes the dialog, before or after the job. */
  onClose: () => void;
}

export function StatusJobDialog({ resource, step, total, query, noun, onClose }: StatusJobDialogProps) {
  const [job, setJob] = useState<StatusJob | null>(null);
  const [isStarting, setIsStarting] = useState(false);
  const [isStopping, setIsStopping] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const jobsUrl = resourceApiUrl(resource, 'status-jobs');
  const isRunning = job?.state === 'running';
  const jobId = job?.id;

  useEffect(() => {
    if (!isRunning || jobId === undefined) return;
    const timer = setInterval(() => {
      apiFetch<{ data: StatusJob }>(`${jobsUrl}/${jobId}`)
        .then((answer) => {
          setError(null);
          setJob((current) => (current?.state === 'running' ? answer.data : current));
        })
        .catch((failure: unknown) => setError(errorMessage(failure)));
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [isRunning, jobId, jobsUrl]);

  // Once the job has ended the list shows what it changed.
  const hasEnded = job !== null && job.state !== 'running';
  useEffect(() => {
    if (hasEnded) void invalidateResource(resource);
  }, [hasEnded, resource]);

  async function start() {
    setIsStarting(true);
    setError(null);
    try {
      const answer = await apiFetch<{ data: StatusJob }>(jobsUrl, { method: 'POST', json: { step: step.key, query } });
      setJob(answer.data);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setIsStarting(false);
    }
  }

  async function stop() {
    if (jobId === undefined) return;
    setIsStopping(true);
    try {
      const answer = await apiFetch<{ data: StatusJob }>(`${jobsUrl}/${jobId}/stop`, { method: 'POST' });
      setJob(answer.data);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setIsStopping(false);
    }
  }

  const done = stepDone(step.label);
  const title =
    job === null
      ? stepQuestion(step.label, countedNoun(total, noun), noun)
      : isRunning
        ? `${step.label}: working through ${job.total === 1 ? `1 ${noun}` : countedNoun(job.total, noun)}`
        : `${step.label}: ${job.state === 'stopped' ? 'stopped' : 'done'}`;

  return (
    <Dialog.Root
      open
      role="dialog"
      onOpenChange={(event) => {
        // While the job runs the dialog stays: Stop is the way out.
        if (!event.open && !isRunning && !isStarting) onClose();
      }}
      initialFocusEl={() => cancelRef.current}
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {job === null && (
                  <>
                    {step.confirm && <Text>{step.confirm}</Text>}
                    <Text color="fg.muted">
                      Every {noun} that matches the list’s search and filters now, on every page. Each is changed on its own; those that cannot take the step are skipped and
                      counted with the reason. You can stop part way; what is done by then stays done.
                    </Text>
                  </>
                )}
                {job !== null && <JobProgress job={job} done={done} />}
                {job !== null && !isRunning && <JobOutcome job={job} done={done} />}
                {error && <ErrorAlert title={job === null ? 'The step could not be started' : 'Progress could not be read'} description={error} />}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {job === null ? (
                <>
                  <Button ref={cancelRef} variant="outline" onClick={onClose} disabled={isStarting}>
                    Cancel
                  </Button>
                  <Button colorPalette={step.tone === 'danger' ? 'red' : 'blue'} loading={isStarting} onClick={() => void start()}>
                    {step.label}
                  </Button>
                </>
              ) : isRunning ? (
                <Button ref={cancelRef} variant="outline" colorPalette="red" loading={isStopping} onClick={() => void stop()}>
                  Stop
                </Button>
              ) : (
                <Button ref={cancelRef} onClick={onClose}>
                  Close
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function JobProgress({ job, done }: { job: StatusJob; done: string }) {
  return (
    <Progress.Root value={job.total === 0 ? 100 : Math.round((job.done / job.total) * 100)} size="sm">
      <Progress.Track aria-label="Progress">
        <Progress.Range />
      </Progress.Track>
      <Text marginTop="2" aria-live="polite">
        {formatCount(job.done)} of {formatCount(job.total)} done · {formatCount(job.succeeded)} {done} · {formatCount(job.failed)} skipped
      </Text>
    </Progress.Root>
  );
}

/** What came of the job: one sentence, then each reason records were skipped for, with how many. */
function JobOutcome({ job, done }: { job: StatusJob; done: string }) {
  const summary = `${formatCount(job.succeeded)} ${done}, ${formatCount(job.failed)} skipped${job.reasons.length ? ':' : '.'}`;
  const notReached = job.total - job.done;
  return (
    <Box role="status">
      <Text fontWeight="medium">{summary}</Text>
      {job.reasons.length > 0 && (
        <List.Root as="ul" marginTop="1" paddingStart="4">
          {job.reasons.map((reason) => (
            <List.Item key={reason.message}>
              {formatCount(reason.count)}: {reason.message}
            </List.Item>
          ))}
        </List.Root>
      )}
      {job.state === 'stopped' && (
        <Text marginTop="2">
          Stopped after {formatCount(job.done)} of {formatCount(job.total)}: the {formatCount(notReached)} not reached are unchanged, and those done stay done.
        </Text>
      )}
    </Box>
  );
}
