// Where the end-to-end servers listen, shared by the Playwright config and the tests.
export const E2E = {
  sandboxPort: 4110,
  sandboxUrl: 'http://127.0.0.1:4110',
  /** Short, so every run exercises the refresh path. */
  accessTtlSeconds: 15,
  consolePort: 3100,
  standInPort: 4111,
  standInUrl: 'http://127.0.0.1:4111',
  standInConsolePort: 3101,
  /** The stand-in accepts this one code for its accounts. */
  standInCode: '246810',
  /** A console whose upstream is the fault-injecting server the security tests run in-process. */
  securityConsolePort: 3102,
  faultUpstreamPort: 4112,
  /** A host the bearer must never reach (the target of upstream redirects). */
  foreignPort: 4113,
  /** Server logs of the consoles, scanned for tokens. */
  logDir: 'e2e/.data/logs',
} as const;
