/** @jest-environment node */
// The deployment as written (Docker cannot run here, so its files are checked as data): compose.yaml's
// hardening of every console, secrets from files only, one image build, nginx waiting for healthy
// consoles and a Redis that asks for a password; .dockerignore keeping tests, benches and docs out of
// the build context; the image without the image optimiser's native sharp.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const root = join(__dirname, '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

interface Service {
  build?: unknown;
  image?: string;
  pull_policy?: string;
  read_only?: boolean;
  tmpfs?: string[];
  cap_drop?: string[];
  security_opt?: string[];
  mem_limit?: string;
  secrets?: string[];
  environment?: Record<string, string>;
  command?: string[];
  depends_on?: Record<string, { condition: string }>;
}

const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service>; secrets: Record<string, { file: string }> };
const consoles = ['app1', 'app2', 'app3'].map((name) => [name, compose.services[name]] as const);

describe('compose.yaml', () => {
  it.each(consoles)('%s runs read-only with a writable cache only, no capabilities, no privilege gain and a memory limit', (_name, service) => {
    expect(service.read_only).toBe(true);
    expect(service.tmpfs?.some((mount) => mount.startsWith('/app/.next/cache:'))).toBe(true);
    expect(service.cap_drop).toEqual(['ALL']);
    expect(service.security_opt).toContain('no-new-privileges:true');
    expect(service.mem_limit).toMatch(/^\d+m$/);
  });

  it.each(consoles)('%s reads its secrets from files, never from the environment', (_name, service) => {
    const env = service.environment ?? {};
    for (const name of ['SESSION_PASSWORD', 'METRICS_TOKEN', 'REDIS_PASSWORD']) {
      expect(env[name]).toBeUndefined();
      expect(env[`${name}_FILE`]).toMatch(/^\/run\/secrets\//);
    }
    expect(service.secrets).toEqual(expect.arrayContaining(['session_password', 'metrics_token', 'redis_password']));
    expect(env.REDIS_URL).not.toMatch(/@/);
  });

  it.each(consoles)('%s mounts its tmpfs with options Podman takes as well as Docker (no uid=/gid=)', (_name, service) => {
    for (const mount of service.tmpfs ?? []) expect(mount).not.toMatch(/[:,](uid|gid)=/);
  });

  it('names the redis and nginx images through variables whose defaults are the official images', () => {
    expect(compose.services.redis.image).toBe('${REDIS_IMAGE:-redis:7-alpine}');
    expect(compose.services.nginx.image).toBe('${NGINX_IMAGE:-nginx:1.27-alpine}');
  });

  it('builds the image once, for all three consoles', () => {
    const built = consoles.filter(([, service]) => service.build !== undefined).map(([name]) => name);
    expect(built).toEqual(['app1']);
    expect(new Set(consoles.map(([, service]) => service.image)).size).toBe(1);
    for (const [, service] of consoles.slice(1)) expect(service.pull_policy).toBe('never');
  });

  it('starts nginx once every console is healthy, and Redis asks for a password', () => {
    expect(compose.services.nginx.depends_on).toEqual({ app1: { condition: 'service_healthy' }, app2: { condition: 'service_healthy' }, app3: { condition: 'service_healthy' } });
    expect(compose.services.redis.command).toContain('--requirepass');
    for (const secret of ['session_password', 'metrics_token', 'redis_password']) expect(compose.secrets[secret].file).toMatch(/^\.\/secrets\//);
    expect(read('.gitignore').split('\n')).toContain('secrets/');
  });
});

describe('the image', () => {
  const ignored = read('.dockerignore').split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));

  it('leaves tests, benches, docs and local settings out of the build context', () => {
    expect(ignored).toEqual(expect.arrayContaining(['e2e', 'bench', 'docs', '**/*.test.ts', '**/*.test.tsx', '.env*', 'node_modules', '.next', 'secrets', 'playwright.config.ts']));
  });

  it('has no image optimiser, so no sharp in the standalone output', () => {
    const config = read('next.config.mjs');
    expect(config).toMatch(/images: \{ unoptimized: true \}/);
    expect(config).toMatch(/outputFileTracingExcludes: \{ '\*': \['node_modules\/sharp\/\*\*', 'node_modules\/@img\/\*\*'\] \}/);
  });
});
