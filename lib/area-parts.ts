// What an area declares beyond who may do what (areas/<area>/access.ts) and its records (definition.ts):
// the parts the console's server side, the sandbox and the QA guide read. Each area says them once, in
// areas/<area>/parts.ts (`defineAreaParts`); the generated index areas/parts.ts lists every area's, and the
// registries beside it (areas/exports.ts, qa-names.ts, saved-view-lists.ts, answer-contracts.ts) read them
// from there. No React and nothing server-only here: the sandbox and the scripts load it too.
import type { z } from 'zod';
import type { Upstream } from './access';
import type { CsvColumn, ExportSource } from './export/csv';
import type { QaScreenNames } from './qa-names';

/** A list whose views can be saved (docs/api-contract.md#saved-views). */
export interface ViewList {
  /** The list's screen: its route decides which roles may open the list, and so its views. */
  path: string;
  /** The fields of its columns, in order: what a view may show. */
  columns: readonly string[];
}

/** The schema a 2xx answer to a call (method and path segments from `v1`) must meet, if the BFF checks this call. */
export type AnswerSchemaOf = (method: string, segments: readonly string[]) => z.ZodType | undefined;

/** Answers of one upstream the BFF checks, and the sentence the browser gets for one that fails the check. */
export interface AnswerCheck {
  upstream: Upstream;
  schemaOf: AnswerSchemaOf;
  unreadable: string;
}

export interface AreaParts {
  /** The columns of its list's CSV export, in order (`GET /api/export/<resource>.csv`): its definition says `csvExport`. */
  csvColumns?: readonly CsvColumn[];
  /** Exports of calls that are not its list (a report), by the file name in `/api/export/<name>.csv`. */
  reports?: Readonly<Record<string, ExportSource>>;
  /** The accessible names of its screens of their own (not the generic list or form), by route pattern: docs/qa.md and the accessibility walk read them. */
  qaScreens?: Readonly<Record<string, QaScreenNames>>;
  /** Its list screens of their own with saved views, each under a name no resource has (`content-equivalence`). */
  viewLists?: Readonly<Record<string, ViewList>>;
  /** The upstream answers its screens rely on, checked by the BFF before the browser gets them. */
  answerChecks?: readonly AnswerCheck[];
}

/** An area's parts, typed. */
export function defineAreaParts(parts: AreaParts): AreaParts {
  return parts;
}
