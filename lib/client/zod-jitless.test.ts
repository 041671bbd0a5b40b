/** @jest-environment node */
// The preset must reach zod's own configuration, or the CSP reports zod's eval probe in the browser.
import { presetZodJitless } from './zod-jitless';

describe('presetZodJitless', () => {
  it('is the configuration zod reads, set before zod loads', async () => {
    presetZodJitless();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });

  it('leaves zod compiling nothing when it parses an object', async () => {
    presetZodJitless();
    const { z } = await import('zod');
    const made = jest.spyOn(globalThis, 'Function');
    expect(z.object({ name: z.string() }).parse({ name: 'Ada' })).toEqual({ name: 'Ada' });
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });
});
