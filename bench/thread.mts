// 8. The 1,000-message conversation: how long /conversations/1#message-<last> takes, from navigation to
// the linked last message on screen, in Chromium (it must open and scroll smoothly), and the
// longest frame while scrolling the thread from end to start.
import type { Page } from '@playwright/test';

export const THREAD_ID = 1;
export const THREAD_LENGTH = 1000;

/** The bench upstream's thread: alternating customer and assistant messages, answers in markdown. */
export function threadBody(): string {
  const messages = Array.from({ length: THREAD_LENGTH }, (_, i) => ({
    id: 10_000 + i,
    role: i % 2 === 0 ? 'user' : 'assistant',
    content:
      i % 2 === 0
        ? `Question ${i + 1}: is it safe to take vitamin D with magnesium?`
        : `Answer ${i + 1}: **usually yes**.\n\n- keep to the dose on the pack\n- ask a [pharmacist](https://www.nhs.uk/) if unsure`,
    created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  }));
  return JSON.stringify({ data: { messages, feedbacks: [] } });
}

export function threadRecordBody(): string {
  return JSON.stringify({
    data: {
      id: THREAD_ID,
      session_id: 'bench',
      title: 'Benchmark thread',
      user_email: null,
      region: 'gb',
      started_at: '2026-01-01T00:00:00.000Z',
      last_message_at: '2026-01-01T16:39:00.000Z',
      message_count: THREAD_LENGTH,
      down_count: 0,
      has_down_rating: 'no',
      safety_flag: 'no',
      status: 'open',
      flag_reason: null,
      started_from: null,
      started_from_question: null,
    },
  });
}

export interface ThreadFigures {
  /** Navigation start to the linked last message in the viewport, median of the runs. */
  openMs: number;
  runs: number[];
  /** The longest frame gap while scrolling from the last message to the first. */
  longestScrollFrameMs: number;
}

export async function measureThread(page: Page, appUrl: string, runs = 3): Promise<ThreadFigures> {
  const times: number[] = [];
  const last = `#message-${10_000 + THREAD_LENGTH - 1}`;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await page.goto(`${appUrl}/conversations/${THREAD_ID}${last}`);
    await page.locator(last).waitFor({ state: 'visible' });
    await page.waitForFunction((selector) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return box !== undefined && box.top < window.innerHeight && box.bottom > 0;
    }, last);
    times.push(performance.now() - started);
  }
  const longestScrollFrameMs = await page.evaluate(async () => {
    let longest = 0;
    let previous = performance.now();
    for (let step = 0; step < 120; step += 1) {
      window.scrollBy(0, -Math.ceil(document.documentElement.scrollHeight / 120));
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = performance.now();
      longest = Math.max(longest, now - previous);
      previous = now;
    }
    return longest;
  });
  const sorted = [...times].sort((a, b) => a - b);
  return { openMs: sorted[Math.floor(sorted.length / 2)], runs: times, longestScrollFrameMs };
}
