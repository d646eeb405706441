import type { WorkbookCell } from '../../engine/actuals/tableCells.ts';
import { dateStyles, MAX_CELL_CHARACTERS, openWorkbook, sharedStrings, type Workbook } from './workbookParts.ts';
import { EnoughRead, readXmlPart } from './xmlPart.ts';
import { notReadable } from './uploadRefusal.ts';

/**
 * The cells of one sheet of an uploaded workbook, within the shape the reader expects. The sheet
 * is read as a stream of the cells the file holds — never a grid walked up to its last row — and
 * refused at the first row or cell beyond `shape`: a 2 KB workbook with one cell at row 1,048,576
 * is refused at that cell. Each cell says what the file stores (engine/actuals/tableCells.ts reads
 * numbers from it).
 */
export interface SheetShape {
  /** The last row and column (1-based) a cell may be in, and how many cells there may be. */
  rows: number;
  columns: number;
  cells: number;
  /** What the sheet is, for messages: "the Drivers sheet of an exported model". */
  describe: string;
}

export interface SheetCell {
  row: number;
  /** 1-based: A is 1. */
  column: number;
  cell: WorkbookCell;
}

export interface SheetRead {
  sheetName: string;
  cells: SheetCell[];
}

/** Picks the sheet to read from the workbook's sheet names (in order); undefined: none fits. */
export type SheetChoice = (names: readonly string[]) => string | undefined;

const MAX_ROW = 1_048_576;
const MAX_COLUMN = 16_384;

/** A column number as letters: 1 → A, 27 → AA. */
export function columnLetters(column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/** A cell reference such as "B12" as row and column; undefined when it is none. */
function parseReference(reference: string): { row: number; column: number } | undefined {
  const match = /^([A-Z]{1,3})(\d{1,7})$/.exec(reference);
  if (!match) return undefined;
  const column = [...match[1]!].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0);
  const row = Number(match[2]);
  return row >= 1 && row <= MAX_ROW && column <= MAX_COLUMN ? { row, column } : undefined;
}

/** A cell as the sheet part stores it, before its shared string or date style is looked up. */
interface StoredCell {
  row: number;
  column: number;
  type: string;
  style: number;
  value: string | undefined;
  inline: string | undefined;
}

function beyond(shape: SheetShape, row: number, column: number): never {
  const at = { row, column: columnLetters(column) };
  if (row > shape.rows) throw notReadable(`The sheet has a cell at row ${row.toLocaleString('en-US')} (${at.column}${row}); ${shape.describe} has at most ${shape.rows} rows`, at);
  throw notReadable(`The sheet has a cell in column ${at.column} (${at.column}${row}); ${shape.describe} has at most ${shape.columns} columns (A–${columnLetters(shape.columns)})`, at);
}

/**
 * The sheet part's cells, refused at the first one outside `shape` or out of order (a sheet lists
 * its cells row by row, left to right, so there are never more than the shape has places);
 * reading stops at the end of the sheet data.
 */
