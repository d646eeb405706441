import { sumOfYear, type ActualField, type Actuals } from './schema.ts';
import { DATA_MASK_FIELD_IDS, DATA_MASK_FIELDS, type DataMask, type DataMaskField } from './dataMaskFields.ts';
import { apportion, roundTo, scaleRounded } from './rescale.ts';
import { formatEuroDe, growthPercent } from '../format/number.ts';

/**
 * The data mask of part 1 §3 is a view of the monthly actuals, never a second copy: every annual
 * field is derived from the months, and a save that changes one rescales the months behind it
 * (each field's `changes` text in dataMaskFields.ts says which). Unchanged fields are not
 * targets — totals that depend on a changed field follow it — so a mask saved as loaded changes
 * nothing. Amounts stay whole euros; P&L identities hold in every month.
 */

type YearIndex = 0 | 1;
const YEARS: readonly { year: 2024 | 2025; index: YearIndex }[] = [{ year: 2024, index: 0 }, { year: 2025, index: 1 }];

/** Leaf revenue rows: total revenue and recurring revenue are their sums. */
export const REVENUE_STREAMS = ['one_time_revenue', 'medical_recurring_revenue', 'transport_recurring_revenue', 'transaction_revenue'] as const satisfies readonly ActualField[];
/** Operating expense lines rescaled for a burn or EBITDA change (the rounding adjustment absorbs the remainder). */
export const OPERATING_EXPENSE_LINES = [
  'employees', 'sales_marketing', 'hosting_licenses', 'office_infrastructure', 'legal_tax', 'bfs_factoring', 'bonus_pool_tc', 'bonus_pool_mc',
] as const satisfies readonly ActualField[];

const monthsOf = (index: YearIndex): number[] => Array.from({ length: 12 }, (_, m) => index * 12 + m);
const decemberOf = (index: YearIndex): number => index * 12 + 11;
const DECEMBER_2025 = decemberOf(1);

type Values = Record<ActualField, number[]>;
const at = (values: Values, field: ActualField, month: number): number => values[field][month] ?? 0;
const yearSum = (values: Values, field: ActualField, index: YearIndex): number => sumOfYear(values[field], index);
const medicalClientsAt = (values: Values, month: number): number => at(values, 'inpatient_clients', month) + at(values, 'outpatient_clients', month);

function arrPerClient(values: Values, field: ActualField, clients: number): number {
  return clients > 0 ? Math.round((12 * at(values, field, DECEMBER_2025)) / clients) : 0;
}

/** Every data-mask field from the actuals (annual sums, December counts, ratios, settings). */
export function deriveDataMask(actuals: Actuals): DataMask {
  const v = actuals.values;
  const perYear = (index: YearIndex) => {
    const revenue = yearSum(v, 'total_revenue', index);
    return {
      revenue,
      medicalClients: medicalClientsAt(v, decemberOf(index)),
      rides: yearSum(v, 'rides', index),
      ebitda: yearSum(v, 'ebitda', index),
      // Gross burn, as the Monthly Burn Rate KPI defines it (docs/model.md).
      burn: Math.round(yearSum(v, 'total_operating_expenses', index) / 12),
      grossMargin: revenue === 0 ? 0 : roundTo((100 * yearSum(v, 'gross_profit', index)) / revenue, 1),
    };
  };
  const [y24, y25] = [perYear(0), perYear(1)];
  return {
    revenue_2024: y24.revenue,
    revenue_2025: y25.revenue,
    medical_clients_2024: y24.medicalClients,
    medical_clients_2025: y25.medicalClients,
    rides_2024: y24.rides,
    rides_2025: y25.rides,
    ebitda_2024: y24.ebitda,
    ebitda_2025: y25.ebitda,
    monthly_burn_2024: y24.burn,
    monthly_burn_2025: y25.burn,
    monthly_growth_rate: actuals.settings.monthly_growth_rate,
    client_acquisition_medical: yearSum(v, 'new_medical_clients', 1),
    client_acquisition_transport: yearSum(v, 'new_transport_clients', 1),
    arr_per_medical_client: arrPerClient(v, 'medical_recurring_revenue', y25.medicalClients),
    arr_per_transport_client: arrPerClient(v, 'transport_recurring_revenue', at(v, 'transport_clients', DECEMBER_2025)),
    gross_margin_2024: y24.grossMargin,
    gross_margin_2025: y25.grossMargin,
    capital_injection_date: actuals.settings.capital_injection_date,
    capital_injection_amount: actuals.settings.capital_injection_amount,
    target_runway_months: actuals.settings.target_runway_months,
    operational_breakeven_date: actuals.settings.operational_breakeven_date,
    target_monthly_improvement: actuals.settings.target_monthly_improvement,
    opening_cash: actuals.settings.opening_cash,
    last_updated: actuals.settings.last_updated,
    data_source: actuals.settings.data_source,
    validation_period: actuals.settings.validation_period,
  };
}

