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

describe('deploy/nginx.conf', () => {
  const conf = read('deploy/nginx.conf').replace(/#.*$/gm, '');
  /** The directives of one `location` block (no nested blocks), by name. */
  const locationBlock = (match: string) => {
    const at = conf.indexOf(`location ${match} {`);
    if (at === -1) return undefined;
    const body = conf.slice(conf.indexOf('{', at) + 1, conf.indexOf('}', at));
    return new Map(body.split(';').map((line) => line.trim()).filter(Boolean).map((line) => [line.split(/\s+/)[0], line.split(/\s+/).slice(1).join(' ')]));
  };
  const seconds = (value: string | undefined) => {
    const match = /^(\d+)(s|m|h)?$/.exec(value ?? '');
    return match ? Number(match[1]) * { s: 1, m: 60, h: 3600 }[(match[2] ?? 's') as 's' | 'm' | 'h'] : 0;
  };

  it('passes the live stream on unbuffered, ungzipped, over HTTP/1.1, and waits an hour of quiet on it', () => {
    const events = locationBlock('= /api/events');
    expect(events).toBeDefined();
    expect(events?.get('proxy_buffering')).toBe('off');
    expect(events?.get('proxy_cache')).toBe('off');
    expect(events?.get('gzip')).toBe('off');
    expect(seconds(events?.get('proxy_read_timeout'))).toBeGreaterThanOrEqual(3600);
    expect(events?.get('proxy_pass')).toBe('http://console');
    // A location's own proxy_set_header would drop the server's (the forwarded address, the request id).
    expect(events?.has('proxy_set_header')).toBe(false);
    expect(conf).toMatch(/^\s*proxy_http_version 1\.1;/m);
  });
});
