import { describe, expect, it } from 'vitest';
import { ALL_YEARS } from '../../../engine/calendar.ts';
import { createKernel, type ModelKernel } from '../../../engine/kernel/kernel.ts';
import { KERNEL_COLUMNS } from '../../../engine/kernel/modelPlan.ts';
import { DEFAULT_MODEL_SOURCE, definitionOf, MODEL_DEFINITION, sourceForExport, type ModelSource } from '../../../engine/model/definition.ts';
import { checkModelSource, compileModel, MODEL_LIMITS, type DefinitionProblem } from '../../../engine/model/definitionCheck.ts';
import { LINES } from '../../../engine/model/lines.ts';
import type { DriverDef, LineDef } from '../../../engine/model/types.ts';
import { effectiveDrivers } from '../../../engine/session/effectiveDrivers.ts';
import { createScenarioHost } from '../../../engine/session/scenarioHost.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';

/** The shipped model as a modeller receives it over the API: plain JSON. */
const shipped = (): ModelSource => JSON.parse(JSON.stringify(DEFAULT_MODEL_SOURCE)) as ModelSource;

const INSURANCE_DRIVER: DriverDef = {
  id: 'insurance_monthly', name: 'Insurance', category: 'cost_intelligence', unit: '€/month',
  min: 0, max: 100_000, baseline: 0, source: 'Management estimate 2026', reference: 'ours', direction: { favourable: 'lower' },
  impact_level: 'low', editable: true, role: 'model', business_logic: 'Insurance premiums per month.', description: 'Insurance.',
};
const INSURANCE_LINE: LineDef = {
  id: 'insurance', name: 'Insurance', unit: 'EUR', section: 'opex', aggregate: 'sum', statement: 'pnl', label: 'Insurance', hgb: '8',
  formula: 'insurance_monthly', explanation: 'Insurance premiums per month.',
};

/** The shipped model with the driver and the operating-expense line "Insurance" added, nothing else edited. */
function withInsurance(): ModelSource {
  const source = shipped();
  const lines = [...source.lines];
  lines.splice(lines.findIndex((line) => line.id === 'rounding_adjustment'), 0, INSURANCE_LINE);
  return { ...source, version: 2, drivers: [...source.drivers, INSURANCE_DRIVER], lines };
}

function withLineFormula(id: string, formula: string, field: 'formula' | 'opening' = 'formula'): ModelSource {
  const source = shipped();
  return { ...source, lines: source.lines.map((line) => (line.id === id ? { ...line, [field]: formula } : line)) };
}

const only = (problems: DefinitionProblem[]) => problems.map(({ code, item, id, field, position }) => ({ code, item, id, field, position }));

function annual(kernel: ModelKernel, values: Record<string, number>, line: string, year: number): number {
  const result = kernel.prepare(baselineActuals()).evaluate(kernel.driverVector(values));
  const row = (kernel.layout.rows.Annual.get(line) as number) - 1;
  return result.annual[row * KERNEL_COLUMNS.annual + ALL_YEARS.indexOf(year as (typeof ALL_YEARS)[number])] as number;
}

