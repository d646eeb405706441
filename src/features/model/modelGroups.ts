import type { ModelSource } from '../../../engine/model/definition.ts';
import { DRIVER_CATEGORIES } from '../../../engine/model/categories.ts';
import { i18n } from '../../i18n/index.ts';
import { LINE_SECTIONS, type DriverCategory, type LineSection } from '../../../engine/model/types.ts';
import { matchesFilter, type ModelItem } from './modelItems.ts';

/** One heading of the list: drivers of a category, the derived values, the lines of a section, the annual lines or the KPIs. */
export interface ItemGroup {
  key: string;
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
    items: source.drivers.filter((d) => d.category === category.id).map((def) => ({ kind: 'driver', def })),
  }));
  const sections = new Map<LineSection, ModelItem[]>();
  for (const def of source.lines) sections.set(def.section, [...(sections.get(def.section) ?? []), { kind: 'line', def }]);
  const lines = [...sections].map(([section, items]): ItemGroup => ({ key: lineGroup(section), items }));
  const groups: ItemGroup[] = [
    ...drivers,
    { key: 'derived', items: source.derived.map((def) => ({ kind: 'derived', def })) },
    ...lines,
    { key: 'annual', items: source.annual_extras.map((def) => ({ kind: 'annual_extra', def })) },
    { key: 'kpis', items: source.kpis.map((def) => ({ kind: 'kpi', def })) },
  ];
  return groups.filter((group) => group.items.length > 0);
}

/** A group's heading in the reader's language, read from its key when it is drawn. */
export function groupTitle(group: ItemGroup): string {
  const category = DRIVER_CATEGORIES.find((known) => group.key === driverGroup(known.id));
  if (category) return i18n.t('model:groups.drivers', { category: i18n.t(`model:categories.${category.id}`) });
  const section = LINE_SECTIONS.find((known) => group.key === lineGroup(known));
  if (section) return i18n.t('model:groups.lines', { section: i18n.t(`model:sections.${section}`) });
  return group.key === 'derived' ? i18n.t('model:groups.derived') : group.key === 'annual' ? i18n.t('model:groups.annual') : i18n.t('model:groups.kpis');
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
