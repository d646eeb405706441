import { afterEach, describe, expect, it } from 'vitest';
import { i18n, keptTexts } from '../../../src/i18n/index.ts';

describe('keptTexts: texts looked up once per language and values (issue 26)', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('gives what i18next gives, with and without values', () => {
    const t = keptTexts('keyDrivers');
    expect(t('title')).toBe('Key Performance Dashboard');
    expect(t('title')).toBe(i18n.t('keyDrivers:title'));
    expect(t('pnlYear', { year: 2027 })).toBe('P&L 2027');
    // Another value is another text, not the one kept for 2027.
    expect(t('pnlYear', { year: 2030 })).toBe('P&L 2030');
    expect(t('resetLabel', { driver: 'Sales Team' })).toBe('Reset to scenario: Sales Team');
    expect(t('resetLabel', { driver: 'Logo Churn' })).toBe('Reset to scenario: Logo Churn');
  });

  it('speaks the new language at once when the language changes', async () => {
    const t = keptTexts('keyDrivers');
    expect(t('title')).toBe('Key Performance Dashboard');
    expect(t('pnlYear', { year: 2027 })).toBe('P&L 2027');
    await i18n.changeLanguage('de');
    expect(t('title')).toBe('Kennzahlen-Dashboard');
    expect(t('pnlYear', { year: 2027 })).toBe('GuV 2027');
    await i18n.changeLanguage('en');
    expect(t('title')).toBe('Key Performance Dashboard');
  });

  it('keeps plural forms apart by their count', () => {
    const t = keptTexts('keyDrivers');
    const one = t('variables', { count: 1 });
    const many = t('variables', { count: 12 });
    expect(one).toBe(i18n.t('keyDrivers:variables', { count: 1 }));
    expect(many).toBe(i18n.t('keyDrivers:variables', { count: 12 }));
    expect(one).not.toBe(many);
  });
});
