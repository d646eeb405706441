import { describe, expect, it } from 'vitest';
import { numberFormatter } from '../../../engine/format/number.ts';

const { formatEuroExact, formatValueWithUnit, formatWholeNumber } = numberFormatter('en');

describe('exact euro and unit formats (reconciliation panel, explain panel)', () => {
  it('shows exact euros with separators and the minus sign, cents when asked', () => {
    expect(formatEuroExact(-980_666)).toBe('−€980,666');
    expect(formatEuroExact(1_404_265)).toBe('€1,404,265');
    expect(formatEuroExact(0, { cents: true })).toBe('€0.00');
    expect(formatEuroExact(-0.01, { cents: true })).toBe('−€0.01');
    expect(formatEuroExact(null)).toBe('—');
  });

  it('never shows a signed zero when a tiny value rounds away', () => {
    expect(formatEuroExact(-0.004, { cents: true })).toBe('€0.00');
    expect(formatEuroExact(-0.4)).toBe('€0');
  });

  it('formats a model value by its unit', () => {
    expect(formatValueWithUnit(4_900_611.4, '€')).toBe('€4,900,611');
    expect(formatValueWithUnit(1.35, '€')).toBe('€1.35');
    expect(formatValueWithUnit(1.35, '€/trip')).toBe('€1.35/trip');
    expect(formatValueWithUnit(0.869, 'ratio')).toBe('86.9%');
    expect(formatValueWithUnit(0.021, 'ratio/year')).toBe('2.1%/year');
    expect(formatValueWithUnit(14, '%/year')).toBe('14.0%/year');
    expect(formatValueWithUnit(111_419.977, 'rides')).toBe('111,419.98 rides');
    expect(formatValueWithUnit(230, 'count')).toBe('230');
    expect(formatValueWithUnit(-3, '')).toBe('−3');
    expect(formatValueWithUnit(202_511, 'month')).toBe('2025-11');
    expect(formatValueWithUnit(1.0345678, 'index')).toBe('1.0346');
    expect(formatValueWithUnit(Number.NaN, '€')).toBe('—');
  });

  it('signs a positive change that does not round to zero', () => {
    expect(formatValueWithUnit(4_900.4, '€', { signed: true })).toBe('+€4,900');
    expect(formatValueWithUnit(-4_900.4, '€', { signed: true })).toBe('−€4,900');
    expect(formatValueWithUnit(0.001, '€', { signed: true })).toBe('€0.00');
    expect(formatValueWithUnit(0.5, 'rides', { signed: true })).toBe('+0.5 rides');
  });

  it('shows counts as whole numbers with separators', () => {
    expect(formatWholeNumber(23_113_117.82)).toBe('23,113,118');
    expect(formatWholeNumber(537_748)).toBe('537,748');
    expect(formatWholeNumber(-0.2)).toBe('0');
    expect(formatWholeNumber(-1_500)).toBe('−1,500');
  });
});
