import { describe, expect, it } from 'vitest';
import { LISTED_PROBLEMS, neutraliseCell, parseActualsCsv, serializeActualsCsv } from '../../../engine/actuals/csv.ts';
import { sumOfYear, seriesOf } from '../../../engine/actuals/schema.ts';
import { baselineActuals, baselineCsv } from '../../helpers/fixtures.ts';

function replaceCell(csv: string, field: string, column: number, value: string): string {
  return csv.split('\n').map((line) => {
    const cells = line.split(',');
    if (cells[0] !== field) return line;
    cells[column] = value;
    return cells.join(',');
  }).join('\n');
}

describe('baseline actuals CSV', () => {
  it('sums to the specification\'s fixed figures to the euro (part 2 §9)', () => {
    const { values } = baselineActuals();
    expect([sumOfYear(seriesOf(values, 'total_revenue'), 0), sumOfYear(seriesOf(values, 'total_revenue'), 1)]).toEqual([1_006_360, 1_404_265]);
    expect([sumOfYear(seriesOf(values, 'ebitda'), 0), sumOfYear(seriesOf(values, 'ebitda'), 1)]).toEqual([-980_666, -864_934]);
    expect([sumOfYear(seriesOf(values, 'rides'), 0), sumOfYear(seriesOf(values, 'rides'), 1)]).toEqual([345_644, 537_748]);
    const expenses = (year: 0 | 1) => sumOfYear(seriesOf(values, 'cost_of_goods_sold'), year) + sumOfYear(seriesOf(values, 'total_operating_expenses'), year);
    // 2024: 1,987,025 before the €1 rounding adjustment; 2025: 2,269,199.
    expect([expenses(0) - sumOfYear(seriesOf(values, 'rounding_adjustment'), 0), expenses(1)]).toEqual([1_987_025, 2_269_199]);
    expect(sumOfYear(seriesOf(values, 'rounding_adjustment'), 0)).toBe(1);
  });

  it('holds the fixed ratios of the P&L boxes: recurring mix 66.0%, ARR +46.4%, transaction +57.1%, gross margin 85.8% (2025)', () => {
    const { values } = baselineActuals();
    const r = (field: keyof typeof values, year: 0 | 1) => sumOfYear(seriesOf(values, field), year);
    expect((100 * r('recurring_revenue', 1) / r('total_revenue', 1)).toFixed(1)).toBe('66.0');
    expect((100 * (r('recurring_revenue', 1) / r('recurring_revenue', 0) - 1)).toFixed(1)).toBe('46.4');
    expect((100 * (r('transaction_revenue', 1) / r('transaction_revenue', 0) - 1)).toFixed(1)).toBe('57.1');
    expect((100 * r('gross_profit', 1) / r('total_revenue', 1)).toFixed(1)).toBe('85.8');
  });

  it('writes back exactly the file it read', () => {
    expect(serializeActualsCsv(baselineActuals())).toBe(baselineCsv());
  });

  it('reports every problem with its line and column and returns nothing else', () => {
    let csv = baselineCsv();
    csv = replaceCell(csv, 'rides', 5, 'many');
    csv = replaceCell(csv, 'inpatient_clients', 3, '-4');
    csv = replaceCell(csv, 'opening_cash', 1, 'lots');
    const result = parseActualsCsv(csv);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const lines = csv.split('\n');
    const lineOf = (field: string) => lines.findIndex((l) => l.startsWith(`${field},`)) + 1;
    expect(result.errors).toEqual(expect.arrayContaining([
      expect.objectContaining({ line: lineOf('rides'), column: '2024-04', message: expect.stringMatching(/must be a number/) }),
      expect.objectContaining({ line: lineOf('inpatient_clients'), column: '2024-02', message: expect.stringMatching(/cannot be negative/) }),
      expect.objectContaining({ line: lineOf('opening_cash'), column: 'value' }),
    ]));
  });

  it('refuses a month whose total revenue is not the sum of its streams', () => {
    const result = parseActualsCsv(replaceCell(baselineCsv(), 'total_revenue', 2, '1'));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]?.message).toMatch(/total_revenue 1 differs from one_time_revenue \+ recurring_revenue \+ transaction_revenue/);
  });

  it('refuses unknown, duplicated and missing fields and a wrong header', () => {
    const csv = baselineCsv();
    const lines = csv.trimEnd().split('\n');
    const withUnknown = [...lines, `bananas,,${Array(24).fill('1').join(',')}`].join('\n');
    expect(parseActualsCsv(withUnknown)).toMatchObject({ ok: false, errors: [expect.objectContaining({ line: lines.length + 1, message: 'Unknown field "bananas"' })] });
    const withDuplicate = [...lines, lines[5]].join('\n');
    expect(parseActualsCsv(withDuplicate)).toMatchObject({ ok: false, errors: [expect.objectContaining({ message: expect.stringMatching(/appears twice/) })] });
    const missing = lines.filter((l) => !l.startsWith('ftes,')).join('\n');
    expect(parseActualsCsv(missing)).toMatchObject({ ok: false, errors: [expect.objectContaining({ message: 'Missing monthly field ftes' })] });
    expect(parseActualsCsv(`x,y\n${csv}`)).toMatchObject({ ok: false, errors: [expect.objectContaining({ line: 1 })] });
  });

  it('neutralises text that a spreadsheet would run as a formula, and reads it back unchanged', () => {
    expect(['=1+1', '+49 30', '-x', '@SUM', 'plain'].map(neutraliseCell)).toEqual(["'=1+1", "'+49 30", "'-x", "'@SUM", 'plain']);
    const actuals = baselineActuals();
    actuals.settings.data_source = '=HYPERLINK("http://evil")';
    const csv = serializeActualsCsv(actuals);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const back = parseActualsCsv(csv);
    expect(back.ok && back.actuals.settings.data_source).toBe('=HYPERLINK("http://evil")');
  });
});

describe('baseline actuals CSV: the strict number reader and the listed problems (issue 24)', () => {
  it('refuses a figure of 16 digits or more before the point with the cell, as it refuses text', () => {
    const read = parseActualsCsv(replaceCell(replaceCell(baselineCsv(), 'rides', 2, `1${'0'.repeat(300)}`), 'ftes', 3, '0x10'));
    expect(read.ok).toBe(false);
    if (read.ok) return;
    // Problems come in the file's line order, which follows the definition's order of the fields.
    expect(read.errors).toHaveLength(2);
    expect(read.errors).toEqual(expect.arrayContaining([
      expect.objectContaining({ column: '2024-01', message: expect.stringMatching(/^rides 2024-01: ".{24}…" is too large/) }),
      expect.objectContaining({ column: '2024-02', message: 'ftes 2024-02 must be a number, got "0x10"' }),
    ]));
  });

  it('lists the first 100 problems and counts all of them', () => {
    const junk = Array.from({ length: 500 }, (_, k) => `junk_${k},,${',x'.repeat(24).slice(1)}`);
    const read = parseActualsCsv(`${baselineCsv()}${junk.join('\n')}\n`);
    expect(read).toMatchObject({ ok: false, problemCount: 500 });
    if (!read.ok) expect(read.errors).toHaveLength(LISTED_PROBLEMS);
  });
});
