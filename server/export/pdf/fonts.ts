import fs from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

/**
 * The report fonts: Inter, the app's typeface, embedded (subset) in every PDF. The PDF standard
 * fonts cannot print "−" or every euro amount reliably, and an embedded font keeps text
 * selectable and extractable with its real characters.
 *
 * The package ships WOFF files. pdfkit's font reader would inflate a WOFF's tables in JavaScript
 * for every document (measured: a third of the time of a report), so each file is unpacked once
 * per process into the plain TrueType it wraps.
 */
const require = createRequire(import.meta.url);

export const FONT = {
  regular: 'Inter',
  semibold: 'Inter-SemiBold',
  bold: 'Inter-Bold',
} as const;
export type FontName = (typeof FONT)[keyof typeof FONT];

const FONT_FILES: Record<FontName, string> = {
  [FONT.regular]: require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'),
  [FONT.semibold]: require.resolve('@fontsource/inter/files/inter-latin-600-normal.woff'),
  [FONT.bold]: require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff'),
};

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

/** WOFF 1.0 → SFNT (W3C WOFF, section 5): the same tables, inflated where compressed, 4-byte aligned. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('WOFF table has the wrong length');
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data };
  });
  const padded = (n: number) => (n + 3) & ~3;
  const directory = SFNT_HEADER + numTables * SFNT_ENTRY;
  const out = Buffer.alloc(directory + tables.reduce((sum, t) => sum + padded(t.data.length), 0));
  const power = 2 ** Math.floor(Math.log2(numTables));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = directory;
  tables.forEach((table, i) => {
    const at = SFNT_HEADER + i * SFNT_ENTRY;
    out.writeUInt32BE(table.tag, at);
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}

let loaded: Map<FontName, Buffer> | undefined;

/** The report fonts as TrueType data, unpacked on first use. */
export function reportFonts(): ReadonlyMap<FontName, Buffer> {
  loaded ??= new Map((Object.entries(FONT_FILES) as [FontName, string][]).map(([name, file]) => [name, woffToSfnt(fs.readFileSync(file))]));
  return loaded;
}
