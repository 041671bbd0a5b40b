// The server's logger: JSON lines on stdout (pino), at LOG_LEVEL. One line per request is written by
// the request gate (request-gate.ts); other lines say what went wrong in words, never with a token,
// cookie or login code (nothing here is given a request's headers or body). Lines are written
// asynchronously: a request does not wait for stdout (a pipe to the container runtime), and lines that
// come while a write is under way leave together in the next one. pino writes what is still held
// synchronously when the process exits (graceful shutdown, a crash), so no line is lost.
import pino, { type DestinationStream, type Logger } from 'pino';

import { LOG_LEVELS, type LogLevel } from './log-levels';

export { LOG_LEVELS, type LogLevel };

/**
 * Field names that must never reach a log line, whoever passes them: pino replaces their values.
 * A second guard behind the rule that no request headers or bodies are logged.
 */
export const REDACTED_PATHS = [
  'cookie',
  'authorization',
  'code',
  'token',
  'access_token',
  'refresh_token',
  'password',
  '*.cookie',
  '*.authorization',
  '*.code',
  '*.token',
  '*.access_token',
  '*.refresh_token',
  '*.password',
];

export function createLogger(level: LogLevel = 'info', destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    destination,
  );
}

/** Standard output, written asynchronously (see the top of this file). */
function stdout(): DestinationStream {
  return pino.destination({ dest: 1, sync: false });
}

/** LOG_LEVEL as configured (config.ts validates it; a bad value stops the server at start). */
function configuredLevel(): LogLevel {
  const value = process.env.LOG_LEVEL;
  if ((LOG_LEVELS as readonly string[]).includes(value ?? '')) return value as LogLevel;
  // Unit tests run servers through the gate; their request lines would bury the test output.
  return process.env.NODE_ENV === 'test' ? 'silent' : 'info';
}

// One logger per process, shared by the gate and every route bundle.
const KEY = Symbol.for('console.logger');
type WithLogger = typeof globalThis & { [KEY]?: Logger };

export function getLogger(): Logger {
  const holder = globalThis as WithLogger;
  holder[KEY] ??= createLogger(configuredLevel(), stdout());
  return holder[KEY];
}

/** Swaps in another logger (tests). */
export function setLogger(logger: Logger): void {
  (globalThis as WithLogger)[KEY] = logger;
}