/** Part 1 §2 Data Summary, from the actuals (pass the actuals with unsaved edits applied for a live view). */
export interface DataSummary {
  /** December 2025 recurring revenue × 12. */
  arrBaseline2025: number;
  /** Medical clients plus transport partners, December 2025. */
  totalClients2025: number;
  /** The monthly growth rate setting, in percent. */
  monthlyGrowthRate: number;
  /** Revenue 2025 over 2024, in percent; null (a dash) when 2024 is 0. */
  revenueGrowth2025: number | null;
  capitalInjectionAmount: number;
  capitalInjectionDate: string;
}

export function dataSummary(actuals: Actuals): DataSummary {
  const v = actuals.values;
  return {
    arrBaseline2025: 12 * at(v, 'recurring_revenue', DECEMBER_2025),
    totalClients2025: medicalClientsAt(v, DECEMBER_2025) + at(v, 'transport_clients', DECEMBER_2025),
    monthlyGrowthRate: actuals.settings.monthly_growth_rate,
    revenueGrowth2025: growthPercent(yearSum(v, 'total_revenue', 1), yearSum(v, 'total_revenue', 0)),
    capitalInjectionAmount: actuals.settings.capital_injection_amount,
    capitalInjectionDate: actuals.settings.capital_injection_date,
  };
}

/** Fields whose value differs from what the actuals give (the ones a save applies). */
export function changedDataMaskFields(actuals: Actuals, mask: DataMask): DataMaskField[] {
  const current = deriveDataMask(actuals);
  return DATA_MASK_FIELD_IDS.filter((field) => field !== 'last_updated' && mask[field] !== current[field]);
}

const wholeTarget = (value: number) => Math.max(0, Math.round(value));

/** Sets the year's cells of `fields` to whole numbers in proportion to their current values, adding up to `target`. */
function rescaleGroup(values: Values, fields: readonly ActualField[], index: YearIndex, target: number): void {
  const cells = fields.flatMap((field) => monthsOf(index).map((month) => ({ field, month })));
  const shares = apportion(cells.map(({ field, month }) => Math.max(0, at(values, field, month))), wholeTarget(target));
  cells.forEach(({ field, month }, k) => {
    values[field][month] = shares[k] ?? 0;
  });
}

/** Scales a whole year of one row by `factor` and sets its December exactly (client counts, run rates). */
function rescaleToDecember(values: Values, field: ActualField, index: YearIndex, december: number): void {
  const old = at(values, field, decemberOf(index));
  if (old > 0) {
    for (const month of monthsOf(index)) values[field][month] = Math.max(0, Math.round(at(values, field, month) * (december / old)));
  }
  values[field][decemberOf(index)] = december;
}

