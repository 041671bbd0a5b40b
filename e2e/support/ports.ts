// Where the end-to-end servers listen, shared by the Playwright config and the tests.
// E2E_PORT_OFFSET moves every port at once, so a second checkout can run its suite beside this one.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

// Ports the fetch standard blocks (Node's fetch and Chromium refuse them with "bad port"), in the range an
// offset can reach: a server put there fails every test at sign-in, so say so at once instead.
const FETCH_BLOCKED = new Set([3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697]);

const port = (base: number) => {
  const moved = base + offset;
  if (FETCH_BLOCKED.has(moved)) throw new Error(`E2E_PORT_OFFSET=${offset} puts a server on port ${moved}, which fetch refuses; pick another offset`);
  return moved;
};

export const E2E = {
  sandboxPort: port(4110),
  sandboxUrl: `http://127.0.0.1:${port(4110)}`,
  /** Short, so every run exercises the refresh path. */
  accessTtlSeconds: 15,
  consolePort: port(3100),
  /** The second browser project's own sandbox and console (playwright.config.ts), so it shares no data, fault or clock. */
  secondSandboxPort: port(4115),
  secondSandboxUrl: `http://127.0.0.1:${port(4115)}`,
  secondConsolePort: port(3103),
  standInPort: port(4111),
  standInUrl: `http://127.0.0.1:${port(4111)}`,
  standInConsolePort: port(3101),
  /** The stand-in accepts this one code for its accounts. */
  standInCode: '246810',
  /** A console whose upstream is the fault-injecting server the security tests run in-process. */
  securityConsolePort: port(3102),
  faultUpstreamPort: port(4112),
  /** A host the bearer must never reach (the target of upstream redirects). */
  foreignPort: port(4113),
  /** The OTLP receiver the security console sends its traces to (e2e/security-bff.spec.ts, "traces"). */
  otlpPort: port(4114),
  /** Server logs of the consoles, scanned for tokens. */
  logDir: 'e2e/.data/logs',
} as const;
