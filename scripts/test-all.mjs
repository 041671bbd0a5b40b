// `npm test`: every test, in order, stopping at the first phase that fails — lint, typecheck, unit, one
// production build (scripts/standalone-build.mjs) that the end-to-end suite, the standalone smoke test and
// the multi-instance test all serve, then those three. Ends with a table of what each phase took, each
// Playwright project and its five slowest spec files (from Playwright's JSON report), so the cost of the
// suite is seen on every run; `.ci/run` passes the install's time in CI_INSTALL_SECONDS for its row.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const E2E_REPORT = path.join(root, 'e2e/.data/results.json');

/** [phase, command and arguments, extra environment] */
const PHASES = [
  ['lint', ['npm', 'run', 'lint']],
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['unit', ['npm', 'run', 'test:unit']],
  ['build', ['node', 'scripts/standalone-build.mjs']],
  ['end-to-end', ['npx', 'playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_FILE: E2E_REPORT }],
  ['standalone smoke', ['node', 'scripts/standalone-smoke.mjs', '--no-build']],
  ['multi-instance', ['node', 'scripts/multi-instance-test.mjs']],
];

const rows = [];
if (process.env.CI_INSTALL_SECONDS) rows.push(['install (npm ci)', Number(process.env.CI_INSTALL_SECONDS)]);

function runPhase([name, [command, ...args], env = {}]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
    child.on('exit', (code, signal) => {
      rows.push([name, (Date.now() - started) / 1000]);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Per project: its time and its five slowest spec files, summed over every try of every test. */
function e2eRows() {
  if (!fs.existsSync(E2E_REPORT)) return [];
  const report = JSON.parse(fs.readFileSync(E2E_REPORT, 'utf8'));
  const byProject = new Map();
  const visit = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const seconds = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0) / 1000;
        const files = byProject.get(test.projectName) ?? new Map();
        files.set(file, (files.get(file) ?? 0) + seconds);
        byProject.set(test.projectName, files);
      }
    }
    for (const child of suite.suites ?? []) visit(child, file);
  };
  for (const suite of report.suites ?? []) visit(suite, suite.file ?? suite.title);
  return [...byProject].flatMap(([project, files]) => {
    const total = [...files.values()].reduce((sum, seconds) => sum + seconds, 0);
    const slowest = [...files].sort((a, b) => b[1] - a[1]).slice(0, 5);
    return [[`  project ${project}`, total], ...slowest.map(([file, seconds]) => [`    ${file}`, seconds])];
  });
}

function minutes(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

function printTable(failed) {
  const lines = rows.flatMap((row) => (row[0] === 'end-to-end' ? [row, ...e2eRows()] : [row]));
  const total = rows.reduce((sum, [, seconds]) => sum + seconds, 0);
  const width = Math.max(...lines.map(([name]) => name.length), 5);
  console.info(`\nTiming${failed ? ` (stopped: ${failed} failed)` : ''}`);
  console.info(`| ${'phase'.padEnd(width)} | min:s |`);
  console.info(`|${'-'.repeat(width + 2)}|------:|`);
  for (const [name, seconds] of lines) console.info(`| ${name.padEnd(width)} | ${minutes(seconds).padStart(5)} |`);
  console.info(`| ${'total'.padEnd(width)} | ${minutes(total).padStart(5)} |`);
}

fs.rmSync(E2E_REPORT, { force: true });
let failed = null;
for (const phase of PHASES) {
  if ((await runPhase(phase)) !== 0) {
    failed = phase[0];
    break;
  }
}
printTable(failed);
process.exit(failed ? 1 : 0);
