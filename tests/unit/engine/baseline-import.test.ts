import { seriesOf } from '../../../engine/actuals/schema.ts';
import { describe, expect, it } from 'vitest';
import { applyDataMask, deriveDataMask } from '../../../engine/actuals/dataMask.ts';
import { parseActualsCsv, serializeActualsCsv } from '../../../engine/actuals/csv.ts';
import { readBaselineImport } from '../../../engine/actuals/importCsv.ts';
import { diffActuals } from '../../../engine/actuals/diff.ts';
import { baselineActuals, baselineCsv } from '../../helpers/fixtures.ts';

const lineOf = (csv: string, field: string) => csv.split('\n').findIndex((line) => line.startsWith(`${field},`)) + 1;

function withCell(csv: string, field: string, column: number, value: string): string {
  return csv.split('\n').map((line) => {
    const cells = line.split(',');
    if (cells[0] !== field) return line;
    cells[column] = value;
    return cells.join(',');
  }).join('\n');
}

describe('baseline CSV import', () => {
  it('accepts a clean file and previews what changes, old → new, per figure and per month', () => {
    const current = baselineActuals();
    const edited = applyDataMask(current, { ...deriveDataMask(current), revenue_2025: 1_500_000, monthly_growth_rate: 15 });
    if (!edited.ok) throw new Error('edit failed');
    const result = readBaselineImport(serializeActualsCsv(edited.actuals), current);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.maskChanges).toEqual(expect.arrayContaining([
      { field: 'revenue_2025', label: 'Revenue 2025', before: 1_404_265, after: 1_500_000 },
      { field: 'monthly_growth_rate', label: 'Monthly Growth Rate (%)', before: 12.5, after: 15 },
    ]));
    expect(result.cellChanges[0]).toEqual({ field: 'monthly_growth_rate', month: null, before: 12.5, after: 15 });
    expect(result.cellChanges).toContainEqual(expect.objectContaining({ field: 'total_revenue', month: '2025-12', before: 134_092 }));
    expect(result.cellChanges.some((change) => change.month?.startsWith('2024'))).toBe(false);
  });

  it('previews nothing for the file it already has, whatever its last_updated (the server stamps every save)', () => {
    expect(readBaselineImport(baselineCsv(), baselineActuals())).toMatchObject({ ok: true, maskChanges: [], cellChanges: [] });
    const older = withCell(baselineCsv(), 'last_updated', 1, '2024-01-01');
    expect(readBaselineImport(older, baselineActuals())).toMatchObject({ ok: true, maskChanges: [], cellChanges: [] });
  });

  it('refuses a file that breaks part 1 §5 with the rule\'s message at the line behind it', () => {
    let csv = baselineCsv();
    csv = withCell(csv, 'monthly_growth_rate', 1, '75');
    csv = withCell(csv, 'capital_injection_amount', 1, '500000');
    csv = withCell(csv, 'capital_injection_date', 1, '2035-01');
    const result = readBaselineImport(csv, baselineActuals());
    expect(result).toEqual({
      ok: false,
      errors: [
        { line: lineOf(csv, 'monthly_growth_rate'), column: 'value', message: 'Monthly growth rate should be between 0% and 50%' },
        { line: lineOf(csv, 'capital_injection_date'), column: 'value', message: 'Capital Injection Date must be between 2024-01 and 2025-12' },
        { line: lineOf(csv, 'capital_injection_amount'), column: 'value', message: 'Capital injection should be at least €1M' },
      ],
      problemCount: 3,
    });
  });

  it('lists every syntax problem with its line and column, counting blank lines', () => {
    const csv = baselineCsv().replace('\none_time_revenue', '\n\none_time_revenue');
    const broken = withCell(withCell(csv, 'rides', 3, 'x'), 'ftes', 24, '');
    const result = readBaselineImport(broken, baselineActuals());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual(expect.arrayContaining([
      expect.objectContaining({ line: lineOf(broken, 'rides'), column: '2024-02' }),
      expect.objectContaining({ line: lineOf(broken, 'ftes'), column: '2025-11' }),
    ]));
  });
});

describe('CSV text cells', () => {
  it('keep a leading apostrophe through export and import, and still neutralise formulas', () => {
    const actuals = baselineActuals();
    for (const text of ["'=SUM(A1)", "'quoted", "'", '@risk', '  padded  ']) {
      actuals.settings.data_source = text;
      const back = parseActualsCsv(serializeActualsCsv(actuals));
      expect(back.ok && back.actuals.settings.data_source).toBe(text);
    }
  });

  it('diffActuals is empty for equal baselines and names the changed cell otherwise', () => {
    const a = baselineActuals();
    const b = baselineActuals();
    expect(diffActuals(a, b)).toEqual([]);
    seriesOf(b.values, 'ftes')[0] = 99;
    expect(diffActuals(a, b)).toEqual([{ field: 'ftes', month: '2024-01', before: 17, after: 99 }]);
  });
});
