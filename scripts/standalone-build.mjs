// The production build every test after the unit tests serves: the standalone server, built under Node 24
// (the image's Node line, from the npm registry's `node` package) as the Dockerfile's build stage does
// (BUILD_STANDALONE=1 next build, into .next). `next start` serves the same build for the end-to-end suite,
// `npm run smoke:standalone -- --no-build` lays it out as the image does, and `npm run test:multi` runs
// three of it. Imported by those scripts for node24(); run alone (`npm run build:standalone`) it builds.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function run(command, args, options) {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024, ...options });
  } catch (error) {
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim().split('\n').slice(-60).join('\n');
    throw new Error(`${command} ${args.join(' ')} failed:\n${output}`);
  }
}

/**
 * The Node 24 binary from the npm registry's `node` package, and its version: the running one when it is
 * 24 already (the project's devDependency, first on PATH under `npm run` and `npx`), else through npx.
 */
export function node24() {
  if (process.version.startsWith('v24.')) return { execPath: process.execPath, version: process.version };
  const execPath = run('npx', ['-y', '-p', 'node@24', 'node', '-p', 'process.execPath'], { cwd: os.tmpdir() }).trim();
  const version = run(execPath, ['--version']).trim();
  if (!version.startsWith('v24.')) throw new Error(`npx -p node@24 gave Node ${version}, not 24`);
  return { execPath, version };
}

/** BUILD_STANDALONE=1 next build under the given Node, into .next. */
export function buildStandalone(node) {
  run(node.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: root,
    env: { ...process.env, BUILD_STANDALONE: '1', NEXT_TELEMETRY_DISABLED: '1' },
  });
}

/**
 * Copies the standalone server into `app` as the Dockerfile's runtime stage lays it out: server.js with its
 * traced node_modules, .next/static and public beside it, and an empty .next/cache it may write. The image's
 * build never sees a .env file (.dockerignore), so the ones Next copies into the standalone folder stay out.
 */
export function copyStandalone(app) {
  const standalone = path.join(root, '.next/standalone');
  fs.cpSync(standalone, app, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => !(path.dirname(source) === standalone && path.basename(source).startsWith('.env')),
  });
  fs.cpSync(path.join(root, '.next/static'), path.join(app, '.next/static'), { recursive: true });
  if (fs.existsSync(path.join(root, 'public'))) fs.cpSync(path.join(root, 'public'), path.join(app, 'public'), { recursive: true });
  fs.mkdirSync(path.join(app, '.next/cache'), { recursive: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const node = node24();
  console.info(`[build] BUILD_STANDALONE=1 next build under Node ${node.version}`);
  buildStandalone(node);
  console.info(`[build] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
