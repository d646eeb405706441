import path from 'node:path/posix';
import { readZipDirectory, type InflateBudget, type ZipEntry, type ZipLimits } from './zipArchive.ts';
import { EnoughRead, readXmlPart } from './xmlPart.ts';
import { notReadable } from './uploadRefusal.ts';

/**
 * The parts of an XLSX workbook a sheet's cells need, and nothing else: the package relations,
 * the workbook (sheet names, the 1904 date system), its relations, and — only when the sheet's
 * cells ask for them — the styles (which number formats are dates) and the shared strings
 * (only the ones the sheet uses are kept).
 */
export const WORKBOOK_ZIP_LIMITS: ZipLimits = {
  // An exported model has 22 entries; Excel and LibreOffice add a few.
  maxEntries: 500,
  // The exported model inflates to 0.5 MB in all, its largest sheet to 0.26 MB: thirty times that
  // is room for any edit, and the worst a hostile file can make the reader go through (32 MB of
  // XML) takes well under the time limit.
  maxEntryBytes: 8 * 1024 * 1024,
  maxTotalBytes: 32 * 1024 * 1024,
  // Sheets compress 5–8:1; Apache POI refuses beyond 100:1 by default.
  maxRatio: 100,
};

/**
 * What reading one sheet may inflate of a workbook's parts in all (the parts it reads: relations,
 * workbook, sheet, shared strings, styles): the exported model needs 77 KB. The streaming XML
 * reader goes through 8 MB in about half a second, so no file keeps it near the time limit.
 */
const READ_BUDGET_BYTES = 8 * 1024 * 1024;

/** Excel keeps at most 32,767 characters in a cell; a text longer than that is not a spreadsheet's. */
export const MAX_CELL_CHARACTERS = 32_767;
/** More sheets, relations or cell formats than any workbook of ours has are refused rather than listed. */
const MAX_SHEETS = 256;
const MAX_RELATIONS = 1_000;
const MAX_CELL_FORMATS = 64_000;

export interface Workbook {
  file: Uint8Array;
  budget: InflateBudget;
  /** Sheet names in the workbook's order, each with its part. */
  sheets: { name: string; part: ZipEntry }[];
  date1904: boolean;
  styles: ZipEntry | undefined;
  sharedStrings: ZipEntry | undefined;
}

const NOT_A_WORKBOOK = 'The file is not an Excel workbook (.xlsx)';
const RELATION = 'http://schemas.openxmlformats.org/';

function partNamed(entries: ReadonlyMap<string, ZipEntry>, name: string): ZipEntry | undefined {
  return entries.get(name.toLowerCase());
}

/** Relationship targets by id, with their types, resolved against the folder of the part they belong to. */
async function readRelations(file: Uint8Array, budget: InflateBudget, entry: ZipEntry, baseFolder: string): Promise<Map<string, { type: string; target: string }>> {
  const relations = new Map<string, { type: string; target: string }>();
  await readXmlPart(file, entry, budget, {
    open(name, attributes) {
      if (name !== 'Relationship') return;
      if (relations.size >= MAX_RELATIONS) throw notReadable(`The workbook's part ${entry.name} has more than ${MAX_RELATIONS} relations`);
      const { Id: id, Type: type = '', Target: target = '', TargetMode: mode } = attributes;
      if (id === undefined || mode === 'External') return;
      relations.set(id, { type, target: target.startsWith('/') ? target.slice(1) : path.normalize(path.join(baseFolder, target)) });
    },
  });
  return relations;
}

/** The package's main part (xl/workbook.xml in every file of Excel, LibreOffice and exceljs). */
async function workbookPath(file: Uint8Array, budget: InflateBudget, entries: ReadonlyMap<string, ZipEntry>): Promise<string> {
  const rels = partNamed(entries, '_rels/.rels');
  if (!rels) throw notReadable(NOT_A_WORKBOOK);
  const relations = await readRelations(file, budget, rels, '');
  const main = [...relations.values()].find((relation) => relation.type.endsWith('/officeDocument'));
  if (!main) throw notReadable(NOT_A_WORKBOOK);
  return main.target;
}

