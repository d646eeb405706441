import { describe, expect, it } from 'vitest';
import { DE, EN, NAMESPACES } from '../../src/i18n/resources.ts';
import { numberFormatter } from '../../engine/format/number.ts';
import { unitLabel } from '../../engine/format/unitWords.ts';
import { expectGermanLikeEnglish } from '../helpers/translations.ts';

describe('the German texts', () => {
  for (const namespace of NAMESPACES) {
    it(`of ${namespace} have every English key, no other, each a visible text with the same placeholders`, () => {
      expectGermanLikeEnglish(namespace, EN[namespace], DE[namespace]);
    });
  }
});

describe('figures with units in German', () => {
  const german = numberFormatter('de', 'de');
  const english = numberFormatter('en', 'en');

  it('write the unit in the reader\'s language, counted where German counts, and leave English as it was', () => {
    expect(german.formatByUnit(80, 'beds')).toBe('80 Betten');
    expect(german.formatByUnit(1, 'beds')).toBe('1 Bett');
    expect(german.formatByUnit(2.5, 'rides/bed/month')).toBe('2,50 Fahrten/Bett/Monat');
    expect(german.formatByUnit(14, '%/year')).toBe('14,0\u00a0%/Jahr');
    expect(german.formatByUnit(0.3, '€/bed/month')).toBe('0,30\u00a0€/Bett/Monat');
    expect(german.formatByUnit(1, '% of payroll')).toBe('1,0\u00a0% der Lohnsumme');
    expect(german.formatKpiValue(29.94, 'months')).toBe('29,9 Monate');
    expect(german.formatBenchmark({ kind: 'above', value: 12 }, 'months')).toBe('über 12 Monate');
    expect(german.formatBenchmark({ kind: 'below', value: 2000 }, '€')).toBe('unter 2.000\u00a0€');
    expect(english.formatByUnit(80, 'beds')).toBe('80 beds');
    expect(english.formatByUnit(1, 'reps')).toBe('1 rep');
    expect(english.formatKpiValue(29.94, 'months')).toBe('29.9 months');
    expect(english.formatBenchmark({ kind: 'above', value: 12 }, 'months')).toBe('above 12 months');
  });

  it('keep a unit a modeller made up, and the number format apart from the language', () => {
    expect(german.formatByUnit(3, 'widgets')).toBe('3 widgets');
    expect(numberFormatter('en', 'de').formatByUnit(1234.5, '€/month')).toBe('€1,234.50/Monat');
    expect(unitLabel('clients/rep/month', 'de')).toBe('Kunden/Vertriebler/Monat');
    expect(unitLabel('clients/rep/month', 'en')).toBe('clients/rep/month');
  });
});
