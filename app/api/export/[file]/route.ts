// GET /api/export/<resource>.csv?<the list's filters> – every row of the filtered list as CSV, streamed:
// the session and role are checked as for the list (editor → 403), the filters validated with zod, and
// the upstream read page by page while the browser downloads, so no whole file is held in memory. A
// resource's list is read by key (by id, after the last id written), not by page number: staff keep
// working while a download runs, and a record leaving the filter would shift later ones back past a page
// boundary, so they would be missing, or a joining one forward, so they would come twice. An area's report
// exports the same way under its own name (`content-equivalence.csv`), by page number. The columns of both
// are the areas' own (areas/<area>/parts.ts, through areas/exports.ts). A page read that gets no answer in
// time (EXPORT_PAGE_TIMEOUT_MS), is refused, or is answered 502/503/504 is read again (export-reads.ts):
// the page's start is in its URL, so the same rows are asked for. A page that fails every try ends the
// download with an error, never a file cut short that looks whole, and one log line says where.
import 'server-only';
import { z } from 'zod';
import { KEYSET_MAX_LIMIT, MAX_LIMIT } from '@/lib/contract/paging';
import { isBackwardsRange, MSG_RANGE_ENDS_BEFORE_START } from '@/lib/date-range';
import { dateRangeQuerySchema, repeatedQueryParameter, repeatedQueryParameterMessage } from '@/lib/contract/rest';
import { csvLine, csvLines, exportFileName, type CsvColumn, type ExportSource } from '@/lib/export/csv';
import { canCall } from '@/lib/grants';
import { isFilterValue } from '@/lib/resources/list-state';
import { LIST_EXPORT_COLUMNS, REPORT_EXPORTS } from '@/areas/exports';
import { RESOURCES, isResourceName, type ResourceName } from '@/areas/registry';
import { BffError, badRequest, forbidden } from '@/lib/server/errors';
import { ExportReadError, readWithRetries } from '@/lib/server/export-reads';
import { sessionHandler } from '@/lib/server/handler';
import { getLogger } from '@/lib/server/log';
import { currentRequestContext } from '@/lib/server/request-context';
import { fetchUpstream, readJsonOrThrow } from '@/lib/server/upstream';

/** A page (up to KEYSET_MAX_LIMIT records) is read whole; one larger than this is refused, not held. */
const EXPORT_PAGE_MAX_BYTES = 16 * 1024 * 1024;

const pageSchema = z.object({
  data: z.object({ records: z.array(z.record(z.string(), z.unknown())), page: z.number().int(), pages: z.number().int() }),
});

type ExportPage = z.output<typeof pageSchema>['data'];

/** Where a page starts: a page number (a report), or the id the last page ended at (none for the first). */
type PageStart = { page: number } | { afterId: number | null };

/** The list query a resource's export accepts: search, a sortable column, and each declared filter's values; the list's default sort. */
function resourceExport(resource: ResourceName, columns: readonly CsvColumn[]): ExportSource {
  const definition = RESOURCES[resource];
  const sortable = definition.columns.filter((column) => column.sortable).map((column) => column.field);
  const filters = Object.fromEntries(
    definition.filters.map((filter) => [
      filter.field,
      z.string().refine((value) => isFilterValue(filter, value), `Not a ${filter.label.toLowerCase()} to filter by`).optional(),
    ]),
  );
  const range = definition.dateRange ? dateRangeQuerySchema.shape : {};
  const query = z
    .strictObject({
      search: z.string().trim().max(200).optional(),
      sort: z.enum(sortable as [string, ...string[]]).optional(),
      order: z.enum(['asc', 'desc']).optional(),
      ...filters,
      ...range,
    })
    .superRefine((query, ctx) => {
      const q = query as { from?: string; to?: string };
      if (isBackwardsRange(q)) ctx.addIssue({ code: 'custom', path: ['to'], message: MSG_RANGE_ENDS_BEFORE_START });
    })
    .transform((query) => ({
      ...query,
      sort: query.sort ?? definition.defaultSort.field,
      order: query.order ?? (query.sort ? 'asc' : definition.defaultSort.order),
    }));
  return { path: [resource], query, columns, isPagedById: true };
}

/** The export a file name asks for: a resource's list, or an area's report; none for anything else. */
function exportSource(name: string): ExportSource | undefined {
  if (isResourceName(name) && RESOURCES[name].csvExport && Object.hasOwn(LIST_EXPORT_COLUMNS, name)) return resourceExport(name, LIST_EXPORT_COLUMNS[name]);
  return Object.hasOwn(REPORT_EXPORTS, name) ? REPORT_EXPORTS[name] : undefined;
}

function fileParam(request: Request): string {
  return decodeURIComponent(new URL(request.url).pathname.split('/').at(-1) ?? '');
}

