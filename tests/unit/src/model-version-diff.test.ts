import { describe, expect, it } from 'vitest';
import { DEFAULT_MODEL_SOURCE, type ModelSource } from '../../../engine/model/definition.ts';
import type { DriverDef, LineDef } from '../../../engine/model/types.ts';
import { definitionDiff } from '../../../src/features/model/versionDiff.ts';

/** The difference between two model versions the Model screen shows before restoring one (Model versions card). */

const shipped = DEFAULT_MODEL_SOURCE;

const insurance: LineDef = {
  id: 'insurance', name: 'Insurance', unit: 'EUR', section: 'opex', aggregate: 'sum', statement: 'pnl', label: 'Insurance', hgb: '8',
  formula: '5000', explanation: 'Insurance premiums.',
};

/** The shipped lines with `line` before rounding_adjustment, as the screen adds an operating expense. */
function withInsurance(source: ModelSource): ModelSource {
  const at = source.lines.findIndex((line) => line.id === 'rounding_adjustment');
  return { ...source, version: 2, lines: [...source.lines.slice(0, at), insurance, ...source.lines.slice(at)] };
}

const replaced = <T extends { id: string }>(list: readonly T[], id: string, change: (item: T) => T): T[] => list.map((item) => (item.id === id ? change(item) : item));

describe('definitionDiff', () => {
  it('finds nothing between a definition and a copy of it read back from JSON', () => {
    expect(definitionDiff(shipped, JSON.parse(JSON.stringify(shipped)) as ModelSource)).toEqual({ added: [], removed: [], changed: [] });
  });

  it('names an added line by kind, id and name, and nothing else: a total reads its section by SUM_SECTION, not by name', () => {
    expect(definitionDiff(shipped, withInsurance(shipped))).toEqual({
      added: [{ kind: 'line', id: 'insurance', name: 'Insurance' }],
      removed: [],
      changed: [],
    });
  });

  it('shows going back to the older version as removing the line', () => {
    expect(definitionDiff(withInsurance(shipped), shipped)).toEqual({
      added: [],
      removed: [{ kind: 'line', id: 'insurance', name: 'Insurance' }],
      changed: [],
    });
  });

  it('names an added and a renamed department, and reads a definition without departments (published before they were listed) as the shipped six', () => {
    const { departments: _departments, ...older } = shipped;
    const newer: ModelSource = {
      ...shipped,
      departments: [...(shipped.departments ?? []).map((d) => (d.id === 'g_and_a' ? { ...d, name: 'General & Administration' } : d)), { id: 'field_service', name: 'Field Service' }],
    };
    expect(definitionDiff(older, shipped)).toEqual({ added: [], removed: [], changed: [] });
    expect(definitionDiff(older, newer)).toEqual({
      added: [{ kind: 'department', id: 'field_service', name: 'Field Service' }],
      removed: [],
      changed: [{ kind: 'department', id: 'g_and_a', name: 'General & Administration', fields: [{ field: 'name', from: 'G&A', to: 'General & Administration' }] }],
    });
  });

  it('names a removed driver', () => {
    const without = { ...shipped, drivers: shipped.drivers.filter((driver) => driver.id !== 'sales_rep_productivity') };
    expect(definitionDiff(shipped, without)).toEqual({
      added: [],
      removed: [{ kind: 'driver', id: 'sales_rep_productivity', name: 'Sales Rep Productivity' }],
      changed: [],
    });
  });

  it('gives a changed formula with its old and new text', () => {
    const changed = { ...shipped, lines: replaced(shipped.lines, 'legal_tax', (line) => ({ ...line, formula: 'legal_tax_monthly' })) };
    expect(definitionDiff(shipped, changed)).toEqual({
      added: [],
      removed: [],
      changed: [{
        kind: 'line', id: 'legal_tax', name: 'Legal & tax',
        fields: [{ field: 'formula', from: 'legal_tax_monthly + total_revenue * legal_tax_share_of_revenue / 100', to: 'legal_tax_monthly' }],
      }],
    });
  });

  it('lists changed fields in the order of the newer item, then the fields only the older one had, and non-text values as JSON', () => {
    const older = { ...shipped, lines: replaced(shipped.lines, 'legal_tax', (line) => ({ ...line, opening: '0' })) };
    const newer = {
      ...shipped,
      lines: replaced(shipped.lines, 'legal_tax', ({ actuals: _actuals, ...line }) => ({ ...line, label: 'Legal and tax', total: true as const })),
    };
    expect(definitionDiff(older, newer).changed).toEqual([{
      kind: 'line', id: 'legal_tax', name: 'Legal & tax',
      fields: [
        { field: 'label', from: 'Legal & Tax', to: 'Legal and tax' },
        { field: 'total', from: null, to: 'true' },
        { field: 'actuals', from: '{"baseline":true,"closed":"required"}', to: null },
        { field: 'opening', from: '0', to: null },
      ],
    }]);
  });

  it('compares a driver\'s range, baseline, unit and direction, whatever order their keys were stored in', () => {
    const newer = {
      ...shipped,
      drivers: replaced(shipped.drivers, 'sales_team_size', (driver): DriverDef => ({
        ...driver, min: 2, max: 30, baseline: 6, unit: 'people',
        direction: Object.fromEntries(Object.entries(driver.direction).reverse()) as DriverDef['direction'],
      })),
    };
    expect(definitionDiff(shipped, newer).changed).toEqual([{
      kind: 'driver', id: 'sales_team_size', name: 'Sales Team Size',
      fields: [
        { field: 'unit', from: 'reps', to: 'people' },
        { field: 'min', from: '1', to: '2' },
        { field: 'max', from: '40', to: '30' },
        { field: 'baseline', from: '7', to: '6' },
      ],
    }]);
  });

  it('orders items by kind and by the newer definition, removed ones by the older, and ignores the version and the retired drivers', () => {
    const older: ModelSource = { ...shipped, kpis: [...shipped.kpis].reverse() };
    const newer: ModelSource = {
      ...withInsurance(shipped),
      version: 7,
      retired_drivers: ['sales_rep_productivity'],
      drivers: shipped.drivers.filter((driver) => driver.id !== 'sales_rep_productivity' && driver.id !== 'medical_client_growth_rate'),
      derived: replaced(shipped.derived, 'monthly_logo_churn', (derived) => ({ ...derived, formula: 'logo_churn_rate / 1200' })),
      annual_extras: [{ id: 'insured_share', name: 'Insured share', unit: 'ratio', formula: 'insurance / total_operating_expenses', explanation: '' }, ...shipped.annual_extras],
      kpis: replaced(shipped.kpis, 'adoption_rate', (kpi) => ({ ...kpi, name: 'Platform adoption' })),
    };
    const diff = definitionDiff(older, newer);
    expect(diff.added.map((item) => `${item.kind}:${item.id}`)).toEqual(['line:insurance', 'annual_extra:insured_share']);
    expect(diff.removed.map((item) => `${item.kind}:${item.id}`)).toEqual(['driver:medical_client_growth_rate', 'driver:sales_rep_productivity']);
    expect(diff.changed.map((item) => `${item.kind}:${item.id}:${item.fields.map((field) => field.field).join(',')}`)).toEqual([
      'derived:monthly_logo_churn:formula',
      'kpi:adoption_rate:name',
    ]);
    expect(diff.changed[1]).toMatchObject({ name: 'Platform adoption', fields: [{ field: 'name', from: 'Adoption Rate', to: 'Platform adoption' }] });
  });
});
