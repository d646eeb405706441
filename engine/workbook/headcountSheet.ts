import { FORECAST_MONTHS, monthNumberOf, yearOf } from '../calendar.ts';
import { a1 } from '../formula/translate.ts';
import { contributionRatesOf } from '../headcount/contributions.ts';
import type { Department, HeadcountPlan } from '../headcount/plan.ts';
import { planColumn, PLAN_COLUMNS } from '../headcount/series.ts';
import { departmentRowIds, planRowIds } from '../headcount/planRows.ts';

/**
 * The headcount plan as live formulas: a Positions sheet (one row per position, as the plan
 * states it) and a Headcount sheet, month by month in the Monthly sheet's columns (column B
 * December 2025, C January 2026 …): the people of each position, what one of them is paid, what
 * the position costs with the employer's contributions and recruiting, and the totals the model
 * reads (planRowIds: people and cost, in all and by department of the model definition). The Excel export writes them and
 * its Monthly plan rows refer to the totals, so a changed position or driver recalculates there
 * as in the model. The evaluators compute the same rows with engine/headcount/series.ts (one
 * arithmetic for HyperFormula's session and the kernel: a grid of per-position formulas made
 * HyperFormula ten times slower on every change of drivers, docs/decisions.md); a property holds
 * these formulas equal to it (tests/property/headcount-formulas.property.test.ts).
 */

export const POSITIONS_SHEET = 'Positions';
export const HEADCOUNT_SHEET = 'Headcount';

/** The end index of an open-ended position: after every month of the plan. */
export const OPEN_END = 9999;

const RATE_ROWS = ['pension_rate', 'unemployment_rate', 'health_rate', 'care_rate', 'insolvency_rate', 'pension_ceiling', 'health_ceiling'] as const;
type RateRow = (typeof RATE_ROWS)[number];

/**
 * Rows above the positions' blocks: the month index and month of the year, the contribution table
 * by month, the rates that share a ceiling added up, the totals.
 */
export function headcountFixedRows(departments: readonly Department[]): string[] {
  return ['month_index', 'month_of_year', ...RATE_ROWS, 'rates_to_pension_ceiling', 'rates_to_health_ceiling', ...planRowIds(departments)];
}

