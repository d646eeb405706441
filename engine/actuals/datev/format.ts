import Papa from 'papaparse';

/**
 * The DATEV format as Fahrplan reads it, written once: the header line, the column titles of a
 * Buchungsstapel, the text encoding, the decimal comma and the Belegdatum (TTMM) rule, and the
 * columns of a monthly Summen- und Saldenliste (SuSa). readDatev and readSusa (read.ts) apply
 * these rules; nothing else spells a DATEV field name or pattern.
 *
 * Sources (as of 2026, see docs/datev.md):
 * - DATEV, "DATEV-Format – Einstieg": developer.datev.de/datev/platform/de/dtvf/einstieg
 *   (semicolons, CR/LF, quoted text with doubled quotes, no control characters in text, decimal
 *   comma, no thousands separator; a sample Buchungsstapel with its column-title line).
 * - DATEV, "Header": developer.datev.de/datev/platform/en/dtvf/formate/header (EXTF|DTVF, header
 *   version 700, category 21 = Buchungsstapel, Formatversion 13, field order of the header).
 * - DATEV, "Buchungsstapel": developer.datev.de/datev/platform/de/dtvf/formate/buchungsstapel
 *   (Umsatz ^\d{1,10},\d{2}$ and positive, S/H refers to Konto, account numbers of 1–9 digits and
 *   at most one digit longer than the Sachkontenlänge).
 * - ledermann/datev, lib/datev/base/header.rb (header field names and positions 1–31) and
 *   seamless-engineering/datev-extf, src/columns.ts (the 125 column titles of Formatversion 13).
 */

/** A DATEV field the reader could not accept: `line` is 1-based, `field` the official field name. */
export interface DatevProblem {
  line: number;
  field: string;
  message: string;
}

/** Every input is bounded before the work (HOUSE_STYLE): bytes before decoding, lines before parsing. */
export interface DatevLimits {
  maxBytes: number;
  maxBookings: number;
}

export const DEFAULT_DATEV_LIMITS: DatevLimits = { maxBytes: 50 * 1024 * 1024, maxBookings: 500_000 };

/** At most this many problems are listed; a file of broken lines is refused, not echoed back. */
export const LISTED_DATEV_PROBLEMS = 100;

// ---------------------------------------------------------------------------------------------
// Header (line 1). Positions are 0-based indexes into the header record; names are DATEV's.

export const HEADER_FIELDS = {
  kind: { index: 0, name: 'Kennzeichen' },
  headerVersion: { index: 1, name: 'Versionsnummer' },
  formatCategory: { index: 2, name: 'Formatkategorie' },
  formatName: { index: 3, name: 'Formatname' },
  formatVersion: { index: 4, name: 'Formatversion' },
  createdAt: { index: 5, name: 'Erzeugt am' },
  consultantNumber: { index: 10, name: 'Beraternummer' },
  clientNumber: { index: 11, name: 'Mandantennummer' },
  fiscalYearStart: { index: 12, name: 'WJ-Beginn' },
  accountLength: { index: 13, name: 'Sachkontenlänge' },
  periodFrom: { index: 14, name: 'Datum vom' },
  periodTo: { index: 15, name: 'Datum bis' },
  label: { index: 16, name: 'Bezeichnung' },
  bookingType: { index: 18, name: 'Buchungstyp' },
  currency: { index: 21, name: 'WKZ' },
  chartOfAccounts: { index: 26, name: 'Sachkontenrahmen' },
} as const;

export type HeaderField = keyof typeof HEADER_FIELDS;

/** EXTF: written by a third-party program; DTVF: written by a DATEV program. */
export const FILE_KINDS = ['EXTF', 'DTVF'] as const;
export const HEADER_VERSION = 700;
export const BUCHUNGSSTAPEL_CATEGORY = 21;
export const BUCHUNGSSTAPEL_NAME = 'Buchungsstapel';
/**
 * Formatversion 7 (header 700 onwards) to 13 (current): the columns read here kept their titles
 * in all of them, later versions only appended columns.
 */
export const FORMAT_VERSIONS = { min: 7, max: 13 } as const;
/** "Kleinste Sachkontenlänge = 4, größte = 8"; a personal account may be one digit longer. */
export const ACCOUNT_LENGTH = { min: 4, max: 8 } as const;
/** 1 = Finanzbuchführung, 2 = Jahresabschluss. */
export const BOOKING_TYPES = ['1', '2'] as const;

