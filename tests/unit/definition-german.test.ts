import { describe, expect, it } from 'vitest';
import { GERMAN_DEFINITION_TEXTS, localizedDefinition, type DefinitionTexts } from '../../engine/i18n/definitionTexts.ts';
import { DEFAULT_MODEL_SOURCE, MODEL_DEFINITION, type ModelDefinition } from '../../engine/model/definition.ts';
import { createScenarioHost } from '../../engine/session/scenarioHost.ts';
import { baselineActuals } from '../helpers/fixtures.ts';

type Kind = keyof DefinitionTexts;

/** Every field a reader sees, per kind of item; a dot is a nested object's field. */
const TEXT_FIELDS: Record<Kind, readonly string[]> = {
  lines: ['name', 'label', 'explanation'],
  derived: ['name', 'explanation'],
  annual_extras: ['name', 'explanation'],
  drivers: ['name', 'source', 'business_logic', 'description', 'direction.note', 'uncertainty.reason', 'documentation.reasoning'],
  kpis: [
    'name', 'benchmark_source', 'description', 'definition', 'closedYear', 'base2025.source', 'textWhen.text', 'remedy.warning', 'remedy.critical',
  ],
  departments: ['name'],
};

/** The items of each kind as the shipped source declares them. */
const SOURCE_ITEMS: Record<Kind, readonly { id: string }[]> = {
  lines: DEFAULT_MODEL_SOURCE.lines,
  derived: DEFAULT_MODEL_SOURCE.derived,
  annual_extras: DEFAULT_MODEL_SOURCE.annual_extras,
  drivers: DEFAULT_MODEL_SOURCE.drivers,
  kpis: DEFAULT_MODEL_SOURCE.kpis,
  departments: DEFAULT_MODEL_SOURCE.departments ?? [],
};

/** Where the evaluators' definition keeps each kind. */
const DEFINITION_FIELD = {
  lines: 'lines', derived: 'derived', annual_extras: 'annualExtras', drivers: 'drivers', kpis: 'kpis', departments: 'departments',
} as const satisfies Record<Kind, keyof ModelDefinition>;

const KINDS = Object.keys(TEXT_FIELDS) as Kind[];

function valueAt(item: object, path: string): unknown {
  return path.split('.').reduce<unknown>((value, field) => (value as Record<string, unknown> | undefined)?.[field], item);
}

/** The string fields of a (nested) object as dotted paths. */
function stringPaths(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([field, inner]) =>
    typeof inner === 'string' ? [`${prefix}${field}`] : typeof inner === 'object' && inner !== null ? stringPaths(inner as object, `${prefix}${field}.`) : []);
}

/** An item without its text fields: what must stay identical in every language. */
function withoutTexts(item: object, fields: readonly string[]): unknown {
  const copy = structuredClone(item) as Record<string, unknown>;
  for (const path of fields) {
    const parts = path.split('.');
    const holder = parts.slice(0, -1).reduce<Record<string, unknown> | undefined>((value, field) => value?.[field] as Record<string, unknown> | undefined, copy);
    if (holder) delete holder[parts[parts.length - 1] as string];
  }
  return copy;
}

