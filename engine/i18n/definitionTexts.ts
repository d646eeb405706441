import type { AnnualExtraDef } from '../model/annual.ts';
import type { ModelDefinition } from '../model/definition.ts';
import type { DerivedDef, DriverDef, KpiDef, LineDef } from '../model/types.ts';
import type { Department } from '../headcount/plan.ts';
import german from './definition.de.json';

/**
 * The definition's own words in German (docs/glossary.md). The definition is written in English,
 * the specification's words; German texts are kept beside it by item id and field, and a reader
 * asks for the definition in the user's language. Formulas, ids, units and numbers are never
 * translated, so the localised definition computes exactly as the original; only the editor of
 * the model works on the original (its English texts are what a modeller writes).
 * An item without a German text (a line a modeller added) keeps its English words.
 */
export type DefinitionLanguage = 'en' | 'de';

/** Some of an item's own string fields, each optional (an item may lack a German text). */
type Texts<T, K extends keyof T> = { [P in K]?: string };

/**
 * The texts a reader sees of each kind of item, and nothing else: a field named here that the
 * item type lacks fails typecheck, and the JSON is held to exactly these fields below.
 */
export type LineTexts = Texts<LineDef, 'name' | 'label' | 'explanation'>;
export type DerivedTexts = Texts<DerivedDef, 'name' | 'explanation'>;
export type AnnualExtraTexts = Texts<AnnualExtraDef, 'name' | 'explanation'>;
export type DepartmentTexts = Texts<Department, 'name'>;
export interface DriverTexts extends Texts<DriverDef, 'name' | 'source' | 'business_logic' | 'description'> {
  direction?: Texts<DriverDef['direction'], 'note'>;
  uncertainty?: Texts<NonNullable<DriverDef['uncertainty']>, 'reason'>;
  documentation?: Texts<NonNullable<DriverDef['documentation']>, 'reasoning'>;
}
export interface KpiTexts extends Texts<KpiDef, 'name' | 'benchmark_source' | 'description' | 'definition' | 'closedYear'> {
  base2025?: Texts<NonNullable<KpiDef['base2025']>, 'source'>;
  textWhen?: Texts<NonNullable<KpiDef['textWhen']>, 'text'>;
  remedy?: Texts<KpiDef['remedy'], 'warning' | 'critical'>;
}

/** The German file's shape: per kind of item (as named in ModelSource), texts by item id. */
export interface DefinitionTexts {
  lines: Record<string, LineTexts>;
  derived: Record<string, DerivedTexts>;
  annual_extras: Record<string, AnnualExtraTexts>;
  drivers: Record<string, DriverTexts>;
  kpis: Record<string, KpiTexts>;
  departments: Record<string, DepartmentTexts>;
}

/**
 * `T` with every key `Shape` does not know typed `never`: assigning a JSON value with a misspelt
 * field to it fails typecheck (a plain annotation would let the extra field through).
 */
type Exactly<T, Shape> = T extends string
  ? T
  : { [K in keyof T]: K extends keyof NonNullable<Shape> ? Exactly<T[K], NonNullable<Shape>[K]> : never };

const checkedGerman: Exactly<typeof german, DefinitionTexts> = german;
export const GERMAN_DEFINITION_TEXTS: DefinitionTexts = checkedGerman;

/**
 * The item with its texts in place. A nested text (a KPI's remedy, a driver's uncertainty reason)
 * goes into the item's own nested object and only where the item has one: a text never adds a
 * field the definition does not have.
 */
function merged<T extends object>(item: T, texts: object | undefined): T {
  if (texts === undefined) return item;
  const result: Record<string, unknown> = { ...(item as Record<string, unknown>) };
  for (const [field, text] of Object.entries(texts)) {
    if (!(field in item)) continue;
    const own = result[field];
    result[field] = typeof text === 'string' ? text : merged(own as object, text as object);
  }
  return result as T;
}

/** The definition with its texts in the given language (the same object for English). */
export function localizedDefinition(definition: ModelDefinition, language: DefinitionLanguage): ModelDefinition {
  if (language === 'en') return definition;
  const texts = GERMAN_DEFINITION_TEXTS;
  return {
    ...definition,
    lines: definition.lines.map((line) => merged(line, texts.lines[line.id])),
    derived: definition.derived.map((item) => merged(item, texts.derived[item.id])),
    annualExtras: definition.annualExtras.map((extra) => merged(extra, texts.annual_extras[extra.id])),
    drivers: definition.drivers.map((driver) => merged(driver, texts.drivers[driver.id])),
    kpis: definition.kpis.map((kpi) => merged(kpi, texts.kpis[kpi.id])),
    departments: definition.departments.map((department) => merged(department, texts.departments[department.id])),
  };
}
