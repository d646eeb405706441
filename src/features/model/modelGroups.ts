import type { ModelSource } from '../../../engine/model/definition.ts';
import { DRIVER_CATEGORIES } from '../../../engine/model/categories.ts';
import type { DriverCategory, LineSection } from '../../../engine/model/types.ts';
import { matchesFilter, type ModelItem } from './modelItems.ts';
import { MODEL_TEXT as TEXT, SECTION_LABELS } from './texts.ts';

/** One heading of the list: drivers of a category, the derived values, the lines of a section, the annual lines or the KPIs. */
export interface ItemGroup {
  key: string;
  title: string;
  items: ModelItem[];
}

const driverGroup = (category: DriverCategory) => `drivers:${category}`;
const lineGroup = (section: LineSection) => `lines:${section}`;

/**
 * The list's groups, read from the definition: drivers by category (in the Key Drivers order),
 * derived values, lines by section (sections in the order the definition first uses them, lines in
 * definition order), annual lines and KPIs. Empty groups are left out.
 */
export function groupsOf(source: ModelSource): ItemGroup[] {
  const drivers = DRIVER_CATEGORIES.map((category): ItemGroup => ({
    key: driverGroup(category.id),
    title: TEXT.groups.drivers(category.category_name),
    items: source.drivers.filter((d) => d.category === category.id).map((def) => ({ kind: 'driver', def })),
  }));
  const sections = new Map<LineSection, ModelItem[]>();
  for (const def of source.lines) sections.set(def.section, [...(sections.get(def.section) ?? []), { kind: 'line', def }]);
  const lines = [...sections].map(([section, items]): ItemGroup => ({ key: lineGroup(section), title: TEXT.groups.lines(SECTION_LABELS[section]), items }));
  const groups: ItemGroup[] = [
    ...drivers,
    { key: 'derived', title: TEXT.groups.derived, items: source.derived.map((def) => ({ kind: 'derived', def })) },
    ...lines,
    { key: 'annual', title: TEXT.groups.annual, items: source.annual_extras.map((def) => ({ kind: 'annual_extra', def })) },
    { key: 'kpis', title: TEXT.groups.kpis, items: source.kpis.map((def) => ({ kind: 'kpi', def })) },
  ];
  return groups.filter((group) => group.items.length > 0);
}

/** The groups with only the items that match the filter; groups left empty are dropped. */
export function filterGroups(groups: readonly ItemGroup[], query: string): ItemGroup[] {
  if (query.trim() === '') return [...groups];
  return groups.map((group) => ({ ...group, items: group.items.filter((item) => matchesFilter(item, query)) })).filter((group) => group.items.length > 0);
}

/** The group that holds an item. */
export function groupKeyOf(item: ModelItem): string {
  switch (item.kind) {
    case 'driver': return driverGroup(item.def.category);
    case 'derived': return 'derived';
    case 'line': return lineGroup(item.def.section);
    case 'annual_extra': return 'annual';
    case 'kpi': return 'kpis';
  }
}
