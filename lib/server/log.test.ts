import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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
});
