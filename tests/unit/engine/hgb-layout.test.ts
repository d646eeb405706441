import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModelSession, type ModelSession } from '../../../engine/session/session.ts';
import { BUILT_IN_SCENARIOS } from '../../../engine/scenarios.ts';
import { LINES } from '../../../engine/model/lines.ts';
import { HGB_ITEMS, HGB_ROWS, HGB_SOURCE_LINES, hgbRows, hgbSourceLines } from '../../../engine/model/hgb.ts';
import { PNL_ROWS, statementRows } from '../../../engine/model/statements.ts';
import { hgbCellExplanation, hgbColumnExplanation, hgbTable } from '../../../engine/analysis/hgbStatement.ts';
import type { LineDef } from '../../../engine/model/types.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';

describe('the HGB layout is read from the definition', () => {
  it('maps every P&L line that is not a total to one item of § 275 Abs. 2 HGB', () => {
    const lines = statementRows('pnl').filter((row) => !row.total).map((row) => row.id);
    expect(lines.length).toBeGreaterThan(0);
    expect(HGB_SOURCE_LINES).toEqual(lines);
    for (const id of lines) expect(LINES.find((line) => line.id === id)?.hgb, id).toBeDefined();
    // Each line sits under exactly one item, so the items add up to the P&L.
    const items = HGB_ROWS.filter((row) => !row.total).flatMap((row) => row.terms.map((term) => term.line));
    expect([...items].sort()).toEqual([...lines].sort());
    expect(HGB_ROWS.map((row) => row.id)).toEqual([...HGB_ITEMS.map((item) => `hgb_${item.item}`), 'hgb_15', 'hgb_17']);
  });

  it('refuses a new P&L line without an item, naming it', () => {
    const newLine: LineDef = {
      id: 'travel_expenses', name: 'Travel', unit: 'EUR', section: 'opex', aggregate: 'sum', statement: 'pnl', label: 'Travel', formula: '0', explanation: 'Travel.',
    };
    expect(() => hgbRows([...LINES, newLine])).toThrow(/travel_expenses/);
    expect(hgbSourceLines([...LINES, { ...newLine, hgb: '8' }]).at(-1)?.id).toBe('travel_expenses');
    expect(hgbRows([...LINES, { ...newLine, hgb: '8' }]).find((row) => row.id === 'hgb_8')?.terms.at(-1)).toEqual({ line: 'travel_expenses', sign: 1 });
  });
});

describe('the HGB layout gives the model\'s figures', () => {
  let session: ModelSession;
  beforeAll(() => {
    session = createModelSession({ actuals: baselineActuals() });
  });
  afterAll(() => session.destroy());

  it.each(BUILT_IN_SCENARIOS.map((s) => [s.scenario_id, s.key_drivers] as const))('%s: revenue is total revenue and the net income for the year is net income, every month and year', (_id, drivers) => {
    const scenario = createModelSession({ actuals: baselineActuals(), drivers });
    const years = scenario.years();
    for (const period of ['year', 'month'] as const) {
      const statement = scenario.statement({ period, from: period === 'year' ? '2026' : '2026-01', lines: PNL_ROWS });
      const table = hgbTable(statement, years, 2030);
      const row = (id: string) => table.find((r) => r.id === id)?.values ?? [];
      const line = (id: string) => statement.rows.find((r) => r.id === id)?.values ?? [];
      row('hgb_1').forEach((value, i) => expect(value).toBeCloseTo(line('total_revenue')[i] as number, 6));
      row('hgb_17').forEach((value, i) => expect(value).toBeCloseTo(line('net_income')[i] as number, 6));
      expect(row('hgb_15')).toEqual(row('hgb_17'));
      row('hgb_14').forEach((value, i) => expect(value).toBeCloseTo(line('income_taxes')[i] as number, 6));
    }
    scenario.destroy();
  });

  it('leaves the items below EBITDA empty in 2024 and 2025, which the baseline data does not hold', () => {
    const table = hgbTable(session.statement({ period: 'year', from: '2024', to: '2025', lines: PNL_ROWS }), session.years(), 2025);
    const row = (id: string) => table.find((r) => r.id === id);
    expect(row('hgb_1')?.values).toEqual([1_006_360, 1_404_265]);
    expect(row('hgb_7a')?.values).toEqual([null, null]);
    expect(row('hgb_17')?.values).toEqual([null, null]);
    expect(row('hgb_17')?.yoyGrowth).toBeNull();
    expect(row('hgb_1')?.margin).toBe(100);
  });

  it('explains a cell by the model cells of its lines, and the growth and margin columns by the annual cells', () => {
    const statement = session.statement({ period: 'year', from: '2026', to: '2030', lines: PNL_ROWS });
    const explanation = hgbCellExplanation('hgb_8', '2030', statement, 4, (line) => ({ sheet: 'Annual', id: line, period: '2030' }));
    expect(explanation.inputs.map((input) => input.ref)).toContainEqual({ sheet: 'Annual', id: 'sales_marketing', period: '2030' });
    expect(explanation.value).toBeCloseTo(explanation.inputs.reduce((sum, input) => sum + (input.value ?? 0), 0), 6);
    expect(explanation.formula).toMatch(/^Sales & Marketing \+ Hosting & Licenses/);
    const years = session.years();
    const margin = hgbColumnExplanation(years, 'hgb_6', 'margin', 2030);
    expect(margin.value).toBeCloseTo((years[2030]?.employees as number) / (years[2030]?.total_revenue as number) * 100, 9);
    const result = hgbCellExplanation('hgb_17', '2030', statement, 4, (line) => ({ sheet: 'Annual', id: line, period: '2030' }));
    expect(result.formula).toContain(' − Trade Tax');
    expect(result.value).toBeCloseTo(years[2030]?.net_income as number, 6);
  });
});
