import { textProblem } from '../format/text.ts';

/**
 * A scenario's headcount plan: positions by role, each a number of people hired in one month, at
 * one salary. The plan's arithmetic (pay, contributions, heads by month) is in series.ts; the
 * rules a plan must keep are here, written once for the API, the CSV import and the grid. Every
 * problem names the position (its row, 1-based) and the field.
 */

export interface Department {
  id: string;
  name: string;
}

/**
 * The shipped model's departments, and the departments of a definition published before
 * definitions listed their own (ModelSource.departments). A definition may add departments and
 * rename these, never remove one: screens, KPIs and the generated plan read them by id.
 */
export const DEFAULT_DEPARTMENTS: readonly Department[] = [
  { id: 'sales', name: 'Sales' },
  { id: 'customer_success', name: 'Customer Success' },
  { id: 'implementation', name: 'Implementation' },
  { id: 'engineering', name: 'Engineering' },
  { id: 'operations', name: 'Operations' },
  { id: 'g_and_a', name: 'G&A' },
];

/** The department whose people are the sales capacity (sales reps × productivity). */
export const SALES_DEPARTMENT = 'sales';

export interface Position {
  role: string;
  department: string;
  /** People in the position: a whole number. */
  count: number;
  /** First month of work, YYYY-MM; on or before 2025-12 for the staff the plan opens with. */
  start_month: string;
  /** Last month of work, YYYY-MM, or null while the position is open-ended. */
  end_month: string | null;
  /** Gross salary per person and year at the price level of January 2026, in euros. */
  annual_salary: number;
  /** Yearly raise in percent, or null to follow the scenario's Employee Cost Growth driver. */
  raise_pct: number | null;
  /** Month of the year (1–12) the raise takes effect; the first raise falls after January 2026. */
  raise_month: number;
  /** Variable pay (bonus, commission) in percent of the salary, accrued every month. */
  variable_pct: number;
  /** One-time cost of hiring one person (agency fee, job ads), in euros, booked in the start month. */
  recruiting_cost: number;
}

export interface HeadcountPlan {
  positions: Position[];
}

export const POSITION_FIELDS = [
  'role', 'department', 'count', 'start_month', 'end_month', 'annual_salary', 'raise_pct', 'raise_month', 'variable_pct', 'recruiting_cost',
] as const satisfies readonly (keyof Position)[];
export type PositionField = (typeof POSITION_FIELDS)[number];

/**
 * Bounds of every field (docs/model.md "Headcount plan"). Salaries start at 24,000 € a year
 * (2,000 € a month): below that lies the transition zone (Übergangsbereich, § 20 Abs. 2 SGB IV)
 * and the minijob, whose contribution rules the plan does not model; 1,000,000 € stops a typo
 * (an extra zero) before it becomes payroll.
 */
export const POSITION_BOUNDS = {
  roleLength: 80,
  count: { min: 1, max: 500 },
  firstStart: '2000-01',
  lastMonth: '2030-12',
  lastEnd: '2099-12',
  annual_salary: { min: 24_000, max: 1_000_000 },
  raise_pct: { min: -10, max: 30 },
  variable_pct: { min: 0, max: 200 },
  recruiting_cost: { min: 0, max: 250_000 },
  /** Positions in one plan. */
  positions: 1000,
} as const;

