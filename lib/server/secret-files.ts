// Settings that may come from files (`SESSION_PASSWORD_FILE=/run/secrets/session_password`), as Docker
// and Kubernetes secrets are mounted: read once at start-up by instrumentation.ts into the environment,
// before anything reads the configuration, so the Edge middleware (which cannot read files) sees the same
// values as the route handlers. Node only.
import { readFileSync } from 'node:fs';
import { ConfigError } from './config';

/** The settings that may be given as `<NAME>_FILE`. */
export const SECRET_FILE_VARIABLES = ['SESSION_PASSWORD', 'METRICS_TOKEN', 'REDIS_PASSWORD', 'REDIS_URL', 'LIVE_FEED_TOKEN'] as const;

/**
 * Fills each `NAME` from the file `NAME_FILE` names (its text, without the final line break). Both set,
 * or a file that cannot be read, is a ConfigError naming the variable; the file's content never appears
 * in a message.
 */
export function applySecretFiles(env: Record<string, string | undefined> = process.env, read: (path: string) => string = (path) => readFileSync(path, 'utf8')): void {
  const problems: string[] = [];
  for (const name of SECRET_FILE_VARIABLES) {
    const file = env[`${name}_FILE`];
    if (!file) continue;
    if (env[name]) {
      problems.push(`  ${name} and ${name}_FILE are both set: use one`);
      continue;
    }
    try {
      env[name] = read(file).replace(/\r?\n$/, '');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
      problems.push(`  ${name}_FILE cannot be read (${code}): ${file}`);
    }
  }
  if (problems.length) throw new ConfigError(`Invalid console configuration:\n${problems.join('\n')}`);
}
