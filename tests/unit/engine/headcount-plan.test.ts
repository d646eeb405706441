import { describe, expect, it } from 'vitest';
import { contributionRatesOf, CONTRIBUTION_TABLE, employerContributions } from '../../../engine/headcount/contributions.ts';
import { headcountCsv, parseHeadcountCsv } from '../../../engine/headcount/csv.ts';
import { generatedPlan } from '../../../engine/headcount/defaultPlan.ts';
import { DEFAULT_DEPARTMENTS, planProblems, POSITION_FIELDS, type Position } from '../../../engine/headcount/plan.ts';
import { headcountSeries, yearTotal } from '../../../engine/headcount/series.ts';
import { baselineDriverValues } from '../../../engine/model/drivers.ts';

const hire: Position = {
  role: 'Account Executive', department: 'sales', count: 2, start_month: '2027-03', end_month: null,
  annual_salary: 60_000, raise_pct: 5, raise_month: 4, variable_pct: 25, recruiting_cost: 6_000,
};

describe('employer contributions of 2026', () => {
  it('walk a salary below the ceilings and one above them to the employer cost (docs/model.md)', () => {
    const rates = contributionRatesOf(2026);
    expect(rates).toMatchObject({ pension: 9.3, unemployment: 1.3, health: 8.75, care: 1.8, insolvency: 0.15, pensionCeiling: 8450, healthCeiling: 5812.5, assumed: false });
    const below = employerContributions(4000, rates, 1);
    expect(below).toEqual({ pension: 372, unemployment: 52, health: 350, care: 72, insolvency: 6, accident: 40, total: 892 });
    const above = employerContributions(10_000, rates, 1);
    expect(above.pension).toBeCloseTo(785.85, 10);
    expect(above.unemployment).toBeCloseTo(109.85, 10);
    expect(above.health).toBeCloseTo(508.59375, 10);
    expect(above.care).toBeCloseTo(104.625, 10);
    expect(above.insolvency).toBeCloseTo(12.675, 10);
    expect(above.accident).toBeCloseTo(100, 10);
    expect(above.total).toBeCloseTo(1621.59375, 10);
  });

  it('assume the 2026 rates later and ceilings that grow 5 % a year', () => {
    expect(CONTRIBUTION_TABLE.map((row) => [row.year, row.pensionCeiling, row.assumed])).toEqual([
      [2026, 8450, false], [2027, 8872.5, true], [2028, 9316.13, true], [2029, 9781.93, true], [2030, 10271.03, true],
    ]);
  });
});

describe('a position month by month', () => {
  it('costs its salary, raise, variable pay, contributions and recruiting where the docs say', () => {
    const series = headcountSeries({ positions: [hire] }, { costGrowth: 6.2, accidentRate: 1, hiringDelay: 0 }, DEFAULT_DEPARTMENTS);
    const col = (month: string) => (Number(month.slice(0, 4)) - 2026) * 12 + Number(month.slice(5));
    expect(series.total.heads[col('2027-02')]).toBe(0);
    expect(series.total.heads[col('2027-03')]).toBe(2);
    // Salaries at January 2026 prices, raised 5 % in April 2026 and April 2027: March 2027 is one raise in.
    expect(series.total.salaries[col('2027-03')]).toBeCloseTo(2 * 5000 * 1.05, 9);
    expect(series.total.salaries[col('2027-04')]).toBeCloseTo(2 * 5000 * 1.05 ** 2, 9);
    expect(series.total.variable[col('2027-03')]).toBeCloseTo(2 * 5250 * 0.25, 9);
    expect(series.total.recruiting[col('2027-03')]).toBe(12_000);
    expect(series.total.recruiting[col('2027-04')]).toBe(0);
    const delayed = headcountSeries({ positions: [hire] }, { costGrowth: 6.2, accidentRate: 1, hiringDelay: 2.5 }, DEFAULT_DEPARTMENTS);
    expect(delayed.total.heads[col('2027-04')]).toBe(0);
    expect(delayed.total.heads[col('2027-05')]).toBeCloseTo(1, 12);
    expect(delayed.total.heads[col('2027-06')]).toBe(2);
    expect(delayed.total.recruiting[col('2027-05')]).toBe(12_000);
  });

  it('follows Employee Cost Growth when it states no raise', () => {
    const following = headcountSeries({ positions: [{ ...hire, raise_pct: null, raise_month: 1, start_month: '2026-01' }] }, { costGrowth: 10, accidentRate: 0, hiringDelay: 0 }, DEFAULT_DEPARTMENTS);
    expect(yearTotal(following.total.salaries, 2027)).toBeCloseTo(2 * 60_000 * 1.1, 6);
  });
});

