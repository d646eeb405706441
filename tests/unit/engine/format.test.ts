import { describe, expect, it } from 'vitest';
import { cagrPercent, formatMonthKey, formatTimestampDe, growthPercent, trendOf, numberFormatter } from '../../../engine/format/number.ts';

const { formatByUnit, formatCockpit, formatCountShort, formatDecimal, formatEuroExact, formatFtes, formatGridNumber, formatKpiValue, formatMoneyShort, formatMultiple, formatPercent, formatPercentFloor, formatPnl, formatStrategyMoney, formatWholeNumber } = numberFormatter('en');

describe('number formats of the specification', () => {
  it('shortens money to B and M with one decimal and K without (part 2 §9)', () => {
    expect([2.5e9, 4_900_611, 50_000_000, 950_400, 10_000, 1_000, 999].map(formatMoneyShort)).toEqual(['€2.5B', '€4.9M', '€50.0M', '€950K', '€10K', '€1,000', '€999']);
    expect(formatMoneyShort(-864_934)).toBe('−€865K');
  });

  it('shortens counts the same way without the euro sign', () => {
    expect([47_800_000, 71_280, 46_304, 132].map(formatCountShort)).toEqual(['47.8M', '71K', '46K', '132']);
  });

  it('shows P&L and valuation figures as €x.xxM, whole K or in full (part 2 §9)', () => {
    expect([1_404_265, 1_006_360, -980_666, 864_934, 999].map(formatPnl)).toEqual(['€1.40M', '€1.01M', '−€981K', '€865K', '€999']);
  });

  it('formats percentages with one decimal and growth with its sign', () => {
    expect([formatPercent(85.8), formatPercent(-61.59), formatPercent(46.4, { signed: true })]).toEqual(['85.8%', '−61.6%', '+46.4%']);
  });

  it('writes a published rate with the decimals it has, not rounded to one (contribution rates)', () => {
    const { formatRate } = numberFormatter('en');
    expect([9.3, 8.75, 0.15, 1].map(formatRate)).toEqual(['9.3%', '8.75%', '0.15%', '1%']);
    expect(numberFormatter('de').formatRate(8.75)).toBe('8,75\u00a0%');
  });

  it('cuts a percentage beside a status towards minus infinity, never rounding it up onto a threshold', () => {
    expect([99.9998, 97.99, 97.999, 98, 89.96, -45.04].map((value) => formatPercentFloor(value, 1))).toEqual(['99.9%', '97.9%', '97.9%', '98.0%', '89.9%', '−45.1%']);
    expect([99.9998, 97.999, 98].map((value) => formatPercentFloor(value, 2))).toEqual(['99.99%', '97.99%', '98.00%']);
    // 0.8999999999999999 × 10 rounds to exactly 9 in floating point; the cut still stays below the value.
    expect([formatPercentFloor(0.8999999999999999, 1), formatPercentFloor(0.049999999999999996, 2)]).toEqual(['0.8%', '0.04%']);
  });

  it('formats exact euros and whole numbers in the chosen format (compare modal)', () => {
    const german = numberFormatter('de');
    expect(german.formatEuroExact(49_999_829.4)).toBe('49.999.829\u00a0€');
    expect(german.formatWholeNumber(537_748)).toBe('537.748');
    expect(formatEuroExact(49_999_829.4)).toBe('€49,999,829');
    expect(formatWholeNumber(537_748)).toBe('537,748');
  });

  it('shows cockpit figures as x.xM from 1M and rounded K from 1K (part 1 §9)', () => {
    expect([4_900_000, 1_006_360, 50_000_000, 95_833].map((v) => formatCockpit(v))).toEqual(['€4.9M', '€1.0M', '€50.0M', '€96K']);
    expect([1_300_000, 450_000, 800_000].map((v) => formatCockpit(v, { euro: false }))).toEqual(['1.3M', '450K', '800K']);
  });

  it('shows strategy and sensitivity figures as M from 1e6 and K from 1e3 (part 2 §9)', () => {
    expect([7_400_000, 2_100_000, 1_123_000, 12_500, 85_000, 25].map(formatStrategyMoney)).toEqual(['€7.4M', '€2.1M', '€1.1M', '€13K', '€85K', '€25']);
  });

  it('formats KPI card values by unit: percent one decimal, euros, k€, ratios, months, days, scores', () => {
    expect(formatKpiValue(125, '%')).toBe('125.0%');
    expect(formatKpiValue(1_850, '€')).toBe('€1,850');
    expect(formatKpiValue(2.2, '€')).toBe('€2.20');
    expect(formatKpiValue(275, 'k€')).toBe('€275K');
    expect(formatKpiValue(0, 'k€')).toBe('€0');
    expect(formatKpiValue(-0, 'k€')).toBe('€0');
    expect(formatKpiValue(5.62, 'k€')).toBe('€5.6K');
    expect(formatKpiValue(5.2, 'x')).toBe('5.20×');
    expect(formatKpiValue(20, 'months')).toBe('20.0 months');
    expect(formatKpiValue(18, 'days')).toBe('18 days');
    expect(formatKpiValue(7.5, 'score')).toBe('7.5 / 10');
    expect(formatKpiValue(1.7, 'pp/year')).toBe('1.70 pp/year');
    expect(formatKpiValue(-2, '%')).toBe('−2.0%');
    expect(formatKpiValue(null, '%')).toBe('—');
  });

  it('formats a driver value by its unit', () => {
    // Money below €10K in whole euros: a CAC of €2,850 is not "€3K".
    expect(formatByUnit(2850, '€')).toBe('€2,850');
    expect(formatByUnit(-9_999.6, '€')).toBe('−€10,000');
    expect(formatByUnit(200, '€/month')).toBe('€200.00/month');
    expect(formatByUnit(45, '€/trip')).toBe('€45.00/trip');
    expect(formatByUnit(94, '%')).toBe('94.0%');
    expect(formatByUnit(14, '%/year')).toBe('14.0%/year');
    expect(formatByUnit(46_304, 'clients')).toBe('46K clients');
    expect(formatByUnit(2.5, 'rides/bed/month')).toBe('2.50 rides/bed/month');
    expect(formatByUnit(55_746.7, '€/month')).toBe('€55,746.70/month');
    expect(formatByUnit(1_500, 'beds')).toBe('1,500 beds');
    expect([formatByUnit(80, 'beds'), formatByUnit(80.5, 'beds'), formatByUnit(6, 'months'), formatByUnit(1, 'months')]).toEqual(['80 beds', '80.50 beds', '6 months', '1 month']);
    expect([formatByUnit(1, 'reps'), formatByUnit(1, 'rides/month'), formatByUnit(1, 'clients/rep/month'), formatByUnit(1, 'companies'), formatByUnit(1, 'FTE')])
      .toEqual(['1 rep', '1 ride/month', '1 client/rep/month', '1 company', '1 FTE']);
    expect(formatByUnit(-0.5, 'x')).toBe('−0.50 x');
    expect(formatByUnit(71_280, 'vehicles')).toBe('71K vehicles');
    expect(formatByUnit(202_511, 'month')).toBe('2025-11');
    expect([formatByUnit(7, 'reps'), formatByUnit(1_250, 'FTE')]).toEqual(['7 reps', '1,250 FTE']);
    expect([formatMonthKey(203_012), formatMonthKey(null)]).toEqual(['2030-12', '—']);
  });

  it('shows driver grid numbers grouped with up to four decimals, months as YYYY-MM, differences signed', () => {
    expect([formatGridNumber(1_500_000), formatGridNumber(7.31419), formatGridNumber(3.2), formatGridNumber(202_511, 'month')]).toEqual(['1,500,000', '7.3142', '3.2', '2025-11']);
    expect([formatGridNumber(0.5, '', { signed: true }), formatGridNumber(-1_000, '', { signed: true }), formatGridNumber(0, '', { signed: true })]).toEqual(['+0.5', '−1,000', '0']);
    const exact = { exactMillions: true };
    expect([10e9, 1e9, -100e6, 2_500_000, 1_500_000_000, 72_649, 0].map((v) => formatGridNumber(v, '€', exact))).toEqual(['10B', '1B', '−100M', '2,500,000', '1,500M', '72,649', '0']);
  });

  it('measures growth against the size of the prior value, and has none (a dash) without a prior value', () => {
    expect([growthPercent(150, 100), growthPercent(-50, -100), growthPercent(0, 1)]).toEqual([50, 50, -100]);
    // Nothing to compare with: no growth figure (a dash), never a 0 that reads as "no change".
    expect([growthPercent(5, 0), growthPercent(5, null), growthPercent(null, 5), growthPercent(undefined, undefined)]).toEqual([null, null, null, null]);
    expect([trendOf(3), trendOf(-1), trendOf(0), trendOf(null)]).toEqual(['up', 'down', 'flat', null]);
    expect(cagrPercent(4_900_000, 50_000_000, 4)).toBeCloseTo(78.73, 2);
  });

  it('shows activity timestamps in German locale with seconds', () => {
    expect(formatTimestampDe('2026-11-22T13:04:05Z')).toBe('22.11.2026, 14:04:05');
  });

  it('writes multiples with an x, plain figures with fixed decimals and headcount without needless decimals', () => {
    expect([formatMultiple(8), formatMultiple(4.35, 2), formatMultiple(null)]).toEqual(['8.0x', '4.35x', '—']);
    expect([formatDecimal(2.14, 1), formatDecimal(73.6, 0), formatDecimal(Number.NaN, 1)]).toEqual(['2.1', '74', '—']);
    expect([formatFtes(25), formatFtes(21.5), formatFtes(undefined)]).toEqual(['25', '21.5', '—']);
  });
});
