// A read worker's entry (sandbox/read-pool.ts): the sandbox is TypeScript run by tsx, and a worker thread
// starts with no loader of its own whatever runs the main thread (tsx, Jest, a bench), so it registers
// tsx's CommonJS hooks (which read tsconfig.json's paths, for `@/…`) and then requires the worker itself.
import { createRequire } from 'node:module';
import { register } from 'tsx/cjs/api';

register();
createRequire(import.meta.url)('./read-worker.ts');
