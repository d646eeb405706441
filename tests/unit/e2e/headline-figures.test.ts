import { describe, expect, it } from 'vitest';
import { disagreements, nameAndYear, parseShown, reading } from '../../e2e/headline-figures.ts';

describe('headline figures: reading the display formats back', () => {
  it('parses money, counts, multiples and percentages with the step of their last digit', () => {
    expect(parseShown('€50.0M')).toEqual({ value: 50_000_000, step: 100_000 });
    expect(parseShown('−€981K')).toEqual({ value: -981_000, step: 1000 });
    expect(parseShown('€49,999,829')).toEqual({ value: 49_999_829, step: 1 });
    expect(parseShown('€4.90M')).toEqual({ value: 4_900_000, step: 10_000 });
    expect(parseShown('23,113,118')).toEqual({ value: 23_113_118, step: 1 });
    expect(parseShown('6.63×').value).toBeCloseTo(6.63, 12);
    expect(parseShown('+€1.2M').value).toBe(1_200_000);
    expect(() => parseShown('n/a')).toThrow(/not a figure/);
  });

  it('lets figures agree within their display precision and names the ones that do not', () => {
    const readings = [
      reading('forecast P&L', 'Total revenue', 2030, '€50.00M'),
      reading('Executive Summary', 'Total revenue', 2030, '€49,999,829'),
      reading('Key Drivers', 'Total revenue', 2030, '€50.0M'),
      reading('GTM', 'Total revenue', 2030, '€20.5M'),
      reading('Key Drivers', 'Total revenue', 2026, '€4.9M'),
    ];
    expect(disagreements(readings)).toEqual([
      'Total revenue 2030: forecast P&L shows €50.00M, GTM shows €20.5M',
      'Total revenue 2030: Executive Summary shows €49,999,829, GTM shows €20.5M',
      'Total revenue 2030: Key Drivers shows €50.0M, GTM shows €20.5M',
    ]);
  });

  it('holds a driver, the same every year, against every year of a figure with its name', () => {
    const readings = [
      reading('Key Drivers', 'Customer Acquisition Cost', null, '€3K'),
      reading('KPI Margin tab', 'Customer Acquisition Cost', 2026, '€793'),
    ];
    expect(disagreements(readings)).toEqual([
      'Customer Acquisition Cost (every year): Key Drivers shows €3K; Customer Acquisition Cost 2026: KPI Margin tab shows €793',
    ]);
    expect(nameAndYear('Customer Acquisition Cost 2025')).toEqual({ name: 'Customer Acquisition Cost', year: 2025 });
    expect(nameAndYear('LTV/CAC Ratio, 2026 plan')).toEqual({ name: 'LTV/CAC Ratio', year: 2026 });
    expect(nameAndYear('Acquisition Cost per Medical Facility')).toEqual({ name: 'Acquisition Cost per Medical Facility', year: null });
  });
});
