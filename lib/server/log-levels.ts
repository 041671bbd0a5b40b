// The log levels LOG_LEVEL accepts (pino's), apart from the logger so the configuration can name them.
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
