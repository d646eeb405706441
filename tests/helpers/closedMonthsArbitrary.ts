import fc from 'fast-check';
import {
  CLOSABLE_MONTHS, CLOSED_INPUT_LINES, CLOSED_MONTH_LINES, FTE_ACTUAL_LINES, type ClosedMonthLine, type ClosedMonths, type MonthlyActualValues,
} from '../../engine/actuals/closedMonths.ts';

/** Plausible ranges of a month's actuals: euros, rides and clients as whole numbers, FTEs in quarters (part-time), cash may be negative. */
const RANGE: Record<ClosedMonthLine, { min: number; max: number }> = {
  one_time_revenue: { min: 0, max: 400_000 },
  medical_recurring_revenue: { min: 0, max: 2_000_000 },
  transport_recurring_revenue: { min: 0, max: 800_000 },
  transaction_revenue: { min: 0, max: 1_500_000 },
  cost_of_goods_sold: { min: 0, max: 900_000 },
  employees: { min: 0, max: 900_000 },
  sales_marketing: { min: 0, max: 500_000 },
  hosting_licenses: { min: 0, max: 200_000 },
  office_infrastructure: { min: 0, max: 80_000 },
  legal_tax: { min: 0, max: 60_000 },
  bfs_factoring: { min: 0, max: 60_000 },
  bonus_pool_tc: { min: 0, max: 100_000 },
  bonus_pool_mc: { min: 0, max: 60_000 },
  medical_rides: { min: 0, max: 600_000 },
  transport_rides: { min: 0, max: 900_000 },
  inpatient_clients: { min: 0, max: 1_500 },
  outpatient_clients: { min: 0, max: 2_500 },
  transport_clients: { min: 0, max: 3_000 },
  closing_cash: { min: -5_000_000, max: 25_000_000 },
  onboarded_medical_clients: { min: 0, max: 200 },
  new_medical_clients: { min: 0, max: 150 },
  new_transport_clients: { min: 0, max: 150 },
  sales_reps: { min: 0, max: 30 },
  customer_success_ftes: { min: 0, max: 20 },
  implementation_ftes: { min: 0, max: 15 },
  engineering_ftes: { min: 0, max: 40 },
  operations_ftes: { min: 0, max: 15 },
  g_and_a_ftes: { min: 0, max: 10 },
};

const QUARTERS_OF_AN_FTE = 4;

export const closedMonthValue = (line: ClosedMonthLine) => {
  const range = RANGE[line];
  if (range === undefined) throw new Error(`No plausible range for the actual ${line}`);
  return FTE_ACTUAL_LINES.includes(line)
    ? fc.integer({ min: range.min * QUARTERS_OF_AN_FTE, max: range.max * QUARTERS_OF_AN_FTE }).map((quarters) => quarters / QUARTERS_OF_AN_FTE)
    : fc.integer(range);
};

/** A month's actuals: every required line, and the optional ones (onboardings, new clients, FTEs by department) or not. */
export const closedMonthRow = fc.record(
  Object.fromEntries(CLOSED_INPUT_LINES.map((line) => [line, closedMonthValue(line)])) as Record<ClosedMonthLine, fc.Arbitrary<number>>,
  { requiredKeys: [...CLOSED_MONTH_LINES] },
);

/** Actuals for the first `count` forecast months, closed through the last of them (0: nothing closed). */
export const closedMonths = (maxCount = 24): fc.Arbitrary<ClosedMonths> => fc.integer({ min: 0, max: maxCount })
  .chain((count) => fc.array(closedMonthRow, { minLength: count, maxLength: count }))
  .map((rows) => ({
    values: Object.fromEntries(rows.map((row, i) => [CLOSABLE_MONTHS[i] as string, row])) as MonthlyActualValues,
    lastClosedMonth: rows.length === 0 ? null : (CLOSABLE_MONTHS[rows.length - 1] as string),
  }));
