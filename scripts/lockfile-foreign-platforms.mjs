// Completes package-lock.json with the other platforms' native packages. The registry mirror these
// machines use lacks them, so npm leaves them out of the lock, and `npm ci` then refuses the lock as
// out of sync. An entry with its os/cpu lets npm skip the package on every other platform, as it
// would with a lock written against the public registry. Run after any `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony'];
const CPU = { arm64: 'arm64', x64: 'x64', ia32: 'ia32', arm: 'arm', loong64: 'loong64', ppc64: 'ppc64', riscv64: 'riscv64', s390x: 's390x' };

/** `@next/swc-linux-arm64-musl` → { os: 'linux', cpu: 'arm64', libc: 'musl' }. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.map((p) => CPU[p]).find(Boolean);
  if (!os || !cpu) return undefined;
  const libc = os === 'linux' ? (parts.some((p) => p.startsWith('musl')) ? 'musl' : 'glibc') : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path === '' ? '' : `${path}/`;
    if (packages[`${base}node_modules/${name}`] || packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)) {
      console.warn(`lockfile: left out ${name}@${spec} (not a pinned platform package)`);
      continue;
    }
    packages[`node_modules/${name}`] = {
      version: spec,
      cpu: [platform.cpu],
      ...(platform.libc ? { libc: [platform.libc] } : {}),
      optional: true,
      os: [platform.os],
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.info(`lockfile: added ${added} other-platform package entries`);
