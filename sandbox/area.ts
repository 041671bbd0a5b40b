// What an area adds to the stand-in API, declared in its own folder (areas/<area>/sandbox/index.ts) and
// listed once in sandbox/areas.ts. The generic REST (sandbox/rest.ts) serves every declared resource from
// its definition alone; an area says only what differs: the checks beside its schema, the calls of its
// own, the values a read adds, what a workflow step changes elsewhere, and its demo data.
import type { Hono } from 'hono';
import type { ResourceName } from '@/areas/registry';
import type { CatalogueStore, StoredRecord } from './catalogue-store';
import type { SandboxDeps, SandboxEnv } from './context';
import type { SandboxDb } from './db';
import type { FilesStore } from './files-store';
import type { Reads, ReadTasks } from './read-pool';
import type { WorkflowStep } from '@/lib/resources/types';
import type { CrossCheck, FileKindLookup, FileLookup } from './rules';
import type { StatusGuard, StatusRequirement } from './status-requirements';
import type { StatusJobs } from './status-jobs';

/** What an area's calls are built from: the stores every area shares, and lookups of stored files. */
export interface AreaParts {
  deps: SandboxDeps;
  db: SandboxDb;
  catalogue: CatalogueStore;
  files: FilesStore;
  fileOf: FileLookup;
  fileKind: FileKindLookup;
  /**
   * Refuses (422) a record about to be written that lacks what its status requires (sandbox/status-requirements.ts):
   * the generic REST calls it on every create, save and step, and an area's own calls on theirs.
   */
  statusGuard: StatusGuard;
  /** The status jobs under way and ended (sandbox/status-jobs.ts): a step on every record a list's query matches. */
  statusJobs: StatusJobs;
  /** Heavy reads, run off the main thread by name (sandbox/read-pool.ts), so a slow one holds up no other call. */
  reads: Reads;
}

/** Creation times that move on by a fixed step each time one is taken. */
export class StampSeries {
  #at: number;

  constructor(
    start: number,
    private readonly stepMs: number,
  ) {
    this.#at = start;
  }

  /** The last time taken (the start until one is). */
  get at(): number {
    return this.#at;
  }

