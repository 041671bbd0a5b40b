// The sandbox's test-only calls (sandbox/control.ts), as docs/qa.md lists them; README's Testing table says the same.

export const ACCESS_NOTE =
  'Errors answer non-2xx with the reason as text; a reset ends every session, so sign in after it. The kit’s `SandboxClient` (and the end-to-end suite’s `sandbox`) makes each of them.';

/** [call, what it does], in the order of sandbox/control.ts. */
export const CONTROL_CALLS: readonly (readonly [string, string])[] = [
  ['GET /__sandbox/mailbox?email=', 'the latest login code sent to an address (`SandboxClient.latestCode`)'],
  ['GET /__sandbox/tokens?email=', 'the latest token pair issued to an account, so a test can prove none reaches the browser (`tokens`)'],
  ['GET /__sandbox/calls', 'upstream request counts by `METHOD /path` (`calls`)'],
  ['DELETE /__sandbox/calls', 'starts counting afresh (`resetCalls`)'],
  ['POST /__sandbox/faults', '`{ method, path, status, times, delay_ms, body }`: the next `times` matching requests fail with that status and text (status 0 drops the connection) (`fault`)'],
  ['DELETE /__sandbox/faults', 'drops every planned fault (`clearFaults`)'],
  ['GET /__sandbox/clock', 'the sandbox’s time and how far it was moved on (`clock`)'],
  ['POST /__sandbox/clock', '`{ advance_seconds }` (whole, up to 366 days) moves it on for everything it dates — login codes, access and refresh tokens, invitations (`advanceClock`)'],
  ['DELETE /__sandbox/clock', 'back to real time (`resetClock`)'],
  ['POST /__sandbox/reset', '`{ scenario, scale? }` (`demo`, `empty`, `large` or `shop`; no body: `demo`; `scale`, 0–1, shrinks the shop for a quick check) puts the data back to that scenario: what was written since is gone and every session ends; faults, clock and counts stay (`reset`)'],
];
