import { loadConfig } from './config';

const PASSWORD = 'p'.repeat(32);
const good = {
  MAIN_API_URL: 'http://127.0.0.1:4010/',
  AI_API_URL: 'http://127.0.0.1:4010/ai',
  APP_URL: 'https://console.example.com',
  APP_ENV: 'production',
  SESSION_PASSWORD: PASSWORD,
};

describe('loadConfig', () => {
  it('accepts a complete environment and trims trailing slashes from URLs', () => {
    const config = loadConfig(good);
    expect(config.MAIN_API_URL).toBe('http://127.0.0.1:4010');
    expect(config.appOrigin).toBe('https://console.example.com');
    expect(config.isSecure).toBe(true);
    expect(config.SESSION_PASSWORD).toEqual({ 1: PASSWORD });
    expect(config.UPSTREAM_TIMEOUT_MS).toBe(15_000);
    expect(config.AI_TIMEOUT_MS).toBe(60_000);
  });

  it.each(['MAIN_API_URL', 'AI_API_URL', 'APP_URL', 'APP_ENV', 'SESSION_PASSWORD'])(
    'names %s when it is missing',
    (variable) => {
      const env: Record<string, string | undefined> = { ...good, [variable]: undefined };
      expect(() => loadConfig(env)).toThrow(new RegExp(`${variable} is required`));
    },
  );

  it('names a bad URL and a bad environment name together', () => {
    expect(() => loadConfig({ ...good, MAIN_API_URL: 'ftp://x', APP_ENV: 'prod' })).toThrow(
      /MAIN_API_URL must be an http\(s\) URL[\s\S]*APP_ENV must be one of/,
    );
  });

  it('refuses a session password shorter than 32 characters', () => {
    expect(() => loadConfig({ ...good, SESSION_PASSWORD: 'short' })).toThrow(/SESSION_PASSWORD password 1 must be at least 32/);
  });

  it('reads several passwords for rotation, each with its id', () => {
    const config = loadConfig({ ...good, SESSION_PASSWORD: `2:${'n'.repeat(32)}, 1:${PASSWORD}` });
    expect(config.SESSION_PASSWORD).toEqual({ 1: PASSWORD, 2: 'n'.repeat(32) });
  });

  it('refuses several passwords without ids', () => {
    expect(() => loadConfig({ ...good, SESSION_PASSWORD: `${PASSWORD},${PASSWORD}` })).toThrow(/id:password/);
  });

  it('puts REDIS_PASSWORD into REDIS_URL, encoded, unless the URL has its own', () => {
    expect(loadConfig({ ...good, REDIS_URL: 'redis://redis:6379', REDIS_PASSWORD: 'p@ss/word' }).REDIS_URL).toBe('redis://:p%40ss%2Fword@redis:6379');
    expect(loadConfig({ ...good, REDIS_URL: 'redis://:own@redis:6379', REDIS_PASSWORD: 'other' }).REDIS_URL).toBe('redis://:own@redis:6379');
    expect(loadConfig({ ...good, REDIS_PASSWORD: 'unused' }).REDIS_URL).toBeUndefined();
  });

  it('takes a METRICS_TOKEN of 32 characters or more, and none when empty', () => {
    expect(loadConfig({ ...good, METRICS_TOKEN: 'm'.repeat(32) }).METRICS_TOKEN).toBe('m'.repeat(32));
    expect(loadConfig({ ...good, METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
    expect(() => loadConfig({ ...good, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 32 characters/);
  });

  it('marks plain-http deployments as not secure', () => {
    expect(loadConfig({ ...good, APP_URL: 'http://localhost:3000' }).isSecure).toBe(false);
  });
});
