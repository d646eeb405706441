import { monthKey } from '../calendar.ts';
import { OPENING_BALANCE_FIELDS, OPENING_BALANCE_SETTINGS, type BaselineSettings } from '../actuals/schema.ts';

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

export const SETTING_NAMES: readonly SettingName[] = [
  { name: 'opening_cash_2024', label: 'Opening cash (January 2024)', unit: '€', value: (s) => s.opening_cash },
  { name: 'capital_injection_2025', label: 'Capital injection of the 2025 round', unit: '€', value: (s) => s.capital_injection_amount },
  { name: 'capital_injection_month', label: 'Month of the 2025 round', unit: 'month', value: (s) => monthKey(s.capital_injection_date) },
  ...OPENING_BALANCE_FIELDS.map((field): SettingName => {
    const { label, unit } = OPENING_BALANCE_SETTINGS[field];
    return { name: field, label, unit, value: (s) => s[field] };
  }),
];

export const SETTING_NAME_BY_ID: ReadonlyMap<string, SettingName> = new Map(SETTING_NAMES.map((setting) => [setting.name, setting]));
