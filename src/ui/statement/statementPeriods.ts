import { FIRST_FORECAST_YEAR } from '../../../engine/calendar.ts';
import type { ExplainRef } from '../../../engine/session/cellRef.ts';
import type { Period as StatementPeriod, Statement } from '../../../engine/session/session.ts';
import type { Period as ScreenPeriod } from '../../state/period.ts';
import { i18n } from '../../i18n/index.ts';
import { shownMarkedLabel, shownPeriodLabel } from './periodLabels.ts';

/** How the statements ask the worker for a period of the header's switch, and how they name it. */
export const STATEMENT_PERIOD: Record<ScreenPeriod, StatementPeriod> = { yearly: 'year', quarterly: 'quarter', monthly: 'month' };

/** The header switch's period in words ('Yearly'), in the language the app speaks. */
export function periodWord(period: ScreenPeriod): string {
  return i18n.t(`statements:grid.periodWords.${period}`);
}

export interface PeriodColumnSize {
  width: number;
  flex: number | null;
  minWidth: number;
}

// Every key is set in every entry: the grid keeps a column's flex and width across updates unless told otherwise.
export const PERIOD_COLUMN: Record<ScreenPeriod, PeriodColumnSize> = {
  yearly: { width: 132, flex: 1, minWidth: 120 },
  quarterly: { width: 112, flex: null, minWidth: 112 },
  monthly: { width: 100, flex: null, minWidth: 100 },
};

/** The first and last period keys of a run of years in a period ('2026-Q1' … '2030-Q4'). */
export function periodRange(years: readonly number[], period: ScreenPeriod): { from: string; to: string } {
  const first = years[0] as number;
  const last = years[years.length - 1] as number;
  if (period === 'quarterly') return { from: `${first}-Q1`, to: `${last}-Q4` };
  if (period === 'monthly') return { from: `${first}-01`, to: `${last}-12` };
  return { from: String(first), to: String(last) };
}

/** The period that ends on 31 December 2025 in a period view: the opening balance's column. */
export const OPENING_PERIOD: Record<ScreenPeriod, string> = { yearly: '2025', quarterly: '2025-Q4', monthly: '2025-12' };

/** Columns that hold at least one closed month: their headers carry the actual/forecast mark. */
export function markedColumns(statement: Statement): boolean[] {
  return statement.closedMonths.map((count) => count > 0);
}

/** Column headers in the user's language: the period with how much of it is actual ('2025 (Actual)', '2026 (11 + 1)', '2027'). */
export function periodHeaders(statement: Statement): string[] {
  return statement.periods.map((key, i) => shownMarkedLabel(shownPeriodLabel(key), statement.closedMonths[i] ?? 0, statement.monthsInPeriod[i] ?? 0));
}

/**
 * The model cell behind a line in a period column of a statement: a year of the Annual sheet, a
 * quarter (three month cells), a forecast month, an actual month of 2024–2025, or the opening
 * column for a balance that opens on 31 December 2025 (`opening`).
 */
export function statementCellRef(statement: Statement, id: string, index: number, opening = false): ExplainRef {
  const period = statement.periods[index] as string;
  if (opening) return { sheet: 'Monthly', id, period: '2025-12' };
  if (statement.period === 'quarter') return { sheet: 'Quarters', id, period };
  if (statement.period === 'month') return Number(period.slice(0, 4)) < FIRST_FORECAST_YEAR ? { sheet: 'Actuals', id, period } : { sheet: 'Monthly', id, period };
  return { sheet: 'Annual', id, period };
}
