import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { createModelSession, type ModelSession, type ReconciliationRow } from '../../../engine/session/session.ts';
import { PNL_ROWS } from '../../../engine/model/statements.ts';
import {
  columnExplanation, headlineFigures, marginOf, pnlCsvRows, pnlTable, reconciliationVerdict, yoyGrowth,
} from '../../../engine/analysis/pnlStatement.ts';
import { csvText } from '../../../engine/format/csv.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';

let session: ModelSession;
beforeAll(() => {
  session = createModelSession({ actuals: baselineActuals() });
});
afterAll(() => session.destroy());

describe('P&L table: YoY growth and margin columns', () => {
  it('gives the baseline rows in the order of part 2 §2 with 2025 growth and margin', () => {
    const years = session.years();
    const table = pnlTable(session.statement({ period: 'year', from: '2024', to: '2025', lines: PNL_ROWS }), years, 2025);
    expect(table.map((row) => row.id)).toEqual([...PNL_ROWS]);
    const ebitda = table.find((row) => row.id === 'ebitda');
    expect(ebitda?.values).toEqual([-980_666, -864_934]);
    // A smaller loss is growth: the change is measured against the prior value's size (part 2 §5).
    expect(ebitda?.yoyGrowth).toBeCloseTo(11.8, 1);
    expect(ebitda?.margin).toBeCloseTo(-61.6, 1);
    expect(table.find((row) => row.id === 'total_revenue')?.margin).toBe(100);
    expect(table.find((row) => row.id === 'recurring_revenue')?.yoyGrowth).toBeCloseTo(46.4, 1);
  });

  it('has no growth (a dash) when the prior year is missing or 0, and no margin without revenue', () => {
    const years = { 2025: { total_revenue: 0, ebitda: -5 }, 2026: { total_revenue: 100, ebitda: 10 } };
    expect(yoyGrowth(years, 'total_revenue', 2026)).toBeNull();
    expect(yoyGrowth(years, 'total_revenue', 2025)).toBeNull();
    expect(yoyGrowth(years, 'ebitda', 2026)).toBe(300);
    expect(marginOf(years, 'ebitda', 2025)).toBeNull();
    expect(marginOf(years, 'ebitda', 2026)).toBe(10);
  });

  it('gives the rounding adjustment no growth: its €1 of 2024 and 0 of 2025 are no "−100%"', () => {
    const years = session.years();
    expect([years[2024]?.rounding_adjustment, years[2025]?.rounding_adjustment]).toEqual([1, 0]);
    const table = pnlTable(session.statement({ period: 'year', from: '2024', to: '2025', lines: PNL_ROWS }), years, 2025);
    expect(table.find((row) => row.id === 'rounding_adjustment')?.yoyGrowth).toBeNull();
    expect(yoyGrowth({ 2025: { rounding_adjustment: 2 }, 2026: { rounding_adjustment: 3 } }, 'rounding_adjustment', 2026)).toBeNull();
    // A real line that falls to zero from a real prior value still shows its fall.
    expect(yoyGrowth({ 2025: { bonus_pool_mc: 200 }, 2026: { bonus_pool_mc: 0 } }, 'bonus_pool_mc', 2026)).toBe(-100);
    expect(columnExplanation(years, 'rounding_adjustment', 'yoy', 2025)).toMatchObject({ value: null, explanation: expect.stringMatching(/^No growth rate/) });
  });

  it('fills a row the statement lacks with empty values instead of dropping it', () => {
    const table = pnlTable({ period: 'year', periods: ['2026'], kinds: ['forecast'], closedMonths: [0], monthsInPeriod: [12], closedThrough: null, rows: [] }, {}, 2026);
    expect(table).toHaveLength(PNL_ROWS.length);
    expect(table.every((row) => row.values.length === 1 && row.values[0] === null)).toBe(true);
  });
});

