import Papa from 'papaparse';
import {
  CLOSABLE_MONTHS, MONTHLY_ACTUAL_LINES, SIGNED_CLOSED_MONTH_LINES,
  type ClosedMonthLine, type MonthlyActualValues,
} from './closedMonths.ts';
import { neutraliseCell, type CsvProblem } from './csv.ts';

/**
 * Monthly actuals of 2026 on as a file (issue #19). Two layouts, told apart by the header:
 * long `month,line,value` (one value a row, any column order: the API's and the CLI's format) and
 * wide `line,2026-01,2026-02,…` (one row per line, what the XLSX export writes). Reading is all or
 * nothing: every problem is reported with its file line (1-based) and column.
 */
export const LONG_HEADER = ['month', 'line', 'value'] as const;
export type LongColumn = (typeof LONG_HEADER)[number];

/** Counted lines: whole numbers. */
export const WHOLE_NUMBER_CLOSED_MONTH_LINES: ReadonlySet<ClosedMonthLine> = new Set([
  'medical_rides', 'transport_rides', 'inpatient_clients', 'outpatient_clients', 'transport_clients',
]);

export interface MonthlyActualRow {
  month: string;
  line: string;
  value: number;
}

export type MonthlyActualsRead = { ok: true; values: MonthlyActualValues; count: number } | { ok: false; errors: CsvProblem[] };

const CLOSABLE = new Set(CLOSABLE_MONTHS);
const FIRST_MONTH = CLOSABLE_MONTHS[0];
const LAST_MONTH = CLOSABLE_MONTHS[CLOSABLE_MONTHS.length - 1];
const DOT_DECIMAL = /^-?\d+(\.\d+)?$/;

export function monthProblem(month: string): string | undefined {
  if (CLOSABLE.has(month)) return undefined;
  return `month "${month}" is not a month ${FIRST_MONTH} … ${LAST_MONTH} written YYYY-MM`;
}

export function lineProblem(line: string): string | undefined {
  return MONTHLY_ACTUAL_LINES.includes(line) ? undefined : `line "${line}" is not one of ${MONTHLY_ACTUAL_LINES.join(', ')}`;
}

/** What is wrong with a number for `line` (whose id is valid), or undefined. */
export function valueProblem(line: ClosedMonthLine, value: number): string | undefined {
  if (!Number.isFinite(value)) return `${line} must be a finite number`;
  if (value < 0 && !SIGNED_CLOSED_MONTH_LINES.has(line)) return `${line} must not be negative (${value})`;
  if (WHOLE_NUMBER_CLOSED_MONTH_LINES.has(line) && !Number.isInteger(value)) return `${line} is a count and must be a whole number (${value})`;
  return undefined;
}

/** A cell's text as a number: digits with an optional dot decimal and sign, nothing else. */
function readNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (!DOT_DECIMAL.test(trimmed)) return undefined;
  return Number(trimmed) + 0; // + 0 turns -0 into 0
}

const isBlank = (row: readonly string[]) => row.every((cell) => cell.trim() === '');

/**
 * Reads rows of cells (a CSV's or a sheet's), `firstLine` being the line number of rows[0].
 * Shared by the CSV reader here and the server's XLSX reader, so both answer alike.
 */
export function readMonthlyActualsRows(rows: readonly (readonly string[])[], firstLine = 1): MonthlyActualsRead {
  const headerIndex = rows.findIndex((row) => !isBlank(row));
  if (headerIndex < 0) return { ok: false, errors: [{ line: firstLine, column: '', message: 'The file is empty: expected the header month,line,value' }] };
  const header = rows[headerIndex]!.map((cell) => cell.trim());
  const headerLine = firstLine + headerIndex;
  const body = rows.slice(headerIndex + 1).map((row, k) => ({ row, line: headerLine + 1 + k })).filter(({ row }) => !isBlank(row));
  const read = header[0] === 'line' && header.length > 1 && header.slice(1).every((cell) => /^\d{4}-\d{2}$/.test(cell))
    ? readWide(header, headerLine, body)
    : readLong(header, headerLine, body);
  return read;
}