describe('plan rules', () => {
  it('name the row and field of every bad value', () => {
    const problems = planProblems([
      { ...hire, end_month: '2027-01' },
      { ...hire, annual_salary: -5 },
      { ...hire, department: 'marketing' },
      { ...hire, count: 1.5, raise_month: 13 },
      { ...hire, annual_salary: 5_000_000, role: '  ' },
      hire,
      { ...hire, role: ' account executive ' },
    ], DEFAULT_DEPARTMENTS);
    expect(problems.map((p) => [p.row, p.field])).toEqual([
      [1, 'end_month'], [2, 'annual_salary'], [3, 'department'], [4, 'count'], [4, 'raise_month'], [5, 'role'], [5, 'annual_salary'], [7, 'role'],
    ]);
    expect(problems[0]?.message).toBe('end_month 2027-01 is before start_month 2027-03');
    expect(problems[1]?.message).toBe('annual_salary must be from 24,000 to 1,000,000 €, got -5');
    expect(problems[7]?.message).toBe('account executive in sales from 2027-03 repeats row 6: make it one position with a count of people');
  });

  it('refuse 10,000 positions before reading them', () => {
    const problems = planProblems(Array.from({ length: 10_000 }, (_, i) => ({ ...hire, role: `Role ${i}` })), DEFAULT_DEPARTMENTS);
    expect(problems).toEqual([{ row: 1001, field: 'positions', message: 'A plan holds at most 1,000 positions, got 10,000' }]);
  });
});

describe('the headcount CSV', () => {
  it('round-trips a plan, a role that looks like a formula included', () => {
    const positions = [...generatedPlan(baselineDriverValues()).positions, { ...hire, role: '=HYPERLINK("x")', end_month: '2029-12' }];
    const text = headcountCsv(positions);
    expect(text.split('\n')[0]).toBe(POSITION_FIELDS.join(','));
    expect(text).toContain(`'=HYPERLINK`);
    expect(parseHeadcountCsv(text, DEFAULT_DEPARTMENTS)).toEqual({ ok: true, positions });
  });

  it('refuses a file with every problem by line and column, and keeps nothing', () => {
    const text = [
      POSITION_FIELDS.join(','),
      'Engineer,engineering,1,2026-01,,80000,,1,0,5000',
      'Engineer,engineering,1,2026/02,,80k,,1,0,5000',
      'Engineer,marketing,1,2026-03,2026-01,80000,,1,0,5000',
    ].join('\n');
    const result = parseHeadcountCsv(text, DEFAULT_DEPARTMENTS);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => [e.line, e.column])).toEqual([[3, 'annual_salary']]);
    const fixed = parseHeadcountCsv(text.replace('80k', '80000'), DEFAULT_DEPARTMENTS);
    expect(fixed.ok ? [] : fixed.errors.map((e) => [e.line, e.column])).toEqual([[3, 'start_month'], [4, 'department'], [4, 'end_month']]);
  });

  it('refuses a wrong header and more positions than a plan holds', () => {
    const wrong = parseHeadcountCsv('role,department\nx,sales', DEFAULT_DEPARTMENTS);
    expect(wrong.ok ? null : wrong.errors[0]).toEqual({ line: 1, column: '', message: `Header must be: ${POSITION_FIELDS.join(',')}` });
    const many = parseHeadcountCsv([POSITION_FIELDS.join(','), ...Array.from({ length: 10_000 }, (_, i) => `R${i},sales,1,2026-01,,60000,,1,0,0`)].join('\n'), DEFAULT_DEPARTMENTS);
    expect(many.ok ? null : many.errors).toEqual([{ line: 1002, column: '', message: 'A plan holds at most 1,000 positions; the file has 10,000' }]);
  });
});
