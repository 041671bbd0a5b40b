// Sign-in targets an attacker would try, made from the pieces that URL parsers and servers read in more
// than one way: dot segments (plain, percent-encoded once and twice, in any case), slashes and backslashes
// (plain, encoded, Unicode look-alikes), tabs, line breaks and other control characters, empty segments,
// schemes, user-info and hosts. Seeded, so a failure names a value that fails again.

const PIECES = [
  '/', '//', '\\', '.', '..', '%2e', '%2E', '%2e%2e', '%2E%2E', '%252e', '%252e%252e', '%2f', '%2F', '%252f', '%255c', '%5c',
  '%5C', '%09', '%0a', '%0d', '%00', '\t', '\n', '\r', '\u0000', '\u000b', '\u007f', ' ', '\uff0f', '\u2215', '\u2044',
  '\uff3c', '\uff0e', '\u3002', '\u2024', '\ufe52', 'evil.example', 'evil.example:443', '@evil.example', 'user@', ':',
  'http:', 'https:', 'javascript:', '?', '#', '&', '=', 'next=', 'products', 'orders', 'login', 'a', '~', ';', '%',
];

/** A small deterministic generator (mulberry32), so the same seed gives the same values. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` hostile `next` values: most start with one slash, as a console path does, the rest anything. */
export function hostileNextValues(count: number, seed = 20261128): string[] {
  const random = seededRandom(seed);
  const pick = () => PIECES[Math.floor(random() * PIECES.length)];
  const values: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const length = 1 + Math.floor(random() * 7);
    let value = random() < 0.85 ? '/' : '';
    for (let part = 0; part < length; part += 1) value += pick();
    values.push(value);
  }
  return values;
}

/** The values seen to leave the console through sign-in before the path was judged after normalisation. */
export const KNOWN_ESCAPES = [
  '/..//evil.example',
  '/.//evil.example',
  '/%2e%2e//evil.example',
  '/%2E%2E%2F%2Fevil.example',
  '/..%2F%2Fevil.example',
  '/./%2F/evil.example',
  '/\t/evil.example',
  '/a/../..//evil.example',
];
