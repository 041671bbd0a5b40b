// Where the end-to-end servers listen, shared by the Playwright config and the tests.
// E2E_PORT_OFFSET moves every port at once, so a second checkout can run its suite beside this one.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const port = (base: number) => base + offset;

export const E2E = {
  sandboxPort: port(4110),
  sandboxUrl: `http://127.0.0.1:${port(4110)}`,
  /** Short, so every run exercises the refresh path. */
  accessTtlSeconds: 15,
  consolePort: port(3100),
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
  /** Server logs of the consoles, scanned for tokens. */
  logDir: 'e2e/.data/logs',
} as const;
