import { OPENING_BALANCE_FIELDS, seriesOf, sumOfYear, type ActualField, type Actuals, type OpeningBalanceField } from './schema.ts';
import { DATA_MASK_FIELD_IDS, DATA_MASK_FIELDS, type DataMask, type DataMaskField } from './dataMaskFields.ts';
import { apportion, roundTo, scaleRounded } from './rescale.ts';
import {
  actualMonthValue, actualYearValue, annualExtraOfActuals, leafTermsOf, refreshTotals, termsOf,
  type ActualValues, type ActualYearIndex,
} from './actualFigures.ts';
import { growthPercent, numberFormatter } from '../format/number.ts';

/**
 * The data mask of part 1 §3 is a view of the monthly actuals, never a second copy: every annual
 * field is derived from the months, and a save that changes one rescales the months behind it
 * (each field's `changes` text in dataMaskFields.ts says which). Unchanged fields are not
 * targets — totals that depend on a changed field follow it — so a mask saved as loaded changes
 * nothing. Amounts stay whole euros; P&L identities hold in every month. Totals, annual values
 * and KPI-like fields are the model definition's, evaluated on the actuals (actualFigures.ts).
 */

const YEARS: readonly { year: 2024 | 2025; index: ActualYearIndex }[] = [{ year: 2024, index: 0 }, { year: 2025, index: 1 }];

/** Leaf revenue rows: the rows total revenue adds up, recurring revenue split into its streams. */
export const REVENUE_STREAMS: readonly ActualField[] = leafTermsOf('total_revenue');
/**
 * Operating expense lines rescaled for a burn or EBITDA change: the lines total operating expenses
 * adds up except the rounding adjustment, which absorbs the whole-euro remainder.
 */
export const OPERATING_EXPENSE_LINES: readonly ActualField[] = termsOf('total_operating_expenses').filter((line) => line !== 'rounding_adjustment');

const monthsOf = (index: ActualYearIndex): number[] => Array.from({ length: 12 }, (_, m) => index * 12 + m);
const decemberOf = (index: ActualYearIndex): number => index * 12 + 11;
const DECEMBER_2025 = decemberOf(1);

const at = (values: ActualValues, field: ActualField, month: number): number => seriesOf(values, field)[month] ?? 0;
const yearSum = (values: ActualValues, field: ActualField, index: ActualYearIndex): number => sumOfYear(seriesOf(values, field), index);
const medicalClientsAt = (values: ActualValues, month: number): number => actualMonthValue(values, 'medical_clients', month);

function arrPerClient(values: ActualValues, field: ActualField, clients: number): number {
  return clients > 0 ? Math.round((12 * at(values, field, DECEMBER_2025)) / clients) : 0;
}