async function storedCells(book: Workbook, part: Workbook['sheets'][number]['part'], shape: SheetShape): Promise<StoredCell[]> {
  const cells: StoredCell[] = [];
  let row = 0;
  let column = 0;
  let last = { row: 0, column: 0 };
  let count = 0;
  let cell: StoredCell | undefined;
  let reading: 'value' | 'inline' | undefined;
  let inPhonetic = false;
  let text: string[] = [];
  let length = 0;
  await readXmlPart(book.file, part, book.budget, {
    open(name, attributes) {
      if (name === 'row') {
        row = attributes.r === undefined ? row + 1 : Number(attributes.r);
        if (!Number.isInteger(row) || row < 1 || row > MAX_ROW) throw notReadable(`The sheet has a row numbered "${attributes.r}"`);
        if (row > shape.rows) beyond(shape, row, 1);
        column = 0;
      } else if (name === 'c') {
        const place = attributes.r === undefined ? { row, column: column + 1 } : parseReference(attributes.r);
        if (!place) throw notReadable(`The sheet has a cell at "${attributes.r}", which is no cell reference`);
        if (place.row > shape.rows || place.column > shape.columns) beyond(shape, place.row, place.column);
        if (place.row < last.row || (place.row === last.row && place.column <= last.column)) {
          throw notReadable(`The sheet lists the cell ${columnLetters(place.column)}${place.row} after ${columnLetters(last.column)}${last.row}, out of order`);
        }
        if (count >= shape.cells) {
          throw notReadable(`The sheet has more than ${shape.cells.toLocaleString('en-US')} cells; ${shape.describe} has at most that many`, { row: place.row, column: columnLetters(place.column) });
        }
        count += 1;
        last = place;
        column = place.column;
        cell = { row: place.row, column: place.column, type: attributes.t ?? 'n', style: Number(attributes.s ?? 0), value: undefined, inline: undefined };
      } else if (cell && name === 'v') {
        reading = 'value';
      } else if (cell && name === 'rPh') {
        inPhonetic = true;
      } else if (cell && name === 't' && cell.type === 'inlineStr' && !inPhonetic) {
        reading = 'inline';
      } else {
        return;
      }
      text = [];
      length = 0;
    },
    text(piece) {
      if (!reading) return;
      length += piece.length;
      if (length > MAX_CELL_CHARACTERS) throw notReadable(`A cell of the sheet holds more than ${MAX_CELL_CHARACTERS.toLocaleString('en-US')} characters`);
      text.push(piece);
    },
    close(name) {
      if (name === 'v' && cell && reading === 'value') cell.value = text.join('');
      if (name === 't' && cell && reading === 'inline') cell.inline = (cell.inline ?? '') + text.join('');
      if (name === 'rPh') inPhonetic = false;
      if (name === 'v' || name === 't') reading = undefined;
      if (name === 'c' && cell) {
        if (cell.value !== undefined || cell.inline !== undefined) cells.push(cell);
        cell = undefined;
      }
      if (name === 'sheetData') throw new EnoughRead();
    },
  });
  return cells;
}

const DAY_MS = 86_400_000;

/** A date's serial number as an ISO date (Excel's 1900 system, with its phantom 29 February 1900, or the 1904 one). */
function serialDate(serial: number, date1904: boolean): string | undefined {
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, serial < 61 ? 31 : 30);
  const date = new Date(epoch + Math.floor(serial) * DAY_MS);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

function workbookCell(stored: StoredCell, strings: ReadonlyMap<number, string>, dates: ReadonlySet<number>, date1904: boolean): WorkbookCell {
  const value = stored.value ?? '';
  const at = `${columnLetters(stored.column)}${stored.row}`;
  switch (stored.type) {
    case 'n': {
      const iso = dates.has(stored.style) && value.trim() !== '' ? serialDate(Number(value), date1904) : undefined;
      return iso === undefined ? { kind: 'number', stored: value } : { kind: 'date', iso };
    }
    case 's': {
      const text = strings.get(Number(value));
      if (text === undefined) throw notReadable(`The cell ${at} refers to a shared string the workbook does not have`, { row: stored.row, column: columnLetters(stored.column) });
      return { kind: 'text', text };
    }
    case 'str': return { kind: 'text', text: value };
    case 'inlineStr': return { kind: 'text', text: stored.inline ?? value };
    case 'b': return { kind: 'boolean', value: value === '1' || value === 'true' };
    case 'e': return { kind: 'error', text: value };
    case 'd': return { kind: 'date', iso: value.slice(0, 10) };
    default: throw notReadable(`The cell ${at} has the unknown type "${stored.type}"`, { row: stored.row, column: columnLetters(stored.column) });
  }
}

/**
 * Opens the workbook, picks its sheet with `choose` and reads that sheet's cells within `shape`.
 * Undefined when no sheet fits (the caller says what it needed).
 */
export async function readSheetCells(file: Uint8Array, choose: SheetChoice, shape: SheetShape): Promise<SheetRead | undefined> {
  const book = await openWorkbook(file);
  const sheetName = choose(book.sheets.map((sheet) => sheet.name));
  const sheet = book.sheets.find((candidate) => candidate.name === sheetName);
  if (!sheet) return undefined;
  const stored = await storedCells(book, sheet.part, shape);
  const wantedStrings = new Set(stored.filter((cell) => cell.type === 's').map((cell) => Number(cell.value)).filter((at) => Number.isInteger(at) && at >= 0));
  const strings = await sharedStrings(book, wantedStrings);
  const dates = stored.some((cell) => cell.type === 'n') ? await dateStyles(book) : new Set<number>();
  return { sheetName: sheet.name, cells: stored.map((cell) => ({ row: cell.row, column: cell.column, cell: workbookCell(cell, strings, dates, book.date1904) })) };
}