function rescaleOperatingExpenses(values: Values, index: YearIndex, target: number): void {
  const months = monthsOf(index);
  const adjustment = yearSum(values, 'rounding_adjustment', index);
  const goal = Math.max(0, target - adjustment);
  const current = OPERATING_EXPENSE_LINES.reduce((sum, line) => sum + yearSum(values, line, index), 0);
  if (current > 0) {
    for (const line of OPERATING_EXPENSE_LINES) {
      const scaled = scaleRounded(months.map((m) => at(values, line, m)), goal / current);
      months.forEach((m, k) => { values[line][m] = scaled[k] ?? 0; });
    }
  } else {
    rescaleGroup(values, OPERATING_EXPENSE_LINES, index, goal);
  }
  const lines = OPERATING_EXPENSE_LINES.reduce((sum, line) => sum + yearSum(values, line, index), 0);
  // Whole-euro rounding of the lines lands in the rounding/reconciliation adjustment (December).
  values.rounding_adjustment[decemberOf(index)] = at(values, 'rounding_adjustment', decemberOf(index)) + target - lines - adjustment;
}

const delta = (base: Values, next: Values, field: ActualField, m: number) => at(next, field, m) - at(base, field, m);

/**
 * Brings every total in line with the leaf rows, by the change since `base`: recurring and total
 * revenue, gross profit, rides, total operating expenses, EBITDA. Working with changes keeps any
 * difference the stored totals had (the reconciliation shows it) instead of hiding it.
 */
function recomputeTotals(base: Values, next: Values): void {
  for (let m = 0; m < 24; m += 1) {
    const recurring = delta(base, next, 'medical_recurring_revenue', m) + delta(base, next, 'transport_recurring_revenue', m);
    next.recurring_revenue[m] = at(base, 'recurring_revenue', m) + recurring;
    const revenue = delta(base, next, 'one_time_revenue', m) + recurring + delta(base, next, 'transaction_revenue', m);
    next.total_revenue[m] = at(base, 'total_revenue', m) + revenue;
    const grossProfit = revenue - delta(base, next, 'cost_of_goods_sold', m);
    next.gross_profit[m] = at(base, 'gross_profit', m) + grossProfit;
    const opex = [...OPERATING_EXPENSE_LINES, 'rounding_adjustment' as const].reduce((sum, line) => sum + delta(base, next, line, m), 0);
    next.total_operating_expenses[m] = at(base, 'total_operating_expenses', m) + opex;
    next.ebitda[m] = at(base, 'ebitda', m) + grossProfit - opex;
    next.rides[m] = at(base, 'rides', m) + delta(base, next, 'medical_rides', m) + delta(base, next, 'transport_rides', m);
  }
}

export interface DataMaskProblem {
  field: DataMaskField;
  message: string;
}
export type ApplyResult =
  | { ok: true; actuals: Actuals; changed: DataMaskField[] }
  | { ok: false; errors: DataMaskProblem[] };

const eur = formatEuroDe;

/**
 * Writes an edited data mask back into the monthly actuals. Order: client counts, rides, new
 * clients, ARR per client (pins that recurring stream), revenue (rescales the streams not
 * pinned), gross margin (COGS on the new revenue), then burn or EBITDA (operating expenses).
 * Call it with a mask that passed engine/actuals/validation.ts; it reports only contradictions
 * between changed fields.
 */
