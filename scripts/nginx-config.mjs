// deploy/nginx.conf (the file compose.yaml mounts) made to run as a plain process on loopback, for the
// three-instance test (scripts/multi-instance-test.mjs) and the bench's scale and live parts: the
// instances' and its own loopback ports, and a folder of its own for the pid, the log and the temporary
// files, put in at the file's @ markers.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes nginx.conf into `dir` (which must exist), in front of the consoles listening on loopback at
 * `instances`, itself on loopback at `listen`; returns the file's path.
 */
export function writeNginxConfig(dir, listen, instances) {
  const template = readFileSync(new URL('../deploy/nginx.conf', import.meta.url), 'utf8');
  const servers = instances.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`).join('\n');
  const conf = template
    .replace(/^( *)# @servers[\s\S]*?# @end-servers\n/m, `${servers}\n`)
    .replace(/listen 3000;/, `listen 127.0.0.1:${listen};`)
    .replace(/^pid .*$/m, `pid ${dir}/nginx.pid;`)
    .replace(/^error_log .*$/m, `error_log ${dir}/error.log warn;`)
    .replace(/^(\s*)# @temp-paths$/m, (_, indent) =>
      ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${indent}${kind}_temp_path ${dir}/${kind};`).join('\n'),
    );
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, conf);
  return file;
}