describe('the model definition as a value', () => {
  it('is the shipped model: its lines with every SUM_SECTION written out are the model\'s lines', () => {
    const result = compileModel(shipped());
    expect(result.ok).toBe(true);
    expect(definitionOf(shipped()).lines).toEqual(LINES);
    expect(JSON.parse(JSON.stringify(definitionOf(shipped())))).toEqual(JSON.parse(JSON.stringify(MODEL_DEFINITION)));
  });

  it('re-imports from its exported JSON (without the docs\' references into the specification) to the same compiled plan', () => {
    const first = compileModel(DEFAULT_MODEL_SOURCE);
    const exported = JSON.stringify(sourceForExport(DEFAULT_MODEL_SOURCE));
    expect(exported).not.toMatch(/\bP[12] §|\bpart [12] §/i);
    const again = compileModel(JSON.parse(exported) as ModelSource);
    if (!first.ok || !again.ok) throw new Error('the shipped model does not compile');
    expect(JSON.stringify(again.model.plan)).toBe(JSON.stringify(first.model.plan));
  });

  it('takes a new driver and operating-expense line with no other edit: €5,000 a month from January 2026 lowers 2026 EBITDA by exactly €60,000', () => {
    const result = compileModel(withInsurance());
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const { definition } = result.model;
    // The section sum took it in: total operating expenses now add insurance.
    expect(definition.lines.find((line) => line.id === 'total_operating_expenses')?.formula).toContain('insurance');
    const kernel = createKernel(definition);
    const shippedKernel = createKernel();
    const drivers = effectiveDrivers(baselineActuals(), {});
    const insured = { ...drivers, insurance_monthly: 5_000 };
    expect(annual(kernel, insured, 'insurance', 2026)).toBe(60_000);
    expect(annual(shippedKernel, drivers, 'ebitda', 2026) - annual(kernel, insured, 'ebitda', 2026)).toBeCloseTo(60_000, 6);
    // The books of 2024–2025 do not hold it: it reads 0 there, and those years still reconcile.
    expect(annual(kernel, insured, 'insurance', 2025)).toBe(0);
    expect(annual(kernel, insured, 'ebitda', 2025)).toBe(annual(shippedKernel, drivers, 'ebitda', 2025));
    // The EBITDA check adds up the sections too, so it takes the new line in every year.
    for (const year of ALL_YEARS) expect(Math.abs(annual(kernel, insured, 'ebitda_variance', year)), String(year)).toBe(0);
  });
});

describe('a scenario host of another definition', () => {
  it('shows the new line in the working session and in the kernel\'s preview alike; a scenario\'s value for a driver an earlier version had is left out, one no version had is refused', () => {
    const result = compileModel({ ...withInsurance(), retired_drivers: ['retired_in_this_model'] });
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const host = createScenarioHost(baselineActuals(), result.model.definition);
    try {
      expect(() => host.effectiveDrivers({ never_a_driver: 3 })).toThrow('Unknown driver "never_a_driver"');
      const overrides = { insurance_monthly: 5_000, sales_team_size: 9, retired_in_this_model: 3 };
      const session = host.activate(overrides);
      expect(session.driverValues()).toMatchObject({ insurance_monthly: 5_000, sales_team_size: 9 });
      expect(session.driverValues()).not.toHaveProperty('retired_in_this_model');
      expect(session.years()[2026]?.insurance).toBe(60_000);
      const preview = host.preview(overrides);
      const snapshot = host.snapshot();
      expect(preview.years[2026]?.insurance).toBe(60_000);
      expect(preview.years[2030]?.ebitda).toBe(snapshot.years[2030]?.ebitda);
      expect(preview.kpis[2030]?.map((kpi) => kpi.id)).toEqual(result.model.definition.kpis.map((kpi) => kpi.id));
      const p2026 = session.statement({ period: 'year', from: '2026', to: '2026' }).rows.find((row) => row.id === 'insurance');
      expect(p2026).toEqual({ id: 'insurance', name: 'Insurance', values: [60_000] });
      // Explain reads the same definition: the new line's formula, its driver by name, its quarter.
      const cell = session.explain({ sheet: 'Monthly', id: 'insurance', period: '2026-03' });
      expect(cell).toMatchObject({ name: 'Insurance', value: 5_000, formula: 'insurance_monthly', readable_formula: 'Insurance', unit: '€' });
      expect(cell.drivers).toEqual([{ id: 'insurance_monthly', name: 'Insurance', unit: '€/month', value: 5_000 }]);
      expect(session.explain({ sheet: 'Quarters', id: 'insurance', period: '2026-Q2' })).toMatchObject({ value: 15_000, name: 'Insurance' });
      const total = session.explain({ sheet: 'Monthly', id: 'total_operating_expenses', period: '2026-03' });
      expect(total.inputs.find((input) => input.id === 'insurance')).toMatchObject({ name: 'Insurance', value: 5_000 });
      const trace = session.pnlTraceability(2026).pnl_line_items.find((item) => item.line_id === 'insurance');
      expect(trace).toMatchObject({ line_item_name: 'Insurance', calculation_formula: 'insurance_monthly', total_impact_amount: 60_000 });
      expect(trace?.source_assumptions.map((a) => a.id)).toEqual(['insurance_monthly']);
    } finally {
      host.destroy();
    }
  });
});

