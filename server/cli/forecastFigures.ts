import { FORECAST_MONTHS } from '../../engine/calendar.ts';
import { statementRows } from '../../engine/model/statements.ts';
import type { ModelSession, YearRecord } from '../../engine/session/session.ts';

/**
 * The figures `model forecast --json` prints for each year and each month: the statements' rows
 * (P&L to net income, the balance sheet with its check, the cash flow statement) read from the
 * definition, plus the short names of docs/api.md "Model CLI".
 */

/** The lines of every month: the three statements' rows of the session's definition and the volumes. */
function monthLines(session: ModelSession): string[] {
  const { lines } = session.workbook.layout.definition;
  const rows = (['pnl', 'balance', 'cashflow'] as const).flatMap((statement) => statementRows(statement, lines).map((row) => row.id));
  return [...new Set([...rows, 'rides', 'medical_clients', 'transport_clients'])];
}

/**
 * Short names of statement figures: `depreciation` (depreciation and amortisation), `interest`
 * (net interest: expense − income) and `equity` (total equity); null where a part is.
 */
export function withShortNames(record: YearRecord): YearRecord {
  const expense = record.interest_expense ?? null;
  const income = record.interest_income ?? null;
  return {
    ...record,
    depreciation: record.depreciation_amortisation ?? null,
    interest: expense === null || income === null ? null : expense - income,
    equity: record.total_equity ?? null,
  };
}

export interface ForecastMonth {
  month: string;
  kind: 'actual' | 'forecast';
  lines: YearRecord;
}

/** Every forecast month, 2026-01 … 2030-12, marked actual up to the close, with its lines. */
export function forecastMonths(session: ModelSession): ForecastMonth[] {
  const statement = session.statement({ period: 'month', from: FORECAST_MONTHS[0], lines: monthLines(session) });
  return statement.periods.map((month, i) => ({
    month,
    kind: statement.kinds[i] ?? 'forecast',
    lines: withShortNames(Object.fromEntries(statement.rows.map((row) => [row.id, row.values[i] ?? null]))),
  }));
}