export interface PlanProblem {
  /** The position's row, 1-based (the CSV's line is row + 1). */
  row: number;
  field: PositionField | 'positions';
  message: string;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isPlanMonth(value: string): boolean {
  return MONTH.test(value);
}

const euros = (value: number) => value.toLocaleString('en-GB', { maximumFractionDigits: 2 });

function rangeProblem(field: PositionField, value: number, bounds: { min: number; max: number }, unit: string): string | null {
  if (!Number.isFinite(value)) return `${field} must be a number`;
  if (value < bounds.min || value > bounds.max) return `${field} must be from ${euros(bounds.min)} to ${euros(bounds.max)}${unit}, got ${euros(value)}`;
  return null;
}

/** The problems of one position (row `row`), field by field; `departments` are the model definition's. */
export function positionProblems(position: Position, row: number, departments: readonly Department[]): PlanProblem[] {
  const problems: PlanProblem[] = [];
  const add = (field: PositionField, message: string | null) => {
    if (message) problems.push({ row, field, message });
  };
  const role = position.role.trim();
  add('role', role === '' ? 'role must not be empty' : role.length > POSITION_BOUNDS.roleLength ? `role must be at most ${POSITION_BOUNDS.roleLength} characters` : textProblem(role, { visible: true }) && `role ${textProblem(role, { visible: true })}`);
  if (!departments.some((d) => d.id === position.department)) {
    add('department', `department "${position.department}" is not one of ${departments.map((d) => d.id).join(', ')}`);
  }
  add('count', !Number.isInteger(position.count) ? 'count must be a whole number of people' : rangeProblem('count', position.count, POSITION_BOUNDS.count, ''));
  const startOk = isPlanMonth(position.start_month);
  if (!startOk) add('start_month', `start_month must be a month written YYYY-MM, got "${position.start_month}"`);
  else if (position.start_month < POSITION_BOUNDS.firstStart || position.start_month > POSITION_BOUNDS.lastMonth) {
    add('start_month', `start_month must be from ${POSITION_BOUNDS.firstStart} to ${POSITION_BOUNDS.lastMonth}, got ${position.start_month}`);
  }
  if (position.end_month !== null) {
    if (!isPlanMonth(position.end_month)) add('end_month', `end_month must be a month written YYYY-MM or empty, got "${position.end_month}"`);
    else if (startOk && position.end_month < position.start_month) add('end_month', `end_month ${position.end_month} is before start_month ${position.start_month}`);
    else if (position.end_month < '2025-12') add('end_month', `end_month ${position.end_month} is before December 2025, the month the plan opens with: leave the position out`);
    else if (position.end_month > POSITION_BOUNDS.lastEnd) add('end_month', `end_month must be at most ${POSITION_BOUNDS.lastEnd}`);
  }
  add('annual_salary', rangeProblem('annual_salary', position.annual_salary, POSITION_BOUNDS.annual_salary, ' €'));
  if (position.raise_pct !== null) add('raise_pct', rangeProblem('raise_pct', position.raise_pct, POSITION_BOUNDS.raise_pct, ' %'));
  add('raise_month', !Number.isInteger(position.raise_month) || position.raise_month < 1 || position.raise_month > 12 ? `raise_month must be a month of the year from 1 to 12, got ${String(position.raise_month)}` : null);
  add('variable_pct', rangeProblem('variable_pct', position.variable_pct, POSITION_BOUNDS.variable_pct, ' %'));
  add('recruiting_cost', rangeProblem('recruiting_cost', position.recruiting_cost, POSITION_BOUNDS.recruiting_cost, ' €'));
  return problems;
}

/** What makes two positions the same hire: role (ignoring case and surrounding spaces), department, start and end month. */
function hireKey(position: Position): string {
  return [position.role.normalize('NFC').trim().toLocaleLowerCase('en'), position.department, position.start_month, position.end_month ?? ''].join('\u0000');
}

/**
 * Every problem of a plan: too many positions (checked before anything else), each position's
 * fields, and overlapping duplicates — the same role in the same department for the same months
 * twice, which is one position with a count.
 */
export function planProblems(positions: readonly Position[], departments: readonly Department[]): PlanProblem[] {
  if (positions.length > POSITION_BOUNDS.positions) {
    return [{ row: POSITION_BOUNDS.positions + 1, field: 'positions', message: `A plan holds at most ${POSITION_BOUNDS.positions.toLocaleString('en-GB')} positions, got ${positions.length.toLocaleString('en-GB')}` }];
  }
  const problems: PlanProblem[] = [];
  const firstRow = new Map<string, number>();
  positions.forEach((position, i) => {
    const row = i + 1;
    const own = positionProblems(position, row, departments);
    problems.push(...own);
    if (own.length > 0) return;
    const key = hireKey(position);
    const first = firstRow.get(key);
    if (first !== undefined) {
      problems.push({ row, field: 'role', message: `${position.role.trim()} in ${position.department} from ${position.start_month}${position.end_month ? ` to ${position.end_month}` : ''} repeats row ${first}: make it one position with a count of people` });
    } else {
      firstRow.set(key, row);
    }
  });
  return problems;
}

/**
 * People a plan employs in `month` (YYYY-MM) as planned, before any hiring delay: the counts of the
 * positions that have started and not ended (what the activity log says a saved plan holds).
 */
export function plannedPeople(positions: readonly Position[], month: string): number {
  return positions
    .filter((position) => position.start_month <= month && (position.end_month === null || position.end_month >= month))
    .reduce((sum, position) => sum + position.count, 0);
}

/** Whether two scenarios compute with the same plan, position by position and field by field (null: generated from the drivers). */
export function samePlan(a: HeadcountPlan | null, b: HeadcountPlan | null): boolean {
  if (a === null || b === null) return a === b;
  return a.positions.length === b.positions.length
    && a.positions.every((position, i) => POSITION_FIELDS.every((field) => position[field] === b.positions[i]?.[field]));
}

/**
 * What attribution refuses about plans, in the words of the server's 409 and the browser worker's
 * error alike: it splits a difference over drivers, and a plan is none.
 */
export const PLAN_REFUSALS = {
  plansDiffer: 'The two scenarios have different headcount plans: gap attribution splits a difference over drivers, and a plan is none',
} as const;
