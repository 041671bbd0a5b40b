// The upstream hosts' own addresses taken out of the JSON answers the BFF passes on: a string that starts
// with `MAIN_API_URL` (`http://10.0.0.5:4420/v1/files/9/content`, a file record's `url`) becomes the
// console's own path to the same thing (`/api/main/v1/files/9/content`), and one that starts with
// `AI_API_URL` becomes `/api/ai/…`. The browser never learns where the upstream lives, and a link it follows
// goes through the BFF (its session, role checks and headers), never straight to a host it cannot reach.
//
// Why every string that starts with a configured base, on the bytes, rather than the file records' `url`
// fields alone: the address can sit in any field of any answer (a record's links, an error text), and a
// field-by-field rewrite must parse and re-serialise each answer — a JSON parse of up to 1 MB on every
// call against the BFF's overhead budget, large ids and number spellings re-written, and streamed answers
// (over 1 MB, or of unknown length) left out. Matching `"<base>/` on the bytes keeps every other byte as
// the upstream wrote it, costs a scan, and works chunk by chunk on a stream. A quote opens every JSON
// string, so only a value that starts with the address matches (or a quote inside text, `\"<base>/`,
// rewritten the same way); the JSON stays valid, since what is written in holds no quote or backslash.
// The form with escaped slashes (`http:\/\/host\/v1\/…`, as some JSON writers spell them) is matched too.
// What it cannot see is an address the upstream spells otherwise than the configured base (another host
// name for itself): the file drawer builds its link from the file's id for that reason (fileContentPath).
import 'server-only';
import type { Config } from './config';

interface Rule {
  from: Buffer;
  to: Buffer;
}

/** Rewrites upstream addresses in JSON bytes, whole or as a stream. */
export interface UpstreamAddressRewriter {
  /** The bytes with every upstream address at a string's start made the console's own (the same bytes when none). */
  rewrite<T extends Uint8Array>(bytes: T): T | Uint8Array<ArrayBuffer>;
  /** The same, chunk by chunk: an address split between two chunks is still found. */
  stream(): TransformStream<Uint8Array, Uint8Array>;
}

/**
 * The rules for the configured hosts, longest base first: in the sandbox `AI_API_URL` is `MAIN_API_URL/ai`,
 * and its addresses must become `/api/ai/…`, not `/api/main/ai/…`.
 */
function rulesOf(config: Pick<Config, 'MAIN_API_URL' | 'AI_API_URL'>): Rule[] {
  const mounts: [string, string][] = [
    [config.MAIN_API_URL, '/api/main'],
    [config.AI_API_URL, '/api/ai'],
  ];
  return mounts
    .sort(([a], [b]) => b.length - a.length)
    .flatMap(([base, mount]) => [
      { from: Buffer.from(`"${base}/`), to: Buffer.from(`"${mount}/`) },
      { from: Buffer.from(`"${base.replaceAll('/', '\\/')}\\/`), to: Buffer.from(`"${mount}/`) },
    ]);
}

/** The first rule matching at the earliest place at or after `from` (the longest when several start there). */
function nextMatch(bytes: Buffer, from: number, rules: readonly Rule[]): { at: number; rule: Rule } | null {
  let found: { at: number; rule: Rule } | null = null;
  for (const rule of rules) {
    const at = bytes.indexOf(rule.from, from);
    if (at !== -1 && (!found || at < found.at || (at === found.at && rule.from.length > found.rule.from.length))) found = { at, rule };
  }
  return found;
}

/**
 * Rewrites the matches that start before `until` and answers the rewritten part with where it ends in
 * `bytes`: the rest may be the start of an address the next chunk completes.
 */
function rewriteUntil(bytes: Buffer, until: number, rules: readonly Rule[]): { out: Buffer; end: number } {
  const parts: Buffer[] = [];
  let done = 0;
  for (let match = nextMatch(bytes, 0, rules); match && match.at < until; match = nextMatch(bytes, done, rules)) {
    parts.push(bytes.subarray(done, match.at), match.rule.to);
    done = match.at + match.rule.from.length;
  }
  const end = Math.max(done, until);
  parts.push(bytes.subarray(done, end));
  return { out: parts.length === 1 ? parts[0] : Buffer.concat(parts), end };
}

/** The last rewriter made, for the configuration it was made for (one per process, in practice). */
let made: { key: string; rewriter: UpstreamAddressRewriter } | undefined;

/** The rewriter for this configuration's two hosts. */
export function upstreamAddressRewriter(config: Pick<Config, 'MAIN_API_URL' | 'AI_API_URL'>): UpstreamAddressRewriter {
  const key = `${config.MAIN_API_URL} ${config.AI_API_URL}`;
  if (made?.key !== key) made = { key, rewriter: newRewriter(config) };
  return made.rewriter;
}

function newRewriter(config: Pick<Config, 'MAIN_API_URL' | 'AI_API_URL'>): UpstreamAddressRewriter {
  const rules = rulesOf(config);
  const longest = Math.max(...rules.map((rule) => rule.from.length));
  const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    rewrite(bytes) {
      const whole = asBuffer(bytes);
      // Most answers name no upstream address: they leave as they came, not copied.
      if (!nextMatch(whole, 0, rules)) return bytes;
      const { out } = rewriteUntil(whole, whole.length, rules);
      return new Uint8Array(out.buffer as ArrayBuffer, out.byteOffset, out.byteLength);
    },
    stream() {
      // The end of one chunk that could begin an address is held back until the next chunk shows.
      let held: Buffer = Buffer.alloc(0);
      return new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          const bytes = held.length === 0 ? asBuffer(chunk) : Buffer.concat([held, asBuffer(chunk)]);
          const { out, end } = rewriteUntil(bytes, Math.max(0, bytes.length - longest + 1), rules);
          held = bytes.subarray(end);
          if (out.length > 0) controller.enqueue(out);
        },
        flush(controller) {
          if (held.length > 0) controller.enqueue(rewriteUntil(held, held.length, rules).out);
        },
      });
    },
  };
}
