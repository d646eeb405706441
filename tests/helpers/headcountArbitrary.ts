import fc from 'fast-check';
import { DEFAULT_DEPARTMENTS, type HeadcountPlan, type Position } from '../../engine/headcount/plan.ts';
import { planColumn } from '../../engine/headcount/series.ts';

/** Positions of a headcount plan as the property tests draw them: any department, start from 2024 to 2030, open or ending. */
export const month = (from: number, to: number) => fc.integer({ min: from, max: to }).map((c) => {
  const index = c - 1 + 2026 * 12;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
});

export const position: fc.Arbitrary<Position> = fc.record({
  role: fc.constantFrom('Account Executive', 'Engineer', 'Customer Success Manager', 'CFO'),
  department: fc.constantFrom(...DEFAULT_DEPARTMENTS.map((d) => d.id)),
  count: fc.integer({ min: 1, max: 12 }),
  start: month(-24, 60),
  length: fc.option(fc.integer({ min: 0, max: 70 }), { nil: null }),
  annual_salary: fc.integer({ min: 24_000, max: 400_000 }),
  raise_pct: fc.option(fc.double({ min: -10, max: 30, noNaN: true }), { nil: null }),
  raise_month: fc.integer({ min: 1, max: 12 }),
  variable_pct: fc.double({ min: 0, max: 200, noNaN: true }),
  recruiting_cost: fc.integer({ min: 0, max: 40_000 }),
}).map(({ start, length, ...rest }): Position => {
  const startColumn = Math.max(0, planColumn(start));
  const end = length === null ? null : planColumn(start) + length < 0 ? null : startColumn + length;
  const endMonth = end === null ? null : (() => {
    const index = end - 1 + 2026 * 12;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  })();
  return { ...rest, start_month: start, end_month: endMonth };
});


/** A plan of up to `max` positions (hires of one role in one month may repeat: the arithmetic does not care). */
export const headcountPlan = (max: number): fc.Arbitrary<HeadcountPlan> => fc.array(position, { maxLength: max }).map((positions) => ({ positions }));