// ---------------------------------------------------------------------------------------------
// Buchungsstapel columns (line 2 holds the titles, bookings start on line 3).

/** The columns read, by DATEV's column title; found by title, so columns not read may vary. */
export const BOOKING_COLUMNS = {
  amount: 'Umsatz (ohne Soll/Haben-Kz)',
  debitCredit: 'Soll/Haben-Kennzeichen',
  currency: 'WKZ Umsatz',
  account: 'Konto',
  contraAccount: 'Gegenkonto (ohne BU-Schlüssel)',
  buKey: 'BU-Schlüssel',
  documentDate: 'Belegdatum',
  documentField1: 'Belegfeld 1',
  postingText: 'Buchungstext',
  costCentre1: 'KOST1 - Kostenstelle',
  costCentre2: 'KOST2 - Kostenstelle',
} as const;

export type BookingColumn = keyof typeof BOOKING_COLUMNS;

/**
 * Column titles compared after this: older DATEV samples write an en dash ("KOST1 – Kostenstelle")
 * where the current Formatbeschreibung writes a hyphen, and spacing around it varies.
 */
export function columnTitleKey(title: string): string {
  return title.replace(/[\u2013\u2014]/g, '-').replace(/\s+/g, ' ').replace(/\s*-\s*/g, '-').trim();
}

export const TEXT_LIMITS = { postingText: 60, documentField1: 36, costCentre: 36 } as const;

/** S = Soll (debit) and H = Haben (credit), of the Konto; the Gegenkonto takes the other side. */
export const DEBIT_CREDIT = ['S', 'H'] as const;
export type DebitCredit = (typeof DEBIT_CREDIT)[number];

export const ACCOUNT_PATTERN = /^\d{1,9}$/;
export const BU_KEY_PATTERN = /^\d{0,4}$/;
export const CURRENCY_PATTERN = /^[A-Z]{3}$/;

// ---------------------------------------------------------------------------------------------
// Numbers and dates.

/** "Umsatz": up to 10 digits, a decimal comma and exactly 2 decimals; no sign, no thousands separator. */
const AMOUNT_PATTERN = /^(\d{1,10}),(\d{2})$/;

/** The amount in cents (exact: no binary fraction on the way), or why the text is not one. */
export function parseAmountCents(text: string): { cents: number } | { problem: string } {
  const match = AMOUNT_PATTERN.exec(text);
  if (match) return { cents: Number(match[1]) * 100 + Number(match[2]) };
  if (/^-?[\d.]+\.\d{1,2}$/.test(text)) return { problem: `"${text}" has a decimal point; DATEV writes a decimal comma (e.g. 1234,56)` };
  if (/^\d{1,3}(\.\d{3})+,\d{2}$/.test(text)) return { problem: `"${text}" has a thousands separator; DATEV writes none (e.g. 1234,56)` };
  if (text.startsWith('-')) return { problem: `"${text}" is negative; the amount is positive and the Soll/Haben-Kennzeichen gives its side` };
  return { problem: `"${text}" is not an amount with a decimal comma and 2 decimals (e.g. 1234,56)` };
}

/** A signed SuSa amount: as Umsatz, with a leading minus for a credit (Haben) balance. */
export function parseSignedAmountCents(text: string): { cents: number } | { problem: string } {
  if (!text.startsWith('-')) return parseAmountCents(text);
  const result = parseAmountCents(text.slice(1));
  return 'cents' in result ? { cents: -result.cents } : result;
}

/** An ISO day (YYYY-MM-DD) from DATEV's JJJJMMTT, or undefined when it is no calendar day. */
export function parseHeaderDate(text: string): string | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [, year, month, day] = match;
  return isCalendarDay(Number(year), Number(month), Number(day)) ? `${year}-${month}-${day}` : undefined;
}

function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The day a year after `isoDay`, minus one: the last day of a fiscal year starting on it. */
export function fiscalYearEnd(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year + 1, month - 1, day - 1)).toISOString().slice(0, 10);
}

/**
 * Belegdatum is TTMM without a year (DATEV writes it as a number, so 0102 may come as 102): the
 * year is the one that puts the day inside Datum vom–bis. A period lies within one fiscal year,
 * so at most one of its (at most two) calendar years fits; no fit is an error, not a guess.
 */
