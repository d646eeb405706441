import { describe, expect, it } from 'vitest';
import { formatSavedAtDe } from '../../../engine/format/number.ts';

describe('formatSavedAtDe (Last Saved on the baseline screen)', () => {
  it('shows a bare date as a date and a save time in Berlin time with seconds', () => {
    expect(formatSavedAtDe('2025-11-01')).toBe('01.11.2025');
    expect(formatSavedAtDe('2026-11-23T17:57:35.000Z')).toBe('23.11.2026, 18:57:35');
    expect(formatSavedAtDe('not a date')).toBe('not a date');
  });
});
