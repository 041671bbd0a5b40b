// `npm test`: every test. First three lanes side by side: the unit tests (Jest gives them one worker on two
// cores) beside lint, typecheck and one production build (scripts/standalone-build.mjs), one after
// another — so the core Jest leaves idle does the rest — and beside both the container phase
// (scripts/container/test.mjs: the image built by Podman from the Dockerfile, compose.yaml's topology
// and the Kubernetes pod; it needs nothing the others make, and its image build shares the cores with
// them rather than adding its minutes after them); each phase's output is shown whole as it ends.
// A lane stops at its first failure. Then, stopping at the first phase that fails, the four that the
// build serves: the end-to-end suite, the standalone smoke test, the QA kit's example suite against
// `npm run qa:env` (scripts/qa-example-suite.mjs) and the multi-instance test (these share the machine's
// cores with their own servers, so they run one at a time). Ends with a table of what each phase took (wall time, so the side-by-side ones overlap), each
// Playwright project and its five slowest spec files (from Playwright's JSON report), so the cost of the
// suite is seen on every run; `.ci/run` passes the install's time in CI_INSTALL_SECONDS for its row.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const E2E_REPORT = path.join(root, 'e2e/.data/results.json');
/** The container phase's steps and their seconds (scripts/container/test.mjs writes it). */
const CONTAINER_STEPS = path.join(root, 'e2e/.data/container-steps.json');

/** Lanes of [phase, command and arguments, extra environment]: the lanes side by side, each in order. */
const LANES = [
  [
    ['lint', ['npm', 'run', 'lint']],
    ['typecheck', ['npm', 'run', 'typecheck']],
    // The typecheck phase has checked the same sources, so the build does not check them again.
    ['build', ['node', 'scripts/standalone-build.mjs'], { NEXT_BUILD_SKIP_TYPECHECK: '1' }],
  ],
  [['unit', ['npm', 'run', 'test:unit']]],
  [['container', ['node', 'scripts/container/test.mjs']]],
];
const CHECKS = LANES.flat();

/** [phase, command and arguments, extra environment], one after another once the checks pass. */
const PHASES = [
  ['end-to-end', ['npx', 'playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_FILE: E2E_REPORT }],
  ['standalone smoke', ['node', 'scripts/standalone-smoke.mjs', '--no-build']],
  ['QA example suite (qa:env)', ['node', 'scripts/qa-example-suite.mjs']],
  ['multi-instance', ['node', 'scripts/multi-instance-test.mjs']],
];

const rows = [];

/**
 * A side-by-side phase that failed, with the end of its output: written again just before the table, since
 * the lanes still running print after it and a CI log that keeps only its end would lose the reason.
 */
const failureTails = [];
const FAILURE_TAIL_LINES = 80;

function lastLines(text, count) {
  return text.trimEnd().split('\n').slice(-count).join('\n');
}
if (process.env.CI_INSTALL_SECONDS) rows.push(['install (npm ci)', Number(process.env.CI_INSTALL_SECONDS)]);

/**
 * Runs one phase and resolves to its exit code and seconds. Its output goes straight to ours, or with
 * `buffered` is kept and written whole when it ends, so phases running side by side do not interleave.
 */
function runPhase([name, [command, ...args], env = {}], { buffered = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    });
    const output = [];
    if (buffered) {
      console.info(`[${name}] started`);
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - started) / 1000;
      if (buffered) {
        console.info(`\n[${name}] ended in ${minutes(seconds)} (${code === 0 ? 'passed' : 'failed'}):`);
        process.stdout.write(Buffer.concat(output));
      }
      const exitCode = code ?? (signal ? 1 : 0);
      if (buffered && exitCode !== 0) failureTails.push([name, lastLines(Buffer.concat(output).toString('utf8'), FAILURE_TAIL_LINES)]);
      resolve({ code: exitCode, seconds });
    });
  });
}

/** Seconds of each side-by-side phase that ran, by name. */
const checkSeconds = new Map();

/** Runs a lane's phases in order, each once; resolves to the name of the one that failed, or null. */
async function runLane(lane) {
  for (const phase of lane) {
    const { code, seconds } = await runPhase(phase, { buffered: true });
    checkSeconds.set(phase[0], seconds);
    if (code !== 0) return phase[0];
  }
  return null;
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

/** The container phase's steps, below its row. */
function containerRows() {
  if (!fs.existsSync(CONTAINER_STEPS)) return [];
  return JSON.parse(fs.readFileSync(CONTAINER_STEPS, 'utf8')).map(([name, seconds]) => [`    ${name}`, seconds, { inGroup: true }]);
}

function minutes(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

function printTable(failed) {
  const lines = rows.flatMap((row) => (row[0] === 'end-to-end' ? [row, ...e2eRows()] : [row]));
  // Side-by-side phases count once, by the time they took together.
  const total = rows.reduce((sum, [, seconds, { inGroup = false } = {}]) => sum + (inGroup ? 0 : seconds), 0);
  const width = Math.max(...lines.map(([name]) => name.length), 5);
  console.info(`\nTiming${failed ? ` (stopped: ${failed} failed)` : ''}`);
  console.info(`| ${'phase'.padEnd(width)} | min:s |`);
  console.info(`|${'-'.repeat(width + 2)}|------:|`);
  for (const [name, seconds] of lines) console.info(`| ${name.padEnd(width)} | ${minutes(seconds).padStart(5)} |`);
  console.info(`| ${'total'.padEnd(width)} | ${minutes(total).padStart(5)} |`);
}

fs.rmSync(E2E_REPORT, { force: true });
fs.rmSync(CONTAINER_STEPS, { force: true });
const checksStarted = Date.now();
const laneFailures = await Promise.all(LANES.map(runLane));
rows.push([LANES.map((lane) => lane.map(([name]) => name).join(' → ')).join(' beside '), (Date.now() - checksStarted) / 1000]);
// Each below the lanes' row, in a fixed order (a phase a lane never reached has none).
for (const [name] of CHECKS) {
  if (checkSeconds.has(name)) rows.push([`  ${name}`, checkSeconds.get(name), { inGroup: true }]);
  if (name === 'container') rows.push(...containerRows());
}
let failed = laneFailures.filter(Boolean).join(', ') || null;
for (const phase of failed ? [] : PHASES) {
  const { code, seconds } = await runPhase(phase);
  rows.push([phase[0], seconds]);
  if (code !== 0) {
    failed = phase[0];
    break;
  }
}
for (const [name, tail] of failureTails) {
  console.info(`\n[${name}] failed; the last ${FAILURE_TAIL_LINES} lines of its output again:\n${tail}`);
}
printTable(failed);
process.exit(failed ? 1 : 0);
