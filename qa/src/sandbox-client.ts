// The sandbox's test-only calls under /__sandbox (docs/qa.md#sandbox-control-calls): reset the data to a
// scenario, read the mailbox and the tokens issued, count calls, plan faults and move the clock. Never part
// of the real API: a suite reaches them on the sandbox's own URL, not through the console.

/** The data sets a sandbox can be reset to: the demo seed, the staff accounts alone, or 10,000 orders and content items. */
export type ScenarioName = 'demo' | 'empty' | 'large';

/** A planned failure of the next matching upstream requests (`POST /__sandbox/faults`). */
export interface Fault {
  /** HTTP method the fault applies to (`GET`). */
  method: string;
  /** Upstream path, e.g. `/v1/products`; a record's own path (`/v1/products/3`) is matched too. */
  path: string;
  /** Status to answer with; 0 drops the connection. */
  status: number;
  /** How many matching requests fail; the ones after succeed. */
  times: number;
  /** Text of the answer: what the console shows as the error (docs/api-contract.md). */
  body?: string;
  /** Wait this long before answering. */
  delay_ms?: number;
}

/** The sandbox's time (`GET /__sandbox/clock`). */
export interface ClockReading {
  /** Epoch milliseconds. */
  now: number;
  iso: string;
  /** How far tests have moved it past real time. */
  advanced_seconds: number;
}

/** A non-2xx answer from a control call, with its status and text. */
export class SandboxCallError extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
    call: string,
  ) {
    super(`${call} answered ${status}: ${text}`);
    this.name = 'SandboxCallError';
  }
}

/** A client for one sandbox's control calls. */
export class SandboxClient {
  readonly #url: () => string;

  /**
   * @param url the sandbox's base URL, e.g. `http://127.0.0.1:4400`; or a function asked at every call,
   * for a suite whose projects each have a sandbox of their own
   */
  constructor(url: string | (() => string)) {
    this.#url = typeof url === 'string' ? () => url : url;
  }

  /** The sandbox's base URL, without a trailing slash. */
  get url(): string {
    return this.#url().replace(/\/+$/, '');
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<T | undefined> {
    const response = await fetch(`${this.url}/__sandbox${path}`, {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new SandboxCallError(response.status, text, `${method} /__sandbox${path}`);
    return text ? (JSON.parse(text) as { data: T }).data : undefined;
  }

  /**
   * Resets the data to a scenario: everything written since is gone and every session ends, so sign in
   * after it. Planned faults, the clock and the call counts are left as they are.
   */
  async reset(scenario: ScenarioName = 'demo'): Promise<void> {
    await this.call('POST', '/reset', { scenario });
  }

  /** The latest login code mailed to an address (`GET /__sandbox/mailbox`). */
  async latestCode(email: string): Promise<string> {
    return (await this.latestMail(email)).code;
  }

  /**
   * The latest login mail sent to an address, with when it was sent (ms): a request while a code is live
   * mails the same code again, so only `sent_at` tells a new mail from the one before.
   */
  async latestMail(email: string): Promise<{ code: string; sent_at: number }> {
    return (await this.call<{ code: string; sent_at: number }>('GET', `/mailbox?email=${encodeURIComponent(email)}`))!;
  }

  /** The latest token pair issued to an account, to prove none reaches the browser (`GET /__sandbox/tokens`). */
  async tokens(email: string): Promise<{ access_token: string; refresh_token: string }> {
    return (await this.call<{ access_token: string; refresh_token: string }>('GET', `/tokens?email=${encodeURIComponent(email)}`))!;
  }

  /** Upstream request counts by `METHOD /path` since the sandbox started or `resetCalls`. */
  async calls(): Promise<Record<string, number>> {
    return (await this.call<Record<string, number>>('GET', '/calls'))!;
  }

  /** Starts counting calls afresh. */
  async resetCalls(): Promise<void> {
    await this.call('DELETE', '/calls');
  }

  /** Plans a fault: the next `times` matching requests fail with `status` and `body`. */
  async fault(fault: Fault): Promise<void> {
    await this.call('POST', '/faults', fault);
  }

  /** Drops every planned fault not yet used up. */
  async clearFaults(): Promise<void> {
    await this.call('DELETE', '/faults');
  }

  /** The sandbox's time. */
  async clock(): Promise<ClockReading> {
    return (await this.call<ClockReading>('GET', '/clock'))!;
  }

  /** Moves the sandbox's clock on (whole seconds, up to 366 days): login codes, tokens and invitations lapse without a wait. */
  async advanceClock(seconds: number): Promise<ClockReading> {
    return (await this.call<ClockReading>('POST', '/clock', { advance_seconds: seconds }))!;
  }

  /** Back to real time. */
  async resetClock(): Promise<void> {
    await this.call('DELETE', '/clock');
  }
}
