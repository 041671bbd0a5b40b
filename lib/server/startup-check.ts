// The start-up check behind instrumentation.ts, kept apart so the Edge build never sees process.exit:
// settings given as files are read into the environment first (secret-files.ts), then all are checked.
import { ConfigError, loadConfig } from './config';
import { applySecretFiles } from './secret-files';

export function exitOnInvalidConfig(): void {
  try {
    applySecretFiles();
    loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
