import type { AnnualExtraDef } from '../../../engine/model/annual.ts';
import type { ModelSource } from '../../../engine/model/definition.ts';
import type { DefinitionItem } from '../../../engine/model/definitionCheck.ts';
import type { DerivedDef, DriverDef, KpiDef, LineDef } from '../../../engine/model/types.ts';

/**
 * The parts of a model definition as one list the screen selects from: each part with its kind
 * (the engine's problem `item`), so a problem, a reference and a list entry name the same thing.
 * KPIs have ids of their own; the other kinds share one namespace (the names formulas read). The
 * headcount plan's departments are no part of the list: they are edited in the definition's JSON
 * (Export JSON, Import JSON), and their problems are listed without an item to select.
 */
export type ItemKind = Exclude<DefinitionItem, 'definition' | 'department'>;

export type ModelItem =
  | { kind: 'driver'; def: DriverDef }
  | { kind: 'derived'; def: DerivedDef }
  | { kind: 'line'; def: LineDef }
  | { kind: 'annual_extra'; def: AnnualExtraDef }
  | { kind: 'kpi'; def: KpiDef };

/** The formulas an item has: a line's monthly formula and opening value, the formula of the others; a driver has none. */
export type FormulaField = 'formula' | 'opening';

/** The key of a part of the definition: an item, or a department (version diffs name those too). */
export const itemKey = (kind: ItemKind | 'department', id: string): string => `${kind}:${id}`;
export const keyOf = (item: ModelItem): string => itemKey(item.kind, item.def.id);

/** The key of the item a problem is about, or null for the definition as a whole and a department (no part of the list). */
export const problemKey = (problem: { item: DefinitionItem; id: string }): string | null =>
  (problem.item === 'definition' || problem.item === 'department' ? null : itemKey(problem.item, problem.id));

/** Every part of a definition, in definition order: drivers, derived values, lines, annual lines, KPIs. */
export function itemsOf(source: ModelSource): ModelItem[] {
  return [
    ...source.drivers.map((def): ModelItem => ({ kind: 'driver', def })),
    ...source.derived.map((def): ModelItem => ({ kind: 'derived', def })),
    ...source.lines.map((def): ModelItem => ({ kind: 'line', def })),
    ...source.annual_extras.map((def): ModelItem => ({ kind: 'annual_extra', def })),
    ...source.kpis.map((def): ModelItem => ({ kind: 'kpi', def })),
  ];
}

export function itemByKey(items: readonly ModelItem[]): Map<string, ModelItem> {
  return new Map(items.map((item) => [keyOf(item), item]));
}

/** The item each formula name stands for: drivers, derived values, lines and annual lines (never a KPI); the first claims a name. */
export function itemKeysByName(source: ModelSource): Map<string, string> {
  const keys = new Map<string, string>();
  for (const item of itemsOf(source)) {
    if (item.kind !== 'kpi' && !keys.has(item.def.id)) keys.set(item.def.id, keyOf(item));
  }
  return keys;
}

/** The formula fields of an item, each with its text. */
export function formulasOf(item: ModelItem): { field: FormulaField; text: string }[] {
  if (item.kind === 'driver') return [];
  const fields: { field: FormulaField; text: string }[] = [{ field: 'formula', text: item.def.formula }];
  if (item.kind === 'line' && item.def.opening !== undefined) fields.push({ field: 'opening', text: item.def.opening });
  return fields;
}

/** The name a reader knows the item by: a line's label on its statement, else its name. */
export function displayName(item: ModelItem): string {
  return item.kind === 'line' && item.def.label ? item.def.label : item.def.name;
}

/** Whether the item matches a filter: its id, name or label contains the text (any case). */
export function matchesFilter(item: ModelItem, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  const label = item.kind === 'line' ? item.def.label ?? '' : '';
  return [item.def.id, item.def.name, label].some((text) => text.toLowerCase().includes(needle));
}
