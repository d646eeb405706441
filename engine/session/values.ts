import { DetailedCellError, ErrorType, type CellValue } from 'hyperformula';

/** A workbook value as plain data: a finite number, or null for empty cells, text and errors. */
export function numberOf(value: CellValue | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * Why the workbook has no number in a cell, as data a screen words in the reader's language:
 * HyperFormula's error value ('#VALUE!') and its own message ('' when it gives none).
 */
export type CellError = { code: 'div_by_zero' } | { code: 'not_finite' } | { code: 'workbook'; value: string; message: string };

/** The reason a cell has no number; null for a number, an empty cell or text. */
export function cellErrorOf(value: CellValue | undefined): CellError | null {
  if (value instanceof DetailedCellError) {
    if (value.type === ErrorType.DIV_BY_ZERO) return { code: 'div_by_zero' };
    return { code: 'workbook', value: value.value, message: value.message };
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return { code: 'not_finite' };
  return null;
}

/** A cell error in English words a reader acts on (the engine's canonical text). */
export function cellErrorText(error: CellError): string {
  switch (error.code) {
    case 'div_by_zero': return 'Division by zero: a value this formula divides by (here or in a figure it reads) is 0 in this period.';
    case 'not_finite': return 'The result is not a finite number.';
    case 'workbook': return `The workbook cannot compute this figure (${error.value}): ${error.message || 'a figure it reads has no value'}.`;
  }
}