describe('the German texts of the model definition', () => {
  it('give every text field of every shipped item a German text', () => {
    const missing: string[] = [];
    for (const kind of KINDS) {
      for (const item of SOURCE_ITEMS[kind]) {
        const german: object = GERMAN_DEFINITION_TEXTS[kind][item.id] ?? {};
        for (const path of TEXT_FIELDS[kind]) {
          if (typeof valueAt(item, path) !== 'string') continue;
          const text = valueAt(german, path);
          if (typeof text !== 'string' || text.trim() === '') missing.push(`${kind}.${item.id}.${path}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('hold no text for an item the definition lacks, nor a field the item lacks', () => {
    const stray: string[] = [];
    for (const kind of KINDS) {
      const items = new Map(SOURCE_ITEMS[kind].map((item) => [item.id, item]));
      for (const [id, texts] of Object.entries(GERMAN_DEFINITION_TEXTS[kind])) {
        const item = items.get(id);
        if (!item) {
          stray.push(`${kind}.${id}`);
          continue;
        }
        for (const path of stringPaths(texts)) {
          if (!TEXT_FIELDS[kind].includes(path) || typeof valueAt(item, path) !== 'string') stray.push(`${kind}.${id}.${path}`);
        }
      }
    }
    expect(stray).toEqual([]);
  });

  it('use the German finance words on the statements', () => {
    const german = localizedDefinition(MODEL_DEFINITION, 'de');
    const label = (id: string) => german.lines.find((line) => line.id === id)?.label;
    expect(label('total_revenue')).toMatch(/Umsatzerlöse/);
    expect(label('gross_profit')).toBe('Rohertrag');
    expect(label('employees')).toBe('Personalaufwand');
    expect(label('ebitda')).toBe('EBITDA');
    expect(label('receivables')).toBe('Forderungen aus Lieferungen und Leistungen');
    expect(label('cash_from_operations')).toBe('Cashflow aus laufender Geschäftstätigkeit');
    expect(german.departments.find((department) => department.id === 'sales')?.name).toBe('Vertrieb');
    expect(german.kpis.find((kpi) => kpi.id === 'cash_runway')?.textWhen?.text).not.toBe('Cash-positive');
  });
});

describe('localizedDefinition', () => {
  it('returns the very definition for English', () => {
    expect(localizedDefinition(MODEL_DEFINITION, 'en')).toBe(MODEL_DEFINITION);
  });

  it('changes texts only: ids, formulas, units, aggregations and every other field stay as they are', () => {
    const german = localizedDefinition(MODEL_DEFINITION, 'de');
    expect(Object.keys(german).sort()).toEqual(Object.keys(MODEL_DEFINITION).sort());
    expect(german.actualDerived).toBe(MODEL_DEFINITION.actualDerived);
    expect(german.retiredDrivers).toBe(MODEL_DEFINITION.retiredDrivers);
    for (const kind of KINDS) {
      const field = DEFINITION_FIELD[kind];
      const strip = (items: readonly object[]) => items.map((item) => withoutTexts(item, TEXT_FIELDS[kind]));
      expect(strip(german[field]), kind).toEqual(strip(MODEL_DEFINITION[field]));
      // Every text the German file holds is in place: the items differ in every field it names.
      german[field].forEach((item, i) => {
        const texts = GERMAN_DEFINITION_TEXTS[kind][item.id] ?? {};
        for (const path of stringPaths(texts)) expect(valueAt(item, path), `${kind}.${item.id}.${path}`).toBe(valueAt(texts, path));
        expect(withoutTexts(item, TEXT_FIELDS[kind])).toEqual(withoutTexts(MODEL_DEFINITION[field][i] as object, TEXT_FIELDS[kind]));
      });
    }
  });

  it('keeps an item\'s English texts where the German file has none (a line a modeller added)', () => {
    const added = { ...MODEL_DEFINITION.lines[0]!, id: 'field_service_ftes', name: 'Field service FTEs', explanation: 'People in the field.' };
    const german = localizedDefinition({ ...MODEL_DEFINITION, lines: [...MODEL_DEFINITION.lines, added] }, 'de');
    expect(german.lines.at(-1)).toEqual(added);
  });

  it('keeps a text a modeller rewrote in their words, and translates the texts still as shipped', () => {
    const departments = MODEL_DEFINITION.departments.map((d) => (d.id === 'g_and_a' ? { ...d, name: 'General & Administration' } : d));
    const kpis = MODEL_DEFINITION.kpis.map((k) => (k.id === 'nrr' ? { ...k, remedy: { ...k.remedy, warning: 'Call every account.' } } : k));
    const german = localizedDefinition({ ...MODEL_DEFINITION, departments, kpis }, 'de');
    expect(german.departments.find((d) => d.id === 'g_and_a')?.name).toBe('General & Administration');
    expect(german.departments.find((d) => d.id === 'sales')?.name).toBe('Vertrieb');
    const nrr = german.kpis.find((k) => k.id === 'nrr');
    expect(nrr?.remedy.warning).toBe('Call every account.');
    expect(nrr?.remedy.critical).toBe(GERMAN_DEFINITION_TEXTS.kpis.nrr?.remedy?.critical);
    expect(nrr?.name).toBe(GERMAN_DEFINITION_TEXTS.kpis.nrr?.name);
  });

  it('computes the same figures as the original definition', () => {
    const actuals = baselineActuals();
    const english = createScenarioHost(actuals, MODEL_DEFINITION);
    const german = createScenarioHost(actuals, localizedDefinition(MODEL_DEFINITION, 'de'));
    try {
      const before = english.figures({});
      const after = german.figures({});
      expect(after.years).toEqual(before.years);
      expect(after.reconciliation).toEqual(before.reconciliation);
      const numbers = (figures: typeof before) => Object.values(figures.kpis).flat()
        .map(({ id, year, value, base2025, status, closed_months }) => ({ id, year, value, base2025, status, closed_months }));
      expect(numbers(after)).toEqual(numbers(before));
      expect(numbers(before).length).toBeGreaterThan(0);
    } finally {
      english.destroy();
      german.destroy();
    }
  });
});
