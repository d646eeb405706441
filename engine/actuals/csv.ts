import Papa from 'papaparse';
import { ACTUAL_MONTHS, isMonthKey } from '../calendar.ts';
import { readDecimalText, shownText } from './tableCells.ts';
import {
  ACTUAL_FIELDS, OPENING_BALANCE_DEFAULTS, OPTIONAL_SETTINGS, seriesOf, SETTING_FIELDS, SETTING_KINDS, SIGNED_FIELDS, WHOLE_NUMBER_FIELDS,
  type OpeningBalanceField,
  type ActualField, type Actuals, type BaselineSettings,
} from './schema.ts';

/**
 * The baseline CSV: one row per field. Settings fill the `value` column; monthly actuals fill the
 * 24 month columns. Reading is all-or-nothing: every problem is reported with its line and column.
 */
export const CSV_HEADER: readonly string[] = ['field', 'value', ...ACTUAL_MONTHS];

export interface CsvProblem {
  line: number;
  column: string;
  message: string;
}

/**
 * At most this many problems of one file are listed, the rest only counted: a file of bad lines
 * otherwise answered each of them (a 0.54 MB CSV, 270,000 problems, a 58 MB answer).
 */
export const LISTED_PROBLEMS = 100;

/** The problems of one file as they are found: the first LISTED_PROBLEMS in full, all of them counted. */
export class ProblemList {
  readonly listed: CsvProblem[] = [];
  count = 0;

  add(problem: CsvProblem): void {
    this.count += 1;
    if (this.listed.length < LISTED_PROBLEMS) this.listed.push(problem);
  }

  /** The file refused with these problems, listed in the order they were found. */
  refusal(): CsvRefusal {
    return { ok: false, errors: [...this.listed], problemCount: this.count };
  }
}

/** A refused file: `errors` the first LISTED_PROBLEMS problems, `problemCount` all of them. */
export interface CsvRefusal {
  ok: false;
  errors: CsvProblem[];
  problemCount: number;
}

/** Problems found otherwise (in a bounded number) as a refusal. */
export function refusalOf(problems: readonly CsvProblem[]): CsvRefusal {
  const list = new ProblemList();
  for (const problem of problems) list.add(problem);
  return list.refusal();
}

/** `lines`: the line each field was read from, for messages about the parsed baseline. */
export type CsvResult = { ok: true; actuals: Actuals; lines: ReadonlyMap<string, number> } | CsvRefusal;

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell that a spreadsheet would run as a formula gets a leading apostrophe. */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

// A text that itself starts with an apostrophe gets one more, so that reading strips exactly
// what writing added and every text survives the round trip.
const ESCAPED_START = /^'[=+\-@\t\r']/;

function writeTextCell(text: string): string {
  return text.startsWith("'") ? `'${text}` : neutraliseCell(text);
}

function readTextCell(text: string): string {
  return ESCAPED_START.test(text) ? text.slice(1) : text;
}

/** A cell's number, or the message naming `what` (e.g. "rides 2024-01") that refuses it. */
function readCellNumber(what: string, raw: string): { ok: true; value: number } | { ok: false; message: string } {
  const read = readDecimalText(raw);
  if (read.ok) return read;
  return { ok: false, message: read.reason === 'syntax' ? `${what} must be a number, got "${shownText(raw)}"` : `${what}: ${read.message}` };
}

const EPS = 1e-9;

function checkIdentities(values: Record<ActualField, number[]>, lineOf: Map<string, number>, errors: ProblemList): void {
  const identities: { total: ActualField; parts: ActualField[]; sign?: number[] }[] = [
    { total: 'total_revenue', parts: ['one_time_revenue', 'recurring_revenue', 'transaction_revenue'] },
    { total: 'recurring_revenue', parts: ['medical_recurring_revenue', 'transport_recurring_revenue'] },
    { total: 'gross_profit', parts: ['total_revenue', 'cost_of_goods_sold'], sign: [1, -1] },
    { total: 'rides', parts: ['medical_rides', 'transport_rides'] },
  ];
  for (const { total, parts, sign } of identities) {
    ACTUAL_MONTHS.forEach((month, i) => {
      const expected = parts.reduce((sum, part, k) => sum + (sign?.[k] ?? 1) * (seriesOf(values, part)[i] ?? 0), 0);
      const stated = seriesOf(values, total)[i] ?? 0;
      if (Math.abs(expected - stated) > EPS) {
        errors.add({
          line: lineOf.get(total) ?? 0,
          column: month,
          message: `${total} ${stated} differs from ${parts.join(sign ? ' − ' : ' + ')} = ${expected}`,
        });
      }
    });
  }
}