const handle = sessionHandler('export', async ({ request, session, config }) => {
  const match = /^([a-z-]+)\.csv$/.exec(fileParam(request));
  const name = match?.[1];
  const source = name === undefined ? undefined : exportSource(name);
  if (name === undefined || !source) throw new BffError(404, 'Not found');
  if (!canCall('main', session.role, 'GET', source.path)) throw forbidden();

  const params = new URL(request.url).searchParams;
  // One value per filter: the check below would read the last of several, and the file would not say which.
  const repeated = repeatedQueryParameter(params);
  if (repeated !== undefined) throw badRequest(repeatedQueryParameterMessage(repeated));
  const parsed = source.query.safeParse(Object.fromEntries(params));
  if (!parsed.success) throw badRequest(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'query'}: ${issue.message}`).join('; '));
  const query = Object.fromEntries(
    Object.entries(parsed.data).filter(([, value]) => value !== undefined && value !== '').map(([key, value]) => [key, String(value)]),
  );
  const columns = source.columns;
  const encoder = new TextEncoder();

  // Paged by id, the rows come in the order of the list's direction (newest first for a list sorted newest
  // first); a sort by another field cannot be kept, since a record whose sorted value changes would move
  // across the point reached.
  const keyedQuery = source.isPagedById ? { ...query, sort: 'id', order: query.order === 'desc' ? 'desc' : 'asc' } : query;
  // Paged by key, a page holds up to KEYSET_MAX_LIMIT records: 200,000 orders are 200 calls, not 2,000,
  // each paying its round trip and the upstream's count once (at 100 a page that took minutes).
  const limit = source.isPagedById ? KEYSET_MAX_LIMIT : MAX_LIMIT;
  const pageUrl = (cursor: PageStart) => {
    const params = new URLSearchParams({ ...keyedQuery, limit: String(limit) });
    if ('page' in cursor) params.set('page', String(cursor.page));
    else if (cursor.afterId !== null) params.set('after_id', String(cursor.afterId));
    return `${config.MAIN_API_URL}/v1/${source.path.map(encodeURIComponent).join('/')}?${params.toString()}`;
  };
  // Tried again when no answer came (export-reads.ts). Read by key, the same URL asks for the same rows. A
  // report's page number asked again reads the report as it is then, as its next page would be read anyway.
  const fetchPage = (cursor: PageStart): Promise<ExportPage> =>
    readWithRetries(
      async () =>
        pageSchema.parse(
          await readJsonOrThrow(
            await fetchUpstream(pageUrl(cursor), {
              headers: { authorization: `Bearer ${session.upstream.access_token}`, accept: 'application/json' },
              signal: request.signal,
              timeoutMs: config.EXPORT_PAGE_TIMEOUT_MS,
            }),
            EXPORT_PAGE_MAX_BYTES,
          ),
        ).data,
      { signal: request.signal },
    );
  /** Where the page after `page` (read from `cursor`) starts; null at the end. */
  const nextCursor = (cursor: PageStart, page: ExportPage): PageStart | null => {
    if (page.records.length === 0) return null;
    if ('page' in cursor) return cursor.page < page.pages ? { page: cursor.page + 1 } : null;
    // A short page is the last: nothing came after its last id when it was read.
    if (page.records.length < limit) return null;
    const lastId = page.records.at(-1)?.id;
    if (typeof lastId !== 'number') throw new BffError(502, 'The upstream list answered a record without an id');
    return { afterId: lastId };
  };

  // The first page is read before answering, so a refusal (bad filter, upstream down) is a plain error
  // rather than a half-written file.
  const start: PageStart = source.isPagedById ? { afterId: null } : { page: 1 };
  const first = await fetchPage(start);
  let cursor = nextCursor(start, first);
  let pending: ExportPage | null = first;
  // For the line logged when the download is cut: how far it came.
  const context = currentRequestContext();
  let pagesRead = 1;
  let rowsWritten = 0;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvLine(columns.map((column) => column.header))}`));
    },
    async pull(controller) {
      try {
        let page = pending;
        pending = null;
        if (!page) {
          if (!cursor) return controller.close();
          const from = cursor;
          page = await fetchPage(from);
          pagesRead += 1;
          cursor = nextCursor(from, page);
        }
        controller.enqueue(encoder.encode(csvLines(page.records.map((record) => columns.map((column) => column.value(record))))));
        rowsWritten += page.records.length;
        if (!cursor) controller.close();
      } catch (error) {
        // The stream errors, so the browser's download fails rather than ending as a short file that looks
        // whole. A browser that left (499) is no failure of the export.
        if (!(error instanceof BffError && error.status === 499)) {
          getLogger().error(
            {
              handler: 'export',
              requestId: context?.requestId,
              route: context?.route,
              file: `${name}.csv`,
              page: pagesRead + 1,
              from: cursor,
              rows: rowsWritten,
              tries: error instanceof ExportReadError ? error.tries : 1,
              status: error instanceof BffError ? error.status : undefined,
              err: { name: error instanceof ExportReadError ? error.lastFailure.name : error instanceof Error ? error.name : 'unknown error' },
            },
            'export cut off: a page could not be read',
          );
        }
        controller.error(error);
      }
    },
  });

  return new Response(stream, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${exportFileName(name, new Date())}"`,
    },
  });
});

export { handle as GET };
