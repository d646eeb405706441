import type { CellValue } from 'hyperformula';

/** A workbook value as plain data: a finite number, or null for empty cells, text and errors. */
export function numberOf(value: CellValue | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
