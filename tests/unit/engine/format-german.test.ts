import { describe, expect, it } from 'vitest';
import { NUMBER_FORMATS, numberFormatOfLanguages, numberFormatter } from '../../../engine/format/number.ts';

const german = numberFormatter('de');
const english = numberFormatter('en');
const nbsp = '\u00a0';

describe('the German number format (issue 26)', () => {
  it('groups with points, writes decimals with a comma and puts the euro sign after the figure', () => {
    expect(german.formatEuroExact(49_194_388)).toBe(`49.194.388${nbsp}€`);
    expect(german.formatEuroExact(-980_666)).toBe(`−980.666${nbsp}€`);
    expect(german.formatEuroExact(0.004, { cents: true })).toBe(`0,00${nbsp}€`);
    expect(german.formatWholeNumber(5_374)).toBe('5.374');
    expect(german.formatPercent(81.25)).toBe(`81,3${nbsp}%`);
    expect(german.formatPercent(-3.4, { signed: true })).toBe(`−3,4${nbsp}%`);
    expect(german.formatGridNumber(1234.5678)).toBe('1.234,5678');
    expect(german.formatKpiValue(2_850, '€')).toBe(`2.850${nbsp}€`);
    expect(german.formatKpiValue(3.456, 'x')).toBe('3,46×');
    expect(german.formatKpiValue(0, 'k€')).toBe(`0${nbsp}€`);
    expect(german.formatByUnit(12.5, '€/month')).toBe(`12,50${nbsp}€/month`);
    expect(german.formatByUnit(14, '%/year')).toBe(`14,0${nbsp}%/year`);
    expect(german.formatDecimal(2.1, 1)).toBe('2,1');
  });

  it('keeps the shortening rules of both formats (K, M, B and their decimals), only separators and the euro sign move', () => {
    expect(german.formatMoneyShort(4_620_000)).toBe(`4,6M${nbsp}€`);
    expect(english.formatMoneyShort(4_620_000)).toBe('€4.6M');
    expect(german.formatPnl(60_000_000)).toBe(`60,00M${nbsp}€`);
    expect(english.formatPnl(60_000_000)).toBe('€60.00M');
    expect(german.formatCountShort(1_910)).toBe('2K');
    expect(german.formatMoneyShort(253_000)).toBe(`253K${nbsp}€`);
  });

  it('writes the same figures in the English format as before', () => {
    expect(english.formatEuroExact(49_194_388)).toBe('€49,194,388');
    expect(english.formatWholeNumber(5_374)).toBe('5,374');
    expect(english.formatPercent(81.25)).toBe('81.3%');
  });

  it('writes KPI benchmarks in the format too: the euro sign where the format has it, no figure left raw', () => {
    expect(english.formatBenchmark({ kind: 'below', value: 2000 }, '€')).toBe('below €2,000');
    expect(german.formatBenchmark({ kind: 'below', value: 2000 }, '€')).toBe(`below 2.000${nbsp}€`);
    expect(english.formatBenchmark({ kind: 'above', value: 2.5 }, 'x')).toBe('above 2.5x');
    expect(german.formatBenchmark({ kind: 'above', value: 2.5 }, 'x')).toBe('above 2,5x');
    expect(german.formatBenchmark({ kind: 'range', min: 75, max: 85 }, '%')).toBe(`75–85${nbsp}%`);
    expect(english.formatBenchmark({ kind: 'range', min: 75, max: 85 }, '%')).toBe('75–85%');
    expect(english.formatBenchmark({ kind: 'below', value: 300 }, 'k€')).toBe('below €300K');
    expect(german.formatBenchmark({ kind: 'above', value: 18 }, 'months')).toBe('above 18 months');
  });

  it('defaults from the browser languages: German for de*, English otherwise', () => {
    expect(numberFormatOfLanguages(['de-DE', 'en'])).toBe('de');
    expect(numberFormatOfLanguages(['de'])).toBe('de');
    expect(numberFormatOfLanguages(['en-GB', 'de-DE'])).toBe('en');
    expect(numberFormatOfLanguages(['fr-FR'])).toBe('en');
    expect(numberFormatOfLanguages([])).toBe('en');
    expect(NUMBER_FORMATS).toEqual(['de', 'en']);
  });
});

describe('figures inside texts (issue 26)', () => {
  const german = numberFormatter('de');
  it('rewrites English figures of catalog texts in German, leaving years, dates and words alone', () => {
    expect(german.prose('Share of taxable income above €1M of 2026')).toBe('Share of taxable income above 1M\u00a0€ of 2026');
    expect(german.prose('Internal target (below €2,000 per new client)')).toBe('Internal target (below 2.000\u00a0€ per new client)');
    expect(german.prose('Target: under €2.20')).toBe('Target: under 2,20\u00a0€');
    expect(german.prose('the 3.5% base rate (GewStG §11(2)): 400% gives 14%')).toBe('the 3,5% base rate (GewStG §11(2)): 400% gives 14%');
    expect(german.prose('71,280 Vehicles, 47.8M Trips, 2.5× direct cost, 2024-11 and 28.11.2026')).toBe('71.280 Vehicles, 47,8M Trips, 2,5× direct cost, 2024-11 and 28.11.2026');
    expect(numberFormatter('en').prose('above €1M, 2.5%')).toBe('above €1M, 2.5%');
  });
});