export async function openWorkbook(file: Uint8Array): Promise<Workbook> {
  const entries = new Map(readZipDirectory(file, WORKBOOK_ZIP_LIMITS).map((entry) => [entry.name.toLowerCase(), entry]));
  const budget: InflateBudget = { left: READ_BUDGET_BYTES, total: READ_BUDGET_BYTES };
  const mainPath = await workbookPath(file, budget, entries);
  const main = partNamed(entries, mainPath);
  const mainRels = partNamed(entries, path.join(path.dirname(mainPath), '_rels', `${path.basename(mainPath)}.rels`));
  if (!main || !mainRels) throw notReadable(NOT_A_WORKBOOK);

  const listed: { name: string; relation: string }[] = [];
  let date1904 = false;
  await readXmlPart(file, main, budget, {
    open(name, attributes) {
      if (name === 'workbookPr') date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
      if (name !== 'sheet') return;
      if (listed.length >= MAX_SHEETS) throw notReadable(`The workbook has more than ${MAX_SHEETS} sheets`);
      listed.push({ name: attributes.name ?? '', relation: attributes.id ?? '' });
    },
    close(name) {
      if (name === 'sheets') throw new EnoughRead();
    },
  });
  const relations = await readRelations(file, budget, mainRels, path.dirname(mainPath));
  const target = (type: string) => [...relations.values()].find((relation) => relation.type === `${RELATION}officeDocument/2006/relationships/${type}`)?.target;
  const sheets = listed.flatMap(({ name, relation }) => {
    const part = relations.get(relation);
    const entry = part && partNamed(entries, part.target);
    return entry ? [{ name, part: entry }] : [];
  });
  const stylesPath = target('styles');
  const sharedStringsPath = target('sharedStrings');
  return {
    file,
    budget,
    sheets,
    date1904,
    styles: stylesPath === undefined ? undefined : partNamed(entries, stylesPath),
    sharedStrings: sharedStringsPath === undefined ? undefined : partNamed(entries, sharedStringsPath),
  };
}

// Excel's built-in number formats that show dates and times.
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

/** Whether a format code shows a date or time: d, m, y, h or s outside quoted text, escapes and [colour] brackets. */
function isDateFormatCode(code: string): boolean {
  const plain = code.replace(/"[^"]*"/g, '').replace(/\\./g, '').replace(/\[(?![hms]+\])[^\]]*\]/gi, '');
  return /[dmyhs]/i.test(plain);
}

/** The cell formats (indexes into cellXfs) that show their number as a date. */
export async function dateStyles(book: Workbook): Promise<Set<number>> {
  const dates = new Set<number>();
  if (!book.styles) return dates;
  const customDates = new Set<number>();
  let inCellFormats = false;
  let index = 0;
  await readXmlPart(book.file, book.styles, book.budget, {
    open(name, attributes) {
      if (name === 'numFmt' && isDateFormatCode(attributes.formatCode ?? '')) customDates.add(Number(attributes.numFmtId));
      if (name === 'cellXfs') inCellFormats = true;
      if (name !== 'xf' || !inCellFormats) return;
      if (index >= MAX_CELL_FORMATS) throw notReadable(`The workbook has more than ${MAX_CELL_FORMATS.toLocaleString('en-US')} cell formats`);
      const id = Number(attributes.numFmtId ?? 0);
      if (DATE_FORMAT_IDS.has(id) || customDates.has(id)) dates.add(index);
      index += 1;
    },
    close(name) {
      if (name === 'cellXfs') throw new EnoughRead();
    },
  });
  return dates;
}

/** The shared strings at `wanted` indexes (text runs joined, phonetic hints left out); the rest are passed over. */
export async function sharedStrings(book: Workbook, wanted: ReadonlySet<number>): Promise<Map<number, string>> {
  const found = new Map<number, string>();
  if (wanted.size === 0) return found;
  if (!book.sharedStrings) throw notReadable('The sheet uses shared strings the workbook does not have');
  const last = [...wanted].reduce((highest, at) => Math.max(highest, at), 0);
  let index = -1;
  let text: string[] | undefined;
  let inText = false;
  let inPhonetic = false;
  let length = 0;
  await readXmlPart(book.file, book.sharedStrings, book.budget, {
    open(name) {
      if (name === 'si') {
        index += 1;
        length = 0;
        text = wanted.has(index) ? [] : undefined;
      }
      if (name === 'rPh') inPhonetic = true;
      if (name === 't') inText = !inPhonetic;
    },
    text(piece) {
      if (!inText || !text) return;
      length += piece.length;
      if (length > MAX_CELL_CHARACTERS) throw notReadable(`A text of the workbook is longer than ${MAX_CELL_CHARACTERS.toLocaleString('en-US')} characters`);
      text.push(piece);
    },
    close(name) {
      if (name === 't') inText = false;
      if (name === 'rPh') inPhonetic = false;
      if (name !== 'si') return;
      if (text) found.set(index, text.join(''));
      if (index >= last) throw new EnoughRead();
    },
  });
  return found;
}
