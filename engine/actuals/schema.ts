import { ACTUAL_MONTHS } from '../calendar.ts';
import type { ClosedMonths } from './closedMonths.ts';

/** Monthly actual fields (part 2 §3 P&L year record plus volumes and client counts). */
export const ACTUAL_FIELDS = [
  'one_time_revenue', 'recurring_revenue', 'medical_recurring_revenue', 'transport_recurring_revenue', 'transaction_revenue',
  'total_revenue', 'cost_of_goods_sold', 'gross_profit', 'employees', 'sales_marketing', 'hosting_licenses',
  'office_infrastructure', 'legal_tax', 'bfs_factoring', 'bonus_pool_tc', 'bonus_pool_mc', 'rounding_adjustment',
  'total_operating_expenses', 'ebitda', 'rides', 'medical_rides', 'transport_rides', 'inpatient_clients',
  'outpatient_clients', 'transport_clients', 'new_medical_clients', 'new_transport_clients', 'ftes',
] as const;
export type ActualField = (typeof ACTUAL_FIELDS)[number];

/** Fields that must be whole numbers (euros, rides, clients); FTEs may have decimals. */
export const WHOLE_NUMBER_FIELDS: ReadonlySet<ActualField> = new Set(ACTUAL_FIELDS.filter((field) => field !== 'ftes'));
/** Fields that may be negative. */
export const SIGNED_FIELDS: ReadonlySet<ActualField> = new Set(['ebitda', 'gross_profit', 'rounding_adjustment']);

/** Baseline settings of the data mask (part 1 §3) that are not sums of the monthly actuals. */
export interface BaselineSettings {
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

export const ACTUAL_MONTH_COUNT = ACTUAL_MONTHS.length;

export function sumOfYear(values: readonly number[], yearIndex: 0 | 1): number {
  return values.slice(yearIndex * 12, yearIndex * 12 + 12).reduce((a, b) => a + b, 0);
}
