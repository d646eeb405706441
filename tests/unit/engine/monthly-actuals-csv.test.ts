import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  MONTHLY_ACTUALS_SHAPE, parseMonthlyActualsCsv, plainDecimal, readMonthlyActualRows, serializeMonthlyActualsCsv, valueProblem, wideMonthlyActuals,
} from '../../../engine/actuals/monthlyActualsCsv.ts';
import { ACTUAL_LIMIT_BY_UNIT, actualUnit, BALANCE_ACTUAL_LINES, FTE_ACTUAL_LINES, CLOSED_INPUT_LINES, CLOSED_MONTH_LINES, isCompleteMonth, latestClosableMonth, MONTHLY_ACTUAL_LINES } from '../../../engine/actuals/closedMonths.ts';
import { LISTED_PROBLEMS, parseActualsCsv } from '../../../engine/actuals/csv.ts';
import { createModelSession } from '../../../engine/session/session.ts';
import { builtInScenario } from '../../../engine/scenarios.ts';
import { reconcilingItems } from '../../../engine/session/reconcilingItems.ts';
import { SAMPLE_TIMING_DIFFERENCE, sampleWithDerivedBalanceItems, withoutBalanceItems } from '../../../engine/session/sampleActuals.ts';

const FIXTURE = fs.readFileSync(new URL('../../../fixtures/monthly-actuals-2026.csv', import.meta.url), 'utf8');

function errorsOf(text: string) {
  const read = parseMonthlyActualsCsv(text);
  if (read.ok) throw new Error('expected the file to be refused');
  return read.errors;
}

describe('monthly actuals CSV, long layout', () => {
  it('reads month,line,value in any column order', () => {
    const read = parseMonthlyActualsCsv('value,line,month\n1234.5,employees,2026-03\n-20,closing_cash,2026-03\n');
    expect(read).toEqual({ ok: true, count: 2, values: { '2026-03': { employees: 1234.5, closing_cash: -20 } } });
  });

  it('names the line and column of every bad cell', () => {
    const errors = errorsOf([
      'month,line,value',
      '2026-01,employees,100',
      '2025-12,employees,1',
      '2026-02,revenue,1',
      '2026-02,employees,"1,5"',
      '2026-02,sales_marketing,-3',
      '2026-02,transport_rides,10.5',
      '2026-02,legal_tax,1e3',
    ].join('\n'));
    expect(errors.map(({ line, column }) => [line, column])).toEqual([
      [3, 'month'], [4, 'line'], [5, 'value'], [6, 'value'], [7, 'value'], [8, 'value'],
    ]);
    expect(errors[0]!.message).toContain('2026-01 … 2030-12');
    expect(errors[4]!.message).toContain('whole number');
  });

  it('refuses a value given twice, naming both lines', () => {
    const errors = errorsOf('month,line,value\n2026-01,employees,1\n\n2026-01,employees,2\n');
    expect(errors).toEqual([{ line: 4, column: 'value', message: 'employees of 2026-01 is given twice, on lines 2 and 4' }]);
  });

  it('refuses a wrong header, an empty file and a header without rows', () => {
    expect(errorsOf('month,line,amount\n2026-01,employees,1\n')[0]).toMatchObject({ line: 1, column: 'header' });
    expect(errorsOf('')[0]!.message).toContain('empty');
    expect(errorsOf('month,line,value\n')[0]!.message).toContain('no values');
  });

  it('neutralises nothing it does not need to and writes negative cash as a number', () => {
    const csv = serializeMonthlyActualsCsv({ '2026-02': { closing_cash: -5 }, '2026-01': { employees: 7, closing_cash: 1 } });
    expect(csv).toBe('month,line,value\n2026-01,employees,7\n2026-01,closing_cash,1\n2026-02,closing_cash,-5\n');
  });

  it('writes numbers without an exponent', () => {
    expect(plainDecimal(1e-7)).toBe('0.0000001');
    expect(plainDecimal(1.5e21)).toBe('1500000000000000000000');
    expect(Number(plainDecimal(1.2345e-9))).toBe(1.2345e-9);
  });

  it('checks JSON rows by their 1-based index', () => {
    const read = readMonthlyActualRows([{ month: '2026-01', line: 'employees', value: 1 }, { month: '2026-01', line: 'ftes', value: 1 }]);
    expect(read).toEqual({ ok: false, errors: [expect.objectContaining({ line: 2, column: 'line' })], problemCount: 1 });
  });
});

describe('monthly actuals CSV, wide layout', () => {
  it('reads the export table back, blanks being no value', () => {
    const values = { '2026-01': { employees: 10, medical_rides: 3 }, '2026-02': { employees: 11 } };
    const { header, rows } = wideMonthlyActuals(values);
    const csv = [header, ...rows.map((row) => row.map((cell) => (cell === null ? '' : String(cell))))].map((row) => row.join(',')).join('\n');
    expect(parseMonthlyActualsCsv(csv)).toEqual({ ok: true, count: 3, values });
  });

  it('reports a bad cell at its month column', () => {
    expect(errorsOf('line,2026-01,2026-02\nemployees,1,x\nrides,1,\n')).toEqual([
      expect.objectContaining({ line: 2, column: '2026-02' }),
      expect.objectContaining({ line: 3, column: 'line' }),
    ]);
  });
});

