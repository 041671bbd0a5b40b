import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger, getLogger, getRequestLogger, LOG_FLUSH_MS, setLogger } from './log';
import { captureLogLines } from './log-capture.test-support';

// The logger writes stdout asynchronously; what it still holds must be written when the process exits.
describe('the server logger', () => {
  it('writes every line before the process exits, even when it exits at once', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'console-log-'));
    try {
      const script = path.join(dir, 'exit-at-once.ts');
      writeFileSync(
        script,
        `import { getLogger } from ${JSON.stringify(path.join(__dirname, 'log.ts'))};\n` +
          `for (let i = 0; i < 500; i += 1) getLogger().info({ i }, 'line');\n` +
          `process.exit(0);\n`,
      );
      const tsx = path.join(__dirname, '../../node_modules/tsx/dist/cli.mjs');
      const output = execFileSync(process.execPath, [tsx, script], { env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info' }, encoding: 'utf8' });
      const lines = output.trim().split('\n').map((line) => JSON.parse(line) as { i: number; msg: string });
      expect(lines).toHaveLength(500);
      expect(lines.at(-1)).toMatchObject({ i: 499, msg: 'line' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes lines that come one by one in batches, each within the flush interval', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'console-log-'));
    try {
      const script = path.join(dir, 'one-by-one.ts');
      // Twenty request-sized lines, 10 ms apart (as requests come), then the process stays up.
      writeFileSync(
        script,
        `import { getLogger } from ${JSON.stringify(path.join(__dirname, 'log.ts'))};\n` +
          `let i = 0;\n` +
          `const next = () => { getLogger().info({ i, route: '/api/main/v1/products' }, 'request'); if (++i < 20) setTimeout(next, 10); };\n` +
          `next();\n` +
          `setTimeout(() => process.exit(0), 3000);\n`,
      );
      const tsx = path.join(__dirname, '../../node_modules/tsx/dist/cli.mjs');
      const child = spawn(process.execPath, [tsx, script], { env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info' } });
      const startedAt = performance.now();
      const writes: { at: number; lines: number }[] = [];
      child.stdout.on('data', (chunk: Buffer) => writes.push({ at: performance.now() - startedAt, lines: chunk.toString('utf8').split('\n').filter(Boolean).length }));
      await new Promise((resolve) => child.once('exit', resolve));
      const exitedAt = performance.now() - startedAt;
      expect(writes.reduce((sum, write) => sum + write.lines, 0)).toBe(20);
      // Not one write per line: they leave together, and while the process runs on (the last line is
      // logged some 200 ms after the first, the process ends 3 s after it starts), not at its exit.
      expect(writes.length).toBeLessThanOrEqual(3);
      const lastLineWritten = writes.at(-1)?.at ?? Number.POSITIVE_INFINITY;
      expect(exitedAt - lastLineWritten).toBeGreaterThan(800);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 15_000);
});

describe('the request line logger', () => {
  afterEach(() => setLogger(createLogger('silent')));

  it('writes with the server logger’s level and fields into the same place, while every other line is still redacted', () => {
    const { lines, sink } = captureLogLines();
    setLogger(createLogger('info', sink));
    getRequestLogger().info({ method: 'GET', route: '/api/main/v1/products', status: 200 }, 'request');
    getLogger().info({ token: 'secret-token', nested: { refresh_token: 'secret-refresh' } }, 'other');
    getRequestLogger().debug({ route: '/api/health' }, 'request');
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        expect(lines).toHaveLength(2);
        expect(lines[0]).toMatchObject({ level: 'info', msg: 'request', method: 'GET', route: '/api/main/v1/products', status: 200, pid: process.pid });
        expect(lines[1]).toMatchObject({ msg: 'other', token: '[redacted]', nested: { refresh_token: '[redacted]' } });
        resolve();
      }),
    );
  });

  it('follows the logger swapped in', () => {
    const first = captureLogLines();
    setLogger(createLogger('info', first.sink));
    const before = getRequestLogger();
    expect(getRequestLogger()).toBe(before);
    const second = captureLogLines();
    setLogger(createLogger('info', second.sink));
    expect(getRequestLogger()).not.toBe(before);
    expect(LOG_FLUSH_MS).toBeLessThanOrEqual(1000);
  });
});
