import { describe, expect, it } from 'vitest';
import {
  cagrPercent, formatByUnit, formatCountShort, formatEuroDe, formatIntegerDe, formatMoneyShort, formatPercent, formatPnl,
  formatTimestampDe, growthPercent, trendOf,
} from '../../../engine/format/number.ts';

describe('number formats of the specification', () => {
  it('shortens money to B and M with one decimal and K without (part 2 §9)', () => {
    expect([2.5e9, 4_900_611, 50_000_000, 950_400, 1_000, 999].map(formatMoneyShort)).toEqual(['€2.5B', '€4.9M', '€50.0M', '€950K', '€1K', '€999']);
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

  it('formats euros the German way without decimals (compare modal)', () => {
    expect(formatEuroDe(49_999_829.4).replace(/\s/g, ' ')).toBe('49.999.829 €');
    expect(formatIntegerDe(537_748)).toBe('537.748');
  });

  it('formats a driver value by its unit', () => {
    expect(formatByUnit(2850, '€')).toBe('€3K');
    expect(formatByUnit(200, '€/month')).toBe('€200.00/month');
    expect(formatByUnit(45, '€/trip')).toBe('€45.00/trip');
    expect(formatByUnit(94, '%')).toBe('94.0%');
    expect(formatByUnit(14, '%/year')).toBe('14.0%/year');
    expect(formatByUnit(46_304, 'clients')).toBe('46K clients');
    expect(formatByUnit(2.5, 'rides/bed/month')).toBe('2.50 rides/bed/month');
  });

  it('takes growth as 0 when the prior value is 0 or missing (part 2 §5)', () => {
    expect([growthPercent(150, 100), growthPercent(5, 0), growthPercent(5, null), growthPercent(-50, -100)]).toEqual([50, 0, 0, 50]);
    expect([trendOf(3), trendOf(-1), trendOf(0)]).toEqual(['up', 'down', 'flat']);
    expect(cagrPercent(4_900_000, 50_000_000, 4)).toBeCloseTo(78.73, 2);
  });

  it('shows activity timestamps in German locale with seconds', () => {
    expect(formatTimestampDe('2026-11-22T13:04:05Z')).toBe('22.11.2026, 14:04:05');
  });
});
