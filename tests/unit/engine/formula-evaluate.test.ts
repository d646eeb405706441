import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateFormula } from '../../../engine/formula/evaluate.ts';
import type { FormulaRef } from '../../../engine/formula/translate.ts';
import { SETTING_NAMES } from '../../../engine/model/baselineSettings.ts';
import { DERIVED } from '../../../engine/model/derived.ts';
import { KPIS } from '../../../engine/model/kpis.ts';
import { createModelSession, type ModelSession } from '../../../engine/session/session.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';

const names = (values: Record<string, number>) => (ref: FormulaRef) => {
  const value = values[ref.kind === 'name' ? ref.id : `${ref.kind}(${ref.id})`];
  if (value === undefined) throw new Error(`no ${ref.id}`);
  return value;
};

describe('evaluating an arithmetic formula of the definition', () => {
  it('follows Excel\'s precedence, left-to-right order, unary minus and parentheses', () => {
    expect(evaluateFormula('a + b * c - d / e', names({ a: 1, b: 2, c: 3, d: 8, e: 4 }))).toBe(5);
    expect(evaluateFormula('100 * g / r', names({ g: 1, r: 3 }))).toBe((100 * 1) / 3);
    expect(evaluateFormula('t / 12 / 1000', names({ t: 24_000 }))).toBe(2);
    expect(evaluateFormula('-(a - b) * 2.5', names({ a: 1, b: 3 }))).toBe(5);
    expect(evaluateFormula('a - -b', names({ a: 1, b: 2 }))).toBe(3);
  });

  it('hands reference functions to the caller', () => {
    expect(evaluateFormula('12 * dec(recurring_revenue) + prev_year(x)', names({ 'dec(recurring_revenue)': 10, 'prev_year(x)': 1 }))).toBe(121);
  });

  it('refuses spreadsheet functions and malformed formulas instead of guessing', () => {
    expect(() => evaluateFormula('MAX(0, a)', names({ a: 1 }))).toThrow(/spreadsheet function/);
    expect(() => evaluateFormula('(a + 1', names({ a: 1 }))).toThrow(/expected "\)"/);
    expect(() => evaluateFormula('a +', names({ a: 1 }))).toThrow(/unexpected end/);
    expect(() => evaluateFormula('a b', names({ a: 1, b: 2 }))).toThrow(/unexpected "b"/);
    expect(() => evaluateFormula('a ^ 2', names({ a: 1 }))).toThrow(/operator \^ is beyond arithmetic/);
  });
});

describe('the evaluator and the workbook agree', () => {
  let session: ModelSession;
  beforeAll(() => {
    session = createModelSession({ actuals: baselineActuals() });
  });
  afterAll(() => session.destroy());

  it('on every arithmetic KPI of 2026, from the annual values and drivers', () => {
    const years = session.years();
    const values: Record<string, number> = { ...session.driverValues() };
    for (const derived of DERIVED) values[derived.id] = session.explain({ sheet: 'Drivers', id: derived.id }).value ?? NaN;
    for (const setting of SETTING_NAMES) values[setting.name] = setting.value(baselineActuals().settings);
    for (const [id, value] of Object.entries(years[2026] ?? {})) if (value !== null) values[id] = value;
    for (const [id, value] of Object.entries(years[2025] ?? {})) if (value !== null) values[`prev_year(${id})`] = value;
    const kpis = session.kpis(2026);
    const arithmetic = KPIS.filter((kpi) => !/[A-Z]+\(/.test(kpi.formula));
    expect(arithmetic.length).toBeGreaterThan(20);
    for (const kpi of arithmetic) {
      const workbook = kpis.find((k) => k.id === kpi.id)?.value;
      expect({ id: kpi.id, value: evaluateFormula(kpi.formula, names(values)) }).toEqual({ id: kpi.id, value: expect.closeTo(workbook ?? NaN, 9) });
    }
  });
});
