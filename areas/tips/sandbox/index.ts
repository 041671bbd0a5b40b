// The tips' part of the stand-in API (sandbox/area.ts): a tip's condition is a condition of its region;
// lists show the condition's title beside its id; the tip forms' options (the consultation text from the
// settings); and tips tied to conditions of their region.
import { Hono } from 'hono';
import { tipSchema, type TipInput } from '@/areas/tips/definition';
import type { Region } from '@/lib/resources/types';
import type { SandboxArea } from '@/sandbox/area';
import { requireUser } from '@/sandbox/auth';
import type { SandboxEnv } from '@/sandbox/context';
import { ok } from '@/sandbox/respond';
import type { FieldErrors } from '@/sandbox/rules';

/** `GET /v1/tip-options`: what tip forms show beside the consultation call to action. */
interface TipOptions {
  tip_consulation: string;
}

const TIPS: readonly (Omit<TipInput, 'condition_id'> & { condition?: string })[] = [
  { title: 'Check the pollen count before you go out', body: 'On high-pollen days, take your antihistamine before you leave, wear wraparound sunglasses and keep car windows closed.', region: 'gb', status: 'published', condition: 'Hay fever', show_consultation_cta: true, published_at: '2025-04-01' },
  { title: 'Shower and change after being outdoors', body: 'Pollen sticks to hair and clothes. A quick shower and a change of clothes keeps it out of your bed.', region: 'gb', status: 'published', condition: 'Hay fever', show_consultation_cta: false, published_at: '2025-04-08' },
  { title: 'Rest, fluids and time', body: 'Most colds clear up in a week to ten days. Drink plenty, rest, and use paracetamol for aches if you need it.', region: 'gb', status: 'draft', condition: 'Cold and flu', show_consultation_cta: true },
  { title: 'Keep windows closed on high-pollen days', body: 'Pollen counts peak in the early morning and evening; keep windows closed then and run the air conditioning instead.', region: 'us', status: 'published', condition: 'Seasonal allergies', show_consultation_cta: true, published_at: '2025-03-20' },
  { title: 'Wash your hands often', body: 'Washing for 20 seconds with soap is one of the best ways to stop colds spreading.', region: 'us', status: 'published', condition: 'Common cold', show_consultation_cta: false, published_at: '2025-01-15' },
  { title: 'Take vitamin D in the winter months', body: 'From October to March most people do not get enough sunlight to make vitamin D. A daily 10 microgram supplement helps.', region: 'gb', status: 'archived', show_consultation_cta: false },
];

export const tipsSandbox: SandboxArea = {
  name: 'tips',
  routes({ deps, catalogue: store }) {
    const routes = new Hono<SandboxEnv>();
    // GET /v1/tip-options – the `tip_consulation` setting's text (the spelling of docs/business-rules.md#settings), '' until it is set
    routes.get('/tip-options', requireUser(deps), (c) => {
      const text = store.setting('tip_consulation');
      const options: TipOptions = { tip_consulation: typeof text === 'string' ? text : '' };
      return ok(c, options);
    });
    return routes;
  },
  checks: {
    tips(store, record): FieldErrors {
      const conditionId = record.condition_id;
      if (typeof conditionId !== 'number') return {};
      const condition = store.find('content', conditionId);
      if (!condition) return { condition_id: 'This content no longer exists' };
      if (condition.kind !== 0) return { condition_id: `“${String(condition.title)}” is not a condition` };
      if (condition.region !== record.region) return { condition_id: `“${String(condition.title)}” is ${String(condition.region)} content, not ${String(record.region)}` };
      return {};
    },
  },
  decorate: {
    tips(store, record) {
      const condition = typeof record.condition_id === 'number' ? store.find('content', record.condition_id) : undefined;
      return { ...record, condition_title: condition ? String(condition.title) : null };
    },
  },
  seed({ store, contentSide }) {
    const content = store.all('content');
    const contentId = (title: string, region?: Region) => content.find((c) => c.title === title && (!region || c.region === region))?.id;
    for (const { condition, ...tip } of TIPS) {
      const data = tipSchema.parse({ ...tip, condition_id: condition ? contentId(condition, tip.region) : null });
      store.insert('tips', { ...data, ...contentSide.next() });
    }
  },
};
