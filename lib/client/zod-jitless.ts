// zod 4 compiles fast object parsers with `new Function` when it may, probing for that on the first parse;
// the console's CSP (no 'unsafe-eval') refuses the probe and reports a violation on every page that
// validates. `z.config({ jitless: true })` turns the compiling off, but importing zod for it would add zod
// to every page's first load. zod keeps that configuration on `globalThis.__zod_globalConfig` and only
// creates the object when it is absent, so it is preset here before any zod code runs; the unit test
// proves zod still reads it there, so an upgrade that moves it fails the test rather than the CSP.
const ZOD_CONFIG_KEY = '__zod_globalConfig';

export function presetZodJitless(): void {
  const scope = globalThis as typeof globalThis & { [ZOD_CONFIG_KEY]?: Record<string, unknown> };
  scope[ZOD_CONFIG_KEY] = { ...scope[ZOD_CONFIG_KEY], jitless: true };
}
