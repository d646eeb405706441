import Papa from 'papaparse';
import {
  ACTUAL_LIMIT_BY_UNIT, CLOSABLE_MONTHS, MONTHLY_ACTUAL_LINES, SIGNED_CLOSED_MONTH_LINES, actualUnit,
  type ClosedMonthLine, type MonthlyActualValues,
} from './closedMonths.ts';
import { neutraliseCell, ProblemList, type CsvProblem, type CsvRefusal } from './csv.ts';
import { cellText, isBlankCell, readNumberCell, shownText, type TableCell } from './tableCells.ts';

/**
 * Monthly actuals of 2026 on as a file (issue #19). Two layouts, told apart by the header:
 * long `month,line,value` (one value a row, any column order: the API's and the CLI's format) and
 * wide `line,2026-01,2026-02,…` (one row per line, what the XLSX export writes). Reading is all or
 * nothing: every problem is reported with its file line (1-based) and column (the first
 * LISTED_PROBLEMS of them, and how many there are).
 */
export const LONG_HEADER = ['month', 'line', 'value'] as const;
export type LongColumn = (typeof LONG_HEADER)[number];

/**
 * The most a file of monthly actuals can hold, in either layout: the long one a header and a row
 * per month and line of three cells, the wide one a header and a row per line of a cell
 * per month beside the line's. A file beyond it is refused at its first row, column or cell beyond
 * it, before anything else of it is read (issue 24).
 */
export const MONTHLY_ACTUALS_SHAPE = {
  rows: 1 + CLOSABLE_MONTHS.length * MONTHLY_ACTUAL_LINES.length,
  columns: 1 + CLOSABLE_MONTHS.length,
  cells: Math.max((1 + CLOSABLE_MONTHS.length * MONTHLY_ACTUAL_LINES.length) * LONG_HEADER.length, (1 + MONTHLY_ACTUAL_LINES.length) * (1 + CLOSABLE_MONTHS.length)),
} as const;

/** Counted lines (rides, clients): whole numbers, read from the definition's units. FTEs may be part-time fractions. */
export const WHOLE_NUMBER_CLOSED_MONTH_LINES: ReadonlySet<ClosedMonthLine> = new Set(
  MONTHLY_ACTUAL_LINES.filter((line) => actualUnit(line) === 'rides' || actualUnit(line) === 'count'),
);

export interface MonthlyActualRow {
  month: string;
  line: string;
  value: number;
}

export type MonthlyActualsRead = { ok: true; values: MonthlyActualValues; count: number } | CsvRefusal;

const CLOSABLE = new Set(CLOSABLE_MONTHS);
const FIRST_MONTH = CLOSABLE_MONTHS[0];
const LAST_MONTH = CLOSABLE_MONTHS[CLOSABLE_MONTHS.length - 1];
const UNIT_WORD = { EUR: '€', rides: 'rides', count: 'clients', FTE: 'FTEs' } as const;

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
  const unit = actualUnit(line);
  const limit = ACTUAL_LIMIT_BY_UNIT[unit];
  if (Math.abs(value) > limit) return `${line} must be at most ${limit.toLocaleString('en-US')} ${UNIT_WORD[unit]}${SIGNED_CLOSED_MONTH_LINES.has(line) ? ' either way' : ''} (${value})`;
  return undefined;
}

const isBlank = (row: readonly TableCell[]) => row.every(isBlankCell);

/**
 * Reads rows of cells (a CSV's or a sheet's), `firstLine` being the line number of rows[0].
 * Shared by the CSV reader here and the server's XLSX reader, so both answer alike.
 */
export function readMonthlyActualsRows(rows: readonly (readonly TableCell[])[], firstLine = 1): MonthlyActualsRead {
  const headerIndex = rows.findIndex((row) => !isBlank(row));
  const errors = new ProblemList();
  if (headerIndex < 0) {
    errors.add({ line: firstLine, column: '', message: 'The file is empty: expected the header month,line,value' });
    return errors.refusal();
  }
  const header = rows[headerIndex]!.map((cell) => cellText(cell).trim());
  const headerLine = firstLine + headerIndex;
  const body = rows.slice(headerIndex + 1).map((row, k) => ({ row, line: headerLine + 1 + k })).filter(({ row }) => !isBlank(row));
  return header[0] === 'line' && header.length > 1 && header.slice(1).every((cell) => /^\d{4}-\d{2}$/.test(cell))
    ? readWide(header, headerLine, body, errors)
    : readLong(header, headerLine, body, errors);
}

interface BodyRow { row: readonly TableCell[]; line: number }

function emptyBody(line: number, errors: ProblemList): MonthlyActualsRead {
  errors.add({ line, column: '', message: 'The file has a header but no values' });
  return errors.refusal();
}

const idIn = (cell: TableCell | undefined) => (cell === undefined ? '' : cellText(cell).trim());

function readLong(header: string[], headerLine: number, body: BodyRow[], errors: ProblemList): MonthlyActualsRead {
  const index = {} as Record<LongColumn, number>;
  for (const column of LONG_HEADER) {
    const at = header.indexOf(column);
    if (at < 0) errors.add({ line: headerLine, column: 'header', message: `The header must name the columns month,line,value (any order); "${column}" is missing` });
    index[column] = at;
  }
  const unknown = header.filter((cell) => !(LONG_HEADER as readonly string[]).includes(cell));
  if (unknown.length > 0) errors.add({ line: headerLine, column: 'header', message: `Unknown column${unknown.length === 1 ? '' : 's'} ${unknown.map((c) => `"${shownText(c)}"`).join(', ')}: expected month,line,value` });
  if (errors.count > 0) return errors.refusal();
  if (body.length === 0) return emptyBody(headerLine, errors);
  const collector = new Collector(errors);
  for (const { row, line } of body) {
    if (row.length !== header.length) {
      errors.add({ line, column: '', message: `Expected ${header.length} cells, found ${row.length}` });
      continue;
    }
    collector.cell({ month: idIn(row[index.month]), line: idIn(row[index.line]), cell: row[index.value]!, fileLine: line, valueColumn: 'value', checkIds: true });
  }
  return collector.result();
}

