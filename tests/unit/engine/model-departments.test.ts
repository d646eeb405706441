import { describe, expect, it } from 'vitest';
import { HyperFormula } from 'hyperformula';
import { FORECAST_YEARS } from '../../../engine/calendar.ts';
import { parseHeadcountCsv, headcountCsv } from '../../../engine/headcount/csv.ts';
import { generatedPlan } from '../../../engine/headcount/defaultPlan.ts';
import { DEFAULT_DEPARTMENTS, planProblems, type HeadcountPlan, type Position } from '../../../engine/headcount/plan.ts';
import { headcountParameters, planRowCells } from '../../../engine/headcount/planRows.ts';
import { headcountSeries, yearAverage, yearTotal } from '../../../engine/headcount/series.ts';
import { DEFAULT_MODEL_SOURCE, definitionOf, sourceForExport, type ModelSource } from '../../../engine/model/definition.ts';
import { checkModelSource, compileModel, MODEL_LIMITS, type DefinitionProblem } from '../../../engine/model/definitionCheck.ts';
import { modelReference } from '../../../engine/model/reference.ts';
import type { LineDef } from '../../../engine/model/types.ts';
import { createScenarioHost } from '../../../engine/session/scenarioHost.ts';
import { compileWorkbook, SHEET } from '../../../engine/workbook/compile.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';

/** The shipped model as a modeller receives it over the API: plain JSON. */
const shipped = (): ModelSource => JSON.parse(JSON.stringify(sourceForExport(DEFAULT_MODEL_SOURCE))) as ModelSource;

const FIELD_SERVICE = { id: 'field_service', name: 'Field Service' };
const FIELD_SERVICE_LINE: LineDef = {
  id: 'field_service_ftes', name: 'Field service FTEs', unit: 'FTE', section: 'headcount', aggregate: 'avg',
  formula: 'heads_field_service', explanation: 'The people of the field service department in the headcount plan.',
};

/** The shipped model with the department "Field Service" and its line in section headcount, after the other departments' lines. */
function withFieldService(): ModelSource {
  const source = shipped();
  const lines = [...source.lines];
  lines.splice(lines.findIndex((line) => line.id === 'g_and_a_ftes') + 1, 0, FIELD_SERVICE_LINE);
  return { ...source, version: 2, lines, departments: [...DEFAULT_DEPARTMENTS, FIELD_SERVICE] };
}

const TECHNICIANS: Position = {
  role: 'Field Technician', department: 'field_service', count: 3, start_month: '2027-03', end_month: null,
  annual_salary: 52_000, raise_pct: 3, raise_month: 4, variable_pct: 10, recruiting_cost: 4_000,
};

const codes = (problems: DefinitionProblem[]) => problems.map(({ code, item, id, field }) => ({ code, item, id, field }));

