import { MODEL_DEFINITION } from '../model/definition.ts';
import { tablesOf, type DefinitionTables } from '../model/tables.ts';
import { translate, type FormulaRef } from '../formula/translate.ts';
import type { LineUnit } from '../model/types.ts';
import { SETTING_NAME_BY_ID } from '../model/baselineSettings.ts';

/**
 * Business names and units of every name a formula can use, so an explanation reads
 * "Medical rides (booked) × Transaction revenue per medical ride" instead of cell ids. Of the
 * shipped model unless the tables of another definition are given.
 */

const shipped = (): DefinitionTables => tablesOf(MODEL_DEFINITION);

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

/** The name of an id the definition does not declare: a calendar row or a baseline setting (English). */
function outsideNameOf(id: string): string | undefined {
  return CALENDAR_NAMES[id] ?? SETTING_NAME_BY_ID.get(id)?.label;
}

function definitionNameOf(id: string, tables: DefinitionTables): string | undefined {
  return tables.driverById.get(id)?.name
    ?? tables.lineById.get(id)?.name
    ?? tables.derivedById.get(id)?.name
    ?? tables.extraById.get(id)?.name
    ?? tables.actualDerivedById.get(id)?.name
    ?? tables.kpiById.get(id)?.name;
}

export function displayNameOf(id: string, tables: DefinitionTables = shipped()): string {
  return definitionNameOf(id, tables) ?? outsideNameOf(id) ?? id;
}

export function unitOf(id: string, tables: DefinitionTables = shipped()): string {
  const driver = tables.driverById.get(id);
  if (driver) return driver.unit;
  const line = tables.lineById.get(id);
  if (line) return LINE_UNITS[line.unit];
  const derived = tables.derivedById.get(id);
  if (derived) return derived.unit;
  if (id in EXTRA_UNITS) return EXTRA_UNITS[id] as string;
  if (id === 'platform_adoption') return 'ratio';
  if (id === 'medical_clients') return 'count';
  if (id === 'capital_injection' || id === 'closing_cash' || id === 'opening_cash') return '€';
  const setting = SETTING_NAME_BY_ID.get(id);
  if (setting) return setting.unit;
  const kpi = tables.kpiById.get(id);
  if (kpi) return kpi.unit;
  return '';
}

/**
 * The words a readable formula writes beside the names: the period a name is read in and the names
 * of what the definition does not declare. English here (the worker's and the exports' words); a
 * screen passes the reader's (src/ui/explain/shownTexts.ts), so the engine needs no translations.
 */
export interface FormulaWords {
  period: Record<Exclude<FormulaRef['kind'], 'name' | 'lag'>, string>;
  /** A name read a number of months earlier: '3 months earlier'. */
  monthsEarlier: (months: number) => string;
  /** A calendar row's or a baseline setting's name; undefined for any other id. */
  outsideName: (id: string) => string | undefined;
}

export const ENGLISH_FORMULA_WORDS: FormulaWords = {
  period: {
    prev: 'previous month',
    prev_year: 'previous year',
    dec: 'December',
    actual: 'December 2025 actual',
  },
  monthsEarlier: (months) => `${months} months earlier`,
  outsideName: outsideNameOf,
};

/**
 * A formula of the model definition with every reference replaced by its business name and the
 * operators written as a reader expects them (× and ÷; '/' appears inside names such as
 * "Hosting & licenses" or "P&L" labels with slashes, so division must not look like it).
 */
export function readableFormula(formula: string, tables: DefinitionTables = shipped(), words: FormulaWords = ENGLISH_FORMULA_WORDS): string {
  if (formula === 'Direct value') return formula;
  const operators = formula.replace(/"[^"]*"|\*|\//g, (token) => (token === '*' ? '×' : token === '/' ? '÷' : token));
  return translate(operators, (ref) => {
    const name = definitionNameOf(ref.id, tables) ?? words.outsideName(ref.id) ?? ref.id;
    if (ref.kind === 'lag') return `${name} (${words.monthsEarlier(ref.months)})`;
    return ref.kind === 'name' ? name : `${name} (${words.period[ref.kind]})`;
  });
}
