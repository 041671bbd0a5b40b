// Types of nginx-config.mjs for the TypeScript that imports it (the bench).

/** Writes nginx.conf into `dir` (which must exist) for consoles on loopback at `instances`, listening at `listen`; returns its path. */
export function writeNginxConfig(dir: string, listen: number, instances: readonly number[]): string;
