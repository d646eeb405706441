import { monthKey } from '../calendar.ts';
import { OPENING_BALANCE_FIELDS, type BaselineSettings } from '../actuals/schema.ts';

/**
 * Baseline settings that formulas read by name: the cash the actuals start from, the 2025 funding
 * round and the opening balance at 31 December 2025. They are facts of the baseline data, the same
 * for every scenario, so they sit on the Actuals sheet (one named cell each) rather than among the
 * drivers a scenario sets.
 */
export interface SettingName {
  name: string;
  label: string;
  unit: string;
  value(settings: BaselineSettings): number;
}

const OPENING_BALANCE_LABELS: Record<(typeof OPENING_BALANCE_FIELDS)[number], [string, string]> = {
  fixed_assets_2025: ['Fixed assets at 31 Dec 2025', '€'],
  fixed_assets_2025_life_months: ['Remaining useful life of the fixed assets at 31 Dec 2025', 'months'],
  receivables_2025: ['Trade receivables at 31 Dec 2025', '€'],
  payables_2025: ['Trade payables at 31 Dec 2025', '€'],
  deferred_revenue_2025: ['Deferred revenue at 31 Dec 2025', '€'],
  vat_payable_2025: ['VAT payable at 31 Dec 2025', '€'],
  income_tax_payable_2025: ['Income tax payable at 31 Dec 2025', '€'],
  loans_2025: ['Loans at 31 Dec 2025', '€'],
  loans_2025_rate: ['Interest rate of the loans at 31 Dec 2025', '%/year'],
  loans_2025_months: ['Months to repay the loans at 31 Dec 2025', 'months'],
  subscribed_capital_2025: ['Subscribed capital at 31 Dec 2025', '€'],
  capital_reserve_2025: ['Capital reserve at 31 Dec 2025', '€'],
  tax_loss_carryforward_kst_2025: ['Corporate tax loss carry-forward at 31 Dec 2025', '€'],
  tax_loss_carryforward_gewst_2025: ['Trade tax loss carry-forward at 31 Dec 2025', '€'],
};

export const SETTING_NAMES: readonly SettingName[] = [
  { name: 'opening_cash_2024', label: 'Opening cash (January 2024)', unit: '€', value: (s) => s.opening_cash },
  { name: 'capital_injection_2025', label: 'Capital injection of the 2025 round', unit: '€', value: (s) => s.capital_injection_amount },
  { name: 'capital_injection_month', label: 'Month of the 2025 round', unit: 'month', value: (s) => monthKey(s.capital_injection_date) },
  ...OPENING_BALANCE_FIELDS.map((field): SettingName => {
    const [label, unit] = OPENING_BALANCE_LABELS[field];
    return { name: field, label, unit, value: (s) => s[field] };
  }),
];

export const SETTING_NAME_BY_ID: ReadonlyMap<string, SettingName> = new Map(SETTING_NAMES.map((setting) => [setting.name, setting]));