describe('a department added to the model definition', () => {
  it('counts a position in it in Employees and FTEs by exactly its cost and people, alike in HyperFormula\'s session and the kernel', () => {
    const result = compileModel(withFieldService());
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const { definition } = result.model;
    expect(definition.lines.find((line) => line.id === 'ftes')?.formula).toContain('field_service_ftes');
    const host = createScenarioHost(baselineActuals(), definition);
    try {
      const drivers = host.effectiveDrivers({});
      const base: HeadcountPlan = generatedPlan(drivers);
      const hired: HeadcountPlan = { positions: [...base.positions, TECHNICIANS] };
      expect(planProblems(hired.positions, definition.departments)).toEqual([]);
      const own = headcountSeries({ positions: [TECHNICIANS] }, headcountParameters(drivers), definition.departments);

      const before = host.activate({}, base).years();
      const after = host.activate({}, hired).years();
      const kernel = host.figures({}, hired).years;
      for (const year of FORECAST_YEARS) {
        const cost = yearTotal(own.total.cost, year);
        const people = yearAverage(own.total.heads, year);
        expect((after[year]?.employees as number) - (before[year]?.employees as number), `Employees ${year}`).toBeCloseTo(cost, 6);
        expect((after[year]?.ftes as number) - (before[year]?.ftes as number), `FTEs ${year}`).toBeCloseTo(people, 9);
        expect(after[year]?.field_service_ftes, `field service FTEs ${year}`).toBeCloseTo(people, 9);
        for (const line of ['employees', 'ftes', 'field_service_ftes', 'ebitda', 'closing_cash'] as const) {
          expect(kernel[year]?.[line], `kernel ${line} ${year}`).toBeCloseTo(after[year]?.[line] as number, 6);
        }
      }
      // From March 2027 on the three technicians are employed: 2027 has ten months of them.
      expect(yearAverage(own.total.heads, 2027)).toBeCloseTo(2.5, 12);
      expect(yearTotal(own.total.cost, 2027)).toBeGreaterThan(3 * 10 * 52_000 / 12);
    } finally {
      host.destroy();
    }
  });

  it('has its rows in the Excel model\'s Headcount sheet as live formulas equal to the plan\'s arithmetic', () => {
    const definition = definitionOf(withFieldService());
    const actuals = baselineActuals();
    const drivers = createScenarioHost(actuals, definition).effectiveDrivers({});
    const plan: HeadcountPlan = { positions: [...generatedPlan(drivers).positions, TECHNICIANS] };
    const compiled = compileWorkbook(actuals, drivers, { driverRefs: 'names', definition, headcount: plan, planRows: 'formulas' });
    const hf = HyperFormula.buildFromSheets(compiled.sheets, { licenseKey: 'gpl-v3', precisionEpsilon: 0, smartRounding: false }, compiled.names);
    try {
      const monthly = hf.getSheetValues(hf.getSheetId(SHEET.monthly) as number);
      const expected = planRowCells(plan, drivers, definition.departments);
      for (const id of ['heads_field_service', 'cost_field_service', 'plan_heads', 'plan_cost']) {
        const row = monthly.find((cells) => cells[0] === id) ?? [];
        (expected.get(id) as number[]).forEach((value, c) => expect(row[c + 1], `${id} column ${c}`).toBeCloseTo(value, 6));
      }
      expect(expected.get('heads_field_service')?.[15]).toBe(3);
    } finally {
      hf.destroy();
    }
  });

  it('is a department of the plan\'s CSV and of the reference in docs/model.md', () => {
    const { departments } = definitionOf(withFieldService());
    expect(parseHeadcountCsv(headcountCsv([TECHNICIANS]), departments)).toEqual({ ok: true, positions: [TECHNICIANS] });
    const refused = parseHeadcountCsv(headcountCsv([TECHNICIANS]), DEFAULT_DEPARTMENTS);
    expect(refused.ok ? [] : refused.errors.map((error) => error.column)).toEqual(['department']);
    expect(modelReference(definitionOf(withFieldService()))).toContain('| `field_service` | Field Service | `heads_field_service`, `cost_field_service` |');
  });

  it('may be renamed, and so may a shipped one', () => {
    const source = withFieldService();
    const renamed = { ...source, departments: (source.departments ?? []).map((d) => (d.id === 'g_and_a' ? { ...d, name: 'General & Administration' } : d.id === 'field_service' ? { ...d, name: 'Service in the Field' } : d)) };
    expect(checkModelSource(renamed, source)).toEqual([]);
  });
});