describe('the shipped sample actuals (fixtures/monthly-actuals-2026.csv)', () => {
  const read = parseMonthlyActualsCsv(FIXTURE);
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  const values = read.values;
  const months = Array.from({ length: 10 }, (_, k) => `2026-${String(k + 1).padStart(2, '0')}`);

  it('is complete for 2026-01 … 2026-10 and nothing later', () => {
    expect(months.every((month) => isCompleteMonth(values, month))).toBe(true);
    expect(latestClosableMonth(values)).toBe('2026-10');
    expect(Object.keys(values)).toEqual(months);
    // Every required and optional line but the FTEs (the sample tells no headcount story) and the
    // bank's closing cash in each month; every balance item in the last.
    const given = CLOSED_INPUT_LINES.filter((line) => !FTE_ACTUAL_LINES.includes(line));
    expect(read.count).toBe(months.length * (given.length + 1) + BALANCE_ACTUAL_LINES.length - 1);
    expect(Object.keys(values['2026-10']!).sort()).toEqual([...given, ...BALANCE_ACTUAL_LINES].sort());
  });

  // The baseline plan of 2026 and its December 2025 closing cash, from the model itself.
  const baseline = parseActualsCsv(fs.readFileSync(new URL('../../../fixtures/baseline-2024-2025.csv', import.meta.url), 'utf8'));
  if (!baseline.ok) throw new Error('the shipped baseline does not parse');
  const session = createModelSession({ actuals: baseline.actuals, drivers: builtInScenario('baseline')!.key_drivers });
  const cells = session.cells();
  const plan = (line: string) => cells.months(line).slice(24, 34);
  const planOf = Object.fromEntries(CLOSED_MONTH_LINES.map((line) => [line, plan(line)]));
  session.destroy();

  it('keeps the bank\'s cash consistent: the model\'s closing cash of each month to the cent, but for the documented timing difference (npm run -s model -- sample-actuals)', () => {
    expect(sampleWithDerivedBalanceItems(baseline.actuals, values)).toEqual(values);
    expect(sampleWithDerivedBalanceItems(baseline.actuals, withoutBalanceItems(values))).toEqual(values);
  });

  it('shows one reconciling story on the workbook of record: October\'s late payment, in cash and receivables, below the flag', () => {
    const closed = createModelSession({
      actuals: { ...baseline.actuals, closed: { values, lastClosedMonth: '2026-10' } },
      drivers: builtInScenario('baseline')!.key_drivers,
    });
    const items = reconcilingItems(closed.cells(), values);
    closed.destroy();
    expect(items).toHaveLength(months.length + BALANCE_ACTUAL_LINES.length - 1);
    const { month, amountEur } = SAMPLE_TIMING_DIFFERENCE;
    expect(items.filter((item) => item.difference !== 0)).toEqual([
      expect.objectContaining({ month, line: 'closing_cash', difference: -amountEur, flagged: false }),
      expect.objectContaining({ month, line: 'receivables', difference: amountEur, flagged: false }),
    ]);
    expect(items.some((item) => item.flagged)).toBe(false);
  });

  // docs/model.md "Monthly actuals 2026": the deviations the sample shows on purpose.
  const DOCUMENTED: Record<string, readonly string[]> = {
    transaction_revenue: ['2026-06', '2026-07', '2026-08'],
    sales_marketing: ['2026-03'],
  };

  it('stays within ±20 % of the baseline plan except where docs/model.md documents a deviation', () => {
    const outside = CLOSED_MONTH_LINES.flatMap((line) => months.flatMap((month, k) => {
      const actual = values[month]![line]!;
      const planned = planOf[line]![k]!;
      return Math.abs(actual - planned) > 0.2 * Math.abs(planned) && !DOCUMENTED[line]?.includes(month) ? [`${line} ${month}`] : [];
    }));
    expect(outside).toEqual([]);
  });

  it('shows the documented deviations visibly', () => {
    for (const month of DOCUMENTED.transaction_revenue!) {
      const k = months.indexOf(month);
      expect(values[month]!.transaction_revenue! / planOf.transaction_revenue![k]!).toBeLessThan(0.9);
    }
    expect(values['2026-03']!.sales_marketing! / planOf.sales_marketing![2]!).toBeGreaterThan(1.25);
  });
});

