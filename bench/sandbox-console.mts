// A console on the seeded sandbox (in-process), as `npm test`'s budget check measures first-load JS: its
// records have what the screens draw (a content item's text and product blocks, the 1,000-message thread),
// where the bench upstream's are all product-shaped. Used by the bench's `js` part and by `npm run bench:js`.
import type { Browser, BrowserContext } from '@playwright/test';
import { startSandbox } from '../sandbox/server.ts';
import { benchConsoleEnv, startNext } from './servers.mts';
import { signInWithMailbox } from './sign-in.mts';

export interface SandboxConsole {
  url: string;
  /** A browser context signed in as the admin, and one as the editor (the tips list is the editors' alone). */
  admin: BrowserContext;
  editor: BrowserContext;
  signedOut: BrowserContext;
  stop: () => Promise<void>;
}

/** Starts the sandbox and a console on `port` against it, with contexts of `browser` signed in as each role. */
export async function startSandboxConsole(browser: Browser, port: number): Promise<SandboxConsole> {
  const url = `http://127.0.0.1:${port}`;
  const sandbox = await startSandbox({ quiet: true, print: () => {} });
  const app = await startNext('.', port, benchConsoleEnv(sandbox.url, url), '/api/health').catch(async (error: unknown) => {
    await sandbox.close();
    throw error;
  });
  const contextAs = async (email: string) => {
    const [name, value] = (await signInWithMailbox(url, sandbox.url, email)).split(/=(.*)/s);
    const context = await browser.newContext();
    await context.addCookies([{ name, value, url }]);
    return context;
  };
  const contexts: BrowserContext[] = [];
  const stop = async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await Promise.all([app.stop(), sandbox.close()]);
  };
  try {
    contexts.push(await contextAs('admin@example.com'), await contextAs('editor@example.com'), await browser.newContext());
  } catch (error) {
    await stop();
    throw error;
  }
  const [admin, editor, signedOut] = contexts;
  return { url, admin, editor, signedOut, stop };
}

/** The context a measured route is opened in: signed out for /login, the editor's for /tips, else the admin's. */
export function contextFor(console: SandboxConsole, path: string): BrowserContext {
  if (path === '/login') return console.signedOut;
  return path === '/tips' ? console.editor : console.admin;
}
