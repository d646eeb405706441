import { departmentsOf, type ModelSource } from '../../../engine/model/definition.ts';
import { itemKey, itemsOf, type ItemKind } from './modelItems.ts';

/** One field of an item in two definitions, as text: a string as it is, any other value as JSON; null where the item lacks the field. */
export interface FieldChange {
  field: string;
  from: string | null;
  to: string | null;
}

export interface DiffItem {
  /** An item's kind, or a department of the headcount plan (no item of the screen's list, a part of the definition all the same). */
  kind: ItemKind | 'department';
  id: string;
  name: string;
}

/** A part of a definition compared field by field: an item, or a department. */
interface Part {
  kind: DiffItem['kind'];
  def: { id: string; name: string };
}

const partKey = (part: Part): string => itemKey(part.kind, part.def.id);

function partsOf(source: ModelSource): Part[] {
  return [...itemsOf(source), ...departmentsOf(source).map((def): Part => ({ kind: 'department', def }))];
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

const described = (part: Part): DiffItem => ({ kind: part.kind, id: part.def.id, name: part.def.name });

/** The fields whose values differ, in the order `to` lists them, then those only `from` has. */
function fieldChanges(from: Part['def'], to: Part['def']): FieldChange[] {
  const before: Record<string, unknown> = { ...from };
  const after: Record<string, unknown> = { ...to };
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])].filter((field) => field !== 'id');
  return fields
    .filter((field) => canonical(before[field]) !== canonical(after[field]))
    .map((field) => ({ field, from: text(before[field]), to: text(after[field]) }));
}

/**
 * The items and departments added, removed and changed going from `from` to `to`, each with its
 * kind (an item is its kind and id, as on the screen's list): added and changed ones in the order
 * of `to`, removed ones in the order of `from`, kinds in definition order, departments last. The
 * version and the retired drivers are not items: publishing sets them.
 */
export function definitionDiff(from: ModelSource, to: ModelSource): DefinitionDiff {
  const fromItems = partsOf(from);
  const toItems = partsOf(to);
  const before = new Map(fromItems.map((item) => [partKey(item), item]));
  const after = new Set(toItems.map(partKey));
  const diff: DefinitionDiff = { added: [], removed: [], changed: [] };
  for (const item of toItems) {
    const old = before.get(partKey(item));
    if (old === undefined) {
      diff.added.push(described(item));
      continue;
    }
    const fields = fieldChanges(old.def, item.def);
    if (fields.length > 0) diff.changed.push({ ...described(item), fields });
  }
  diff.removed = fromItems.filter((item) => !after.has(partKey(item))).map(described);
  return diff;
}
