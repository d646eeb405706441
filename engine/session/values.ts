import { DetailedCellError, ErrorType, type CellValue } from 'hyperformula';

/** A workbook value as plain data: a finite number, or null for empty cells, text and errors. */
export function numberOf(value: CellValue | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Why the workbook has no number in a cell, in words a reader acts on; null for a number, an empty cell or text. */
export function errorOf(value: CellValue | undefined): string | null {
  if (value instanceof DetailedCellError) {
    if (value.type === ErrorType.DIV_BY_ZERO) return 'Division by zero: a value this formula divides by (here or in a figure it reads) is 0 in this period.';
    return `The workbook cannot compute this figure (${value.value}): ${value.message || 'a figure it reads has no value'}.`;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return 'The result is not a finite number.';
  return null;
}
