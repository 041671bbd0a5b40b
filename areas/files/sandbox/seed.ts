// The file library's demo data: a handful of small real files made here in code (solid-colour PNGs, an
// SVG, a tiny PDF, a WebVTT caption file) with alt texts, so /system/files and the picker start with
// something to show. Names include a long one and one in other scripts.
import { writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { sniffFileType } from '@/lib/files/sniff';
import { FILE_TYPES } from '@/areas/files/definition';
import { createFilesStore } from '@/sandbox/files-store';
import type { SandboxDb } from '@/sandbox/db';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A valid RGB PNG of one colour. */
export function solidPng(width: number, height: number, [r, g, b]: readonly [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of an mp4 (its `ftyp` box and an empty `mdat`): enough for the type check, not for a player. */
export function tinyMp4(): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom', 'ascii'), Buffer.from([0, 0, 2, 0]), Buffer.from('isommp41', 'ascii')]);
  const mdat = Buffer.concat([Buffer.from([0, 0, 0, 8]), Buffer.from('mdat', 'ascii')]);
  return Buffer.concat([ftyp, mdat]);
}

/** A one-page PDF saying `text`, with a correct cross-reference table. */
export function tinyPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[\\()]/g, (c) => `\\${c}`)}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const LEAF_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Wellness leaf mark, drawn for the demo data -->
<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">
  <rect width="120" height="120" rx="24" fill="#e6f4ea"/>
  <path d="M30 90 C30 50 60 30 95 28 C92 62 72 92 30 90 Z" fill="#2f855a"/>
  <path d="M34 86 L80 42" stroke="#e6f4ea" stroke-width="4" stroke-linecap="round"/>
</svg>
`;

const CAPTIONS_VTT = `WEBVTT

00:00:00.000 --> 00:00:04.000
Welcome to our guide to choosing a daily multivitamin.

00:00:04.000 --> 00:00:09.000
Always read the label, and ask a pharmacist if you are unsure.
`;

interface SeedFile {
  filename: string;
  bytes: Buffer;
  alt_text: string | null;
  uploaded_by: string;
}

export function seedFileList(): SeedFile[] {
  return [
    { filename: 'vitamin-c-hero.png', bytes: solidPng(640, 360, [246, 173, 85]), alt_text: 'Orange banner for the vitamin C range', uploaded_by: 'Ada Admin' },
    { filename: 'sleep-aid-thumbnail.png', bytes: solidPng(200, 200, [90, 103, 216]), alt_text: 'Indigo square used as the sleep aids thumbnail', uploaded_by: 'Eddie Editor' },
    { filename: 'leaf-logo.svg', bytes: Buffer.from(LEAF_SVG, 'utf8'), alt_text: 'Green leaf logo', uploaded_by: 'Ada Admin' },
    {
      filename: 'winter-wellness-campaign-hero-banner-for-the-homepage-and-the-newsletter-final-version-approved-by-the-medical-team.png',
      bytes: solidPng(1200, 400, [56, 178, 172]),
      alt_text: 'Teal banner for the winter wellness campaign',
      uploaded_by: 'Grace Hopper-Smith',
    },
    { filename: 'produits-été-santé-夏季健康.png', bytes: solidPng(300, 300, [237, 100, 166]), alt_text: 'Pink square for the summer health range', uploaded_by: 'Omar Okafor' },
    { filename: 'patient-information-leaflet.pdf', bytes: tinyPdf('Patient information leaflet (demo)'), alt_text: null, uploaded_by: 'Ada Admin' },
    { filename: 'multivitamin-guide-captions.vtt', bytes: Buffer.from(CAPTIONS_VTT, 'utf8'), alt_text: null, uploaded_by: 'Eddie Editor' },
    { filename: 'pharmacist-demo-clip.mp4', bytes: tinyMp4(), alt_text: null, uploaded_by: 'Eddie Editor' },
  ];
}

const SEED_TIME = Date.UTC(2026, 0, 2, 9, 0, 0);

/** Writes the demo files' bytes into the database's folder and their rows into `files`. */
export function seedFiles(db: SandboxDb): void {
  const store = createFilesStore(db);
  seedFileList().forEach((file, index) => {
    const type = sniffFileType(file.bytes);
    if (!type) throw new Error(`Seed file ${file.filename} is not an accepted type`);
    const storageKey = randomUUID();
    writeFileSync(join(store.folder, storageKey), file.bytes);
    const dimensions = type === 'png' ? { width: file.bytes.readUInt32BE(16), height: file.bytes.readUInt32BE(20) } : type === 'svg' ? { width: 120, height: 120 } : { width: null, height: null };
    const at = new Date(SEED_TIME + index * 3_600_000).toISOString();
    store.insert({
      filename: file.filename,
      mime_type: FILE_TYPES[type].mime,
      kind: FILE_TYPES[type].kind,
      size_bytes: file.bytes.length,
      ...dimensions,
      alt_text: file.alt_text,
      uploaded_by: file.uploaded_by,
      storage_key: storageKey,
      created_at: at,
      updated_at: at,
    });
  });
}
