// The subscribers' part of the stand-in API (sandbox/area.ts): the tags the list can be filtered by; an
// unsubscribe step stamps its time; and 2,000 subscribers whose consent falls in the 400 days up to now,
// so the dashboard's recent periods count new ones.
import { Hono } from 'hono';
import { SUBSCRIBER_SOURCES, SUBSCRIBER_STATUSES, subscriberSchema } from '@/areas/subscribers/definition';
import type { SandboxArea } from '@/sandbox/area';
import { requireUser } from '@/sandbox/auth';
import type { SandboxEnv } from '@/sandbox/context';
import { FIRST, LAST } from '@/sandbox/demo-names';
import { generator } from '@/sandbox/random';
import { ok } from '@/sandbox/respond';

export const SUBSCRIBER_SEED_COUNT = 2000;
const DAY = 24 * 60 * 60 * 1000;
const TAGS = ['allergy', 'vitamins', 'skincare', 'sleep', 'offers', 'parenting', 'travel'];

/** `GET /v1/subscriber-options`: the tags the subscribers list can be filtered by. */
interface SubscriberOptions {
  tags: string[];
}

export const subscribersSandbox: SandboxArea = {
  name: 'subscribers',
  routes({ deps, catalogue: store }) {
    const routes = new Hono<SandboxEnv>();
    // GET /v1/subscriber-options – every tag some subscriber carries, in alphabetical order
    routes.get('/subscriber-options', requireUser(deps), (c) => {
      const tags = new Set(store.all('subscribers').flatMap((subscriber) => (Array.isArray(subscriber.tags) ? subscriber.tags.map(String) : [])));
      const options: SubscriberOptions = { tags: [...tags].sort((a, b) => a.localeCompare(b)) };
      return ok(c, options);
    });
    return routes;
  },
  stepValues: {
    subscribers: (_store, _record, step, now) => (step.to === 'unsubscribed' ? { unsubscribed_at: new Date(now).toISOString() } : {}),
  },
  seed({ store, seedsEndAt }) {
    const random = generator(20_260_116);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
    for (let n = 0; n < SUBSCRIBER_SEED_COUNT; n += 1) {
      const status = random() < 0.7 ? 'subscribed' : pick(SUBSCRIBER_STATUSES);
      const consentAt = seedsEndAt - Math.floor(random() * 400 * DAY);
      const tags = TAGS.filter(() => random() < 0.2);
      const data = subscriberSchema.parse({
        email: `${pick(FIRST)}.${pick(LAST)}.${n}@example.com`,
        region: random() < 0.6 ? 'gb' : 'us',
        status,
        source: pick(SUBSCRIBER_SOURCES),
        consent_at: new Date(consentAt).toISOString(),
        unsubscribed_at: status === 'unsubscribed' ? new Date(Math.min(consentAt + 30 * DAY, seedsEndAt)).toISOString() : null,
        tags,
      });
      const stamp = new Date(consentAt).toISOString();
      store.insert('subscribers', { ...data, created_at: stamp, updated_at: stamp });
    }
  },
};