/** Every data-mask field from the actuals (annual sums, December counts, ratios, settings). */
export function deriveDataMask(actuals: Actuals): DataMask {
  const v = actuals.values;
  const perYear = (index: ActualYearIndex) => {
    const revenue = actualYearValue(v, 'total_revenue', index);
    return {
      revenue,
      medicalClients: actualYearValue(v, 'medical_clients', index),
      rides: actualYearValue(v, 'rides', index),
      ebitda: actualYearValue(v, 'ebitda', index),
      // The mask's two P&L ratios are the statement's, as part 1 §3 has them: gross burn (operating
      // expenses ÷ 12) and gross profit ÷ revenue. The KPIs Monthly Burn Rate (net burn) and Gross
      // Margin (after hosting) measure other things (docs/model.md "KPIs").
      burn: Math.round(actualYearValue(v, 'total_operating_expenses', index) / 12),
      // No revenue, no margin: 0 rather than a division by zero.
      grossMargin: revenue !== 0 ? roundTo((100 * actualYearValue(v, 'gross_profit', index)) / revenue, 1) : 0,
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
    client_acquisition_medical: actualYearValue(v, 'new_medical_clients', 1),
    client_acquisition_transport: actualYearValue(v, 'new_transport_clients', 1),
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
    ...openingBalanceOf(actuals.settings),
  };
}

/** The opening balance fields of settings or a mask. */
function openingBalanceOf(values: Readonly<Record<OpeningBalanceField, number>>): Record<OpeningBalanceField, number> {
  return Object.fromEntries(OPENING_BALANCE_FIELDS.map((field) => [field, values[field]])) as Record<OpeningBalanceField, number>;
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
    arrBaseline2025: annualExtraOfActuals(v, 'arr', 1),
    totalClients2025: annualExtraOfActuals(v, 'total_clients', 1),
    monthlyGrowthRate: actuals.settings.monthly_growth_rate,
    revenueGrowth2025: growthPercent(actualYearValue(v, 'total_revenue', 1), actualYearValue(v, 'total_revenue', 0)),
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
function rescaleGroup(values: ActualValues, fields: readonly ActualField[], index: ActualYearIndex, target: number): void {
  const cells = fields.flatMap((field) => monthsOf(index).map((month) => ({ field, month })));
  const shares = apportion(cells.map(({ field, month }) => Math.max(0, at(values, field, month))), wholeTarget(target));
  cells.forEach(({ field, month }, k) => {
    seriesOf(values, field)[month] = shares[k] ?? 0;
  });
}

/** Scales a whole year of one row by `factor` and sets its December exactly (client counts, run rates). */
function rescaleToDecember(values: ActualValues, field: ActualField, index: ActualYearIndex, december: number): void {
  const old = at(values, field, decemberOf(index));
  if (old > 0) {
    for (const month of monthsOf(index)) seriesOf(values, field)[month] = Math.max(0, Math.round(at(values, field, month) * (december / old)));
  }
  seriesOf(values, field)[decemberOf(index)] = december;
}

function rescaleOperatingExpenses(values: ActualValues, index: ActualYearIndex, target: number): void {
  const months = monthsOf(index);
  const adjustment = yearSum(values, 'rounding_adjustment', index);
  const goal = Math.max(0, target - adjustment);
  const current = OPERATING_EXPENSE_LINES.reduce((sum, line) => sum + yearSum(values, line, index), 0);
  if (current > 0) {
    for (const line of OPERATING_EXPENSE_LINES) {
      const scaled = scaleRounded(months.map((m) => at(values, line, m)), goal / current);
      months.forEach((m, k) => { seriesOf(values, line)[m] = scaled[k] ?? 0; });
    }
  } else {
    rescaleGroup(values, OPERATING_EXPENSE_LINES, index, goal);
  }
  const lines = OPERATING_EXPENSE_LINES.reduce((sum, line) => sum + yearSum(values, line, index), 0);
  // Whole-euro rounding of the lines lands in the rounding/reconciliation adjustment (December).
  seriesOf(values, 'rounding_adjustment')[decemberOf(index)] = at(values, 'rounding_adjustment', decemberOf(index)) + target - lines - adjustment;
}

/**
 * Why a field's value is refused, as a form with its values: a screen words it in its reader's
 * language from these (values that name a field give its id, amounts are written already);
 * `message` is the same in English, as the API and the CSV import say it.
 */
export type DataMaskProblemForm =
  | 'required' | 'notANumber' | 'notAMonth' | 'monthBetween' | 'notText' | 'atMostCharacters' | 'notWhole' | 'atLeast' | 'atMost'
  | 'needsMedicalClients' | 'needsTransportClients' | 'belowRecurringRevenue' | 'contradicts' | 'aboveGrossProfit';

export interface DataMaskProblem {
  field: DataMaskField;
  message: string;
  form: DataMaskProblemForm;
  values: Readonly<Record<string, string | number>>;
}
export type ApplyResult =
  | { ok: true; actuals: Actuals; changed: DataMaskField[] }
  | { ok: false; errors: DataMaskProblem[] };

// The specification's validation texts write euros the German way, whoever reads them.
const eur = numberFormatter('de').formatEuroExact;

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
  const next = Object.fromEntries(Object.entries(base).map(([field, series]) => [field, [...series]])) as ActualValues;
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
    { field: 'arr_per_medical_client', stream: 'medical_recurring_revenue', clients: medicalClientsAt(next, DECEMBER_2025), who: 'medical clients', form: 'needsMedicalClients' },
    { field: 'arr_per_transport_client', stream: 'transport_recurring_revenue', clients: at(next, 'transport_clients', DECEMBER_2025), who: 'transport clients', form: 'needsTransportClients' },
  ] as const;
  for (const { field, stream, clients, who, form } of runRates) {
    if (!is(field)) continue;
    if (clients <= 0 && mask[field] !== 0) {
      errors.push({ field, message: `${DATA_MASK_FIELDS[field].label} needs ${who} in December 2025`, form, values: {} });
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
      errors.push({ field, message: `${DATA_MASK_FIELDS[field].label} cannot be below the recurring revenue the ARR per client gives (${eur(fixed)})`, form: 'belowRecurringRevenue', values: { amount: eur(fixed) } });
      continue;
    }
    rescaleGroup(next, free, index, wholeTarget(mask[field] - fixed));
  }
  refreshTotals(base, next);

  for (const { year, index } of YEARS) {
    const field = `gross_margin_${year}` as const;
    if (!is(field)) continue;
    const revenue = actualYearValue(next, 'total_revenue', index);
    rescaleGroup(next, ['cost_of_goods_sold'], index, Math.max(0, Math.round(revenue * (1 - mask[field] / 100))));
  }
  refreshTotals(base, next);

  for (const { year, index } of YEARS) {
    const burnField = `monthly_burn_${year}` as const;
    const ebitdaField = `ebitda_${year}` as const;
    const opex = actualYearValue(next, 'total_operating_expenses', index);
    const ebitdaNow = actualYearValue(next, 'ebitda', index);
    // Operating expenses that give the mask's burn (the KPI's operating expenses ÷ 12) or its EBITDA.
    const fromBurn = is(burnField) ? 12 * mask[burnField] : null;
    const fromEbitda = is(ebitdaField) ? opex + ebitdaNow - mask[ebitdaField] : null;
    if (fromBurn !== null && fromEbitda !== null && fromBurn !== fromEbitda) {
      errors.push({
        field: ebitdaField,
        message: `${DATA_MASK_FIELDS[ebitdaField].label} and ${DATA_MASK_FIELDS[burnField].label} contradict each other: operating expenses would be ${eur(fromEbitda)} and ${eur(fromBurn)}; change one of them`,
        form: 'contradicts',
        values: { other: burnField, fromField: eur(fromEbitda), fromOther: eur(fromBurn) },
      });
      continue;
    }
    if (fromEbitda !== null && fromEbitda < 0) {
      errors.push({ field: ebitdaField, message: `${DATA_MASK_FIELDS[ebitdaField].label} cannot exceed revenue minus COGS (${eur(opex + ebitdaNow)})`, form: 'aboveGrossProfit', values: { amount: eur(opex + ebitdaNow) } });
      continue;
    }
    const target = fromBurn ?? fromEbitda;
    if (target !== null) rescaleOperatingExpenses(next, index, target);
  }
  refreshTotals(base, next);

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
    ...openingBalanceOf(mask),
  };
  return { ok: true, actuals: { values: next, settings }, changed };
}
