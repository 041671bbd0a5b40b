// Status jobs (docs/api-contract.md#status-jobs): one workflow step on every record a list's query matches,
// worked through in chunks after the start has answered. The ids are snapshotted when the job starts, so
// the set is fixed then; each record gets the same checks as its own `POST …/:id/status` (the caller hands
// them in as `apply`), and one that is refused is counted with its reason while the rest go on. Between
// chunks the job yields to the event loop, so other requests are answered meanwhile. A job is seen and
// stopped only by the account that started it; jobs live in memory, as long as the sandbox runs.
import { Hono, type MiddlewareHandler } from 'hono';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { startStatusJobBodySchema, type StatusJob } from '@/lib/contract/status-jobs';
import { statusLabel, type WorkflowResource } from '@/lib/resources/workflow';
import type { UserRow } from './auth-store';
import type { CatalogueStore, ListRequest } from './catalogue-store';
import { asStepOf } from './conditional';
import type { SandboxEnv } from './context';
import { ApiError, idParam, ok, readBody } from './respond';

/** How many records one turn works through before yielding, and how long it pauses after (tests slow it). */
export interface JobPace {
  chunkSize: number;
  pauseMs: number;
}

export const DEFAULT_JOB_PACE: JobPace = { chunkSize: 50, pauseMs: 0 };

/** Reasons listed per job, and example ids kept per reason: a long tail of distinct reasons is summed up. */
const MAX_REASONS = 20;
const MAX_EXAMPLES = 5;
/** Jobs kept for reading back; the oldest ended ones make room. */
const MAX_KEPT = 200;

interface JobEntry {
  job: StatusJob;
  owner: number;
}

export interface StartJob {
  resource: string;
  step: string;
  /** The account that starts it: the only one that may see or stop it. */
  owner: number;
  /** The records to work through, in order, fixed now. */
  ids: readonly number[];
  /** Runs the step on one record; throws an ApiError with the reason when the record is refused. */
  apply: (id: number) => void;
}

export class StatusJobs {
  #jobs = new Map<number, JobEntry>();
  #nextId = 1;
  /** Jobs whose work is still going: a stopped job stays here until its work has seen the stop and ended. */
  #working = new Set<number>();
  pace: JobPace = { ...DEFAULT_JOB_PACE };

  constructor(private readonly now: () => number) {}

  /** Starts a job and answers it as it stands (nothing done yet); the work goes on after. */
  start({ resource, step, owner, ids, apply }: StartJob): StatusJob {
    const job: StatusJob = {
      id: this.#nextId++,
      resource,
      step,
      state: 'running',
      total: ids.length,
      done: 0,
      succeeded: 0,
      failed: 0,
      reasons: [],
      started_at: new Date(this.now()).toISOString(),
      ended_at: null,
    };
    this.#forgetOld();
    this.#jobs.set(job.id, { job, owner });
    void this.#work(job, ids, apply);
    return { ...job, reasons: [...job.reasons] };
  }

  /** The job as its owner sees it; undefined for anyone else, as for a job that does not exist. */
  find(id: number, owner: number): StatusJob | undefined {
    const entry = this.#jobs.get(id);
    return entry && entry.owner === owner ? snapshot(entry.job) : undefined;
  }

  /**
   * Stops a running job before its next record: what is done stays done. Requests are answered between
   * chunks, so the counts read back after this are final.
   */
  stop(id: number, owner: number): StatusJob | undefined {
    const entry = this.#jobs.get(id);
    if (!entry || entry.owner !== owner) return undefined;
    if (entry.job.state === 'running') this.#end(entry.job, 'stopped');
    return snapshot(entry.job);
  }

  /**
   * Forgets every job, stopping those still running before their next record (a reset: the records they
   * were working through are gone, and their ids may name new ones). Ids go on counting, so an old job's id
   * never names a new job.
   */
  clear(): void {
    for (const { job } of this.#jobs.values()) if (job.state === 'running') this.#end(job, 'stopped');
    this.#jobs.clear();
  }

  /** The ids of the jobs whose work has not ended yet (sandbox-only: a test waits for none to be left, not for a time). */
  workingIds(): number[] {
    return [...this.#working];
  }

  async #work(job: StatusJob, ids: readonly number[], apply: (id: number) => void): Promise<void> {
    this.#working.add(job.id);
    try {
      await this.#workThrough(job, ids, apply);
    } finally {
      this.#working.delete(job.id);
    }
  }

  async #workThrough(job: StatusJob, ids: readonly number[], apply: (id: number) => void): Promise<void> {
    // The start is answered first; the work begins on the next turn.
    await nextTurn();
    let next = 0;
    while (job.state === 'running' && next < ids.length) {
      const end = Math.min(next + this.pace.chunkSize, ids.length);
      for (; next < end; next += 1) {
        try {
          apply(ids[next]);
          job.succeeded += 1;
        } catch (error) {
          job.failed += 1;
          countReason(job, ids[next], error instanceof ApiError ? error.message : 'The record could not be changed.');
          if (!(error instanceof ApiError)) console.error(error);
        }
        job.done += 1;
      }
      // Other requests are answered here, a stop among them.
      await (this.pace.pauseMs > 0 ? sleep(this.pace.pauseMs) : nextTurn());
    }
    if (job.state === 'running') this.#end(job, 'finished');
  }

  #end(job: StatusJob, state: 'stopped' | 'finished'): void {
    job.state = state;
    job.ended_at = new Date(this.now()).toISOString();
  }

  #forgetOld(): void {
    if (this.#jobs.size < MAX_KEPT) return;
    for (const [id, entry] of this.#jobs) {
      if (entry.job.state !== 'running') this.#jobs.delete(id);
      if (this.#jobs.size < MAX_KEPT) return;
    }
  }
}

