import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import type { ModelDefinition } from '../../../engine/model/definition.ts';
import { tablesOf, type DefinitionTables } from '../../../engine/model/tables.ts';
import { displayNameOf, readableFormula } from '../../../engine/session/businessNames.ts';
import { modelDefinitionAtom, shownDefinitionAtom } from '../../state/publishedModel.ts';
import { formulaWords } from './engineSentences.ts';

/**
 * The worker explains a figure in the published definition's words (English: it never sees the
 * localised definition). These put the definition's own texts of an explanation into the shown
 * definition's words, item by item: a name or explanation the worker took from an item is swapped
 * for the same item's shown text; anything else (a name with a period word, the engine's own
 * sentences, written in the reader's language by engineSentences.ts) stays as given; a formula
 * is read again in the shown names and the reader's period words. In English the shown definition
 * is the published one: nothing changes.
 */
export interface ShownTexts {
  /** The shown definition's tables (names in the user's language). */
  tables: DefinitionTables;
  /** The name of item `id` as shown, where `given` is the item's published name. */
  name: (id: string, given: string) => string;
  /** An item's explanation as shown, where `given` is the item's published explanation. */
  explanation: (id: string, given: string) => string;
  /** A formula in the shown definition's names, where `given` is the worker's reading of it. */
  formula: (formula: string, given: string) => string;
}

/** The texts an item's explanation can come from, by field, in one definition. */
function explanationsOf(tables: DefinitionTables, id: string): (string | undefined)[] {
  return [
    tables.driverById.get(id)?.business_logic,
    tables.derivedById.get(id)?.explanation,
    tables.kpiById.get(id)?.definition,
    tables.lineById.get(id)?.explanation,
    tables.extraById.get(id)?.explanation,
  ];
}

export function shownTexts(published: ModelDefinition, shown: ModelDefinition): ShownTexts {
  const english = tablesOf(published);
  const tables = tablesOf(shown);
  if (published === shown) return { tables, name: (_id, given) => given, explanation: (_id, given) => given, formula: (_formula, given) => given };
  return {
    tables,
    name: (id, given) => (given === displayNameOf(id, english) ? displayNameOf(id, tables) : given),
    explanation: (id, given) => {
      const index = explanationsOf(english, id).findIndex((text) => text !== undefined && text === given);
      return index < 0 ? given : explanationsOf(tables, id)[index] ?? given;
    },
    formula: (formula, given) => (formula === 'Direct value' ? given : readableFormula(formula, tables, formulaWords())),
  };
}

/** The shown texts of the definition the screens compute with, drawn again when it or the language changes. */
export function useShownTexts(): ShownTexts {
  const published = useAtomValue(modelDefinitionAtom);
  const shown = useAtomValue(shownDefinitionAtom);
  return useMemo(() => shownTexts(published, shown), [published, shown]);
}