describe('the departments\' rules', () => {
  it('keep a definition published before departments were listed on the shipped six', () => {
    const { departments: _departments, ...older } = shipped();
    expect(definitionOf(older).departments).toEqual(DEFAULT_DEPARTMENTS);
    expect(sourceForExport(older).departments).toEqual(DEFAULT_DEPARTMENTS);
    expect(checkModelSource(older)).toEqual([]);
  });

  it('refuse removing a shipped department or changing its id', () => {
    const source = shipped();
    const without = { ...source, departments: DEFAULT_DEPARTMENTS.filter((d) => d.id !== 'operations') };
    expect(codes(checkModelSource(without))).toContainEqual({ code: 'locked', item: 'department', id: 'operations', field: 'id' });
    const renamedId = { ...source, departments: DEFAULT_DEPARTMENTS.map((d) => (d.id === 'g_and_a' ? { ...d, id: 'admin' } : d)) };
    expect(codes(checkModelSource(renamedId))).toContainEqual({ code: 'locked', item: 'department', id: 'g_and_a', field: 'id' });
  });

  it('refuse removing a published department: saved plans may have positions in it', () => {
    const published = withFieldService();
    const without = { ...published, version: 3, lines: published.lines.filter((line) => line.id !== 'field_service_ftes'), departments: DEFAULT_DEPARTMENTS };
    expect(codes(checkModelSource(without, published))).toEqual([{ code: 'locked', item: 'department', id: 'field_service', field: 'id' }]);
    expect(checkModelSource(without)).toEqual([]);
  });

  it('refuse a duplicate id, a bad id, a bad name, a name twice and more than the limit', () => {
    const source = withFieldService();
    const departments = source.departments ?? [];
    expect(codes(checkModelSource({ ...source, departments: [...departments, { id: 'field_service', name: 'Field Service 2' }] }))).toEqual([
      { code: 'duplicate_id', item: 'department', id: 'field_service', field: 'id' },
    ]);
    expect(codes(checkModelSource({ ...source, departments: [...departments, { id: 'Field-Ops', name: 'Field Ops' }] }))).toEqual([
      { code: 'invalid_id', item: 'department', id: 'Field-Ops', field: 'id' },
    ]);
    const named = (name: string) => checkModelSource({ ...source, departments: departments.map((d) => (d.id === 'field_service' ? { ...d, name } : d)) });
    expect(named('  ')[0]?.message).toBe('the name must not be empty');
    expect(named('x'.repeat(MODEL_LIMITS.departmentNameLength + 1))[0]?.message).toBe(`the name must be at most ${MODEL_LIMITS.departmentNameLength} characters`);
    expect(named('Field\u202EService')[0]?.message).toBe('the name must not contain characters that change the writing direction');
    expect(codes(named('sales'))).toEqual([{ code: 'duplicate_name', item: 'department', id: 'field_service', field: 'name' }]);
    const many = Array.from({ length: MODEL_LIMITS.departments - DEFAULT_DEPARTMENTS.length + 1 }, (_, i) => ({ id: `team_${i}`, name: `Team ${i}` }));
    expect(codes(checkModelSource({ ...source, departments: [...DEFAULT_DEPARTMENTS, ...many] }))).toEqual([
      { code: 'too_many', item: 'definition', id: '', field: 'department' },
    ]);
  });

  it('ask every department to enter FTEs through exactly one line of section headcount', () => {
    const source = withFieldService();
    const noLine = { ...source, lines: source.lines.filter((line) => line.id !== 'field_service_ftes') };
    const [missing, ...rest] = checkModelSource(noLine);
    expect(rest).toEqual([]);
    expect(missing).toMatchObject({ code: 'department_line', item: 'department', id: 'field_service', field: 'line' });
    expect(missing?.message).toContain('field_service_ftes = heads_field_service');
    const twice = { ...source, lines: [...source.lines, { ...FIELD_SERVICE_LINE, id: 'field_service_again' }] };
    expect(codes(checkModelSource(twice))).toEqual([{ code: 'department_line', item: 'department', id: 'field_service', field: 'line' }]);
    // Read outside the section (a memo line) it does not count.
    const memo = { ...noLine, lines: [...noLine.lines, { ...FIELD_SERVICE_LINE, section: 'kpi_inputs' as const }] };
    expect(codes(checkModelSource(memo))).toEqual([{ code: 'department_line', item: 'department', id: 'field_service', field: 'line' }]);
  });

  it('let formulas read only the rows of the definition\'s departments, and no item take a row\'s name', () => {
    const source = shipped();
    const reading = { ...source, lines: [...source.lines, { ...FIELD_SERVICE_LINE, section: 'kpi_inputs' as const }] };
    expect(codes(checkModelSource(reading))).toEqual([{ code: 'unknown_name', item: 'line', id: 'field_service_ftes', field: 'formula' }]);
    const clash = { ...source, lines: [...source.lines, { ...FIELD_SERVICE_LINE, id: 'heads_sales', section: 'kpi_inputs' as const, formula: '1' }] };
    expect(codes(checkModelSource(clash))).toEqual([{ code: 'reserved_name', item: 'line', id: 'heads_sales', field: 'id' }]);
    // A new department whose row a published line already has is refused on the department.
    const withLine = { ...source, lines: [...source.lines, { ...FIELD_SERVICE_LINE, id: 'cost_field_service', section: 'kpi_inputs' as const, formula: '1' }] };
    const both = { ...withFieldService(), lines: [...withFieldService().lines, withLine.lines.at(-1) as LineDef] };
    expect(codes(checkModelSource(both, withLine))).toEqual([{ code: 'duplicate_id', item: 'department', id: 'field_service', field: 'id' }]);
  });
});
