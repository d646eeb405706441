import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseMonthlyActualsCsv } from '../../../engine/actuals/monthlyActualsCsv.ts';
import { createKernelEvaluator } from '../../../engine/kernel/evaluator.ts';
import { effectiveDrivers } from '../../../engine/session/effectiveDrivers.ts';
import { reconcilingItems, reconcilingThreshold } from '../../../engine/session/reconcilingItems.ts';
import { withoutBalanceItems } from '../../../engine/session/sampleActuals.ts';
import type { MonthlyActualValues } from '../../../engine/actuals/closedMonths.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';

const read = parseMonthlyActualsCsv(fs.readFileSync(new URL('../../../fixtures/monthly-actuals-2026.csv', import.meta.url), 'utf8'));
if (!read.ok) throw new Error('the sample does not parse');
const sample = withoutBalanceItems(read.values);
const baseline = baselineActuals();

/** The Baseline scenario's cells with the sample closed through `through`, and its derived figure of a line in a month. */
function closedThrough(through: string) {
  const cells = createKernelEvaluator({ ...baseline, closed: { values: sample, lastClosedMonth: through } }).evaluate(effectiveDrivers(baseline, {}));
  const derived = (line: string, month: string) => cells.months(line)[24 + Number(month.slice(5)) - 1]!;
  return { cells, derived };
}

describe('reconciling items: balance items of closed months beside the model\'s figures', () => {
  it('compares each balance item given for a closed month with the model\'s figure, to the cent, and never for an open month', () => {
    const { cells, derived } = closedThrough('2026-03');
    const cash = derived('closing_cash', '2026-02');
    const values: MonthlyActualValues = {
      ...sample,
      '2026-02': { ...sample['2026-02'], closing_cash: Math.round(cash) + 250, payables: derived('payables', '2026-02') },
      '2026-05': { ...sample['2026-05'], closing_cash: 1 },
    };
    const items = reconcilingItems(cells, values);
    expect(items.map((item) => [item.month, item.line])).toEqual([['2026-02', 'closing_cash'], ['2026-02', 'payables']]);
    expect(items[0]).toEqual({
      month: '2026-02', line: 'closing_cash', actual: Math.round(cash) + 250, derived: cash,
      difference: Math.round((Math.round(cash) + 250 - cash) * 100) / 100, threshold: 0.01 * cash, flagged: false,
    });
    expect(items[1]).toMatchObject({ difference: 0, flagged: false });
  });

  it('flags a difference over 1 % of the month\'s derived cash, and over €1,000 where 1 % of cash is less', () => {
    const { cells, derived } = closedThrough('2026-01');
    const cash = derived('closing_cash', '2026-01');
    const at = (row: Partial<Record<string, number>>) => reconcilingItems(cells, { ...sample, '2026-01': { ...sample['2026-01'], ...row } });
    expect(at({ closing_cash: cash + 0.0099 * cash })[0]).toMatchObject({ flagged: false });
    expect(at({ closing_cash: cash - 0.0101 * cash })[0]).toMatchObject({ flagged: true });
    expect(at({ receivables: derived('receivables', '2026-01') + 0.011 * cash })[0]).toMatchObject({ line: 'receivables', flagged: true });
    expect(reconcilingThreshold(50_000)).toBe(1_000);
    expect(reconcilingThreshold(-300_000)).toBe(3_000);
  });

  it('has nothing to reconcile when no month is closed', () => {
    const cells = createKernelEvaluator(baseline).evaluate(effectiveDrivers(baseline, {}));
    expect(reconcilingItems(cells, read.values)).toEqual([]);
  });
});