describe('a division by a figure that is 0', () => {
  it('follows the workbook\'s error semantics: the cell and every figure that reads it have no value, in both evaluators, and explain says why', () => {
    const lines = [...DEFAULT_MODEL_SOURCE.lines];
    lines.splice(lines.findIndex((line) => line.id === 'rounding_adjustment'), 0, {
      id: 'ratio_cost', name: 'Ratio cost', unit: 'EUR', section: 'opex', aggregate: 'sum', statement: 'pnl', label: 'Ratio cost', hgb: '8',
      formula: '1000 / (rides - rides)', explanation: 'A cost per ride difference.',
    });
    const result = compileModel({ ...DEFAULT_MODEL_SOURCE, lines });
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const host = createScenarioHost(baselineActuals(), result.model.definition);
    try {
      const session = host.activate({});
      expect(session.years()[2026]?.ratio_cost).toBeNull();
      expect(session.years()[2026]?.ebitda).toBeNull();
      expect(host.preview({}).years[2026]?.ebitda).toBeNull();
      const cell = session.explain({ sheet: 'Monthly', id: 'ratio_cost', period: '2026-03' });
      expect(cell).toMatchObject({ value: null, error: expect.stringMatching(/^Division by zero/) });
      expect(session.explain({ sheet: 'Monthly', id: 'ebitda', period: '2026-03' }).error).toMatch(/^Division by zero/);
      // The books' years do not read the new line: they keep their figures.
      const shipped = createScenarioHost(baselineActuals());
      expect(session.years()[2025]?.ebitda).toBe(shipped.activate({}).years()[2025]?.ebitda);
      shipped.destroy();
      expect(session.explain({ sheet: 'Monthly', id: 'legal_tax', period: '2026-03' }).error).toBeUndefined();
    } finally {
      host.destroy();
    }
  });
});

