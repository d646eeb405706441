import { departmentsOf, type ModelSource } from '../../../engine/model/definition.ts';
import { checkModelSource } from '../../../engine/model/definitionCheck.ts';
import { checkMessage } from './problemWords.ts';
import type { DriverCategory, DriverDef, HgbItem, LineDef, LineSection } from '../../../engine/model/types.ts';
import { itemsOf, keyOf, type FormulaField, type ItemKind } from './modelItems.ts';

/**
 * The edits of the screen's draft: a copy of the definition changed in this browser only, never
 * saved on the server. Each edit returns a new definition and keeps every untouched item the same
 * object, so what changed is cheap to tell.
 */

export type ItemChange = 'added' | 'changed' | 'removed';

const replaceById = <T extends { id: string }>(list: readonly T[], id: string, change: (item: T) => T): T[] => list.map((item) => (item.id === id ? change(item) : item));

/** The definition with one formula (or a line's opening value) of one item replaced. */
export function withFormula(source: ModelSource, kind: ItemKind, id: string, field: FormulaField, text: string): ModelSource {
  switch (kind) {
    case 'line': return { ...source, lines: replaceById(source.lines, id, (line) => ({ ...line, [field]: text })) };
    case 'derived': return { ...source, derived: replaceById(source.derived, id, (d) => ({ ...d, formula: text })) };
    case 'annual_extra': return { ...source, annual_extras: replaceById(source.annual_extras, id, (e) => ({ ...e, formula: text })) };
    case 'kpi': return { ...source, kpis: replaceById(source.kpis, id, (k) => ({ ...k, formula: text })) };
    case 'driver': return source;
  }
}

/**
 * Where a new line of a section stands: after the section's last member, so before its total
 * and on its statement beside its peers; at the end when the section has no line yet.
 */
function insertAt(lines: readonly LineDef[], section: LineSection): number {
  const members = lines.map((line, index) => ({ line, index })).filter(({ line }) => line.section === section);
  const last = [...members].reverse().find(({ line }) => !line.total) ?? members[members.length - 1];
  return last ? last.index + 1 : lines.length;
}

export function withLine(source: ModelSource, line: LineDef): ModelSource {
  const at = insertAt(source.lines, line.section);
  return { ...source, lines: [...source.lines.slice(0, at), line, ...source.lines.slice(at)] };
}

export function withDriver(source: ModelSource, driver: DriverDef): ModelSource {
  const lastOfCategory = source.drivers.map((d) => d.category).lastIndexOf(driver.category);
  const at = lastOfCategory < 0 ? source.drivers.length : lastOfCategory + 1;
  return { ...source, drivers: [...source.drivers.slice(0, at), driver, ...source.drivers.slice(at)] };
}

/** The definition without one item (the screen offers it only for items the draft added). */
export function withoutItem(source: ModelSource, kind: ItemKind, id: string): ModelSource {
  switch (kind) {
    case 'driver': return { ...source, drivers: source.drivers.filter((d) => d.id !== id) };
    case 'derived': return { ...source, derived: source.derived.filter((d) => d.id !== id) };
    case 'line': return { ...source, lines: source.lines.filter((l) => l.id !== id) };
    case 'annual_extra': return { ...source, annual_extras: source.annual_extras.filter((e) => e.id !== id) };
    case 'kpi': return { ...source, kpis: source.kpis.filter((k) => k.id !== id) };
  }
}

/** Which items of the draft differ from the published definition (added, changed, or gone after an import), by item key. */
export function itemChanges(draft: ModelSource, published: ModelSource): Map<string, ItemChange> {
  const before = new Map(itemsOf(published).map((item) => [keyOf(item), item.def]));
  const changes = new Map<string, ItemChange>();
  for (const item of itemsOf(draft)) {
    const key = keyOf(item);
    const old = before.get(key);
    before.delete(key);
    if (old === undefined) changes.set(key, 'added');
    else if (old !== item.def && JSON.stringify(old) !== JSON.stringify(item.def)) changes.set(key, 'changed');
  }
  for (const key of before.keys()) changes.set(key, 'removed');
  return changes;
}

/** Whether the draft is another definition than the published one: an item added, changed or gone, other departments (an imported JSON), or another version. */
export function isChanged(draft: ModelSource, published: ModelSource, changes: ReadonlyMap<string, ItemChange>): boolean {
  return draft !== published && (changes.size > 0 || draft.version !== published.version
    || JSON.stringify(departmentsOf(draft)) !== JSON.stringify(departmentsOf(published)));
}

export interface NewLineFields {
  id: string;
  name: string;
  section: LineSection;
  onPnl: boolean;
  formula: string;
}

/**
 * A line added on the screen: euros, summed over the year. On the P&L it takes the item of the
 * German statutory layout its section's other lines mostly have (operating expenses: 8), so
 * the HGB statement can show it.
 */
export function newLine(fields: NewLineFields, source: ModelSource): LineDef {
  const peers = source.lines.filter((line) => line.section === fields.section && line.statement === 'pnl' && !line.total && line.hgb);
  const counts = new Map<HgbItem, number>();
  for (const peer of peers) counts.set(peer.hgb as HgbItem, (counts.get(peer.hgb as HgbItem) ?? 0) + 1);
  const hgb = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  return {
    id: fields.id, name: fields.name, unit: 'EUR', section: fields.section, aggregate: 'sum', formula: fields.formula, explanation: '',
    ...(fields.onPnl ? { statement: 'pnl' as const, label: fields.name, ...(hgb ? { hgb } : {}) } : {}),
  };
}

export interface NewDriverFields {
  id: string;
  name: string;
  category: DriverCategory;
  unit: string;
  min: number;
  max: number;
  baseline: number;
}

/**
 * What a driver added here says until a modeller documents it: part of the definition, which is
 * written in English (German texts of the definition are kept by item id, not typed here).
 */
const NEW_DRIVER_TEXTS = {
  source: 'Management estimate',
  direction: 'Added on the Model screen; which way is favourable is not decided yet.',
};

/** A driver added on the screen: an input of the model, its direction and documentation left for the modeller. */
export function newDriver(fields: NewDriverFields): DriverDef {
  return {
    ...fields,
    source: NEW_DRIVER_TEXTS.source, reference: '', direction: { favourable: 'neutral', note: NEW_DRIVER_TEXTS.direction },
    impact_level: 'medium', editable: true, business_logic: '', description: '', role: 'model',
  };
}

/**
 * Why a new item may not join the draft, by the definition check itself (in the reader's language): its id (not an id,
 * reserved, taken) or a driver's range. Problems of its formula do not refuse it: they are listed
 * like any other while it is edited.
 */
export function newItemProblem(candidate: ModelSource, published: ModelSource, kind: 'line' | 'driver', id: string): string | null {
  const refusing = (field: string) => field === 'id' || (kind === 'driver' && field === 'baseline');
  const problem = checkModelSource(candidate, published).find((found) => found.item === kind && found.id === id && refusing(found.field));
  return problem ? checkMessage(problem.message) : null;
}