export function parseActualsCsv(text: string): CsvResult {
  // Blank lines are kept while parsing so that row k is line k + 1 in every message.
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const errors = new ProblemList();
  for (const error of parsed.errors) errors.add({ line: (error.row ?? 0) + 1, column: '', message: `CSV syntax: ${error.message}` });
  const isBlank = (row: string[]) => row.every((cell) => cell.trim() === '');
  const rows = parsed.data;
  const header = rows[0] ?? [];
  if (header.length !== CSV_HEADER.length || header.some((cell, i) => cell.trim() !== CSV_HEADER[i])) {
    errors.add({ line: 1, column: '', message: `Header must be: ${CSV_HEADER.join(',')}` });
    return errors.refusal();
  }
  const settings: Partial<Record<keyof BaselineSettings, string | number>> = {};
  const values: Partial<Record<ActualField, number[]>> = {};
  const lineOf = new Map<string, number>();
  const settingSet = new Set<string>(SETTING_FIELDS);
  const actualSet = new Set<string>(ACTUAL_FIELDS);

  rows.slice(1).forEach((row, index) => {
    if (isBlank(row)) return;
    const line = index + 2;
    const field = (row[0] ?? '').trim();
    if (row.length !== CSV_HEADER.length) {
      errors.add({ line, column: '', message: `Expected ${CSV_HEADER.length} columns, found ${row.length}` });
      return;
    }
    if (lineOf.has(field)) {
      errors.add({ line, column: 'field', message: `${field} appears twice (first on line ${lineOf.get(field)})` });
      return;
    }
    lineOf.set(field, line);
    const monthCells = row.slice(2);
    if (settingSet.has(field)) {
      const key = field as keyof BaselineSettings;
      const raw = row[1] ?? '';
      if (monthCells.some((cell) => cell.trim() !== '')) {
        errors.add({ line, column: ACTUAL_MONTHS[monthCells.findIndex((c) => c.trim() !== '')] ?? '', message: `${field} is a setting: only the value column may be filled` });
      }
      const kind = SETTING_KINDS[key];
      if (kind === 'number') {
        const read = readCellNumber(field, raw);
        if (read.ok) settings[key] = read.value;
        else errors.add({ line, column: 'value', message: read.message });
      } else if (kind === 'month') {
        if (!isMonthKey(raw.trim())) errors.add({ line, column: 'value', message: `${field} must be a month YYYY-MM, got "${raw}"` });
        else settings[key] = raw.trim();
      } else {
        settings[key] = readTextCell(raw);
      }
      return;
    }
    if (!actualSet.has(field)) {
      errors.add({ line, column: 'field', message: `Unknown field "${field}"` });
      return;
    }
    const actualField = field as ActualField;
    if ((row[1] ?? '').trim() !== '') errors.add({ line, column: 'value', message: `${field} is monthly: leave the value column empty` });
    const series: number[] = [];
    monthCells.forEach((cell, i) => {
      const month = ACTUAL_MONTHS[i] ?? '';
      const read = readCellNumber(`${field} ${month}`, cell);
      if (!read.ok) {
        errors.add({ line, column: month, message: read.message });
      } else if (WHOLE_NUMBER_FIELDS.has(actualField) && !Number.isInteger(read.value)) {
        errors.add({ line, column: month, message: `${field} ${month} must be a whole number, got ${cell}` });
      } else if (read.value < 0 && !SIGNED_FIELDS.has(actualField)) {
        errors.add({ line, column: month, message: `${field} ${month} cannot be negative, got ${cell}` });
      } else {
        series.push(read.value);
      }
    });
    values[actualField] = series;
  });

  const endLine = rows.length + (isBlank(rows[rows.length - 1] ?? []) ? 0 : 1);
  for (const field of SETTING_FIELDS) {
    if (lineOf.has(field)) continue;
    if (OPTIONAL_SETTINGS.has(field)) settings[field] = OPENING_BALANCE_DEFAULTS[field as OpeningBalanceField];
    else errors.add({ line: endLine, column: 'field', message: `Missing setting ${field}` });
  }
  for (const field of ACTUAL_FIELDS) {
    if (!lineOf.has(field)) errors.add({ line: endLine, column: 'field', message: `Missing monthly field ${field}` });
  }
  if (errors.count > 0) return errors.refusal();
  const complete = values as Record<ActualField, number[]>;
  checkIdentities(complete, lineOf, errors);
  if (errors.count > 0) return errors.refusal();
  return { ok: true, actuals: { values: complete, settings: settings as unknown as BaselineSettings }, lines: lineOf };
}

export function serializeActualsCsv(actuals: Actuals): string {
  const empties = ACTUAL_MONTHS.map(() => '');
  const rows: string[][] = [[...CSV_HEADER]];
  for (const field of SETTING_FIELDS) {
    const value = actuals.settings[field];
    rows.push([field, typeof value === 'number' ? String(value) : writeTextCell(value), ...empties]);
  }
  for (const field of ACTUAL_FIELDS) {
    rows.push([field, '', ...seriesOf(actuals.values, field).map((value) => String(value))]);
  }
  return `${Papa.unparse(rows, { newline: '\n' })}\n`;
}
