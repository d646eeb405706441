import type { ModelDefinition } from '../model/definition.ts';
import type { DerivedDef, DriverDef, KpiDef, LineDef } from '../model/types.ts';
import german from './definition.de.json';

/**
 * The definition's own words in German (docs/i18n.md, docs/glossary.md). The definition is
 * written in English, the specification's words; German texts are kept beside it by item id and
 * field, and a reader asks for the definition in the user's language. Formulas, ids and numbers
 * are never translated, so the localised definition computes exactly as the original; only the
 * editor of the model works on the original (its English texts are what a modeller writes).
 * An item without a German text (a line a modeller added) keeps its English words.
 */
export type DefinitionLanguage = 'en' | 'de';

type TextFields<T> = { [K in keyof T as T[K] extends string | undefined ? K : never]?: string };

export interface DefinitionTexts {
  lines: Record<string, TextFields<LineDef>>;
  derived: Record<string, TextFields<DerivedDef>>;
  drivers: Record<string, TextFields<DriverDef>>;
  kpis: Record<string, TextFields<KpiDef>>;
}

export const GERMAN_DEFINITION_TEXTS: DefinitionTexts = german;

function merged<T extends object>(item: T, texts: object | undefined): T {
  return texts === undefined ? item : { ...item, ...texts };
}

/** The definition with its texts in the given language (the same object for English). */
export function localizedDefinition(definition: ModelDefinition, language: DefinitionLanguage): ModelDefinition {
  if (language === 'en') return definition;
  const texts = GERMAN_DEFINITION_TEXTS;
  return {
    ...definition,
    lines: definition.lines.map((line) => merged(line, texts.lines[line.id])),
    derived: definition.derived.map((item) => merged(item, texts.derived[item.id])),
    drivers: definition.drivers.map((driver) => merged(driver, texts.drivers[driver.id])),
    kpis: definition.kpis.map((kpi) => merged(kpi, texts.kpis[kpi.id])),
  };
}
