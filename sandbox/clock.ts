// The sandbox's one clock: real time (or the clock a test injected) plus however far tests have moved it
// on with POST /__sandbox/clock, so codes, tokens and invitations lapse without anyone waiting for them.
import { z } from 'zod';

/** One move is at most a year and a day: past every lifetime the sandbox gives (refresh tokens: 7 days). */
export const MAX_CLOCK_ADVANCE_SECONDS = 366 * 24 * 60 * 60;

export const clockAdvanceSchema = z.object({
  advance_seconds: z
    .number({ error: 'advance_seconds must be a number of seconds' })
    .int('advance_seconds must be whole seconds')
    .positive('advance_seconds must be more than 0: the clock only moves forward')
    .max(MAX_CLOCK_ADVANCE_SECONDS, `advance_seconds may be at most ${MAX_CLOCK_ADVANCE_SECONDS} (366 days) at a time`),
});

/** `GET /__sandbox/clock`: the sandbox's time and how far it is ahead of the clock it started with. */
export interface ClockReading {
  /** Epoch milliseconds, as `expired_at` is given. */
  now: number;
  iso: string;
  advanced_seconds: number;
}

export class SandboxClock {
  #advancedMs = 0;

  constructor(private readonly base: () => number = Date.now) {}

  /** Epoch milliseconds; a bound function, so routes may hold it as their `now`. */
  readonly now = (): number => this.base() + this.#advancedMs;

  advance(seconds: number): void {
    this.#advancedMs += seconds * 1000;
  }

  /** Back to the base clock. Whatever was stamped meanwhile keeps its (future) time. */
  reset(): void {
    this.#advancedMs = 0;
  }

  read(): ClockReading {
    const now = this.now();
    return { now, iso: new Date(now).toISOString(), advanced_seconds: this.#advancedMs / 1000 };
  }
}
