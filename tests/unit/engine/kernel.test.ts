import { describe, expect, it } from 'vitest';
import { parseFormula, referencesIn } from '../../../engine/formula/parse.ts';
import { referencesOf } from '../../../engine/formula/translate.ts';
import { KERNEL_COLUMNS, kernelMemory, MODEL_DEFINITION, planModel, type ModelDefinition } from '../../../engine/kernel/modelPlan.ts';
import { compileWasmModel } from '../../../engine/kernel/wasm.ts';
import { KERNEL_FUNCTIONS } from '../../../engine/kernel/plan.ts';
import { workbookLayout } from '../../../engine/workbook/compile.ts';

const layout = workbookLayout();

/** The definition with one line's formula replaced. */
function withLine(id: string, formula: string): ModelDefinition {
  return { ...MODEL_DEFINITION, lines: MODEL_DEFINITION.lines.map((line) => (line.id === id ? { ...line, formula } : line)) };
}

const EVERY_FORMULA = [
  ...MODEL_DEFINITION.derived.map((d) => d.formula),
  ...MODEL_DEFINITION.lines.flatMap((line) => [line.formula, ...(line.opening ? [line.opening] : [])]),
  ...MODEL_DEFINITION.actualDerived.flatMap((d) => [d.formula, ...(d.firstMonth ? [d.firstMonth] : [])]),
  ...MODEL_DEFINITION.annualExtras.map((e) => e.formula),
  ...MODEL_DEFINITION.kpis.map((k) => k.formula),
];

describe('compiled kernel', () => {
  it('compiles every formula of the definition: derived values, lines and their openings, actual rows, annual extras, KPIs', () => {
    const plan = planModel(MODEL_DEFINITION, layout);
    expect(plan.derived).toHaveLength(MODEL_DEFINITION.derived.length);
    expect(plan.monthly).toHaveLength(MODEL_DEFINITION.lines.length);
    expect(plan.opening).toHaveLength(MODEL_DEFINITION.lines.filter((line) => line.opening !== undefined).length);
    expect(plan.actualFirst).toHaveLength(MODEL_DEFINITION.actualDerived.length);
    expect(new Set(plan.annualExtras.map((step) => step.id))).toEqual(new Set(MODEL_DEFINITION.annualExtras.map((e) => e.id)));
    expect(new Set(plan.kpis.map((step) => step.id))).toEqual(new Set(MODEL_DEFINITION.kpis.map((k) => k.id)));
    // Same-month references come after what they read: capital injection and EBITDA before closing cash.
    const order = plan.monthly.map((step) => step.id);
    expect(order.indexOf('closing_cash')).toBeGreaterThan(order.indexOf('ebitda'));
    expect(order.indexOf('ebitda')).toBeGreaterThan(order.indexOf('total_operating_expenses'));
  });

  it('evaluates exactly the spreadsheet functions the definition uses', () => {
    const used = new Set(EVERY_FORMULA.flatMap((formula) => [...formula.matchAll(/\b([A-Z][A-Z0-9.]*)\s*\(/g)].map((match) => match[1])));
    expect([...used].sort()).toEqual(Object.keys(KERNEL_FUNCTIONS).sort());
  });

  it('reads the references the workbook compiler reads, in every formula', () => {
    for (const formula of EVERY_FORMULA) {
      const parsed = referencesIn(parseFormula(formula)).map((ref) => `${ref.kind}:${ref.id}`);
      expect(new Set(parsed), formula).toEqual(new Set(referencesOf(formula).map((ref) => `${ref.kind}:${ref.id}`)));
    }
  });

  it('refuses a function it does not evaluate, naming the formula', () => {
    expect(() => planModel(withLine('office_infrastructure', 'SUMPRODUCT(ftes, ftes)'), layout))
      .toThrow(/^Monthly office_infrastructure: function SUMPRODUCT\(\) is not supported by the kernel .*\(formula "SUMPRODUCT\(ftes, ftes\)"\)$/);
    expect(() => planModel({ ...MODEL_DEFINITION, kpis: MODEL_DEFINITION.kpis.map((k) => (k.id === 'cac' ? { ...k, formula: 'LN(sales_marketing)' } : k)) }, layout))
      .toThrow(/^KPI cac 2025: function LN\(\) is not supported/);
    expect(() => planModel(withLine('ftes', 'MAX()'), layout)).toThrow(/^Monthly ftes: MAX\(\) takes 1 or more arguments, not 0/);
  });

  it('refuses a cycle, naming the formulas on it', () => {
    expect(() => planModel(withLine('gross_profit', 'total_revenue - ebitda'), layout))
      .toThrow(/^Monthly: (gross_profit → ebitda → gross_profit|ebitda → gross_profit → ebitda) is a cycle$/);
    const derived = MODEL_DEFINITION.derived.map((d) => (d.id === 'per_bed_list_fee' ? { ...d, formula: 'per_bed_list_fee + 1' } : d));
    expect(() => planModel({ ...MODEL_DEFINITION, derived }, layout)).toThrow(/^derived values: per_bed_list_fee → per_bed_list_fee is a cycle$/);
  });

  it('refuses text, a comparison used as a number, an unknown name and prev() of a line without an opening value', () => {
    expect(() => planModel(withLine('ftes', '"five"'), layout)).toThrow(/^Monthly ftes: text "five" is not a number/);
    expect(() => planModel(withLine('ftes', '1 + (sales_team_size > 3)'), layout)).toThrow(/^Monthly ftes: a comparison used as an operand/);
    expect(() => planModel(withLine('ftes', 'sales_tem_size'), layout)).toThrow(/^Monthly ftes: sales_tem_size has no row on Monthly/);
    expect(() => planModel(withLine('ftes', 'prev(sales_reps)'), layout)).toThrow(/^Monthly ftes: prev\(sales_reps\) needs an opening value/);
  });

  it('compiles definitions other than the shipped one at run time and evaluates each by its own formulas', () => {
    const doubled = compileWasmModel(withLine('legal_tax', 'legal_tax_monthly * 2'), layout).instantiate();
    const tripled = compileWasmModel(withLine('legal_tax', 'legal_tax_monthly * 3 - 1000'), layout).instantiate();
    const memory = kernelMemory(layout);
    const legalTax = memory.base.monthly + ((layout.rows.Monthly.get('legal_tax') as number) - 1) * KERNEL_COLUMNS.monthly;
    const legalTaxMonthly = memory.base.drivers + (layout.rows.Drivers.get('legal_tax_monthly') as number) - 1;
    for (const { memory: cells } of [doubled, tripled]) {
      cells.fill(0);
      cells[legalTaxMonthly] = 4_000;
    }
    doubled.evaluate();
    tripled.evaluate();
    expect(doubled.memory[legalTax + 1]).toBe(8_000);
    expect(tripled.memory[legalTax + 1]).toBe(11_000);
  });
});