export function resolveDocumentDate(text: string, periodFrom: string, periodTo: string): { date: string } | { problem: string } {
  const match = /^(\d{1,2})(\d{2})$/.exec(text);
  if (!match || text.length < 3) return { problem: `"${text}" is not a day as TTMM (e.g. 0102 for 1 February)` };
  const day = Number(match[1]);
  const month = Number(match[2]);
  const years = [...new Set([periodFrom.slice(0, 4), periodTo.slice(0, 4)])];
  for (const year of years) {
    if (!isCalendarDay(Number(year), month, day)) continue;
    const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    if (date >= periodFrom && date <= periodTo) return { date };
  }
  return { problem: `"${text}" is outside the batch's period ${periodFrom} to ${periodTo} (Datum vom–bis)` };
}

// ---------------------------------------------------------------------------------------------
// Summen- und Saldenliste. DATEV has no EXTF category for it: these are the columns Fahrplan
// reads from a monthly SuSa exported as CSV (see docs/datev.md), one account per line after the
// title line. Amounts as Umsatz; EB-Wert and Saldo carry a minus when they are on the Haben side.

export const SUSA_COLUMNS = {
  account: 'Konto',
  name: 'Beschriftung',
  openingBalance: 'EB-Wert',
  debits: 'Soll',
  credits: 'Haben',
  balance: 'Saldo',
} as const;

export type SusaColumn = keyof typeof SUSA_COLUMNS;

// ---------------------------------------------------------------------------------------------
// Text: encoding and records.

// The engine compiles without DOM or Node types, but TextDecoder is a global in every place it
// runs (browser worker, Node with full ICU); this states the part of it the reader uses.
declare class TextDecoder {
  constructor(label: string, options?: { fatal?: boolean; ignoreBOM?: boolean });
  decode(input: Uint8Array): string;
}

const UTF8_BOM = [0xef, 0xbb, 0xbf] as const;

/**
 * The first control character other than tab, CR and LF. Bytes 0x81, 0x8D, 0x8F, 0x90 and 0x9D
 * are undefined in Windows-1252 and decode to C1 controls, so they are found here too.
 */
function firstControlCharacter(text: string): number {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return text.search(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/);
}

/** How the file's bytes are text: UTF-8 after a byte-order mark, else Windows-1252 (DATEV's "ANSI"). */
export type DatevEncoding = { name: 'utf-8'; start: 3 } | { name: 'windows-1252'; start: 0 };

/** A piece of the file decoded at a time: cut at a line end, so no character or record is split. */
export const DECODED_PIECE_BYTES = 1 << 20;

/** Where the piece starting at `start` ends: at the first line end after DECODED_PIECE_BYTES, or the file's end. */
export function pieceEnd(bytes: Uint8Array, start: number): number {
  if (start + DECODED_PIECE_BYTES >= bytes.byteLength) return bytes.byteLength;
  const lineEnd = bytes.indexOf(0x0a, start + DECODED_PIECE_BYTES);
  return lineEnd < 0 ? bytes.byteLength : lineEnd + 1;
}

/**
 * The file's encoding, or the problem: UTF-8 when it starts with a byte-order mark, else
 * Windows-1252. A file without the mark whose first piece holding a byte beyond ASCII is valid
 * UTF-8 is refused rather than read as Windows-1252, which would turn "Büro" into "BÃ¼ro" silently
 * (Windows-1252 text with umlauts practically never forms valid UTF-8).
 */
export function datevEncoding(bytes: Uint8Array): DatevEncoding | { problem: DatevProblem } {
  if (UTF8_BOM.every((byte, i) => bytes[i] === byte)) return { name: 'utf-8', start: 3 };
  const high = bytes.findIndex((byte) => byte >= 0x80);
  if (high >= 0) {
    const start = Math.max(0, bytes.lastIndexOf(0x0a, high) + 1);
    try {
      const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(start, pieceEnd(bytes, start)));
      if (/[\u0080-\uffff]/.test(text)) {
        return { problem: { line: countLines(bytes.subarray(0, high)), field: 'Zeichensatz', message: 'the file is UTF-8 without a byte-order mark; DATEV files are Windows-1252, or UTF-8 with a byte-order mark' } };
      }
    } catch {
      // Not UTF-8: Windows-1252, as expected.
    }
  }
  return { name: 'windows-1252', start: 0 };
}

