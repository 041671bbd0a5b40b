/**
 * @jest-environment node
 */
// Next's request tracer decides per call whether OpenTelemetry is on by the class name of the API's tracer
// provider ('NoopTracerProvider' means off). The server bundles must take @opentelemetry/api from node_modules
// (next.config.mjs serverExternalPackages): a bundled, minified copy renames the class, and every request then
// paid for Next's spans with tracing off (the BFF's profile, README Performance).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { trace } from '@opentelemetry/api';
import { TracerProvider } from '@opentelemetry/sdk-trace';

type NextTracer = { isOpenTelemetryEnabled(): boolean };
const nextTracer = (): NextTracer => jest.requireActual<{ getTracer(): NextTracer }>('next/dist/server/lib/trace/tracer').getTracer();

afterEach(() => {
  trace.disable();
  jest.resetModules();
});

describe("Next's request tracer", () => {
  it('finds OpenTelemetry off when the API comes from node_modules and no provider is registered', () => {
    expect(nextTracer().isOpenTelemetryEnabled()).toBe(false);
  });

  it('finds it on once a provider is registered (OTEL_EXPORTER_OTLP_ENDPOINT set: lib/server/tracing.ts)', () => {
    trace.setGlobalTracerProvider(new TracerProvider());
    expect(nextTracer().isOpenTelemetryEnabled()).toBe(true);
  });

  it('finds it on, with nothing registered, when the no-op provider class has lost its name (a minified copy)', () => {
    jest.isolateModules(() => {
      const api = jest.requireActual<typeof import('@opentelemetry/api')>('@opentelemetry/api');
      const provider = api.trace.getTracerProvider() as unknown as { getDelegate(): object };
      const renamed = new (class h {})();
      jest.doMock('@opentelemetry/api', () => ({
        ...api,
        trace: { ...api.trace, getSpan: api.trace.getSpan, getTracerProvider: () => ({ ...provider, getDelegate: () => renamed }) },
      }));
      expect(nextTracer().isOpenTelemetryEnabled()).toBe(true);
    });
  });
});

describe('the server bundles', () => {
  it('load @opentelemetry/api from node_modules rather than a minified copy of their own', () => {
    const config = readFileSync(path.join(process.cwd(), 'next.config.mjs'), 'utf8');
    expect(config).toMatch(/serverExternalPackages: \[[^\]]*'@opentelemetry\/api'/);
  });
});
