import type { ModelSource } from '../../../engine/model/definition.ts';
import { itemsOf, keyOf, type ItemKind, type ModelItem } from './modelItems.ts';

/** One field of an item in two definitions, as text: a string as it is, any other value as JSON; null where the item lacks the field. */
export interface FieldChange {
  field: string;
  from: string | null;
  to: string | null;
}

export interface DiffItem {
  kind: ItemKind;
  id: string;
  name: string;
}

export interface ChangedItem extends DiffItem {
  fields: FieldChange[];
}

/** What changes going from one definition to another, item by item. */
export interface DefinitionDiff {
  added: DiffItem[];
  removed: DiffItem[];
  changed: ChangedItem[];
}

/**
 * JSON with every object's keys in one order: a definition read back from storage or a file may
 * list an item's fields (or a driver's direction) in another order than the one it was written with.
 */
function canonical(value: unknown): string | undefined {
  return JSON.stringify(value, (_key, part: unknown) => (
    part !== null && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : part
  ));
}

const text = (value: unknown): string | null => (value === undefined ? null : typeof value === 'string' ? value : canonical(value) ?? null);

const described = (item: ModelItem): DiffItem => ({ kind: item.kind, id: item.def.id, name: item.def.name });

/** The fields whose values differ, in the order `to` lists them, then those only `from` has. */
function fieldChanges(from: ModelItem['def'], to: ModelItem['def']): FieldChange[] {
  const before: Record<string, unknown> = { ...from };
  const after: Record<string, unknown> = { ...to };
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])].filter((field) => field !== 'id');
  return fields
    .filter((field) => canonical(before[field]) !== canonical(after[field]))
    .map((field) => ({ field, from: text(before[field]), to: text(after[field]) }));
}

/**
 * The items added, removed and changed going from `from` to `to`, each with its kind (an item is
 * its kind and id, as on the screen's list): added and changed ones in the order of `to`, removed
 * ones in the order of `from`, kinds in definition order. The version and the retired drivers are
 * not items: publishing sets them.
 */
export function definitionDiff(from: ModelSource, to: ModelSource): DefinitionDiff {
  const fromItems = itemsOf(from);
  const toItems = itemsOf(to);
  const before = new Map(fromItems.map((item) => [keyOf(item), item]));
  const after = new Set(toItems.map(keyOf));
  const diff: DefinitionDiff = { added: [], removed: [], changed: [] };
  for (const item of toItems) {
    const old = before.get(keyOf(item));
    if (old === undefined) {
      diff.added.push(described(item));
      continue;
    }
    const fields = fieldChanges(old.def, item.def);
    if (fields.length > 0) diff.changed.push({ ...described(item), fields });
  }
  diff.removed = fromItems.filter((item) => !after.has(keyOf(item))).map(described);
  return diff;
}