interface BodyRow { row: readonly string[]; line: number }

function emptyBody(line: number): CsvProblem {
  return { line, column: '', message: 'The file has a header but no values' };
}

function readLong(header: string[], headerLine: number, body: BodyRow[]): MonthlyActualsRead {
  const errors: CsvProblem[] = [];
  const index = {} as Record<LongColumn, number>;
  for (const column of LONG_HEADER) {
    const at = header.indexOf(column);
    if (at < 0) errors.push({ line: headerLine, column: 'header', message: `The header must name the columns month,line,value (any order); "${column}" is missing` });
    index[column] = at;
  }
  const unknown = header.filter((cell) => !(LONG_HEADER as readonly string[]).includes(cell));
  if (unknown.length > 0) errors.push({ line: headerLine, column: 'header', message: `Unknown column${unknown.length === 1 ? '' : 's'} ${unknown.map((c) => `"${c}"`).join(', ')}: expected month,line,value` });
  if (errors.length > 0) return { ok: false, errors };
  if (body.length === 0) return { ok: false, errors: [emptyBody(headerLine)] };
  const collector = new Collector();
  for (const { row, line } of body) {
    if (row.length !== header.length) {
      errors.push({ line, column: '', message: `Expected ${header.length} cells, found ${row.length}` });
      continue;
    }
    collector.cell({ month: row[index.month]!.trim(), line: row[index.line]!.trim(), raw: row[index.value]!, fileLine: line, valueColumn: 'value', checkIds: true }, errors);
  }
  return collector.result(errors);
}

function readWide(header: string[], headerLine: number, body: BodyRow[]): MonthlyActualsRead {
  const errors: CsvProblem[] = [];
  const months = header.slice(1);
  months.forEach((month, k) => {
    const problem = monthProblem(month);
    if (problem) errors.push({ line: headerLine, column: month, message: problem });
    if (months.indexOf(month) !== k) errors.push({ line: headerLine, column: month, message: `month ${month} is a column twice` });
  });
  if (errors.length > 0) return { ok: false, errors };
  if (body.length === 0) return { ok: false, errors: [emptyBody(headerLine)] };
  const collector = new Collector();
  for (const { row, line } of body) {
    if (row.length > header.length) {
      errors.push({ line, column: '', message: `Expected at most ${header.length} cells, found ${row.length}` });
      continue;
    }
    const lineId = (row[0] ?? '').trim();
    months.forEach((month, k) => {
      const raw = row[k + 1] ?? '';
      if (raw.trim() !== '') collector.cell({ month, line: lineId, raw, fileLine: line, valueColumn: month, checkIds: false }, errors);
    });
    const badLine = lineProblem(lineId);
    if (badLine) errors.push({ line, column: 'line', message: badLine });
  }
  return collector.result(errors);
}

interface CellAt { month: string; line: string; raw: string; fileLine: number; valueColumn: string; checkIds: boolean }

/** Gathers the values, refusing a (month, line) given twice with both file lines named. */
class Collector {
  private readonly values: MonthlyActualValues = {};
  private readonly seenAt = new Map<string, number>();
  private count = 0;

