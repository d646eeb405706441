import { describe, expect, it } from 'vitest';
import { closedMonthsOfPeriod, monthsOfPeriod } from '../../../engine/calendar.ts';
import { markedPeriod, markPeriodLabel, periodActualsInWords } from '../../../engine/format/periodMarking.ts';

describe('how much of a period is actual', () => {
  it('counts the closed months of a year, a quarter and a month', () => {
    expect(monthsOfPeriod('2026-Q4')).toEqual(['2026-10', '2026-11', '2026-12']);
    expect(monthsOfPeriod('2026')).toHaveLength(12);
    expect(closedMonthsOfPeriod('2025', null)).toBe(12);
    expect(closedMonthsOfPeriod('2026', null)).toBe(0);
    expect(closedMonthsOfPeriod('2026', '2026-11')).toBe(11);
    expect(closedMonthsOfPeriod('2026-Q4', '2026-11')).toBe(2);
    expect(closedMonthsOfPeriod('2026-11', '2026-11')).toBe(1);
    expect(closedMonthsOfPeriod('2027', '2026-11')).toBe(0);
  });

  it('marks a period in one notation: (Actual), (closed + open) or nothing', () => {
    expect(markedPeriod('2026', '2026-11')).toBe('2026 (11 + 1)');
    expect(markedPeriod('2026-Q4', '2026-11')).toBe('Q4 2026 (2 + 1)');
    expect(markedPeriod('2026-11', '2026-11')).toBe('Nov 2026 (Actual)');
    expect(markedPeriod('2025', null)).toBe('2025 (Actual)');
    expect(markedPeriod('2027', '2026-11')).toBe('2027');
    expect(markPeriodLabel('2026', 12, 12)).toBe('2026 (Actual)');
    expect(periodActualsInWords(11, 12)).toBe('11 months actual + 1 forecast');
    expect(periodActualsInWords(1, 3)).toBe('1 month actual + 2 forecast');
    expect(periodActualsInWords(0, 1)).toBe('forecast');
    expect(periodActualsInWords(1, 1)).toBe('actual');
  });
});