function readWide(header: string[], headerLine: number, body: BodyRow[], errors: ProblemList): MonthlyActualsRead {
  const months = header.slice(1);
  months.forEach((month, k) => {
    const problem = monthProblem(month);
    if (problem) errors.add({ line: headerLine, column: month, message: problem });
    if (months.indexOf(month) !== k) errors.add({ line: headerLine, column: month, message: `month ${month} is a column twice` });
  });
  if (errors.count > 0) return errors.refusal();
  if (body.length === 0) return emptyBody(headerLine, errors);
  const collector = new Collector(errors);
  for (const { row, line } of body) {
    if (row.length > header.length) {
      errors.add({ line, column: '', message: `Expected at most ${header.length} cells, found ${row.length}` });
      continue;
    }
    const lineId = idIn(row[0]);
    months.forEach((month, k) => {
      const cell = row[k + 1] ?? '';
      if (!isBlankCell(cell)) collector.cell({ month, line: lineId, cell, fileLine: line, valueColumn: month, checkIds: false });
    });
    const badLine = lineProblem(lineId);
    if (badLine) errors.add({ line, column: 'line', message: badLine });
  }
  return collector.result();
}

interface CellAt { month: string; line: string; cell: TableCell; fileLine: number; valueColumn: string; checkIds: boolean }

/** Gathers the values, refusing a (month, line) given twice with both file lines named. */
class Collector {
  private readonly values: MonthlyActualValues = {};
  private readonly seenAt = new Map<string, number>();
  private count = 0;

  constructor(private readonly errors: ProblemList) {}

  /** One value; `checkIds`: month and line come from the row (long layout) rather than from checked headers. */
  cell({ month, line, cell, fileLine, valueColumn, checkIds }: CellAt): void {
    const { errors } = this;
    const badMonth = monthProblem(month);
    const badLine = lineProblem(line);
    if (checkIds && badMonth) errors.add({ line: fileLine, column: 'month', message: badMonth });
    if (checkIds && badLine) errors.add({ line: fileLine, column: 'line', message: badLine });
    const read = readNumberCell(cell);
    if (!read.ok) {
      errors.add({ line: fileLine, column: valueColumn, message: read.message });
      return;
    }
    if (badMonth || badLine) return;
    const lineId = line as ClosedMonthLine;
    const bad = valueProblem(lineId, read.value);
    if (bad) {
      errors.add({ line: fileLine, column: valueColumn, message: bad });
      return;
    }
    const key = `${month} ${line}`;
    const earlier = this.seenAt.get(key);
    if (earlier !== undefined) {
      errors.add({ line: fileLine, column: valueColumn, message: `${line} of ${month} is given twice, on lines ${earlier} and ${fileLine}` });
      return;
    }
    this.seenAt.set(key, fileLine);
    (this.values[month] ??= {})[lineId] = read.value;
    this.count += 1;
  }

  result(): MonthlyActualsRead {
    if (this.errors.count > 0) {
      const refusal = this.errors.refusal();
      return { ...refusal, errors: refusal.errors.sort((a, b) => a.line - b.line) };
    }
    return { ok: true, values: this.values, count: this.count };
  }
}

/**
 * A CSV of monthly actuals. Its rows are read one by one, and the file is refused at the first
 * row beyond MONTHLY_ACTUALS_SHAPE (or the first cell beyond its columns) without reading on.
 */
export function parseMonthlyActualsCsv(text: string): MonthlyActualsRead {
  const rows: string[][] = [];
  const errors = new ProblemList();
  let filled = 0;
  let cells = 0;
  // Blank lines are kept while parsing so that row k is line k + 1 in every message.
  Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: false,
    delimiter: ',',
    step(result, parser) {
      const line = rows.length + 1;
      for (const error of result.errors) errors.add({ line, column: '', message: `CSV syntax: ${error.message}` });
      const row = result.data;
      rows.push(row);
      if (!isBlank(row)) {
        filled += 1;
        cells += row.length;
      }
      const beyond = shapeProblem(line, row, filled, cells);
      if (beyond) {
        errors.add(beyond);
        parser.abort();
      }
    },
  });
  if (errors.count > 0) return errors.refusal();
  return readMonthlyActualsRows(rows);
}

/** The row or cell of a CSV beyond what monthly actuals can fill, as a problem; undefined within. */
function shapeProblem(line: number, row: readonly string[], filledRows: number, filledCells: number): CsvProblem | undefined {
  const { rows, columns, cells } = MONTHLY_ACTUALS_SHAPE;
  if (filledRows > rows) return { line, column: '', message: `The file has more than ${rows} rows with values (a header and ${CLOSABLE_MONTHS.length} months × ${MONTHLY_ACTUAL_LINES.length} lines); nothing was read` };
  if (row.length > columns) return { line, column: '', message: `The row has ${row.length} cells, more than the ${columns} of a header line and ${CLOSABLE_MONTHS.length} months; nothing was read` };
  if (filledCells > cells) return { line, column: '', message: `The file has more than ${cells.toLocaleString('en-US')} cells, more than either layout holds; nothing was read` };
  return undefined;
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