function snapshot(job: StatusJob): StatusJob {
  return { ...job, reasons: job.reasons.map((reason) => ({ ...reason, examples: [...reason.examples] })) };
}

function countReason(job: StatusJob, id: number, message: string): void {
  const text = job.reasons.length >= MAX_REASONS && !job.reasons.some((reason) => reason.message === message) ? 'Other reasons' : message;
  const reason = job.reasons.find((entry) => entry.message === text);
  if (!reason) {
    job.reasons.push({ message: text, count: 1, examples: [id] });
    return;
  }
  reason.count += 1;
  if (reason.examples.length < MAX_EXAMPLES) reason.examples.push(id);
}

const jobPaceSchema = z.object({
  chunk_size: z.number().int().min(1).max(1000).default(DEFAULT_JOB_PACE.chunkSize),
  pause_ms: z.number().int().min(0).max(10_000).default(DEFAULT_JOB_PACE.pauseMs),
});

/** Sandbox-only: how fast jobs go, so a test can stop one midway. Never part of the real API. */
export function createStatusJobControlRoutes(jobs: StatusJobs): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  // PUT /__sandbox/status-jobs/pace {chunk_size, pause_ms} – records per turn and the pause after each turn
  routes.put('/status-jobs/pace', async (c) => {
    const { chunk_size, pause_ms } = await readBody(c, jobPaceSchema);
    jobs.pace = { chunkSize: chunk_size, pauseMs: pause_ms };
    return ok(c, { chunk_size, pause_ms });
  });

  // GET /__sandbox/status-jobs/working – the ids of the jobs whose work has not ended (a stopped job's until
  // its work has seen the stop): once a job is not among them, nothing more can change its records
  routes.get('/status-jobs/working', (c) => ok(c, { ids: jobs.workingIds() }));

  // DELETE /__sandbox/status-jobs/pace – back to the usual pace
  routes.delete('/status-jobs/pace', (c) => {
    jobs.pace = { ...DEFAULT_JOB_PACE };
    return c.body(null, 204);
  });

  return routes;
}

/** 404 for a job that is not the caller's, as for one that does not exist. */
export function jobOr404(job: StatusJob | undefined): StatusJob {
  if (!job) throw new ApiError(404, 'Job not found');
  return job;
}

interface JobRoutesOptions {
  resource: string;
  signedIn: MiddlewareHandler<SandboxEnv>;
  jobs: StatusJobs;
  /** The resource's workflow, its statuses' labels and its noun. */
  rules: WorkflowResource;
  store: CatalogueStore;
  /** The list's query as the store's request (the same reading as the list's own GET); 422 when bad. */
  listRequestOf: (raw: Record<string, string>) => ListRequest;
  /** The resource's own step on one record, as `POST …/:id/status` runs it; throws an ApiError when refused. */
  applyStep: (id: number, body: unknown, user: UserRow) => unknown;
}

/**
 * `POST /v1/<resource>/status-jobs`, `GET …/status-jobs/:id` and `POST …/status-jobs/:id/stop` for a resource
 * with a workflow. Who may call them is the grant of `POST :id/status` (lib/grants.ts): whoever may run a
 * step on one record may run it on all that match.
 */
export function addStatusJobRoutes(routes: Hono<SandboxEnv>, options: JobRoutesOptions): void {
  const { resource, signedIn, jobs, rules, store, listRequestOf, applyStep } = options;
  const label = (status: string) => statusLabel(rules, status);
  const statusOf = (id: number) => String(store.find(resource, id)?.[rules.workflow.field] ?? '');
  // The set is fixed when the job starts: every matching id now, in id order (paging and sort play no part).
  const matchingIds = (request: ListRequest) => store.matchingIds(resource, { ...request, after_id: undefined });

  // POST /v1/<resource>/status-jobs {step, query} – starts a step on every record the list's query matches (202)
  routes.post(`/${resource}/status-jobs`, signedIn, async (c) => {
    const body = await readBody(c, startStatusJobBodySchema);
    const user = c.var.user;
    const step = rules.workflow.steps.find((candidate) => candidate.key === body.step);
    if (!step) throw new ApiError(422, `Step must be one of ${rules.workflow.steps.map((s) => s.key).join(', ')}`, { step: 'Unknown step' });
    if (step.bulk === false || step.needs?.length) {
      const message = `“${step.label}” runs on one ${rules.singular.toLowerCase()} at a time.`;
      throw new ApiError(422, message, { step: message });
    }
    if (step.roles && !step.roles.includes(user.role)) throw new ApiError(403, 'Forbidden');
    const ids = matchingIds(listRequestOf(body.query));
    const applies = step.from.map(label).join(' or ');
    const job = jobs.start({
      resource,
      step: step.key,
      owner: user.id,
      ids,
      apply: (id) =>
        asStepOf({ resource, id }, () => {
          const from = statusOf(id);
          if (!from) throw new ApiError(404, `${rules.singular} not found; it was deleted meanwhile.`);
          if (!step.from.includes(from)) throw new ApiError(409, `It is ${label(from)}; “${step.label}” applies to ${applies}.`);
          applyStep(id, { from, to: step.to }, user);
        }),
    });
    return c.json({ data: job }, 202);
  });

  // GET /v1/<resource>/status-jobs/:id – a job's progress and counts, for the account that started it
  routes.get(`/${resource}/status-jobs/:id`, signedIn, (c) => ok(c, jobOr404(jobs.find(idParam(c, 'Job not found'), c.var.user.id))));

  // POST /v1/<resource>/status-jobs/:id/stop – stops it before its next record; what is done stays done
  routes.post(`/${resource}/status-jobs/:id/stop`, signedIn, (c) => ok(c, jobOr404(jobs.stop(idParam(c, 'Job not found'), c.var.user.id))));
}
