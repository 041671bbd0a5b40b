/** @jest-environment node */
// deploy/nginx.conf made to run on loopback (nginx-config.mjs, for the multi-instance test and the bench):
// every @ marker is filled, nothing of the containers' addresses or paths is left, and nginx itself (where
// the machine has it, as CI does) accepts the result.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeNginxConfig } from './nginx-config.mjs';

describe('writeNginxConfig', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'nginx-config-test-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('puts the instances, its own port and its folder in at the markers, and nothing of the containers is left', () => {
    const file = writeNginxConfig(dir, 3900, [3901, 3902, 3903]);
    expect(file).toBe(path.join(dir, 'nginx.conf'));
    const conf = readFileSync(file, 'utf8');
    expect([...conf.matchAll(/^\s*server (\S+) max_fails=1 fail_timeout=10s;$/gm)].map((match) => match[1])).toEqual(['127.0.0.1:3901', '127.0.0.1:3902', '127.0.0.1:3903']);
    expect(conf).toContain('listen 127.0.0.1:3900;');
    expect(conf).toMatch(new RegExp(`^pid ${dir}/nginx\\.pid;$`, 'm'));
    expect(conf).toMatch(new RegExp(`^error_log ${dir}/error\\.log warn;$`, 'm'));
    for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) expect(conf).toContain(`${kind}_temp_path ${dir}/${kind};`);
    expect(conf).not.toMatch(/@servers|@end-servers|@temp-paths|app\d:3000|listen 3000;|\/tmp\/nginx\.pid|\/dev\/stderr/);
  });

  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
  (nginx ? it : it.skip)('is a config nginx accepts', () => {
    const file = writeNginxConfig(dir, 3900, [3901, 3902]);
    expect(() => execFileSync(nginx!, ['-t', '-q', '-c', file, '-e', path.join(dir, 'error.log')], { stdio: 'pipe' })).not.toThrow();
  });
});