/** A piece's text (its first line is `firstLine` of the file), or the problem naming the line. */
export function decodePiece(piece: Uint8Array, encoding: DatevEncoding, firstLine: number): { text: string } | { problem: DatevProblem } {
  if (encoding.name === 'utf-8') {
    try {
      return checkedText(new TextDecoder('utf-8', { fatal: true }).decode(piece), firstLine);
    } catch {
      const lenient = new TextDecoder('utf-8').decode(piece);
      return { problem: { line: firstLine - 1 + lineAt(lenient, lenient.indexOf('\uFFFD')), field: 'Zeichensatz', message: 'the file starts with a UTF-8 byte-order mark but holds bytes that are not UTF-8' } };
    }
  }
  return checkedText(windows1252Fixup(new TextDecoder('windows-1252').decode(piece)), firstLine);
}

/**
 * WHATWG's Windows-1252 index for bytes 0x80–0x9F (0 = undefined, left a C1 control). Node
 * 20.18.3 and later decode 'windows-1252' as Latin-1 (nodejs/node#56542, #60888), turning €, „ “
 * and – into controls; mapping the C1 range after decoding gives the same text on every runtime.
 */
const WINDOWS_1252_C1 = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0,
  0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
] as const;

function windows1252Fixup(text: string): string {
  if (!/[\u0080-\u009f]/.test(text)) return text;
  return text.replace(/[\u0080-\u009f]/g, (c) => String.fromCharCode(WINDOWS_1252_C1[c.charCodeAt(0) - 0x80] || c.charCodeAt(0)));
}

function checkedText(text: string, firstLine: number): { text: string } | { problem: DatevProblem } {
  const at = firstControlCharacter(text);
  if (at < 0) return { text };
  return { problem: { line: firstLine - 1 + lineAt(text, at), field: 'Zeichensatz', message: `control character U+${text.charCodeAt(at).toString(16).toUpperCase().padStart(4, '0')} (a byte Windows-1252 does not define, or a broken file)` } };
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

/**
 * Lines in the file as bytes: an upper bound of its records, since text fields may hold no line
 * break. Counted before decoding, so an oversized file costs one pass over its bytes, no parse.
 */
export function countLines(bytes: Uint8Array): number {
  let lines = 1;
  for (let at = bytes.indexOf(0x0a); at >= 0; at = bytes.indexOf(0x0a, at + 1)) lines += 1;
  return lines;
}

/** One record of the file with the line it starts on. */
export interface DatevRecord {
  line: number;
  cells: string[];
}

/**
 * Semicolon-separated records, quoted text with doubled quotes; CR/LF (a bare LF is read too).
 * Each record is handed to `visit` as it is parsed and not kept, so a batch of 100,000 bookings
 * of 125 columns never holds its twelve million cells at once; `visit` answers 'stop' to end the
 * parse early (a refused header). Answers the CSV syntax problems.
 */
export function visitRecords(text: string, visit: (record: DatevRecord) => 'stop' | void, firstLine = 1): { problems: DatevProblem[]; stopped: boolean } {
  const problems: DatevProblem[] = [];
  let line = firstLine;
  let stopped = false;
  // A piece's last line end ends its last record rather than starting an empty one.
  const records = text.endsWith('\r\n') ? text.slice(0, -2) : text.endsWith('\n') ? text.slice(0, -1) : text;
  Papa.parse<string[]>(records, {
    delimiter: ';', quoteChar: '"', escapeChar: '"', skipEmptyLines: false,
    // Named rather than guessed: the guess reads ahead, and a quoted line break would mislead it.
    newline: records.includes('\r\n') ? '\r\n' : '\n',
    step: ({ data: cells, errors }, parser) => {
      for (const error of errors) problems.push({ line, field: 'CSV', message: error.message });
      if (visit({ line, cells }) === 'stop') {
        stopped = true;
        parser.abort();
      }
      // A quoted field spanning lines is refused by the readers; counting its breaks keeps every
      // later line number true until then.
      line += 1 + cells.reduce((breaks, cell) => breaks + (cell.includes('\n') ? cell.split('\n').length - 1 : 0), 0);
    },
  });
  return { problems, stopped };
}

/** Does the record hold only empty cells (a trailing CR/LF, a blank line)? */
export function isBlankRecord(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === '');
}
