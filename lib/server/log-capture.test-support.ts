// For the server's unit tests: a pino destination that keeps every JSON line written to it, as text and
// parsed, so a test can count the lines a request or a failure wrote and read their fields.
import { Writable } from 'node:stream';

export function captureLogLines() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { lines, raw, sink };
}
