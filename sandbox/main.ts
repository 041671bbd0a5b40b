// CLI entry of the sandbox: reads SANDBOX_* settings, prepares the database and serves until stopped.
// Flags: --reset wipes and reseeds before serving; --reset-only wipes, reseeds and exits; --scenario <name>
// (demo, empty, large; sandbox/scenarios.ts) reseeds with that data set instead of the demo data.
import { z } from 'zod';
import { openDatabase } from './db';
import { applyScenario, isScenarioName, SCENARIOS, type ScenarioName } from './scenarios';
import { DEFAULT_ACCESS_TTL_SECONDS, DEFAULT_REFRESH_TTL_SECONDS, startSandbox } from './server';

/** An unset or empty variable takes the default. */
function setting<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema);
}

const seconds = z.coerce.number().int().positive();

const envSchema = z.object({
  SANDBOX_PORT: setting(z.coerce.number().int().min(0).max(65_535).default(4010)),
  SANDBOX_HOST: setting(z.string().default('127.0.0.1')),
  SANDBOX_DB: setting(z.string().default('sandbox/data/sandbox.db')),
  SANDBOX_ACCESS_TTL_SECONDS: setting(seconds.default(DEFAULT_ACCESS_TTL_SECONDS)),
  SANDBOX_REFRESH_TTL_SECONDS: setting(seconds.default(DEFAULT_REFRESH_TTL_SECONDS)),
  // Read worker threads (sandbox/read-pool.ts); unset: 2-4 from the machine's parallelism; 0 runs heavy reads inline.
  SANDBOX_READERS: setting(z.coerce.number().int().min(0).max(16).optional()),
  // The service token of the change feed (GET /v1/changes); unset, the console's own LIVE_FEED_TOKEN when the
  // same environment has it (npm run dev), else the dev value both sides default to.
  SANDBOX_LIVE_FEED_TOKEN: setting(z.string().min(16).optional()),
  LIVE_FEED_TOKEN: setting(z.string().min(16).optional()),
  SANDBOX_QUIET: setting(z.enum(['0', '1', 'true', 'false']).default('0')).transform(
    (value) => value === '1' || value === 'true',
  ),
});

function readEnv(): z.output<typeof envSchema> {
  const parsed = envSchema.safeParse(process.env);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    console.error(`[sandbox] invalid ${issue.path.join('.')}: ${issue.message}`);
  }
  process.exit(1);
}

/** The value of `--scenario <name>` or `--scenario=<name>`, if given; an unknown name stops the CLI. */
function scenarioArg(args: readonly string[]): ScenarioName | undefined {
  const at = args.findIndex((arg) => arg === '--scenario' || arg.startsWith('--scenario='));
  if (at === -1) return undefined;
  const name = args[at].includes('=') ? args[at].slice('--scenario='.length) : args[at + 1];
  if (name && isScenarioName(name)) return name;
  console.error(`[sandbox] --scenario must be one of ${SCENARIOS.join(', ')}`);
  process.exit(1);
}

async function main(): Promise<void> {
  const env = readEnv();
  const args = process.argv.slice(2);
  const scenario = scenarioArg(args);

  if (args.includes('--reset-only')) {
    const db = openDatabase(env.SANDBOX_DB);
    applyScenario(db, scenario ?? 'demo', Date.now());
    db.close();
    console.info(`[sandbox] reset ${env.SANDBOX_DB} to the ${scenario ?? 'demo'} data`);
    return;
  }

  const sandbox = await startSandbox({
    dbPath: env.SANDBOX_DB,
    port: env.SANDBOX_PORT,
    host: env.SANDBOX_HOST,
    // Naming a scenario asks for its data, so it resets too.
    reset: args.includes('--reset') || scenario !== undefined,
    scenario,
    accessTtlSeconds: env.SANDBOX_ACCESS_TTL_SECONDS,
    refreshTtlSeconds: env.SANDBOX_REFRESH_TTL_SECONDS,
    quiet: env.SANDBOX_QUIET,
    readers: env.SANDBOX_READERS,
    warmReaders: true,
    feedToken: env.SANDBOX_LIVE_FEED_TOKEN ?? env.LIVE_FEED_TOKEN,
  });
  console.info(`[sandbox] listening on ${sandbox.url} (database ${env.SANDBOX_DB}${scenario ? `, scenario ${scenario}` : ''})`);
  console.info(`[sandbox] MAIN_API_URL=${sandbox.url} AI_API_URL=${sandbox.url}/ai`);

  const stop = (signal: NodeJS.Signals) => {
    console.info(`[sandbox] ${signal}: stopping`);
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[sandbox] failed to stop cleanly', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('[sandbox] failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