export function applyDataMask(actuals: Actuals, mask: DataMask): ApplyResult {
  const changed = changedDataMaskFields(actuals, mask);
  const is = (field: DataMaskField) => changed.includes(field);
  const base = actuals.values;
  const next = Object.fromEntries(Object.entries(base).map(([field, series]) => [field, [...series]])) as Values;
  const errors: DataMaskProblem[] = [];

  for (const { year, index } of YEARS) {
    if (is(`medical_clients_${year}`)) {
      const december = decemberOf(index);
      const [inpatient, outpatient] = apportion([at(next, 'inpatient_clients', december), at(next, 'outpatient_clients', december)], wholeTarget(mask[`medical_clients_${year}`]));
      rescaleToDecember(next, 'inpatient_clients', index, inpatient ?? 0);
      rescaleToDecember(next, 'outpatient_clients', index, outpatient ?? 0);
    }
    if (is(`rides_${year}`)) rescaleGroup(next, ['medical_rides', 'transport_rides'], index, mask[`rides_${year}`]);
  }
  if (is('client_acquisition_medical')) rescaleGroup(next, ['new_medical_clients'], 1, mask.client_acquisition_medical);
  if (is('client_acquisition_transport')) rescaleGroup(next, ['new_transport_clients'], 1, mask.client_acquisition_transport);

  const pinned = new Set<ActualField>();
  const runRates = [
    { field: 'arr_per_medical_client', stream: 'medical_recurring_revenue', clients: medicalClientsAt(next, DECEMBER_2025), who: 'medical clients' },
    { field: 'arr_per_transport_client', stream: 'transport_recurring_revenue', clients: at(next, 'transport_clients', DECEMBER_2025), who: 'transport clients' },
  ] as const;
  for (const { field, stream, clients, who } of runRates) {
    if (!is(field)) continue;
    if (clients <= 0 && mask[field] !== 0) {
      errors.push({ field, message: `${DATA_MASK_FIELDS[field].label} needs ${who} in December 2025` });
      continue;
    }
    rescaleToDecember(next, stream, 1, Math.round((mask[field] * clients) / 12));
    pinned.add(stream);
  }

  for (const { year, index } of YEARS) {
    const field = `revenue_${year}` as const;
    if (!is(field)) continue;
    const free = REVENUE_STREAMS.filter((stream) => index === 0 || !pinned.has(stream));
    const fixed = REVENUE_STREAMS.filter((stream) => !free.includes(stream)).reduce((sum, stream) => sum + yearSum(next, stream, index), 0);
    if (mask[field] < fixed || (free.length === 0 && mask[field] !== fixed)) {
      errors.push({ field, message: `${DATA_MASK_FIELDS[field].label} cannot be below the recurring revenue the ARR per client gives (${eur(fixed)})` });
      continue;
    }
    rescaleGroup(next, free, index, wholeTarget(mask[field] - fixed));
  }
  recomputeTotals(base, next);

  for (const { year, index } of YEARS) {
    const field = `gross_margin_${year}` as const;
    if (!is(field)) continue;
    const revenue = yearSum(next, 'total_revenue', index);
    rescaleGroup(next, ['cost_of_goods_sold'], index, Math.max(0, Math.round(revenue * (1 - mask[field] / 100))));
  }
  recomputeTotals(base, next);

  for (const { year, index } of YEARS) {
    const burnField = `monthly_burn_${year}` as const;
    const ebitdaField = `ebitda_${year}` as const;
    const opex = yearSum(next, 'total_operating_expenses', index);
    const fromBurn = is(burnField) ? 12 * mask[burnField] : null;
    const fromEbitda = is(ebitdaField) ? opex + yearSum(next, 'ebitda', index) - mask[ebitdaField] : null;
    if (fromBurn !== null && fromEbitda !== null && fromBurn !== fromEbitda) {
      errors.push({
        field: ebitdaField,
        message: `${DATA_MASK_FIELDS[ebitdaField].label} and ${DATA_MASK_FIELDS[burnField].label} contradict each other: operating expenses would be ${eur(fromEbitda)} and ${eur(fromBurn)}; change one of them`,
      });
      continue;
    }
    if (fromEbitda !== null && fromEbitda < 0) {
      errors.push({ field: ebitdaField, message: `${DATA_MASK_FIELDS[ebitdaField].label} cannot exceed revenue minus COGS (${eur(opex + yearSum(next, 'ebitda', index))})` });
      continue;
    }
    const target = fromBurn ?? fromEbitda;
    if (target !== null) rescaleOperatingExpenses(next, index, target);
  }
  recomputeTotals(base, next);

  if (errors.length > 0) return { ok: false, errors };
  const settings = {
    ...actuals.settings,
    opening_cash: mask.opening_cash,
    monthly_growth_rate: mask.monthly_growth_rate,
    capital_injection_date: mask.capital_injection_date,
    capital_injection_amount: mask.capital_injection_amount,
    target_runway_months: mask.target_runway_months,
    operational_breakeven_date: mask.operational_breakeven_date,
    target_monthly_improvement: mask.target_monthly_improvement,
    last_updated: mask.last_updated,
    data_source: mask.data_source,
    validation_period: mask.validation_period,
  };
  return { ok: true, actuals: { values: next, settings }, changed };
}
