import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { propertyBudget } from '../../helpers/propertyBudget.ts';
import { berlinDayEnd, berlinDayStart, formatGermanDate, parseGermanDate } from '../../../engine/format/germanDate.ts';

const BUDGET = { numRuns: 300 };

/** Any real calendar day from 1900 to 2199, as ISO text. */
const isoDay = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('German dates (dd.mm.yyyy)', () => {
  it('reads day.month.year with one or two digits for day and month', () => {
    expect(['24.11.2026', '1.2.2026', ' 01.02.2026 ', '29.02.2024'].map(parseGermanDate)).toEqual([
      { ok: true, day: '2026-11-24' }, { ok: true, day: '2026-02-01' }, { ok: true, day: '2026-02-01' }, { ok: true, day: '2024-02-29' },
    ]);
  });

  it('refuses other forms, including the browser\'s mm/dd/yyyy and ISO, as format errors', () => {
    for (const text of ['11/24/2026', '2026-11-24', '24.11.26', '24.11.', '24-11-2026', '24.11.2026 10:00', 'abc', '']) {
      expect({ text, parsed: parseGermanDate(text) }).toEqual({ text, parsed: { ok: false, reason: 'format' } });
    }
  });

  it('refuses days that do not exist as calendar errors', () => {
    for (const text of ['31.04.2026', '29.02.2025', '00.01.2026', '15.13.2026', '15.0.2026', '32.01.2026']) {
      expect({ text, parsed: parseGermanDate(text) }).toEqual({ text, parsed: { ok: false, reason: 'calendar' } });
    }
  });

  it('writes ISO days as dd.mm.yyyy and reads them back unchanged (property)', () => {
    fc.assert(fc.property(isoDay, (day) => {
      const shown = formatGermanDate(day);
      expect(shown).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
      expect(parseGermanDate(shown)).toEqual({ ok: true, day });
    }), propertyBudget(BUDGET));
  });
});

describe('the instants of a Berlin day', () => {
  it('start at Berlin midnight: 23:00 UTC in winter, 22:00 UTC in summer', () => {
    expect([berlinDayStart('2026-11-24'), berlinDayEnd('2026-11-24')]).toEqual(['2026-11-23T23:00:00.000Z', '2026-11-24T22:59:59.999Z']);
    expect([berlinDayStart('2026-07-01'), berlinDayEnd('2026-07-01')]).toEqual(['2026-06-30T22:00:00.000Z', '2026-07-01T21:59:59.999Z']);
  });

  it('give the clock-change days 23 and 25 hours', () => {
    const hours = (day: string) => (Date.parse(berlinDayEnd(day)) + 1 - Date.parse(berlinDayStart(day))) / 3_600_000;
    expect([hours('2026-03-29'), hours('2026-10-25')]).toEqual([23, 25]);
  });

  it('tile time without gaps or overlaps: each day ends one millisecond before the next begins (property)', () => {
    fc.assert(fc.property(isoDay, (day) => {
      expect(Date.parse(berlinDayEnd(day)) + 1).toBe(Date.parse(berlinDayStart(nextDay(day))));
      const hours = (Date.parse(berlinDayEnd(day)) + 1 - Date.parse(berlinDayStart(day))) / 3_600_000;
      expect([23, 24, 25]).toContain(hours);
    }), propertyBudget(BUDGET));
  });
});
