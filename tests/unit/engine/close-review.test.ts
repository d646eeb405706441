import { describe, expect, it } from 'vitest';
import { ACTUAL_MONTHS, FORECAST_MONTHS } from '../../../engine/calendar.ts';
import { CLOSED_MONTH_LINES } from '../../../engine/actuals/closedMonths.ts';
import { monthFigures, plausibilityWarnings } from '../../../engine/actuals/closeReview.ts';
import type { ModelCells } from '../../../engine/workbook/cells.ts';

/** Cells whose every month of `line` is `fill` unless `set` names the month's value. */
function cellsOf(fill: Record<string, number>, set: Record<string, Record<string, number>> = {}): ModelCells {
  const months = [...ACTUAL_MONTHS, ...FORECAST_MONTHS];
  return {
    months: (line: string) => months.map((month) => set[month]?.[line] ?? fill[line] ?? 0),
  } as unknown as ModelCells;
}

const LINE = CLOSED_MONTH_LINES.find((line) => line === 'sales_marketing')!;

describe('the close review (engine/actuals/closeReview.ts)', () => {
  it('warns of a line beyond ±50 % of the plan and of the previous month, by id, and not within it', () => {
    const plan = cellsOf({ [LINE]: 100 });
    const values = { '2026-02': { [LINE]: 151 }, '2026-03': { [LINE]: 149 } };
    const closed = cellsOf({ [LINE]: 100 }, { '2026-02': { [LINE]: 151 }, '2026-03': { [LINE]: 149 } });
    const warnings = plausibilityWarnings(['2026-02', '2026-03'], values, closed, plan);
    expect(warnings.map((warning) => warning.id)).toEqual(['2026-02:sales_marketing:plan', '2026-02:sales_marketing:previous_month']);
    expect(warnings[0]).toMatchObject({ actual: 151, reference: 100, change: 0.51 });
  });

  it('warns of a bank closing cash off the model\'s by more than 1 % (at least €1,000), and of any actual against a zero plan', () => {
    const values = { '2026-01': { closing_cash: 2_000_000 + 25_000, [LINE]: 10 } };
    const closed = cellsOf({ closing_cash: 2_000_000, [LINE]: 10 });
    const ids = plausibilityWarnings(['2026-01'], values, closed, cellsOf({})).map((warning) => warning.id);
    expect(ids).toEqual(['2026-01:sales_marketing:plan', '2026-01:closing_cash:cash_bridge']);
    const near = { '2026-01': { closing_cash: 2_000_000 + 15_000 } };
    expect(plausibilityWarnings(['2026-01'], near, closed, closed)).toEqual([]);
  });

  it('reads a month\'s figures: revenue, costs (cost of goods sold + operating expenses), EBITDA, the cash bridge and the bank\'s cash', () => {
    const cells = cellsOf({ total_revenue: 10, cost_of_goods_sold: 3, total_operating_expenses: 4, ebitda: 3, opening_cash: 100, cash_from_operations: 5, cash_from_investing: -1, cash_from_financing: 0, closing_cash: 104, ftes: 21 });
    expect(monthFigures(cells, ['2026-04'], { '2026-04': { closing_cash: 103 } })).toEqual([{
      month: '2026-04', revenue: 10, costs: 7, ebitda: 3, openingCash: 100, operatingCash: 5, investingCash: -1, financingCash: 0, closingCash: 104, bankCash: 103, ftes: 21, ftesActual: false,
    }]);
  });

  it('reads the month\'s FTEs and whether its actuals give them, and holds a department\'s FTEs against the plan (issue 28)', () => {
    const values = { '2026-04': { engineering_ftes: 70 } };
    const closed = cellsOf({ ftes: 80, engineering_ftes: 7 }, { '2026-04': { ftes: 83, engineering_ftes: 70 } });
    expect(monthFigures(closed, ['2026-04'], values)[0]).toMatchObject({ ftes: 83, ftesActual: true });
    expect(plausibilityWarnings(['2026-04'], values, closed, cellsOf({ engineering_ftes: 7 })).map((warning) => warning.id))
      .toEqual(['2026-04:engineering_ftes:plan', '2026-04:engineering_ftes:previous_month']);
  });
});
