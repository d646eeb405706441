import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { totalsRows } from '../../../src/features/monthly-actuals/totals.ts';
import { readTypedCell, sheetRows } from '../../../src/features/monthly-actuals/sheet.ts';
import { warningText } from '../../../src/features/monthly-actuals/CloseReviewDialog.tsx';
import { MonthFiguresTable } from '../../../src/ui/monthFigures/MonthFiguresTable.tsx';
import type { MonthFiguresAnswer } from '../../../contract/monthlyActuals.ts';

const figures = (month: string, revenue: number): MonthFiguresAnswer => ({
  month, revenue, costs: revenue / 2, ebitda: revenue / 2, opening_cash: 1000, operating_cash: 10, investing_cash: -5, financing_cash: 0, closing_cash: 1005, bank_cash: null, ftes: 21, ftes_actual: false,
});

describe('the Monthly Actuals sheet\'s units and totals (issue 26)', () => {
  it('gives every line its unit', () => {
    const rows = sheetRows({}, ['2026-01']);
    expect(rows.find((row) => row.line === 'sales_marketing')?.unit).toBe('€');
    expect(rows.find((row) => row.line === 'medical_rides')?.unit).toBe('rides');
    expect(rows.every((row) => row.unit !== '')).toBe(true);
    const headcount = rows.filter((row) => row.unit === 'FTE');
    expect(headcount.map((row) => [row.line, row.group])).toEqual([
      ['sales_reps', 'Headcount (optional)'], ['customer_success_ftes', 'Headcount (optional)'], ['implementation_ftes', 'Headcount (optional)'],
      ['engineering_ftes', 'Headcount (optional)'], ['operations_ftes', 'Headcount (optional)'], ['g_and_a_ftes', 'Headcount (optional)'],
    ]);
    expect(rows.indexOf(headcount[0]!)).toBeGreaterThan(rows.findIndex((row) => row.line === 'transport_clients'));
  });

  it('takes a typed part-time FTE figure and refuses a headcount beyond 10,000 (issue 28)', () => {
    expect(readTypedCell('engineering_ftes', '7.5')).toEqual({ ok: true, value: 7.5 });
    expect(readTypedCell('engineering_ftes', '20000')).toEqual({ ok: false, message: 'Engineering FTEs must be at most 10,000 FTEs (20000); it keeps its value.' });
  });

  it('takes the totals rows from the server\'s figures, never summing lines, and leaves a month without figures empty', () => {
    const rows = totalsRows([figures('2026-01', 200)], ['2026-01', '2026-02']);
    expect(rows.map((row) => row.label)).toEqual(['Revenue', 'Costs', 'EBITDA']);
    expect(rows[0]!.values).toEqual({ '2026-01': 200, '2026-02': undefined });
    expect(rows[2]!.values['2026-01']).toBe(100);
  });
});

describe('the close review and the import preview', () => {
  it('says a warning in words: the month, the line, how far off and against what', () => {
    expect(warningText({ id: '2026-02:sales_marketing:plan', month: '2026-02', line: 'sales_marketing', kind: 'plan', actual: 6_100_000, reference: 61_000, change: 99 }))
      .toBe('2026-02 · Sales & marketing: +9,900 % against the plan (6,100,000 vs 61,000)');
    expect(warningText({ id: '2026-02:closing_cash:cash_bridge', month: '2026-02', line: 'closing_cash', kind: 'cash_bridge', actual: 9_999_999, reference: 2_694_817, change: 2.71 }))
      .toContain('Bank closing cash is off the model\'s closing cash (opening + flows) by +271 %');
  });

  it('shows before → after where an import changes a figure, with the row names and months', () => {
    const html = renderToStaticMarkup(<MonthFiguresTable label="Effect" months={[figures('2026-01', 200)]} after={[figures('2026-01', 300)]} />);
    expect(html).toContain('€200 → €300');
    expect(html).toContain('EBITDA');
    expect(html).toContain('2026-01');
    expect(html).toContain('= Closing cash (model)');
  });

  it('shows the month\'s FTEs, saying whether they are the actual or the plan\'s (issue 28)', () => {
    const html = renderToStaticMarkup(<MonthFiguresTable label="Review" months={[figures('2026-01', 200), { ...figures('2026-02', 200), ftes: 22.5, ftes_actual: true }]} />);
    expect(html).toContain('FTEs (people)');
    expect(html).toContain('21 (plan)');
    expect(html).toContain('22.5 (actual)');
  });
});
