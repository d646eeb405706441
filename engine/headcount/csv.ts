import Papa from 'papaparse';
import { ProblemList, refusalOf, type CsvRefusal } from '../actuals/csv.ts';
import { readDecimalText, shownText } from '../actuals/tableCells.ts';
import { csvText } from '../format/csv.ts';
import { planProblems, POSITION_BOUNDS, POSITION_FIELDS, type Department, type Position, type PositionField } from './plan.ts';

/**
 * The headcount plan as CSV: a header of the API's field names, then one position per line
 * (`start_month`/`end_month` as YYYY-MM, `end_month` and `raise_pct` empty when open or following
 * Employee Cost Growth). Reading is all-or-nothing: every problem is reported with its line and
 * column, and a file of more positions than a plan holds is refused before its lines are read.
 */

export type HeadcountCsvResult = { ok: true; positions: Position[] } | CsvRefusal;

/** The longest file read: a plan of the most positions with long roles is about 150 KB. */
export const MAX_HEADCOUNT_CSV_CHARACTERS = 1_000_000;

const NUMBER_FIELDS = ['count', 'annual_salary', 'raise_month', 'variable_pct', 'recruiting_cost'] as const satisfies readonly PositionField[];

/** A text a spreadsheet would run as a formula was written with a leading apostrophe (csvText): read without it. */
function readText(raw: string): string {
  return /^'[=+\-@\t\r]/.test(raw) ? raw.slice(1) : raw;
}

/** Reads a plan's CSV; a position's department is one of `departments`, the model definition's. */
export function parseHeadcountCsv(text: string, departments: readonly Department[]): HeadcountCsvResult {
  if (text.length > MAX_HEADCOUNT_CSV_CHARACTERS) {
    return refusalOf([{ line: 1, column: '', message: `The file is larger than a plan of ${POSITION_BOUNDS.positions.toLocaleString('en-GB')} positions can be (${MAX_HEADCOUNT_CSV_CHARACTERS.toLocaleString('en-GB')} characters)` }]);
  }
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const problems = new ProblemList();
  for (const error of parsed.errors) problems.add({ line: (error.row ?? 0) + 1, column: '', message: `CSV syntax: ${error.message}` });
  const rows = parsed.data;
  const header = (rows[0] ?? []).map((cell) => cell.trim());
  if (header.length !== POSITION_FIELDS.length || header.some((cell, i) => cell !== POSITION_FIELDS[i])) {
    problems.add({ line: 1, column: '', message: `Header must be: ${POSITION_FIELDS.join(',')}` });
    return problems.refusal();
  }
  const lines = rows.slice(1).map((row, index) => ({ row, line: index + 2 })).filter(({ row }) => row.some((cell) => cell.trim() !== ''));
  if (lines.length > POSITION_BOUNDS.positions) {
    problems.add({ line: (lines[POSITION_BOUNDS.positions]?.line ?? 0), column: '', message: `A plan holds at most ${POSITION_BOUNDS.positions.toLocaleString('en-GB')} positions; the file has ${lines.length.toLocaleString('en-GB')}` });
    return problems.refusal();
  }
  if (problems.count > 0) return problems.refusal();

  const positions: Position[] = [];
  const lineOfRow: number[] = [];
  for (const { row, line } of lines) {
    if (row.length !== POSITION_FIELDS.length) {
      problems.add({ line, column: '', message: `Expected ${POSITION_FIELDS.length} columns, found ${row.length}` });
      continue;
    }
    const cell = (field: PositionField) => (row[POSITION_FIELDS.indexOf(field)] ?? '').trim();
    const numbers: Partial<Record<PositionField, number>> = {};
    let readable = true;
    for (const field of NUMBER_FIELDS) {
      const read = readDecimalText(cell(field));
      if (read.ok) numbers[field] = read.value;
      else {
        problems.add({ line, column: field, message: `${field} must be a number, got "${shownText(cell(field))}"` });
        readable = false;
      }
    }
    let raise: number | null = null;
    if (cell('raise_pct') !== '') {
      const read = readDecimalText(cell('raise_pct'));
      if (read.ok) raise = read.value;
      else {
        problems.add({ line, column: 'raise_pct', message: `raise_pct must be a number or empty (follow Employee Cost Growth), got "${shownText(cell('raise_pct'))}"` });
        readable = false;
      }
    }
    if (!readable) continue;
    positions.push({
      role: readText(cell('role')),
      department: cell('department'),
      count: numbers.count as number,
      start_month: cell('start_month'),
      end_month: cell('end_month') === '' ? null : cell('end_month'),
      annual_salary: numbers.annual_salary as number,
      raise_pct: raise,
      raise_month: numbers.raise_month as number,
      variable_pct: numbers.variable_pct as number,
      recruiting_cost: numbers.recruiting_cost as number,
    });
    lineOfRow.push(line);
  }
  if (problems.count > 0) return problems.refusal();
  for (const problem of planProblems(positions, departments)) {
    problems.add({ line: lineOfRow[problem.row - 1] ?? problem.row + 1, column: problem.field, message: problem.message });
  }
  if (problems.count > 0) return problems.refusal();
  return { ok: true, positions };
}

/** The plan as CSV, in the order of its positions. */
export function headcountCsv(positions: readonly Position[]): string {
  return csvText([
    POSITION_FIELDS,
    ...positions.map((p) => [p.role, p.department, p.count, p.start_month, p.end_month, p.annual_salary, p.raise_pct, p.raise_month, p.variable_pct, p.recruiting_cost]),
  ]);
}
