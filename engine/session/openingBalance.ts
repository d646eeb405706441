import type { Actuals } from '../actuals/schema.ts';
import { createKernelEvaluator } from '../kernel/evaluator.ts';
import { statementRows } from '../model/statements.ts';
import { effectiveDrivers } from './effectiveDrivers.ts';

/** One row of the opening balance sheet at 31 December 2025. */
export interface OpeningBalanceRow {
  id: string;
  label: string;
  total: boolean;
  /** The model's value (null: the cell has none). */
  value: number | null;
}

const OPENING_YEAR = 2025;

/**
 * The balance sheet the model opens 2026 with, on `actuals` (baseline data as the Baseline Data
 * Input form holds it, saved or not): every row of the definition's balance sheet at 31 December
 * 2025, from the opening formulas, by the compiled kernel (cell for cell the workbook's). The
 * opening balance is the same for every scenario (it reads no driver a scenario sets), so the
 * catalog's drivers serve. The retained earnings are its balancing item: the form shows them
 * read-only, from here, never computed on the UI thread.
 */
export function openingBalanceSheet(actuals: Actuals): OpeningBalanceRow[] {
  const cells = createKernelEvaluator({ values: actuals.values, settings: actuals.settings }).evaluate(effectiveDrivers(actuals));
  return statementRows('balance').map((row) => ({ id: row.id, label: row.label, total: row.total, value: cells.annual(row.id, OPENING_YEAR) }));
}
