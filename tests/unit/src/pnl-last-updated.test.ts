import { describe, expect, it } from 'vitest';
import { lastUpdatedText, latestSave } from '../../../src/features/pnl/lastUpdated.ts';

describe('the P&L\'s "Last updated": the later of the baseline\'s and the monthly actuals\' last save', () => {
  it('names the monthly actuals when they were saved after the baseline', () => {
    expect(latestSave('2025-11-01', '2026-11-28T17:02:11.000Z')).toEqual({ day: '2026-11-28', source: 'monthly' });
    expect(lastUpdatedText(latestSave('2025-11-01', '2026-11-28T17:02:11.000Z'))).toBe('28 November 2026 (monthly actuals)');
  });

  it('keeps the baseline when it is the later save, or the only known one', () => {
    expect(latestSave('2026-12-02T08:00:00Z', '2026-11-28T17:02:11.000Z')).toEqual({ day: '2026-12-02', source: 'baseline' });
    expect(latestSave('2025-11-01', null)).toEqual({ day: '2025-11-01', source: 'baseline' });
    expect(lastUpdatedText(latestSave('2025-11-01', null))).toBe('1 November 2025 (baseline 2024–2025)');
  });

  it('shows a dash when neither save is known or readable', () => {
    expect(latestSave(undefined, null)).toBeNull();
    expect(latestSave('unknown', 'later')).toBeNull();
    expect(lastUpdatedText(null)).toBe('—');
  });
});
