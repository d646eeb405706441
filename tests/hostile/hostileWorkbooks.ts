import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { columnLetters } from '../../server/upload/sheetCells.ts';

/**
 * Workbooks built byte by byte for the hostile-upload tests and the bench (issue 24): a minimal
 * XLSX (package relations, workbook, one sheet with inline strings) in a zip whose central
 * directory may lie about sizes, and the attacks of the issue at a size a test can afford.
 */
export interface ZipPart {
  name: string;
  /** The part's bytes as stored (already deflated when `deflated`). */
  data: Buffer;
  deflated: boolean;
  /** What the directory says the part inflates to (the truth unless a test lies). */
  declaredSize: number;
  crc: number;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A part as Excel would write it: deflated, its size and CRC true. */
export function part(name: string, text: string): ZipPart {
  const raw = Buffer.from(text, 'utf8');
  return { name, data: zlib.deflateRawSync(raw), deflated: true, declaredSize: raw.byteLength, crc: crc32(raw) };
}

/** A zip of `parts`: local headers, data, central directory, end record. */
export function zip(parts: readonly ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of parts) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(entry.deflated ? 8 : 0, 8);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.data.byteLength, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.byteLength, 26);
    locals.push(local, name, entry.data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(entry.deflated ? 8 : 0, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.data.byteLength, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.byteLength, 28);
    central.writeUInt32LE(offset, 42);
    directory.push(central, name);
    offset += 30 + name.byteLength + entry.data.byteLength;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** Styles whose cell format 1 shows a date (Excel's built-in format 14, d/m/yyyy). */
const DATE_STYLES = `<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="${MAIN}"><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/></cellXfs></styleSheet>`;

/** Every part of a one-sheet workbook but the sheet; `dateStyle`: with styles whose format 1 is a date. */
export function workbookParts(sheetName: string, dateStyle = false): ZipPart[] {
  const styles = dateStyle ? `<Relationship Id="rId2" Type="${OFFICE}/styles" Target="styles.xml"/>` : '';
  return [
    part('[Content_Types].xml', `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`),
    part('_rels/.rels', `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELATIONS}"><Relationship Id="rId1" Type="${OFFICE}/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
    part('xl/workbook.xml', `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${OFFICE}"><sheets><sheet name="${sheetName}" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    part('xl/_rels/workbook.xml.rels', `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELATIONS}"><Relationship Id="rId1" Type="${OFFICE}/worksheet" Target="worksheets/sheet1.xml"/>${styles}</Relationships>`),
    ...(dateStyle ? [part('xl/styles.xml', DATE_STYLES)] : []),
  ];
}

export const SHEET_PART = 'xl/worksheets/sheet1.xml';
const SHEET_START = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>`;
const SHEET_END = '</sheetData></worksheet>';

/** A cell as a file may store it: its stored number (`<v>` as given, checked by nobody), or a date serial in format 1. */
export type StoredCell = string | number | { stored: string } | { dateSerial: number };

/** A row of cells: strings as inline text, numbers as numbers. */
export function row(number: number, cells: readonly StoredCell[]): string {
  const xml = cells.map((value, k) => {
    const at = `${columnLetters(k + 1)}${number}`;
    if (typeof value === 'number') return `<c r="${at}"><v>${value}</v></c>`;
    if (typeof value === 'string') return `<c r="${at}" t="inlineStr"><is><t>${value}</t></is></c>`;
    if ('stored' in value) return `<c r="${at}"><v>${value.stored}</v></c>`;
    return `<c r="${at}" s="1"><v>${value.dateSerial}</v></c>`;
  });
  return `<row r="${number}">${xml.join('')}</row>`;
}

/** A one-sheet workbook whose sheet holds `rows` (each made by `row`); `dateStyle` for rows with dates. */
export function sheetWorkbook(sheetName: string, rows: readonly string[], dateStyle = false): Buffer {
  return zip([...workbookParts(sheetName, dateStyle), part(SHEET_PART, `${SHEET_START}${rows.join('')}${SHEET_END}`)]);
}

/** The monthly actuals header of the wide layout: line and 60 months (61 columns). */
export function wideHeader(): string[] {
  return ['line', ...Array.from({ length: 60 }, (_, k) => `${2026 + Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}`)];
}

/** The 2 KB workbook: a 61-column header and one cell at row 1,048,576. */
export function lastRowWorkbook(sheetName = 'Monthly Actuals'): Buffer {
  return sheetWorkbook(sheetName, [row(1, wideHeader()), `<row r="1048576"><c r="A1048576"><v>1</v></c></row>`]);
}

/** A sheet of `count` rows of one number each, from row 1 (cap + 1 proves the row cap; the had 1,000,000). */
export function manyRowsWorkbook(sheetName: string, count: number): Buffer {
  return sheetWorkbook(sheetName, Array.from({ length: count }, (_, k) => row(k + 1, [k])));
}

/** The sheet's XML start, then `size` bytes of spaces, deflated as a stream (a run of one byte compresses about 1,000:1). */
async function deflatedPadding(size: number): Promise<{ data: Buffer; crc: number }> {
  const chunk = Buffer.alloc(1024 * 1024, ' ');
  const start = Buffer.from(SHEET_START);
  async function* pieces() {
    yield start;
    for (let left = size; left > 0; left -= chunk.byteLength) yield left >= chunk.byteLength ? chunk : chunk.subarray(0, left);
  }
  const out: Buffer[] = [];
  for await (const piece of Readable.from(pieces()).pipe(zlib.createDeflateRaw({ level: 9 }))) out.push(piece as Buffer);
  // The CRC is not what these attacks are about: the reader must refuse them before it could check one.
  return { data: Buffer.concat(out), crc: 0 };
}

/**
 * A deflate bomb whose header lies: the sheet inflates to `inflatesTo` bytes (hundreds of MB) but
 * the directory declares 64 KB, under every pre-check; only counting the bytes while inflating
 * catches it.
 */
export async function lyingBomb(sheetName: string, inflatesTo: number): Promise<Buffer> {
  const { data, crc } = await deflatedPadding(inflatesTo);
  return zip([...workbookParts(sheetName), { name: SHEET_PART, data, deflated: true, declaredSize: 64 * 1024, crc }]);
}

/** The zip bomb: a small file whose directory honestly declares one part of `declared` bytes (1 GB). */
export function declaredBomb(sheetName: string, declared: number): Buffer {
  const sheet = part(SHEET_PART, `${SHEET_START}${row(1, ['x'])}${SHEET_END}`);
  return zip([...workbookParts(sheetName), { ...sheet, declaredSize: declared }]);
}

/** A part that inflates honestly to `inflatesTo` bytes (a few MB) at a ratio far beyond a sheet's. */
export async function ratioBomb(sheetName: string, inflatesTo: number): Promise<Buffer> {
  const { data, crc } = await deflatedPadding(inflatesTo);
  return zip([...workbookParts(sheetName), { name: SHEET_PART, data, deflated: true, declaredSize: inflatesTo + SHEET_START.length, crc }]);
}
