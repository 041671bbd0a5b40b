// The console's version (docs/console-screens.md#theme-and-constants), taken from package.json at build time by next.config.mjs.
export const APP_VERSION: string = process.env.NEXT_PUBLIC_APP_VERSION ?? '0.0.0';
