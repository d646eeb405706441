import type { ModelSource } from '../../../engine/model/definition.ts';
import { MODEL_LIMITS } from '../../../engine/model/definitionCheck.ts';
import type { LineDef } from '../../../engine/model/types.ts';
import { parseFormula, referencesIn } from '../../../engine/formula/parse.ts';
import type { FormulaRef } from '../../../engine/formula/translate.ts';
import { CALENDAR_ROWS, expandSections } from '../../../engine/model/lines.ts';
import { SETTING_NAME_BY_ID } from '../../../engine/model/baselineSettings.ts';
import { formulasOf, itemKeysByName, itemsOf, keyOf, type ItemKind } from './modelItems.ts';

/**
 * What each formula of a definition reads, and the other way round what reads each name, by the
 * engine's own readers: `SUM_SECTION(section)` written out as the section's members
 * (engine/model/lines.ts), then the formula parsed as the definition check parses it
 * (engine/formula/parse.ts). So a line added to a section is read by its total, as the model
 * computes it; a formula that does not parse reads nothing until it does.
 */

/** One name a formula reads: how the formula reads it (`prev(cash)`) and the item it is, if any. */
export interface FormulaRead {
  id: string;
  text: string;
  /** The list key of the item read; null for a calendar row, a baseline setting or a name the model does not have. */
  target: string | null;
  /** A name of the formula language that is no item of the definition. */
  outside?: 'calendar' | 'setting';
}

const outsideOf = (id: string): FormulaRead['outside'] => ((CALENDAR_ROWS as readonly string[]).includes(id) ? 'calendar' : SETTING_NAME_BY_ID.has(id) ? 'setting' : undefined);

/** An item whose formula reads a name. */
export interface FormulaReader {
  key: string;
  kind: ItemKind;
  id: string;
}

export interface ReadIndex {
  /** By item key: what its formulas read, each once, in the order they first appear. */
  reads: ReadonlyMap<string, readonly FormulaRead[]>;
  /** By item key: the items whose formulas read it, in definition order. */
  readBy: ReadonlyMap<string, readonly FormulaReader[]>;
}

const describe = (ref: FormulaRef): string => (ref.kind === 'name' ? ref.id : ref.kind === 'lag' ? `lag(${ref.id}, ${ref.months})` : `${ref.kind}(${ref.id})`);

/** The references of one formula, section sums written out; none while it does not parse or is longer than a formula may be (the problem list says why). */
export function referencesOfFormula(formula: string, lines: readonly LineDef[]): FormulaRef[] {
  if (formula.length > MODEL_LIMITS.formulaLength) return [];
  try {
    return referencesIn(parseFormula(expandSections(formula, lines, 'formula')));
  } catch {
    return [];
  }
}

export function readIndex(source: ModelSource): ReadIndex {
  const keysByName = itemKeysByName(source);
  const reads = new Map<string, FormulaRead[]>();
  const readBy = new Map<string, FormulaReader[]>();
  for (const item of itemsOf(source)) {
    const reader = keyOf(item);
    const found = new Map<string, FormulaRead>();
    for (const { text } of formulasOf(item)) {
      for (const ref of referencesOfFormula(text, source.lines)) {
        const shown = describe(ref);
        if (found.has(shown)) continue;
        const target = keysByName.get(ref.id) ?? null;
        const outside = target === null ? outsideOf(ref.id) : undefined;
        found.set(shown, { id: ref.id, text: shown, target, ...(outside ? { outside } : {}) });
        if (target === null || target === reader) continue;
        const readers = readBy.get(target) ?? [];
        if (!readers.some((known) => known.key === reader)) readers.push({ key: reader, kind: item.kind, id: item.def.id });
        readBy.set(target, readers);
      }
    }
    reads.set(reader, [...found.values()]);
  }
  return { reads, readBy };
}
