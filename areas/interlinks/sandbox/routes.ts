// The AI host's interlink calls (docs/special-calls.md#ai-interlinks), served from sandbox data: phrases
// of a source's text that name other records (titles, names, an ingredient, listed synonyms) become
// suggestions. Deterministic, so tests know what comes back; a few are wrong on purpose (a record of the
// other region, an anchor the text does not hold) so the console's guard has something to refuse.
import { setTimeout as sleep } from 'node:timers/promises';
import { Hono } from 'hono';
import { findAnchor, sentenceAround } from '@/areas/interlinks/anchors';
import {
  RESOURCE_OF_TYPE,
  interlinkListQuerySchema,
  statusBodySchema,
  suggestBodySchema,
  type InterlinkType,
} from '@/areas/interlinks/contract';
import type { CatalogueStore, StoredRecord } from '@/sandbox/catalogue-store';
import type { NewSuggestion, InterlinksStore } from './store';
import { ApiError, ok, readBody, validationError } from '@/sandbox/respond';
import type { SandboxEnv } from '@/sandbox/context';

/** Other names a record goes by on the storefront, by slug (the AI host's "listed synonyms"). */
const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  'hay-fever': ['allergic rhinitis', 'pollen allergy'],
  'seasonal-allergies': ['hay fever', 'pollen allergy'],
  headache: ['tension headache'],
};

/** How sure the stand-in is, by what matched. */
const SCORES = { title: 0.93, synonym: 0.78, otherRegion: 0.88, notInText: 0.64 } as const;
const MAX_SUGGESTIONS = 12;

interface Target {
  type: InterlinkType;
  record: StoredRecord;
  title: string;
  terms: { text: string; score: number }[];
}

/** The markdown a source holds: a product's or bundle's description, a content record's markdown blocks. */
export function sourceText(type: InterlinkType, record: StoredRecord): string {
  if (type !== 'content') return typeof record.description === 'string' ? record.description : '';
  const blocks = Array.isArray(record.blocks) ? (record.blocks as { type?: unknown; body?: unknown }[]) : [];
  return blocks
    .filter((block) => block.type === 'markdown' && typeof block.body === 'string')
    .map((block) => block.body as string)
    .join('\n\n');
}

function targetsOf(store: CatalogueStore): Target[] {
  const targets: Target[] = [];
  for (const record of store.all('products')) {
    const title = String(record.name);
    const ingredient = (record.active_ingredients as { name?: string }[] | undefined)?.[0]?.name;
    targets.push({ type: 'product', record, title, terms: [{ text: title, score: SCORES.title }, ...(ingredient ? [{ text: ingredient, score: SCORES.synonym }] : [])] });
  }
  for (const record of store.all('bundles')) targets.push({ type: 'bundle', record, title: String(record.name), terms: [{ text: String(record.name), score: SCORES.title }] });
  for (const record of store.all('content')) {
    const title = String(record.title);
    const synonyms = SYNONYMS[String(record.slug)] ?? [];
    targets.push({ type: 'content', record, title, terms: [{ text: title, score: SCORES.title }, ...synonyms.map((text) => ({ text, score: SCORES.synonym }))] });
  }
  return targets;
}

/** The suggestions for one source, best first: one per target and none overlapping another. */
export function suggestLinks(store: CatalogueStore, interlinks: InterlinksStore, sourceType: InterlinkType, source: StoredRecord): NewSuggestion[] {
  const text = sourceText(sourceType, source);
  const candidates: (NewSuggestion & { start: number; end: number; rank: number })[] = [];
  for (const target of targetsOf(store)) {
    if (target.type === sourceType && target.record.id === source.id) continue;
    const isSameRegion = target.record.region === source.region;
    // Same region and published first, so the wrong ones only win phrases nothing better names.
    const rank = (isSameRegion ? 0 : 2) + (target.record.status === 'published' ? 0 : 1);
    for (const term of target.terms) {
      const match = findAnchor(text, term.text);
      if (!match || interlinks.wasRejected(sourceType, source.id, match.text)) continue;
      candidates.push({
        source_type: sourceType,
        source_id: source.id,
        target_type: target.type,
        target_id: target.record.id,
        target_title: target.title,
        anchor_text: match.text,
        context: sentenceAround(text, match.start, match.end),
        score: isSameRegion ? term.score : SCORES.otherRegion,
        start: match.start,
        end: match.end,
        rank,
      });
    }
  }
  candidates.sort((a, b) => b.end - b.start - (a.end - a.start) || a.rank - b.rank || b.score - a.score || a.target_id - b.target_id);
  const chosen: typeof candidates = [];
  for (const candidate of candidates) {
    if (chosen.length >= MAX_SUGGESTIONS) break;
    const overlaps = chosen.some((other) => candidate.start < other.end && candidate.end > other.start);
    const sameTarget = chosen.some((other) => other.target_type === candidate.target_type && other.target_id === candidate.target_id);
    if (!overlaps && !sameTarget) chosen.push(candidate);
  }
  const suggestions: NewSuggestion[] = chosen.map(({ start: _start, end: _end, rank: _rank, ...suggestion }) => suggestion);

  // One made-up anchor, as a real model sometimes invents: the next same-region bundle's name, not in the text.
  const invented = store
    .all('bundles')
    .find((bundle) => bundle.region === source.region && !(sourceType === 'bundle' && bundle.id === source.id) && !findAnchor(text, String(bundle.name)));
  if (suggestions.length > 0 && invented) {
    suggestions.push({
      source_type: sourceType,
      source_id: source.id,
      target_type: 'bundle',
      target_id: invented.id,
      target_title: String(invented.name),
      anchor_text: String(invented.name),
      context: '',
      score: SCORES.notInText,
    });
  }
  return suggestions.sort((a, b) => b.score - a.score);
}

/** `/ai/v1/interlinks…`; `delayMs` slows every suggest call (SANDBOX_AI_DELAY_MS), as a busy model would. */
export function createInterlinkRoutes(store: CatalogueStore, interlinks: InterlinksStore, now: () => number, delayMs = 0): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const stamp = () => new Date(now()).toISOString();

  // POST /ai/v1/interlinks/suggest – analyses the source's text and replaces its pending suggestions
  routes.post('/interlinks/suggest', async (c) => {
    const body = await readBody(c, suggestBodySchema);
    const source = store.find(RESOURCE_OF_TYPE[body.source_type], body.source_id);
    if (!source) throw new ApiError(404, `There is no ${body.source_type} ${body.source_id}`);
    if (delayMs > 0) await sleep(delayMs);
    const records = interlinks.replacePending(body.source_type, source.id, suggestLinks(store, interlinks, body.source_type, source), stamp());
    return ok(c, { records });
  });

  // GET /ai/v1/interlinks?source_type=&source_id=&status=&target_type= – a page of one source's suggestions, best first
  routes.get('/interlinks', (c) => {
    const query = interlinkListQuerySchema.safeParse(c.req.query());
    if (!query.success) throw validationError(query.error);
    const { page, limit, ...filter } = query.data;
    const { records, total } = interlinks.list(filter, limit, (page - 1) * limit);
    return ok(c, { records, page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) });
  });

  // PUT /ai/v1/interlinks/:id – accepted, rejected, or pending again (an undo)
  routes.put('/interlinks/:id', async (c) => {
    const id = Number(c.req.param('id'));
    if (!Number.isInteger(id) || !interlinks.find(id)) throw new ApiError(404, 'This suggestion does not exist');
    const { status } = await readBody(c, statusBodySchema);
    return ok(c, interlinks.setStatus(id, status, stamp()));
  });

  return routes;
}
