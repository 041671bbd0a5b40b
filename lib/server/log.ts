// The server's logger: JSON lines on stdout (pino), at LOG_LEVEL. One line per request is written by
// the request gate (request-gate.ts); other lines say what went wrong in words, never with a token,
// cookie or login code (nothing here is given a request's headers or body). Lines are written
// asynchronously and in batches: a request does not wait for stdout (a pipe to the container runtime),
// and lines leave together once 4 KB of them gather, or within a second (one write for some twenty request
// lines, rather than a write on the thread pool for each). pino writes what is still held synchronously
// when the process exits (graceful shutdown, a crash), so no line is lost.
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

/** Lines gather up to this many bytes before they are written, and never longer than FLUSH_MS. */
export const LOG_BATCH_BYTES = 4096;
export const LOG_FLUSH_MS = 1000;

/** Standard output, written asynchronously in batches (see the top of this file). */
function stdout(): DestinationStream {
  return pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS });
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

const requestLoggers = new WeakMap<Logger, Logger>();

/**
 * The logger of the request gate's one line per request: the server's logger without the redaction pass,
 * which cost about half of each line. That line's fields are fixed (request-gate.ts `requestLine`: method,
 * route pattern, handler, status, duration, request id, user id), none of them a redacted name, so the
 * pass could never change it; every other line keeps it.
 */
export function getRequestLogger(): Logger {
  const logger = getLogger();
  let plain = requestLoggers.get(logger);
  if (!plain) {
    plain = logger.child({}, { redact: [] });
    requestLoggers.set(logger, plain);
  }
  return plain;
}

/** Swaps in another logger (tests). */
export function setLogger(logger: Logger): void {
  (globalThis as WithLogger)[KEY] = logger;
}
