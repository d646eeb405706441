import type { AnnualExtraDef } from '../model/annual.ts';
import { DEFAULT_MODEL_SOURCE, type ModelDefinition } from '../model/definition.ts';
import type { DerivedDef, DriverDef, KpiDef, LineDef } from '../model/types.ts';
import type { Department } from '../headcount/plan.ts';
import german from './definition.de.json';

/**
 * The definition's own words in German (docs/glossary.md). The definition is written in English,
 * the specification's words; German texts are kept beside it by item id and field, and a reader
 * asks for the definition in the user's language. Formulas, ids, units and numbers are never
 * translated, so the localised definition computes exactly as the original; only the editor of
 * the model works on the original (its English texts are what a modeller writes).
 * An item without a German text (a line a modeller added), and a text a modeller rewrote, keep
 * their English words.
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

type Kind = keyof DefinitionTexts;

function byId(items: readonly { id: string }[]): ReadonlyMap<string, object> {
  return new Map(items.map((item) => [item.id, item]));
}

/** The shipped items by kind and id: the English each German text translates. */
const SHIPPED: Record<Kind, ReadonlyMap<string, object>> = {
  lines: byId(DEFAULT_MODEL_SOURCE.lines),
  derived: byId(DEFAULT_MODEL_SOURCE.derived),
  annual_extras: byId(DEFAULT_MODEL_SOURCE.annual_extras),
  drivers: byId(DEFAULT_MODEL_SOURCE.drivers),
  kpis: byId(DEFAULT_MODEL_SOURCE.kpis),
  departments: byId(DEFAULT_MODEL_SOURCE.departments ?? []),
};

/**
 * The item with its German texts in place. A text replaces a field only while the field still
 * reads the shipped English it translates: a text a modeller rewrote (a renamed department, an
 * explanation of a changed formula) is shown as written, never as the stale translation of the
 * old words. A nested text (a KPI's remedy, a driver's uncertainty reason) goes into the item's
 * own nested object, so a text never adds a field the item does not have.
 */
function merged<T extends object>(item: T, texts: object | undefined, shipped: object | undefined): T {
  if (texts === undefined || shipped === undefined) return item;
  const own = item as Record<string, unknown>;
  const english = shipped as Record<string, unknown>;
  const result: Record<string, unknown> = { ...own };
  for (const [field, text] of Object.entries(texts)) {
    const value = own[field];
    if (typeof text === 'string') {
      if (typeof value === 'string' && value === english[field]) result[field] = text;
    } else if (typeof value === 'object' && value !== null) {
      result[field] = merged(value, text as object, english[field] as object | undefined);
    }
  }
  return result as T;
}

/** The items of one kind with their German texts. */
function localizedItems<T extends { id: string }>(items: readonly T[], kind: Kind): T[] {
  const texts: Record<string, object> = GERMAN_DEFINITION_TEXTS[kind];
  return items.map((item) => merged(item, texts[item.id], SHIPPED[kind].get(item.id)));
}

/** The definition with its texts in the given language (the same object for English). */
export function localizedDefinition(definition: ModelDefinition, language: DefinitionLanguage): ModelDefinition {
  if (language === 'en') return definition;
  return {
    ...definition,
    lines: localizedItems(definition.lines, 'lines'),
    derived: localizedItems(definition.derived, 'derived'),
    annualExtras: localizedItems(definition.annualExtras, 'annual_extras'),
    drivers: localizedItems(definition.drivers, 'drivers'),
    kpis: localizedItems(definition.kpis, 'kpis'),
    departments: localizedItems(definition.departments, 'departments'),
  };
}
