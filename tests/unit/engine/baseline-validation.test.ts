import { describe, expect, it } from 'vitest';
import { deriveDataMask, type DataMaskProblem } from '../../../engine/actuals/dataMask.ts';
import {
  draftOf, parseNumberInput, readDataMaskDraft, SAVE_BLOCKED_MESSAGE, validateDataMask,
} from '../../../engine/actuals/validation.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';

const current = () => deriveDataMask(baselineActuals());

describe('part 1 §5 baseline rules, word for word', () => {
  it('passes the shipped baseline', () => {
    expect(validateDataMask(current(), current()).messages).toEqual([]);
  });

  it('lists every failed rule with the specification\'s message, in its order', () => {
    const mask = { ...current(), revenue_2025: 1_006_360, medical_clients_2025: 100, monthly_growth_rate: 50.1, capital_injection_amount: 999_999 };
    expect(validateDataMask(mask, current()).messages).toEqual([
      '2025 revenue must be higher than 2024',
      '2025 client count must be higher than 2024',
      'Monthly growth rate should be between 0% and 50%',
      'Capital injection should be at least €1M',
    ]);
    expect(SAVE_BLOCKED_MESSAGE).toBe('Please fix validation errors before saving');
  });

  it('holds the boundaries: growth 0 and 50 are allowed, capital of exactly €1M is allowed, equal revenue is not', () => {
    for (const monthly_growth_rate of [0, 50]) expect(validateDataMask({ ...current(), monthly_growth_rate }).rules).toEqual([]);
    expect(validateDataMask({ ...current(), monthly_growth_rate: -0.1 }).rules.map((r) => r.id)).toEqual(['growth_rate']);
    expect(validateDataMask({ ...current(), capital_injection_amount: 1_000_000 }).rules).toEqual([]);
    expect(validateDataMask({ ...current(), medical_clients_2025: 216 }).rules.map((r) => r.id)).toEqual(['client_growth']);
  });
});

/** A problem's field and English message (its form and values are for the screen's words). */
const fieldAndMessage = ({ field, message }: DataMaskProblem) => ({ field, message });

describe('field checks', () => {
  it('names the field for fractions of a euro, out-of-range values, bad months and the model\'s capital bounds', () => {
    const mask = {
      ...current(), revenue_2025: 1_500_000.5, rides_2025: -1, capital_injection_date: '2025-13',
      operational_breakeven_date: 'soon', capital_injection_amount: 600_000_000, gross_margin_2025: 101,
    };
    expect(validateDataMask(mask, current()).fieldProblems.map(fieldAndMessage)).toEqual([
      { field: 'revenue_2025', message: 'Revenue 2025 must be a whole number' },
      { field: 'rides_2025', message: 'Rides 2025 must be at least 0' },
      { field: 'gross_margin_2025', message: 'Gross Margin before Hosting 2025 (%) must be at most 100' },
      { field: 'capital_injection_amount', message: 'Capital Injection Amount must be at most 500.000.000' },
      { field: 'capital_injection_date', message: 'Capital Injection Date must be a month (YYYY-MM)' },
      { field: 'operational_breakeven_date', message: 'Operational Break-even Date must be a month (YYYY-MM)' },
    ]);
    expect(validateDataMask({ ...current(), capital_injection_date: '2026-01' }).fieldProblems[0]?.message)
      .toBe('Capital Injection Date must be between 2024-01 and 2025-12');
  });
});

describe('reading the form: bad input is an error on the field, never 0', () => {
  it('parses plain decimal notation only', () => {
    expect(['1404265', ' -864934 ', '12.5', '−3', '.5'].map(parseNumberInput)).toEqual([1_404_265, -864_934, 12.5, -3, 0.5]);
    expect(['', 'abc', '1.000.000', '1,5', '1e6', '12%', '€5'].map(parseNumberInput)).toEqual([null, null, null, null, null, null, null]);
  });

  it('blocks the save with one message per broken field and still judges the rules it can', () => {
    const draft = { ...draftOf(current()), revenue_2025: 'lots', rides_2024: '', monthly_growth_rate: '60' };
    const reading = readDataMaskDraft(draft, current());
    expect(reading.ok).toBe(false);
    expect(reading.fieldProblems.map(fieldAndMessage)).toEqual([
      { field: 'revenue_2025', message: 'Revenue 2025 must be a number' },
      { field: 'rides_2024', message: 'Rides 2024 is required' },
    ]);
    // The revenue rule cannot be judged without a number; the growth rule can.
    expect(reading.rules.map((rule) => rule.message)).toEqual(['Monthly growth rate should be between 0% and 50%']);
  });

  it('gives the typed mask when everything is right', () => {
    const reading = readDataMaskDraft({ ...draftOf(current()), revenue_2025: '1500000', capital_injection_date: '2025-10' }, current());
    expect(reading.ok && reading.mask).toMatchObject({ revenue_2025: 1_500_000, capital_injection_date: '2025-10', revenue_2024: 1_006_360 });
  });
});
