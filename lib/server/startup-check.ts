// The start-up check behind instrumentation.ts, kept apart so the Edge build never sees process.exit.
import { ConfigError, loadConfig } from './config';

export function exitOnInvalidConfig(): void {
  try {
    loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
