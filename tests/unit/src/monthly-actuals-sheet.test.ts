import { describe, expect, it } from 'vitest';
import { MONTHLY_ACTUAL_LINES } from '../../../engine/actuals/closedMonths.ts';
import {
  cellKey, changesOf, editsWith, readTypedCell, rowsToSave, sheetMonths, sheetRows, withEdits,
} from '../../../src/features/monthly-actuals/sheet.ts';

describe('the Monthly Actuals sheet', () => {
  const saved = { '2026-01': { employees: 100, medical_rides: 5 }, '2026-02': { employees: 110 } };

  it('shows all of 2026 at least, and one month past the last with data', () => {
    expect(sheetMonths({})).toHaveLength(12);
    expect(sheetMonths({ '2027-03': { employees: 1 } }).at(-1)).toBe('2027-04');
    expect(sheetMonths({ '2030-12': { employees: 1 } }).at(-1)).toBe('2030-12');
  });

  it('has one row per line in the model\'s order, grouped, with the model\'s names', () => {
    const rows = sheetRows(saved, ['2026-01']);
    expect([...rows.map((row) => row.line)].sort()).toEqual([...MONTHLY_ACTUAL_LINES].sort());
    expect([...new Set(rows.map((row) => row.group))]).toEqual(['Revenue', 'Costs', 'Volumes', 'Headcount (optional)', 'Balances']);
    expect(rows[0]).toMatchObject({ line: 'one_time_revenue', label: 'One-time implementation', group: 'Revenue' });
    expect(rows.filter((row) => row.group === 'Balances').map((row) => row.line)).toEqual(['closing_cash', 'receivables', 'payables']);
    expect(rows.find((row) => row.line === 'employees')?.values).toEqual({ '2026-01': 100 });
  });

  it('reads typed cells by the driver grid\'s rules and refuses what the line cannot hold, saying why', () => {
    expect(readTypedCell('employees', '1,500,000')).toEqual({ ok: true, value: 1_500_000 });
    expect(readTypedCell('closing_cash', '-20000')).toEqual({ ok: true, value: -20000 });
    expect(readTypedCell('employees', 'abc')).toEqual({ ok: false, message: '"abc" is not a number; Employees keeps its value.' });
    expect(readTypedCell('employees', '-1')).toMatchObject({ ok: false, message: expect.stringContaining('must not be negative') });
    expect(readTypedCell('medical_rides', '2.5')).toMatchObject({ ok: false, message: expect.stringContaining('whole number') });
    expect(readTypedCell('employees', '1.000,5')).toMatchObject({ ok: false });
  });

  it('previews an import as old → new for the cells it changes, and applies it as edits saved with the rest', () => {
    const incoming = { '2026-01': { employees: 100, medical_rides: 6 }, '2026-11': { employees: 1 } };
    const changes = changesOf(saved, incoming);
    expect(changes).toEqual([
      { month: '2026-01', line: 'medical_rides', old: 5, new: 6 },
      { month: '2026-11', line: 'employees', old: undefined, new: 1 },
    ]);
    const edits = editsWith({ [cellKey('2026-02', 'employees')]: 120 }, changes);
    expect(withEdits(saved, edits)).toEqual({ '2026-01': { employees: 100, medical_rides: 6 }, '2026-02': { employees: 120 }, '2026-11': { employees: 1 } });
    expect(saved['2026-01'].medical_rides).toBe(5);
    expect(rowsToSave(saved, edits)).toHaveLength(4);
  });
});
