import { ACTUAL_MONTHS } from '../calendar.ts';
import type { ClosedMonths } from './closedMonths.ts';
import { LINE_BY_ID, LINES } from '../model/lines.ts';

/** Monthly actual fields of 2024–2025: the lines the definition marks as baseline actuals (part 2 §3 P&L year record plus volumes and client counts). */
export const ACTUAL_FIELDS: readonly string[] = LINES.filter((line) => line.actuals?.baseline).map((line) => line.id);
export type ActualField = string;

/** Fields that must be whole numbers (euros, rides, clients); FTEs may have decimals. */
export const WHOLE_NUMBER_FIELDS: ReadonlySet<ActualField> = new Set(ACTUAL_FIELDS.filter((field) => LINE_BY_ID.get(field)?.unit !== 'FTE'));
/** Fields that may be negative: results (gross profit, EBITDA) and the rounding adjustment. */
export const SIGNED_FIELDS: ReadonlySet<ActualField> = new Set(['ebitda', 'gross_profit', 'rounding_adjustment']);

/**
 * The opening balance at 31 December 2025 and the tax loss carry-forwards then: part of the
 * baseline data, entered on Baseline Data Input (section "Opening Balance 31 Dec 2025") and read by
 * the model's formulas by name. A baseline file from before they existed leaves them out and gets
 * these defaults, estimated from the 2024–2025 actuals at the catalog's working-capital drivers;
 * the retained earnings are the balancing item (docs/model.md "Opening balance"). Each field's
 * label and unit are the one text every reader shows (the data mask, the workbook's names, docs).
 */
const MONEY = 10_000_000_000;
export const OPENING_BALANCE_SETTINGS = {
  fixed_assets_2025: { default: 60000, min: 0, max: MONEY, label: 'Fixed assets at 31 Dec 2025', unit: '€' },
  fixed_assets_2025_life_months: { default: 30, min: 0, max: 600, whole: true, label: 'Remaining useful life of the fixed assets at 31 Dec 2025', unit: 'months' },
  receivables_2025: { default: 10500, min: 0, max: MONEY, label: 'Trade receivables at 31 Dec 2025', unit: '€' },
  payables_2025: { default: 76000, min: 0, max: MONEY, label: 'Trade payables at 31 Dec 2025', unit: '€' },
  deferred_revenue_2025: { default: 50500, min: 0, max: MONEY, label: 'Deferred revenue at 31 Dec 2025', unit: '€' },
  vat_payable_2025: { default: 15300, min: -MONEY, max: MONEY, label: 'VAT payable at 31 Dec 2025', unit: '€' },
  income_tax_payable_2025: { default: 0, min: -MONEY, max: MONEY, label: 'Income tax payable at 31 Dec 2025', unit: '€' },
  loans_2025: { default: 0, min: 0, max: MONEY, label: 'Loans at 31 Dec 2025', unit: '€' },
  loans_2025_rate: { default: 0, min: 0, max: 30, label: 'Interest rate of the loans at 31 Dec 2025', unit: '%/year' },
  loans_2025_months: { default: 1, min: 1, max: 360, whole: true, label: 'Months to repay the loans at 31 Dec 2025', unit: 'months' },
  subscribed_capital_2025: { default: 25000, min: 0, max: MONEY, label: 'Subscribed capital at 31 Dec 2025', unit: '€' },
  capital_reserve_2025: { default: 3975000, min: 0, max: MONEY, label: 'Capital reserve at 31 Dec 2025', unit: '€' },
  tax_loss_carryforward_kst_2025: { default: 1845600, min: 0, max: MONEY, label: 'Corporate tax loss carry-forward at 31 Dec 2025', unit: '€' },
  tax_loss_carryforward_gewst_2025: { default: 1845600, min: 0, max: MONEY, label: 'Trade tax loss carry-forward at 31 Dec 2025', unit: '€' },
} as const satisfies Record<string, { default: number; min: number; max: number; whole?: true; label: string; unit: '€' | 'months' | '%/year' }>;
export type OpeningBalanceField = keyof typeof OPENING_BALANCE_SETTINGS;
export const OPENING_BALANCE_FIELDS = Object.keys(OPENING_BALANCE_SETTINGS) as OpeningBalanceField[];
export const OPENING_BALANCE_DEFAULTS = Object.fromEntries(OPENING_BALANCE_FIELDS.map((field) => [field, OPENING_BALANCE_SETTINGS[field].default])) as Record<OpeningBalanceField, number>;

/** Baseline settings of the data mask (part 1 §3) that are not sums of the monthly actuals. */
export interface BaselineSettings extends Record<OpeningBalanceField, number> {
  opening_cash: number;
  monthly_growth_rate: number;
  capital_injection_date: string;
  capital_injection_amount: number;
  target_runway_months: number;
  operational_breakeven_date: string;
  target_monthly_improvement: number;
  last_updated: string;
  data_source: string;
  validation_period: string;
}

export const SETTING_KINDS: Record<keyof BaselineSettings, 'number' | 'month' | 'text'> = {
  opening_cash: 'number',
  monthly_growth_rate: 'number',
  capital_injection_date: 'month',
  capital_injection_amount: 'number',
  target_runway_months: 'number',
  operational_breakeven_date: 'month',
  target_monthly_improvement: 'number',
  last_updated: 'text',
  data_source: 'text',
  validation_period: 'text',
  ...Object.fromEntries(OPENING_BALANCE_FIELDS.map((field) => [field, 'number'])) as Record<OpeningBalanceField, 'number'>,
};
export const SETTING_FIELDS = Object.keys(SETTING_KINDS) as (keyof BaselineSettings)[];

/**
 * The actuals the model starts from: the 2024–2025 baseline (24 monthly values per field, and the
 * settings) and, when months of 2026 on are closed, their actuals (the forecast continues from the
 * last closed month).
 */
export interface Actuals {
  values: Record<ActualField, number[]>;
  settings: BaselineSettings;
  closed?: ClosedMonths;
}

/** Settings a baseline file may leave out: they take their default. */
export const OPTIONAL_SETTINGS: ReadonlySet<keyof BaselineSettings> = new Set(OPENING_BALANCE_FIELDS);

export const ACTUAL_MONTH_COUNT = ACTUAL_MONTHS.length;

export function sumOfYear(values: readonly number[], yearIndex: 0 | 1): number {
  return values.slice(yearIndex * 12, yearIndex * 12 + 12).reduce((a, b) => a + b, 0);
}

/** The 24 monthly values of a baseline field; a field the definition marks as baseline data is always there. */
export function seriesOf(values: Readonly<Record<ActualField, number[]>>, field: ActualField): number[] {
  const series = values[field];
  if (!series) throw new Error(`The baseline has no monthly values for ${field}`);
  return series;
}
