/**
 * A cell of an uploaded table, and the one rule that reads a number from it, whichever way the
 * table arrives (issue 24): a CSV's cells are text; a workbook's cells (read by the server's
 * bounded XLSX reader, server/upload/) say what the file stores in them; a JSON number becomes the
 * text a CSV would hold. A number is accepted only as a number:
 *
 * - text (a CSV cell): plain digits with an optional minus and dot decimal, nothing else — no
 *   thousands separators, no comma decimal, no exponent, no hexadecimal, no trailing characters;
 * - a workbook cell stored as a number, whose stored digits are a number through to the end; a
 *   cell stored as text (even "12"), a date, a truth value or an error is refused;
 * - and never with 16 or more digits before the point, beyond which a double no longer holds
 *   every whole number (a 300-digit figure is refused here, before any line's own bound).
 */
export type WorkbookCell =
  | { kind: 'text'; text: string }
  /** `stored`: the characters the file keeps for the number (an XLSX `<v>`), read strictly here. */
  | { kind: 'number'; stored: string }
  /** A number shown as a date (a date format, or stored as an ISO date): `iso` YYYY-MM-DD. */
  | { kind: 'date'; iso: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'error'; text: string };

/** A CSV cell (its text) or a workbook cell. An absent cell is ''. */
export type TableCell = string | WorkbookCell;

/** The largest magnitude read: fifteen digits before the point. */
export const MAX_NUMBER_MAGNITUDE = 1e15;

export type NumberRead =
  | { ok: true; value: number }
  /** `syntax`: text that is no number; `too_large`: 16 digits or more; `not_a_number_cell`: a workbook cell of another kind. */
  | { ok: false; reason: 'syntax' | 'too_large' | 'not_a_number_cell'; message: string };

const DOT_DECIMAL = /^-?\d+(\.\d+)?$/;
/** How a workbook stores a number (xsd:double without INF and NaN): an exponent is the file's notation, not the user's text. */
const STORED_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const SHOWN_CHARACTERS = 24;

/** A cell's text for a message: at most a few dozen characters. */
export function shownText(text: string): string {
  return text.length <= SHOWN_CHARACTERS ? text : `${text.slice(0, SHOWN_CHARACTERS)}…`;
}

function bounded(value: number, shown: string): NumberRead {
  if (!Number.isFinite(value) || Math.abs(value) >= MAX_NUMBER_MAGNITUDE) {
    return { ok: false, reason: 'too_large', message: `"${shownText(shown)}" is too large: at most 15 digits before the decimal point` };
  }
  return { ok: true, value: value + 0 }; // + 0 turns -0 into 0
}

/** A text cell's number: digits with an optional minus and dot decimal, spaces around allowed. */
export function readDecimalText(text: string): NumberRead {
  const trimmed = text.trim();
  if (!DOT_DECIMAL.test(trimmed)) {
    return { ok: false, reason: 'syntax', message: `"${shownText(trimmed)}" is not a number written with a dot decimal (e.g. 1234.5, no thousands separators)` };
  }
  return bounded(Number(trimmed), trimmed);
}

function notANumber(what: string): NumberRead {
  return { ok: false, reason: 'not_a_number_cell', message: `${what}, not a number` };
}

/** The number in `cell`, or why it holds none. */
export function readNumberCell(cell: TableCell): NumberRead {
  if (typeof cell === 'string') return readDecimalText(cell);
  switch (cell.kind) {
    case 'number':
      if (!STORED_NUMBER.test(cell.stored)) return { ok: false, reason: 'syntax', message: `the cell is stored as a number but holds "${shownText(cell.stored)}"` };
      return bounded(Number(cell.stored), cell.stored);
    case 'text':
      return notANumber(`"${shownText(cell.text)}" is stored as text`);
    case 'date':
      return notANumber(`the cell holds the date ${cell.iso}`);
    case 'boolean':
      return notANumber(`the cell holds ${cell.value ? 'TRUE' : 'FALSE'}`);
    case 'error':
      return notANumber(`the cell holds the error ${shownText(cell.text)}`);
  }
}

/**
 * A cell as text, for names, ids and headers: text as written, a number as stored, a date as its
 * month (a month typed into a spreadsheet becomes a date), a truth value as TRUE or FALSE.
 */
export function cellText(cell: TableCell): string {
  if (typeof cell === 'string') return cell;
  switch (cell.kind) {
    case 'text': return cell.text;
    case 'number': return cell.stored;
    case 'date': return cell.iso.slice(0, 7);
    case 'boolean': return cell.value ? 'TRUE' : 'FALSE';
    case 'error': return cell.text;
  }
}

/** Whether a cell holds nothing but spaces. */
export function isBlankCell(cell: TableCell): boolean {
  return cellText(cell).trim() === '';
}