describe('checking a definition', () => {
  it('names the line and the character of a parse error, an unknown name, an unknown function and a wrong argument count', () => {
    expect(only(checkModelSource(withLineFormula('legal_tax', 'legal_tax_monthly + (total_revenue * 2')))).toEqual([
      { code: 'syntax', item: 'line', id: 'legal_tax', field: 'formula', position: 38 },
    ]);
    expect(only(checkModelSource(withLineFormula('office_infrastructure', 'ftes * office_cost + LN(2) + ROUND(1, 2, 3)')))).toEqual([
      { code: 'unknown_name', item: 'line', id: 'office_infrastructure', field: 'formula', position: 7 },
      { code: 'unknown_function', item: 'line', id: 'office_infrastructure', field: 'formula', position: 21 },
      { code: 'arguments', item: 'line', id: 'office_infrastructure', field: 'formula', position: 29 },
    ]);
  });

  it('refuses a self-reference and a longer cycle, naming the loop', () => {
    const self = checkModelSource(withLineFormula('legal_tax', 'legal_tax + 1'));
    expect(only(self)).toEqual([{ code: 'cycle', item: 'line', id: 'legal_tax', field: 'formula', position: undefined }]);
    expect(self[0]?.message).toBe('legal_tax → legal_tax is a cycle: each needs the other first');
    const loop = checkModelSource(withLineFormula('employees', 'total_operating_expenses / 10'));
    expect(loop.map((p) => p.message)).toEqual(['employees → total_operating_expenses → employees is a cycle: each needs the other first']);
  });

  it('refuses removing a line that others read, naming them, and keeps the shipped model\'s items', () => {
    const published = withInsurance();
    const reader: LineDef = { ...INSURANCE_LINE, id: 'insurance_tax', name: 'Insurance tax', label: 'Insurance Tax', formula: 'insurance * 0.19' };
    const withReader = { ...published, lines: [...published.lines, reader] };
    const problems = checkModelSource({ ...withReader, lines: withReader.lines.filter((line) => line.id !== 'insurance') }, withReader);
    expect(only(problems)).toEqual([
      { code: 'unknown_name', item: 'line', id: 'insurance_tax', field: 'formula', position: 0 },
      { code: 'in_use', item: 'line', id: 'insurance', field: 'id', position: undefined },
    ]);
    expect(problems[1]?.message).toBe('insurance cannot be removed while insurance_tax reads it; change those formulas first');
    const source = shipped();
    const locked = checkModelSource({ ...source, lines: source.lines.filter((line) => line.id !== 'gross_profit_after_hosting') });
    expect(locked.find((p) => p.code === 'locked')?.message).toBe('gross_profit_after_hosting belongs to the shipped model, which screens and analyses read by name: its formula can change, it cannot be removed');
  });

  it('refuses an id of a built-in, a reserved name and an id that is no id', () => {
    const source = shipped();
    const driver = (id: string): DriverDef => ({ ...INSURANCE_DRIVER, id });
    const problems = checkModelSource({ ...source, drivers: [...source.drivers, driver('ebitda'), driver('month_index'), driver('opening_cash_2024'), driver('Insurance-2')] });
    expect(problems.map((p) => [p.code, p.item, p.id])).toEqual([
      ['duplicate_id', 'driver', 'ebitda'], ['reserved_name', 'driver', 'month_index'], ['reserved_name', 'driver', 'opening_cash_2024'], ['invalid_id', 'driver', 'Insurance-2'],
    ]);
    // The line ebitda is published: the new driver is the one at fault.
    expect(problems[0]?.message).toBe('ebitda is already the id of a line');
  });

  it('refuses a formula longer than the limit, nesting 200 deep and 5,000 lines before parsing them', () => {
    const long = checkModelSource(withLineFormula('legal_tax', `legal_tax_monthly${' + 1'.repeat(2_500)}`));
    expect(only(long)).toEqual([{ code: 'too_long', item: 'line', id: 'legal_tax', field: 'formula', position: MODEL_LIMITS.formulaLength }]);
    const deep = checkModelSource(withLineFormula('legal_tax', `${'('.repeat(200)}1${')'.repeat(200)}`));
    expect(deep.map((p) => [p.code, p.message])).toEqual([['syntax', 'nested more than 40 deep at 40']]);
    const source = shipped();
    const many = Array.from({ length: 5_000 }, (_, i): LineDef => ({ ...INSURANCE_LINE, id: `insurance_${i}` }));
    expect(only(checkModelSource({ ...source, lines: [...source.lines, ...many] }))).toEqual([
      { code: 'too_many', item: 'definition', id: '', field: 'line', position: undefined },
    ]);
  });

  it('refuses text, a comparison used as a number, and reference functions out of their place', () => {
    expect(checkModelSource(withLineFormula('legal_tax', '"fee" + 1')).map((p) => p.code)).toEqual(['text']);
    expect(checkModelSource(withLineFormula('legal_tax', 'legal_tax_monthly * (total_revenue > 0)')).map((p) => p.code)).toEqual(['comparison']);
    expect(checkModelSource(withLineFormula('legal_tax', 'IF(total_revenue > 0, legal_tax_monthly, 0)'))).toEqual([]);
    expect(only(checkModelSource(withLineFormula('legal_tax', 'dec(total_revenue) + prev(legal_tax)')))).toEqual([
      { code: 'not_here', item: 'line', id: 'legal_tax', field: 'formula', position: 4 },
      { code: 'needs_opening', item: 'line', id: 'legal_tax', field: 'formula', position: 26 },
    ]);
  });

  it('asks a P&L line for its item of the statutory P&L', () => {
    const source = withInsurance();
    const { hgb: _hgb, ...withoutItem } = INSURANCE_LINE;
    const lines = source.lines.map((line) => (line.id === 'insurance' ? withoutItem : line));
    expect(checkModelSource({ ...source, lines }).map((p) => [p.code, p.id, p.field])).toEqual([['hgb', 'insurance', 'hgb']]);
  });

  it('keeps actuals to the lines of the shipped model', () => {
    const source = withInsurance();
    const lines = source.lines.map((line) => (line.id === 'insurance' ? { ...line, actuals: { closed: 'required' as const } } : line));
    expect(checkModelSource({ ...source, lines }).map((p) => [p.code, p.id, p.field])).toEqual([['actuals', 'insurance', 'actuals']]);
  });

});