  /** One value; `checkIds`: month and line come from the row (long layout) rather than from checked headers. */
  cell({ month, line, raw, fileLine, valueColumn, checkIds }: CellAt, errors: CsvProblem[]): void {
    const badMonth = monthProblem(month);
    const badLine = lineProblem(line);
    if (checkIds && badMonth) errors.push({ line: fileLine, column: 'month', message: badMonth });
    if (checkIds && badLine) errors.push({ line: fileLine, column: 'line', message: badLine });
    const value = readNumber(raw);
    if (value === undefined) {
      errors.push({ line: fileLine, column: valueColumn, message: `"${raw.trim()}" is not a number written with a dot decimal (e.g. 1234.5, no thousands separators)` });
      return;
    }
    if (badMonth || badLine) return;
    const lineId = line as ClosedMonthLine;
    const bad = valueProblem(lineId, value);
    if (bad) {
      errors.push({ line: fileLine, column: valueColumn, message: bad });
      return;
    }
    const key = `${month} ${line}`;
    const earlier = this.seenAt.get(key);
    if (earlier !== undefined) {
      errors.push({ line: fileLine, column: valueColumn, message: `${line} of ${month} is given twice, on lines ${earlier} and ${fileLine}` });
      return;
    }
    this.seenAt.set(key, fileLine);
    (this.values[month] ??= {})[lineId] = value;
    this.count += 1;
  }

  result(errors: CsvProblem[]): MonthlyActualsRead {
    if (errors.length > 0) return { ok: false, errors: errors.sort((a, b) => a.line - b.line) };
    return { ok: true, values: this.values, count: this.count };
  }
}

export function parseMonthlyActualsCsv(text: string): MonthlyActualsRead {
  // Blank lines are kept while parsing so that row k is line k + 1 in every message.
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false, delimiter: ',' });
  if (parsed.errors.length > 0) {
    return { ok: false, errors: parsed.errors.map((error) => ({ line: (error.row ?? 0) + 1, column: '', message: `CSV syntax: ${error.message}` })) };
  }
  return readMonthlyActualsRows(parsed.data);
}

/** JSON rows [{ month, line, value }]: the same rules, each problem at its 1-based row. */
export function readMonthlyActualRows(rows: readonly MonthlyActualRow[]): MonthlyActualsRead {
  return readMonthlyActualsRows([[...LONG_HEADER], ...rows.map((row) => [row.month, row.line, plainDecimal(row.value)])], 0);
}

/** The values as rows: months ascending, lines in MONTHLY_ACTUAL_LINES order. */
export function monthlyActualRows(values: MonthlyActualValues): MonthlyActualRow[] {
  return actualMonths(values).flatMap((month) => MONTHLY_ACTUAL_LINES.flatMap((line) => {
    const value = values[month]?.[line];
    return value === undefined ? [] : [{ month, line, value }];
  }));
}

/** The months holding any value, ascending. */
export function actualMonths(values: MonthlyActualValues): string[] {
  return CLOSABLE_MONTHS.filter((month) => Object.keys(values[month] ?? {}).length > 0);
}

/**
 * A number as digits with a dot decimal and no exponent, the shortest text that reads back as the
 * same number (String() would write 1e-7 or 1e+21, which the reader refuses).
 */
export function plainDecimal(value: number): string {
  const text = String(value);
  const exponent = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!exponent) return text;
  const [, sign, head, tail = '', power] = exponent;
  const digits = head! + tail;
  const point = 1 + Number(power);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  return `${sign}${digits.padEnd(point, '0')}`;
}

/** The long CSV (header month,line,value), text cells neutralised against formula injection. */
export function serializeMonthlyActualsCsv(values: MonthlyActualValues): string {
  const rows = monthlyActualRows(values).map((row) => [neutraliseCell(row.month), neutraliseCell(row.line), plainDecimal(row.value)]);
  return `${Papa.unparse([[...LONG_HEADER], ...rows], { newline: '\n' })}\n`;
}

/** The wide layout as a table: header `line, month…`, one row per line with any value; null for no value. */
export function wideMonthlyActuals(values: MonthlyActualValues): { header: string[]; rows: [ClosedMonthLine, ...(number | null)[]][] } {
  const months = actualMonths(values);
  const rows = MONTHLY_ACTUAL_LINES
    .filter((line) => months.some((month) => values[month]?.[line] !== undefined))
    .map((line): [ClosedMonthLine, ...(number | null)[]] => [line, ...months.map((month) => values[month]?.[line] ?? null)]);
  return { header: ['line', ...months], rows };
}