describe('monthly actuals: bounds, the file\'s shape and the listed problems (issue 24)', () => {
  it('bounds each line by its unit: 10¹² € (cash either way), 10⁸ rides, 10⁶ clients', () => {
    expect(valueProblem('employees', 1e12)).toBeUndefined();
    expect(valueProblem('employees', 1e12 + 1)).toBe('employees must be at most 1,000,000,000,000 € (1000000000001)');
    expect(valueProblem('closing_cash', -1e12 - 1)).toContain('either way');
    expect(valueProblem('medical_rides', 1e8 + 1)).toContain('at most 100,000,000 rides');
    expect(valueProblem('transport_clients', 1e6 + 1)).toContain('at most 1,000,000 clients');
    expect(CLOSED_MONTH_LINES.map((line) => ACTUAL_LIMIT_BY_UNIT[actualUnit(line)]).every((limit) => limit > 0)).toBe(true);
  });

  it('takes actual FTEs by department as optional columns: 0 to 10,000, part-time fractions allowed (issue 28)', () => {
    expect(FTE_ACTUAL_LINES).toEqual(['sales_reps', 'customer_success_ftes', 'implementation_ftes', 'engineering_ftes', 'operations_ftes', 'g_and_a_ftes']);
    expect(FTE_ACTUAL_LINES.every((line) => MONTHLY_ACTUAL_LINES.includes(line) && !CLOSED_MONTH_LINES.includes(line))).toBe(true);
    const read = parseMonthlyActualsCsv('month,line,value\n2026-01,engineering_ftes,7.5\n2026-01,sales_reps,0\n');
    expect(read).toEqual({ ok: true, values: { '2026-01': { engineering_ftes: 7.5, sales_reps: 0 } }, count: 2 });
    expect(valueProblem('g_and_a_ftes', 10_000)).toBeUndefined();
    expect(valueProblem('g_and_a_ftes', 10_000.5)).toBe('g_and_a_ftes must be at most 10,000 FTEs (10000.5)');
    expect(valueProblem('sales_reps', -1)).toBe('sales_reps must not be negative (-1)');
    expect(errorsOf('line,2026-01\noperations_ftes,-0.5\n')).toEqual([expect.objectContaining({ line: 2, column: '2026-01', message: expect.stringContaining('must not be negative') })]);
  });

  it('refuses a 300-digit actual in the CSV and in JSON rows alike, naming line and column', () => {
    const digits = `1${'0'.repeat(300)}`;
    expect(errorsOf(`month,line,value\n2026-01,employees,${digits}\n`)).toEqual([expect.objectContaining({ line: 2, column: 'value', message: expect.stringContaining('too large') })]);
    const json = readMonthlyActualRows([{ month: '2026-01', line: 'employees', value: 1e300 }]);
    expect(json).toMatchObject({ ok: false, errors: [{ line: 1, column: 'value' }] });
    const notQuiteThere = readMonthlyActualRows([{ month: '2026-01', line: 'employees', value: 5e13 }]);
    expect(notQuiteThere).toMatchObject({ ok: false, errors: [{ line: 1, column: 'value', message: expect.stringContaining('at most 1,000,000,000,000 €') }] });
  });

  it('lists the first 100 problems in line order and counts all of them', () => {
    const bad = Array.from({ length: 1000 }, (_, k) => `2026-${String((k % 12) + 1).padStart(2, '0')},employees,x${k}`);
    const read = parseMonthlyActualsCsv(['month,line,value', ...bad].join('\n'));
    expect(read).toMatchObject({ ok: false, problemCount: 1000 });
    if (read.ok) return;
    expect(read.errors).toHaveLength(LISTED_PROBLEMS);
    expect(read.errors.map((error) => error.line)).toEqual(Array.from({ length: LISTED_PROBLEMS }, (_, k) => k + 2));
  });

  it('stops reading a CSV at the first row beyond a header and 60 months × the monthly lines, the first row wider than 61 cells, or the first cell beyond either layout', () => {
    const { rows, columns, cells } = MONTHLY_ACTUALS_SHAPE;
    expect(rows).toBe(1 + 60 * MONTHLY_ACTUAL_LINES.length);
    expect(columns).toBe(61);
    expect(cells).toBe(3 * rows);
    const fullRows = Math.floor(cells / columns) + 1;
    const square = Array.from({ length: fullRows }, () => 'x,'.repeat(columns - 1) + 'x').join('\n');
    expect(parseMonthlyActualsCsv(square)).toEqual({ ok: false, errors: [expect.objectContaining({ line: fullRows, message: expect.stringContaining(`more than ${cells.toLocaleString('en-US')} cells`) })], problemCount: 1 });
    const long = ['month,line,value', ...Array.from({ length: rows }, () => '2026-01,employees,x')].join('\n');
    expect(parseMonthlyActualsCsv(long)).toEqual({ ok: false, errors: [expect.objectContaining({ line: rows + 1, message: expect.stringContaining(`more than ${rows} rows`) })], problemCount: 1 });
    const wide = `line,${'2026-01,'.repeat(columns)}\n`;
    expect(parseMonthlyActualsCsv(wide)).toEqual({ ok: false, errors: [expect.objectContaining({ line: 1, message: expect.stringContaining(`more than the ${columns}`) })], problemCount: 1 });
  });
});
