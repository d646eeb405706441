import { FORECAST_MONTHS, yearOf } from '../calendar.ts';
import { a1 } from '../formula/translate.ts';
import { contributionRatesOf } from '../headcount/contributions.ts';
import { DEFAULT_DEPARTMENTS, type Department, type HeadcountPlan } from '../headcount/plan.ts';
import { planColumn, PLAN_COLUMNS } from '../headcount/series.ts';

/**
 * The headcount plan in the workbook: a Positions sheet (one row per position, as the plan states
 * it) and a Headcount sheet of live formulas, month by month in the Monthly sheet's columns
 * (column B December 2025, C January 2026 …): the people of each position, what one of them is
 * paid, what the position costs with the employer's contributions and recruiting, and the totals
 * the model reads (PLAN_ROWS: people and cost, in all and by department). The Monthly sheet's
 * plan rows are references to those totals, so the Excel export recalculates from a changed
 * position or driver as the model does. The compiled kernel computes the same numbers with
 * engine/headcount/series.ts (docs/architecture.md "Two evaluators"); a property holds them equal.
 */

export const POSITIONS_SHEET = 'Positions';
export const HEADCOUNT_SHEET = 'Headcount';

/** The end index of an open-ended position: after every month of the plan. */
export const OPEN_END = 9999;

/** The rows of Monthly the plan fills: people and cost, in all and per department. */
export function planRowIds(departments: readonly Department[] = DEFAULT_DEPARTMENTS): string[] {
  return ['plan_heads', 'plan_cost', ...departments.flatMap((d) => [`heads_${d.id}`, `cost_${d.id}`])];
}

export const PLAN_ROWS: readonly string[] = planRowIds();

const RATE_ROWS = ['pension_rate', 'unemployment_rate', 'health_rate', 'care_rate', 'insolvency_rate', 'pension_ceiling', 'health_ceiling'] as const;
type RateRow = (typeof RATE_ROWS)[number];

/** Rows above the positions' blocks: the month index, the contribution table by month, the totals. */
export function headcountFixedRows(departments: readonly Department[] = DEFAULT_DEPARTMENTS): string[] {
  return ['month_index', ...RATE_ROWS, ...planRowIds(departments)];
}

/** Columns of the Positions sheet. */
export const POSITION_COLUMNS = [
  'id', 'role', 'department', 'count', 'start_month', 'end_month', 'annual_salary', 'raise_pct', 'raise_month', 'variable_pct', 'recruiting_cost', 'start_index', 'end_index',
] as const;
const P = Object.fromEntries(POSITION_COLUMNS.map((name, i) => [name, i])) as Record<(typeof POSITION_COLUMNS)[number], number>;

type Cell = number | string | null;

export interface HeadcountSheets {
  positions: Cell[][];
  headcount: Cell[][];
  /** Row (0-based) of each fixed row of the Headcount sheet. */
  rows: ReadonlyMap<string, number>;
}

function rateValue(row: RateRow, month: string): number {
  const rates = contributionRatesOf(yearOf(month));
  switch (row) {
    case 'pension_rate': return rates.pension;
    case 'unemployment_rate': return rates.unemployment;
    case 'health_rate': return rates.health;
    case 'care_rate': return rates.care;
    case 'insolvency_rate': return rates.insolvency;
    case 'pension_ceiling': return rates.pensionCeiling;
    case 'health_ceiling': return rates.healthCeiling;
  }
}

/**
 * The two sheets of a plan. `driver(id)` writes a driver's reference: its name (the Excel export)
 * or its absolute cell (HyperFormula).
 */
