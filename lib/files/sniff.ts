// What a file is, decided from its first bytes alone (never its name or its declared type): the upstream's
// check at upload (docs/api-contract.md#files). Pure, so the sandbox and the tests share it.
import type { FileType } from '@/lib/resources/file-types';

/** How many leading bytes `sniffFileType` needs at most: binary types need a few, SVG may open with long comments. */
export const SNIFF_BYTES = 64 * 1024;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** ISO base media brands of MP4 video; others (`qt  ` QuickTime, `heic` HEIF images, `M4A ` audio) are refused. */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'iso7', 'iso8', 'iso9', 'mp41', 'mp42', 'avc1', 'M4V ', 'M4VH', 'M4VP', 'dash', 'mmp4', 'MSNV', 'f4v ']);

function startsWith(head: Uint8Array, bytes: readonly number[], at = 0): boolean {
  if (head.length < at + bytes.length) return false;
  return bytes.every((byte, index) => head[at + index] === byte);
}

function ascii(head: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...head.subarray(from, to));
}

function isMp4(head: Uint8Array): boolean {
  if (head.length < 12 || ascii(head, 4, 8) !== 'ftyp') return false;
  const boxSize = ((head[0] << 24) | (head[1] << 16) | (head[2] << 8) | head[3]) >>> 0;
  // A real ftyp box holds at least its size, type, major brand and minor version.
  if (boxSize !== 1 && boxSize < 16) return false;
  return MP4_BRANDS.has(ascii(head, 8, 12));
}

function isWebp(head: Uint8Array): boolean {
  return head.length >= 16 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP' && ['VP8 ', 'VP8L', 'VP8X'].includes(ascii(head, 12, 16));
}

/** The head as text without a UTF-8 byte order mark, or null when it is not UTF-8 (a truncated last character is allowed). */
function utf8Text(head: Uint8Array): string | null {
  const body = startsWith(head, [0xef, 0xbb, 0xbf]) ? head.subarray(3) : head;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body, { stream: true });
  } catch {
    return null;
  }
}

function isVtt(text: string): boolean {
  // "WEBVTT" alone on the first line or followed by a space or tab and a header text.
  return /^WEBVTT(?:[ \t][^\r\n]*)?(?:\r\n|\r|\n|$)/.test(text);
}

/**
 * An SVG document: optional XML prolog, comments, processing instructions and an `svg` doctype, then the
 * `<svg` root element. HTML, or XML of another root, is not an SVG whatever its name says.
 */
function isSvg(text: string): boolean {
  let rest = text;
  for (;;) {
    rest = rest.replace(/^\s+/, '');
    if (rest.startsWith('<?')) {
      const end = rest.indexOf('?>');
      if (end < 0) return false;
      rest = rest.slice(end + 2);
    } else if (rest.startsWith('<!--')) {
      const end = rest.indexOf('-->', 4);
      if (end < 0) return false;
      rest = rest.slice(end + 3);
    } else if (/^<!DOCTYPE\s/i.test(rest)) {
      const doctype = /^<!DOCTYPE\s+svg\b[^[>]*(?:\[[\s\S]*?\])?\s*>/.exec(rest);
      if (!doctype) return false;
      rest = rest.slice(doctype[0].length);
    } else {
      return /^<svg[\s/>]/.test(rest);
    }
  }
}

/**
 * The accepted type the leading bytes (at most `SNIFF_BYTES`, the whole file when shorter) show, or null
 * when they show none of them (HTML named `.png`, a truncated signature, an unknown format).
 */
export function sniffFileType(head: Uint8Array): FileType | null {
  if (startsWith(head, PNG_SIGNATURE)) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (isWebp(head)) return 'webp';
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (isMp4(head)) return 'mp4';
  const text = utf8Text(head);
  if (text === null) return null;
  if (isVtt(text)) return 'vtt';
  if (isSvg(text)) return 'svg';
  return null;
}