/** Columns of the Positions sheet. */
export const POSITION_COLUMNS = [
  'id', 'role', 'department', 'count', 'start_month', 'end_month', 'annual_salary', 'raise_pct', 'raise_month', 'variable_pct', 'recruiting_cost',
  'start_index', 'end_index', 'begins', 'hired_in', 'raise_factor', 'first_pay', 'hiring_cost',
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
export function headcountSheets(plan: HeadcountPlan, driver: (id: string) => string, departments: readonly Department[]): HeadcountSheets {
  const n = plan.positions.length;
  const fixed = headcountFixedRows(departments);
  const rows = new Map(fixed.map((id, i) => [id, i + 1]));
  const headsRow = (i: number) => 1 + fixed.length + i;
  const payRow = (i: number) => 1 + fixed.length + n + i;
  const costRow = (i: number) => 1 + fixed.length + 2 * n + i;
  const letter = (column: keyof typeof P) => String.fromCharCode(65 + P[column]);
  // Column-absolute, row-relative: every row of a block has the same formula relative to its
  // position's row, which HyperFormula parses once for the whole block.
  const pos = (column: keyof typeof P, i: number) => `${POSITIONS_SHEET}!$${letter(column)}${i + 2}`;
  const own = (column: keyof typeof P, i: number) => `$${letter(column)}${i + 2}`;
  const fixedRef = (id: string, col: number) => a1(col, rows.get(id) as number).replace(/(\d+)$/, '$$$1');
  const delay = driver('hiring_delay_months');
  const accident = driver('accident_insurance_rate');

  // Positions: the plan as stated, then what every month of it reads (live formulas).
  const derived = (i: number): Cell[] => [
    `=IF(${own('start_index', i)} >= 1, ${own('start_index', i)} + ${delay}, ${own('start_index', i)})`,
    `=IF(AND(${own('start_index', i)} >= 1, ROUNDDOWN(${own('begins', i)}, 0) <= ${own('end_index', i)}), ROUNDDOWN(${own('begins', i)}, 0), -1)`,
    `=1 + ${own('raise_pct', i)} / 100`,
    `=${own('annual_salary', i)} / 12 * (1 + ${own('variable_pct', i)} / 100)`,
    `=${own('count', i)} * ${own('recruiting_cost', i)}`,
  ];
  const positions: Cell[][] = [[...POSITION_COLUMNS]];
  plan.positions.forEach((p, i) => {
    positions.push([
      `position_${i + 1}`, p.role, p.department, p.count, p.start_month, p.end_month, p.annual_salary,
      p.raise_pct === null ? `=${driver('employee_cost_growth_annual')}` : p.raise_pct,
      p.raise_month, p.variable_pct, p.recruiting_cost,
      planColumn(p.start_month), p.end_month === null ? OPEN_END : planColumn(p.end_month), ...derived(i),
    ]);
  });

  const columns = Array.from({ length: PLAN_COLUMNS }, (_, c) => 1 + c);
  const headcount: Cell[][] = [['id', '2025-12', ...FORECAST_MONTHS]];
  headcount.push(['month_index', ...columns.map((_, c) => c)]);
  headcount.push(['month_of_year', 12, ...FORECAST_MONTHS.map(monthNumberOf)]);
  for (const rate of RATE_ROWS) headcount.push([rate, null, ...FORECAST_MONTHS.map((month) => rateValue(rate, month))]);
  headcount.push(['rates_to_pension_ceiling', null, ...columns.slice(1).map((col) => `=(${fixedRef('pension_rate', col)} + ${fixedRef('unemployment_rate', col)} + ${fixedRef('insolvency_rate', col)}) / 100`)]);
  headcount.push(['rates_to_health_ceiling', null, ...columns.slice(1).map((col) => `=(${fixedRef('health_rate', col)} + ${fixedRef('care_rate', col)}) / 100`)]);

  const block = (row: (i: number) => number, col: number) => `${a1(col, row(0))}:${a1(col, row(n - 1))}`;
  // A department's total adds its positions' cells: one addition per position, where SUMIF would
  // compare every position's department in every month again.
  const members = (department: string) => plan.positions.flatMap((p, i) => (p.department === department ? [i] : []));
  const sumOf = (indices: readonly number[], row: (i: number) => number, col: number) => (indices.length === 0 ? '0' : indices.map((i) => a1(col, row(i))).join(' + '));
  const total = (sum: (col: number) => string, opening: boolean): Cell[] => columns.map((col, c) => (c === 0 && !opening ? 0 : n === 0 ? 0 : `=${sum(col)}`));
  headcount.push(['plan_heads', ...total((col) => `SUM(${block(headsRow, col)})`, true)]);
  headcount.push(['plan_cost', ...total((col) => `SUM(${block(costRow, col)})`, false)]);
  for (const d of departments) {
    const indices = members(d.id);
    const [heads, cost] = departmentRowIds(d);
    headcount.push([heads, ...total((col) => sumOf(indices, headsRow, col), true)]);
    headcount.push([cost, ...total((col) => sumOf(indices, costRow, col), false)]);
  }

  // Per position: people employed, the pay of one of them (raised in the raise month), the cost.
  const blockRows = Array.from({ length: n }, (_, i) => i);
  for (const i of blockRows) {
    headcount.push([`heads_${i + 1}`, ...columns.map((col) => {
      const m = fixedRef('month_index', col);
      return `=${pos('count', i)} * MAX(0, MIN(1, ${m} + 1 - ${pos('begins', i)})) * IF(${m} <= ${pos('end_index', i)}, 1, 0)`;
    })]);
  }
  for (const i of blockRows) {
    headcount.push([`pay_${i + 1}`, null, ...columns.slice(1).map((col, k) => (k === 0
      ? `=${pos('first_pay', i)}`
      : `=${a1(col - 1, payRow(i))} * IF(${fixedRef('month_of_year', col)} = ${pos('raise_month', i)}, ${pos('raise_factor', i)}, 1)`))]);
  }
  for (const i of blockRows) {
    headcount.push([`cost_${i + 1}`, null, ...columns.slice(1).map((col) => {
      const pay = a1(col, payRow(i));
      return `=${a1(col, headsRow(i))} * (${pay} * (1 + ${accident} / 100) + MIN(${pay}, ${fixedRef('pension_ceiling', col)}) * ${fixedRef('rates_to_pension_ceiling', col)}`
        + ` + MIN(${pay}, ${fixedRef('health_ceiling', col)}) * ${fixedRef('rates_to_health_ceiling', col)})`
        + ` + IF(${fixedRef('month_index', col)} = ${pos('hired_in', i)}, ${pos('hiring_cost', i)}, 0)`;
    })]);
  }
  return { positions, headcount, rows };
}
