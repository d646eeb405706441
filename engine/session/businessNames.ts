import { DRIVER_BY_ID } from '../model/drivers.ts';
import { DERIVED } from '../model/derived.ts';
import { LINE_BY_ID } from '../model/lines.ts';
import { ANNUAL_EXTRAS } from '../model/annual.ts';
import { ACTUAL_DERIVED } from '../model/actualsSheet.ts';
import { KPI_BY_ID } from '../model/kpis.ts';
import { translate, type FormulaRef } from '../formula/translate.ts';
import type { LineUnit } from '../model/types.ts';
import { SETTING_NAME_BY_ID } from '../model/baselineSettings.ts';

/**
 * Business names and units of every name a formula can use, so an explanation reads
 * "Medical rides (booked) × Transaction revenue per medical ride" instead of cell ids.
 */

const DERIVED_BY_ID = new Map(DERIVED.map((d) => [d.id, d]));
const EXTRA_BY_ID = new Map(ANNUAL_EXTRAS.map((e) => [e.id, e]));
const ACTUAL_DERIVED_BY_ID = new Map(ACTUAL_DERIVED.map((d) => [d.id, d]));

const CALENDAR_NAMES: Record<string, string> = {
  year: 'Year',
  month_key: 'Month',
  year_index: 'Forecast year number',
  month_index: 'Forecast month number',
  month_of_year: 'Month of the year',
};

/** Units of lines in the vocabulary of driver units ('€', 'rides', …), so one formatter serves both. */
const LINE_UNITS: Record<LineUnit, string> = {
  EUR: '€', count: 'count', rides: 'rides', ratio: 'ratio', index: 'index', FTE: 'FTE', month: 'month',
};

const EXTRA_UNITS: Record<string, string> = { arr: '€', vehicles: 'vehicles', total_expenses: '€', computed_ebitda: '€', ebitda_variance: '€' };

export function displayNameOf(id: string): string {
  return DRIVER_BY_ID.get(id)?.name
    ?? LINE_BY_ID.get(id)?.name
    ?? DERIVED_BY_ID.get(id)?.name
    ?? EXTRA_BY_ID.get(id)?.name
    ?? ACTUAL_DERIVED_BY_ID.get(id)?.name
    ?? KPI_BY_ID.get(id)?.name
    ?? CALENDAR_NAMES[id]
    ?? SETTING_NAME_BY_ID.get(id)?.label
    ?? id;
}

export function unitOf(id: string): string {
  const driver = DRIVER_BY_ID.get(id);
  if (driver) return driver.unit;
  const line = LINE_BY_ID.get(id);
  if (line) return LINE_UNITS[line.unit];
  const derived = DERIVED_BY_ID.get(id);
  if (derived) return derived.unit;
  if (id in EXTRA_UNITS) return EXTRA_UNITS[id] as string;
  if (id === 'platform_adoption') return 'ratio';
  if (id === 'medical_clients') return 'count';
  if (id === 'capital_injection' || id === 'closing_cash' || id === 'opening_cash') return '€';
  const setting = SETTING_NAME_BY_ID.get(id);
  if (setting) return setting.unit;
  const kpi = KPI_BY_ID.get(id);
  if (kpi) return kpi.unit;
  return '';
}

const PERIOD_WORDS: Record<Exclude<FormulaRef['kind'], 'name' | 'lag'>, string> = {
  prev: 'previous month',
  prev_year: 'previous year',
  dec: 'December',
  actual: 'December 2025 actual',
};

/**
 * A formula of the model definition with every reference replaced by its business name and the
 * operators written as a reader expects them (× and ÷; '/' appears inside names such as
 * "Hosting & licenses" or "P&L" labels with slashes, so division must not look like it).
 */
export function readableFormula(formula: string): string {
  if (formula === 'Direct value') return formula;
  const operators = formula.replace(/"[^"]*"|\*|\//g, (token) => (token === '*' ? '×' : token === '/' ? '÷' : token));
  return translate(operators, (ref) => {
    const name = displayNameOf(ref.id);
    if (ref.kind === 'lag') return `${name} (${ref.months} months earlier)`;
    return ref.kind === 'name' ? name : `${name} (${PERIOD_WORDS[ref.kind]})`;
  });
}