describe('P&L headline figures (KPI cards)', () => {
  it('shows total revenue, ARR (the December run-rate), EBITDA and rides of 2025 with their change over 2024', () => {
    const figures = headlineFigures(session.years(), 2025);
    expect(figures.map((f) => f.metric)).toEqual(['total_revenue', 'arr', 'ebitda', 'rides']);
    // ARR is December 2025 recurring revenue × 12 (the `arr` line), not the year's recurring revenue of 926,815.
    expect(figures.map((f) => f.value)).toEqual([1_404_265, session.years()[2025]?.arr, -864_934, 537_748]);
    expect(figures[1]?.value).toBe(1_102_860);
    expect(figures.map((f) => f.trend)).toEqual(['up', 'up', 'up', 'up']);
    expect(figures[3]?.growth).toBeCloseTo((537_748 / 345_644 - 1) * 100, 9);
  });

  it('has no growth and no arrow (a dash) when the prior year is 0 or missing', () => {
    const figures = headlineFigures({ 2026: { total_revenue: 10, arr: 5, ebitda: 1, rides: 0 }, 2025: { rides: 0 } }, 2026);
    expect(figures.map((f) => [f.growth, f.trend])).toEqual([[null, null], [null, null], [null, null], [null, null]]);
  });

  it('is flat when a figure stays the same', () => {
    expect(headlineFigures({ 2025: { total_revenue: 200 }, 2026: { total_revenue: 200 } }, 2026)[0]).toMatchObject({ growth: 0, trend: 'flat' });
  });

  it('points down when a figure falls', () => {
    const figures = headlineFigures({ 2025: { total_revenue: 200 }, 2026: { total_revenue: 150 } }, 2026);
    expect(figures[0]).toMatchObject({ growth: -25, trend: 'down' });
  });
});

describe('EBITDA reconciliation verdict', () => {
  const row = (year: number, variance: number): ReconciliationRow => ({
    year, total_revenue: 10, total_expenses: 10, rounding_adjustment: 0, computed_ebitda: variance, stated_ebitda: 0, variance, reconciled: variance === 0,
  });

  it('reconciles 2024 and 2025 of the baseline exactly', () => {
    const verdict = reconciliationVerdict(session.reconciliation(), [2024, 2025]);
    expect(verdict.reconciled).toBe(true);
    expect(verdict.rows.map((r) => [r.year, r.variance, r.computed_ebitda])).toEqual([[2024, 0, -980_666], [2025, 0, -864_934]]);
  });

  it('shows a variance when any shown year is off by as little as a cent, and ignores years not shown', () => {
    expect(reconciliationVerdict([row(2024, 0), row(2025, 0.01)], [2024, 2025]).reconciled).toBe(false);
    expect(reconciliationVerdict([row(2024, 0), row(2025, 0.01)], [2024]).reconciled).toBe(true);
  });

  it('does not call a year reconciled when its figures are missing', () => {
    expect(reconciliationVerdict([row(2024, 0)], [2024, 2025]).reconciled).toBe(false);
  });
});

describe('P&L CSV export', () => {
  it('writes the shown statement with plain numbers, shown period headers and the growth and margin columns', () => {
    const years = session.years();
    const table = pnlTable(session.statement({ period: 'year', from: '2024', to: '2025', lines: PNL_ROWS }), years, 2025);
    const parsed = Papa.parse<string[]>(csvText(pnlCsvRows(table, ['2024', '2025'], 2025)).trim()).data;
    expect(parsed[0]).toEqual(['Line Item', '2024', '2025', 'YoY Growth 2025 (%)', '2025 Margin (%)']);
    expect(parsed.find((r) => r[0] === 'EBITDA')).toEqual(['EBITDA', '-980666', '-864934', '11.8', '-61.6']);
    expect(parsed.find((r) => r[0] === 'Rounding / Reconciliation Adjustment')?.slice(1)).toEqual(['1', '0', '', '0']);
    expect(parsed).toHaveLength(PNL_ROWS.length + 1);
  });
});

describe('explaining the YoY Growth and Margin cells', () => {
  it('names the two annual cells behind a growth figure and gives the figure the column shows', () => {
    const years = session.years();
    const explanation = columnExplanation(years, 'ebitda', 'yoy', 2025);
    expect(explanation.value).toBe(yoyGrowth(years, 'ebitda', 2025));
    expect(explanation.inputs.map((i) => [i.ref, i.value])).toEqual([
      [{ sheet: 'Annual', id: 'ebitda', period: '2025' }, -864_934], [{ sheet: 'Annual', id: 'ebitda', period: '2024' }, -980_666],
    ]);
  });

  it('explains a margin as the line over total revenue of the year', () => {
    const years = session.years();
    const explanation = columnExplanation(years, 'gross_profit', 'margin', 2025);
    expect(explanation.value).toBeCloseTo(85.8, 1);
    expect(explanation.inputs.map((i) => i.ref.id)).toEqual(['gross_profit', 'total_revenue']);
    expect(explanation.formula).toBe('Gross Profit 2025 ÷ Total Revenue 2025 × 100');
  });
});
