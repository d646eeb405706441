import Papa from 'papaparse';
import { neutraliseCell } from '../actuals/csv.ts';

/** A cell of an exported table: numbers stay numbers, text is neutralised, empty is empty. */
export type CsvCell = string | number | null;

/**
 * CSV text of a table for spreadsheets. A text cell that starts with = + - @ (or a tab or carriage
 * return) gets a leading apostrophe so a spreadsheet shows it instead of running it as a formula;
 * numbers are written as numbers, so a negative figure stays a figure.
 */
export function csvText(rows: readonly (readonly CsvCell[])[]): string {
  const cells = rows.map((row) => row.map((cell) => {
    if (cell === null) return '';
    if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
    return neutraliseCell(cell);
  }));
  return `${Papa.unparse(cells, { newline: '\n' })}\n`;
}
