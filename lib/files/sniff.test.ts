// The upload type check: each accepted type from its real leading bytes, and what only looks like one.
import { solidPng, tinyPdf } from '@/areas/files/sandbox/seed';
import { sniffFileType } from './sniff';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part)))));
const text = (value: string) => new Uint8Array(Buffer.from(value, 'utf8'));

describe('sniffFileType', () => {
  it.each([
    ['png', new Uint8Array(solidPng(2, 2, [0, 0, 0]))],
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0])],
    ['webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ', [0, 0, 0, 0])],
    ['pdf', new Uint8Array(tinyPdf('hello'))],
    ['mp4', bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0], 'isomiso2')],
    ['mp4', bytes([0, 0, 0, 0x1c], 'ftypmp42', [0, 0, 0, 0], 'mp42isom')],
    ['vtt', text('WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n')],
    ['vtt', text('\uFEFFWEBVTT - captions\r\n')],
    ['vtt', text('WEBVTT')],
    ['svg', text('<svg xmlns="http://www.w3.org/2000/svg"/>')],
  ] as const)('knows %s by its content', (type, head) => {
    expect(sniffFileType(head)).toBe(type);
  });

  it('knows an SVG behind a byte order mark, an XML prolog, comments and a doctype', () => {
    const svg = [
      '\uFEFF<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
      '<!-- Generator: a drawing tool -->',
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [ <!ENTITY x "y"> ]>',
      '<!-- a comment with <svg in it is still a comment -->',
      '<svg width="10" height="10"><script>alert(1)</script></svg>',
    ].join('\n');
    expect(sniffFileType(text(svg))).toBe('svg');
  });

  it('refuses HTML, whatever the name says, including HTML holding an <svg>', () => {
    expect(sniffFileType(text('<!doctype html><html><body><svg></svg></body></html>'))).toBeNull();
    expect(sniffFileType(text('<html><script>alert(1)</script></html>'))).toBeNull();
    expect(sniffFileType(text('<!DOCTYPE html><svg></svg>'))).toBeNull();
    expect(sniffFileType(text('<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"/>'))).toBeNull();
    expect(sniffFileType(text('<svgx/>'))).toBeNull();
  });

  it('refuses truncated signatures and unfinished SVG preambles', () => {
    expect(sniffFileType(bytes([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(sniffFileType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffFileType(bytes('RIFF', [0, 0, 0, 0], 'WEB'))).toBeNull();
    expect(sniffFileType(bytes('%PDF'))).toBeNull();
    expect(sniffFileType(bytes([0, 0, 0, 0x18], 'ftyp'))).toBeNull();
    expect(sniffFileType(text('<!-- never closed <svg>'))).toBeNull();
    expect(sniffFileType(text('<?xml version="1.0"'))).toBeNull();
    expect(sniffFileType(new Uint8Array(0))).toBeNull();
  });

  it('refuses look-alikes: QuickTime and HEIF boxes, RIFF audio, a VTT header without its break, binary noise', () => {
    expect(sniffFileType(bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 0, 0], 'qt  '))).toBeNull();
    expect(sniffFileType(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic'))).toBeNull();
    expect(sniffFileType(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(sniffFileType(text('WEBVTTX\n'))).toBeNull();
    expect(sniffFileType(bytes([0xde, 0xad, 0xbe, 0xef, 0xfe, 0xff]))).toBeNull();
    expect(sniffFileType(text('GIF89a'))).toBeNull();
  });

  it('accepts a head cut in the middle of a UTF-8 character', () => {
    const svg = Buffer.from('<svg><title>été</title></svg>', 'utf8');
    expect(sniffFileType(new Uint8Array(svg.subarray(0, svg.indexOf(0xa9))))).toBe('svg');
  });
});
