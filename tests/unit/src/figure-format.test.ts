import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { propertyBudget } from '../../helpers/propertyBudget.ts';
import { formatFigureChange, formatFigureShort, formatStandardError, typableFigure } from '../../../src/ui/analysis/figureFormat.ts';
import { parseTypedNumber } from '../../../src/ui/typedNumber.ts';
import { draftDifferences } from '../../../src/features/scenarios/comparisonRows.ts';

describe('figures of goal seek and attribution as people read and type them', () => {
  it('prefills a target the typed-number parser reads back: whole from a thousand up, four decimals below', () => {
    expect(typableFigure(49_964_625.37)).toBe('49,964,625');
    expect(typableFigure(-980_666.2)).toBe('−980,666');
    expect(typableFigure(81.23456)).toBe('81.2346');
    expect(typableFigure(null)).toBe('');
    fc.assert(fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
      const typed = typableFigure(value);
      const expected = Math.abs(value) >= 1000 ? Math.round(value) : Number(value.toFixed(4));
      expect(parseTypedNumber(typed, '€')).toBeCloseTo(expected, 4);
    }), propertyBudget({ numRuns: 300 }));
  });

  it('writes a change of a percentage in points, a standard error in whole euros, and shortens money and counts for a chart', () => {
    expect(formatFigureChange(2.345, '%')).toBe('+2.35 pp');
    expect(formatFigureChange(-1_356_345, '€')).toBe('−€1,356,345');
    expect(formatStandardError(898.81, '€')).toBe('± €899');
    expect(formatFigureShort(49_964_625, '€')).toBe('€50.0M');
    expect(formatFigureShort(26_355_922, 'rides')).toBe('26.4M');
  });
});

describe('Key Driver Differences of drafts against their scenario', () => {
  it('lists the drivers whose value differs, months counted as months, by name', () => {
    const saved = { sales_rep_productivity: 1.04, logo_churn_rate: 3.2, equity_round_1_month: 202611 };
    const rows = draftDifferences(saved, { ...saved, sales_rep_productivity: 2.5, equity_round_1_month: 202703 });
    expect(rows).toEqual([
      { id: 'equity_round_1_month', name: 'Equity Round 1 Month', unit: 'month', first: 202611, second: 202703, difference: 4 },
      { id: 'sales_rep_productivity', name: 'Sales Rep Productivity', unit: 'clients/rep/month', first: 1.04, second: 2.5, difference: 2.5 - 1.04 },
    ]);
  });
});