export function headcountSheets(plan: HeadcountPlan, driver: (id: string) => string, departments: readonly Department[] = DEFAULT_DEPARTMENTS): HeadcountSheets {
  const n = plan.positions.length;
  const positions: Cell[][] = [[...POSITION_COLUMNS]];
  plan.positions.forEach((p, i) => {
    positions.push([
      `position_${i + 1}`, p.role, p.department, p.count, p.start_month, p.end_month, p.annual_salary,
      p.raise_pct === null ? `=${driver('employee_cost_growth_annual')}` : p.raise_pct,
      p.raise_month, p.variable_pct, p.recruiting_cost,
      planColumn(p.start_month), p.end_month === null ? OPEN_END : planColumn(p.end_month),
    ]);
  });

  const fixed = headcountFixedRows(departments);
  const rows = new Map(fixed.map((id, i) => [id, i + 1]));
  const headsRow = (i: number) => 1 + fixed.length + i;
  const payRow = (i: number) => 1 + fixed.length + n + i;
  const costRow = (i: number) => 1 + fixed.length + 2 * n + i;
  const pos = (column: keyof typeof P, i: number) => `${POSITIONS_SHEET}!$${String.fromCharCode(65 + P[column])}$${i + 2}`;
  const fixedRef = (id: string, col: number) => a1(col, rows.get(id) as number).replace(/(\d+)$/, '$$$1');
  const columns = Array.from({ length: PLAN_COLUMNS }, (_, c) => 1 + c);
  const months = ['2025-12', ...FORECAST_MONTHS];

  const headcount: Cell[][] = [['id', ...months]];
  headcount.push(['month_index', ...columns.map((_, c) => c)]);
  for (const rate of RATE_ROWS) headcount.push([rate, null, ...FORECAST_MONTHS.map((month) => rateValue(rate, month))]);

  const block = (row: (i: number) => number, col: number) => (n === 0 ? '0' : `${a1(col, row(0))}:${a1(col, row(n - 1))}`);
  const departmentRange = `${POSITIONS_SHEET}!$C$2:$C$${Math.max(2, n + 1)}`;
  const total = (sum: (col: number) => string, opening: boolean): Cell[] => columns.map((col, c) => (c === 0 && !opening ? 0 : n === 0 ? 0 : `=${sum(col)}`));
  headcount.push(['plan_heads', ...total((col) => `SUM(${block(headsRow, col)})`, true)]);
  headcount.push(['plan_cost', ...total((col) => `SUM(${block(costRow, col)})`, false)]);
  for (const d of departments) {
    headcount.push([`heads_${d.id}`, ...total((col) => `SUMIF(${departmentRange}, "${d.id}", ${block(headsRow, col)})`, true)]);
    headcount.push([`cost_${d.id}`, ...total((col) => `SUMIF(${departmentRange}, "${d.id}", ${block(costRow, col)})`, false)]);
  }

  const delay = driver('hiring_delay_months');
  const accident = driver('accident_insurance_rate');
  plan.positions.forEach((_, i) => {
    const start = pos('start_index', i);
    headcount.push([`heads_${i + 1}`, ...columns.map((col) => {
      const m = fixedRef('month_index', col);
      return `=${pos('count', i)} * MAX(0, MIN(1, ${m} + 1 - IF(${start} >= 1, ${start} + ${delay}, ${start}))) * IF(${m} <= ${pos('end_index', i)}, 1, 0)`;
    })]);
  });
  plan.positions.forEach((_, i) => {
    const raiseMonth = pos('raise_month', i);
    headcount.push([`pay_${i + 1}`, null, ...columns.slice(1).map((col) => {
      const m = fixedRef('month_index', col);
      const raises = `ROUNDDOWN((${m} - ${raiseMonth} + 12) / 12, 0) - IF(${raiseMonth} = 1, 1, 0)`;
      return `=${pos('annual_salary', i)} / 12 * POWER(1 + ${pos('raise_pct', i)} / 100, ${raises}) * (1 + ${pos('variable_pct', i)} / 100)`;
    })]);
  });
  plan.positions.forEach((_, i) => {
    const start = pos('start_index', i);
    headcount.push([`cost_${i + 1}`, null, ...columns.slice(1).map((col) => {
      const m = fixedRef('month_index', col);
      const pay = a1(col, payRow(i));
      const rate = (id: RateRow) => fixedRef(id, col);
      const contributions = `MIN(${pay}, ${rate('pension_ceiling')}) * (${rate('pension_rate')} + ${rate('unemployment_rate')} + ${rate('insolvency_rate')}) / 100`
        + ` + MIN(${pay}, ${rate('health_ceiling')}) * (${rate('health_rate')} + ${rate('care_rate')}) / 100 + ${pay} * ${accident} / 100`;
      const recruiting = `IF(AND(${start} >= 1, ROUNDDOWN(${start} + ${delay}, 0) = ${m}, ${m} <= ${pos('end_index', i)}), ${pos('count', i)} * ${pos('recruiting_cost', i)}, 0)`;
      return `=${a1(col, headsRow(i))} * (${pay} + ${contributions}) + ${recruiting}`;
    })]);
  });
  return { positions, headcount, rows };
}