  next(): { created_at: string; updated_at: string } {
    this.#at += this.stepMs;
    const at = new Date(this.#at).toISOString();
    return { created_at: at, updated_at: at };
  }
}

/** The catalogue's stamps start here, so a reseed gives the same timestamps and sorting by date is reproducible. */
export const SEED_EPOCH = Date.UTC(2025, 0, 6, 9, 0, 0);

/** What a seed is given. The areas seed in the registry's order, so a seed may look up the records of those before it. */
export interface SeedContext {
  store: CatalogueStore;
  db: SandboxDb;
  /** The sandbox clock when seeding: real time, or a test's. */
  now: number;
  /** The catalogue's creation times (settings, categories, products, bundles, suggested questions): 37 minutes apart from SEED_EPOCH. */
  catalogue: StampSeries;
  /** When the catalogue's stamps end (its last one): what the later seeds count back from. */
  readonly catalogueEndsAt: number;
  /** The catalogue's end or now, whichever is later: what seeds that reach up to today count back from. */
  readonly seedsEndAt: number;
  /** Content's smaller areas' creation times (categories, types, videos, tips): 11 minutes apart from the catalogue's end. */
  readonly contentSide: StampSeries;
}

export function createSeedContext(store: CatalogueStore, db: SandboxDb, now: number): SeedContext {
  const catalogue = new StampSeries(SEED_EPOCH, 37 * 60_000);
  let contentSide: StampSeries | undefined;
  return {
    store,
    db,
    now,
    catalogue,
    get catalogueEndsAt() {
      return catalogue.at;
    },
    get seedsEndAt() {
      return Math.max(catalogue.at, now);
    },
    get contentSide() {
      contentSide ??= new StampSeries(catalogue.at, 11 * 60_000);
      return contentSide;
    },
  };
}

/** Tables an area keeps beside the shared ones (the file library's rows and bytes, the AI's suggestions). */
export interface OwnTables {
  isEmpty?(db: SandboxDb): boolean;
  wipe(db: SandboxDb): void;
  /** Seeds them when empty (and after a reset). */
  seed?(db: SandboxDb): void;
}

export interface SandboxArea {
  /** The area's name (areas/<name>/), for messages. */
  name: string;
  /** Calls answered before the grant check: the upstream's answer to a call no role is granted (405 for a fixed list). */
  before?: (parts: AreaParts) => Hono<SandboxEnv>;
  /** The area's own calls under /v1, mounted before the generic REST so they answer first. */
  routes?: (parts: AreaParts) => Hono<SandboxEnv>;
  /** The area's calls on the AI host, under /ai/v1. */
  aiRoutes?: (parts: AreaParts) => Hono<SandboxEnv>;
  /** Its resources whose records live in tables of their own: the generic REST leaves all their calls to `routes`. */
  servedElsewhere?: readonly ResourceName[];
  /** Its resources added and edited in a drawer over their list: the generic REST takes their writes though no create or update screen is declared. */
  editedInDrawer?: readonly ResourceName[];
  /** Per resource of the area: the checks beside its schema on create and update (uniqueness, references to other records). */
  checks?: Partial<Record<ResourceName, CrossCheck>>;
  /**
   * Per resource: what a record's current status requires of it (a published Condition's medical reviewer),
   * kept on every write — the step into the status, a save, a restore — not only on the step.
   */
  statusRequirements?: Partial<Record<ResourceName, StatusRequirement>>;
  /** Per resource: the read-only values a list or a read shows beside the stored ones (a parent's name). */
  decorate?: Partial<Record<ResourceName, (store: CatalogueStore, record: StoredRecord) => StoredRecord>>;
  /** Per resource: what else a workflow step changes, as the main API does it. */
  afterStep?: Partial<Record<ResourceName, (store: CatalogueStore, record: StoredRecord) => void>>;
  /**
   * Per resource: what else a workflow step writes on the record (a resent invitation's new expiry), given
   * the record before the step; it may refuse the step by throwing an ApiError (409).
   */
  stepValues?: Partial<Record<ResourceName, (store: CatalogueStore, record: StoredRecord, step: WorkflowStep, now: number) => Record<string, unknown>>>;
  /** Per resource: what else a delete removes, in the delete's transaction (a product's place among the best sellers). */
  afterDelete?: Partial<Record<ResourceName, (store: CatalogueStore, id: number) => void>>;
  /** Per resource: a date range over a value the records do not hold, answered as the ids in range. */
  derivedRange?: Partial<Record<ResourceName, (store: CatalogueStore, range: { min?: string; max?: string }) => number[]>>;
  /** Its demo data in the shared tables, seeded with the others in one transaction when they are empty. */
  seed?: (seed: SeedContext) => void;
  /** Runs after every start, on a database in use too, adding only what is missing (records that use another area's own tables). */
  topUp?: (db: SandboxDb) => void;
  ownTables?: OwnTables;
  /** Its heavy reads by name (`<area>.<read>`), run by `AreaParts.reads` in a worker over a read-only connection. */
  reads?: ReadTasks;
}

/** One table of a per-resource part from every area, refusing a resource two areas both claim. */
export function collect<K extends keyof SandboxArea>(
  areas: readonly SandboxArea[],
  part: K,
): Partial<Record<ResourceName, NonNullable<SandboxArea[K]> extends Partial<Record<ResourceName, infer V>> ? V : never>> {
  const table: Record<string, unknown> = {};
  for (const area of areas) {
    for (const [resource, value] of Object.entries((area[part] ?? {}) as Record<string, unknown>)) {
      if (resource in table) throw new Error(`Two sandbox areas declare ${String(part)} for ${resource} (the second is ${area.name})`);
      table[resource] = value;
    }
  }
  return table as never;
}
