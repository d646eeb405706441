import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DECODED_PIECE_BYTES, DEFAULT_DATEV_LIMITS, LISTED_DATEV_PROBLEMS } from '../../../engine/actuals/datev/format.ts';
import { readDatev, readSusa, type DatevBatch, type DatevRefusal } from '../../../engine/actuals/datev/read.ts';
import {
  buchungsstapel, encode, summenUndSaldenliste, type BatchOptions, type Chart, type FileEncoding, type FixtureBatch,
} from '../../helpers/datevFixtures.ts';
import { propertyBudget } from '../../helpers/propertyBudget.ts';

/**
 * The DATEV reader against files written by an independent generator (tests/helpers/datevFixtures.ts):
 * every booking, sum and date reads back exactly, and every bad input of the issue is refused as a
 * whole with the line and DATEV field that broke it.
 */

const BASE: BatchOptions = { seed: 7, chart: 'SKR03', encoding: 'windows-1252', fiscalYearStart: '2025-01-01', month: '2025-02', events: 40 };

function expectReadBack(batch: FixtureBatch, result: DatevBatch | DatevRefusal): void {
  if (!result.ok) throw new Error(JSON.stringify(result.errors.slice(0, 3)));
  expect(result.bookings.map(({ line: _line, ...booking }) => booking)).toEqual(batch.bookings);
  expect(result.bookings.map((b) => b.line)).toEqual(batch.bookings.map((_, i) => i + 3));
  expect(result.totals).toEqual({ bookingCount: batch.bookings.length, debitCents: batch.debitCents, creditCents: batch.creditCents });
  expect(result.header).toMatchObject({ periodFrom: batch.periodFrom, periodTo: batch.periodTo, currency: 'EUR', accountLength: 4 });
}

/** The batch's text with line `line` (1-based) changed, encoded again as the generator encodes. */
function withLine(batch: FixtureBatch, line: number, change: (text: string) => string, encoding: FileEncoding = 'windows-1252'): Uint8Array {
  const lines = batch.text.split('\r\n');
  lines[line - 1] = change(lines[line - 1] ?? '');
  return encode(lines.join('\r\n'), encoding);
}

/** Cell `index` (0-based) of a booking line; the generator writes no semicolon before a text's quotes close in cells 0–9. */
function withCell(row: string, index: number, value: string): string {
  const cells = row.split(';');
  cells[index] = value;
  return cells.join(';');
}

function refusal(result: DatevBatch | DatevRefusal | ReturnType<typeof readSusa>): DatevRefusal['errors'] {
  if (result.ok) throw new Error('the file was accepted');
  return result.errors;
}

describe('DATEV Buchungsstapel: files of both charts and both encodings read back exactly', () => {
  for (const chart of ['SKR03', 'SKR04'] as Chart[]) {
    for (const encoding of ['windows-1252', 'utf-8-bom'] as FileEncoding[]) {
      it(`${chart}, ${encoding}: every booking, the Soll and Haben sums and the months`, () => {
        const batch = buchungsstapel({ ...BASE, chart, encoding });
        const result = readDatev(batch.bytes);
        expectReadBack(batch, result);
        if (!result.ok) return;
        expect(result.header.chartOfAccounts).toBe(chart === 'SKR03' ? '03' : '04');
        expect(result.header).toMatchObject({ kind: 'EXTF', formatVersion: 13, fiscalYearStart: '2025-01-01', consultantNumber: 29098, clientNumber: 55003 });
        expect(result.months).toEqual([{ month: '2025-02', ...result.totals }]);
        // Umlauts, „“ and – survive the encoding; a semicolon and doubled quotes inside text too.
        expect(result.bookings.some((b) => b.postingText.includes('„Rundum“') || b.postingText.includes('Büro Straße 12; Lager'))).toBe(true);
      });
    }
  }

  it('resolves TTMM into the period\'s calendar year when the fiscal year starts in July', () => {
    const batch = buchungsstapel({ ...BASE, fiscalYearStart: '2024-07-01', month: '2025-01' });
    const result = readDatev(batch.bytes);
    expectReadBack(batch, result);
    if (result.ok) expect(result.bookings.every((b) => b.documentDate.startsWith('2025-01-'))).toBe(true);
  });

  it('reads a Belegdatum written as a number without its leading zero (102 = 1 February)', () => {
    const batch = buchungsstapel({ ...BASE, events: 1 });
    const result = readDatev(withLine(batch, 3, (row) => withCell(row, 9, '102')));
    expect(result.ok && result.bookings[0]?.documentDate).toBe('2025-02-01');
  });

  it('any generated balanced batch reads back to the generated bookings', () => {
    const options = fc.record({
      seed: fc.integer(),
      chart: fc.constantFrom<Chart>('SKR03', 'SKR04'),
      encoding: fc.constantFrom<FileEncoding>('windows-1252', 'utf-8-bom'),
      month: fc.integer({ min: 1, max: 12 }).map((m) => `2025-${String(m).padStart(2, '0')}`),
      events: fc.integer({ min: 1, max: 60 }),
    });
    fc.assert(fc.property(options, (drawn) => {
      const batch = buchungsstapel({ ...drawn, fiscalYearStart: '2025-01-01' });
      expect(batch.bookings.reduce((sum, b) => sum + b.amountCents, 0)).toBe(batch.debitCents + batch.creditCents);
      expectReadBack(batch, readDatev(batch.bytes));
    }), propertyBudget({ numRuns: 100 }));
  });
});

describe('DATEV Buchungsstapel: bad input is refused whole, naming the line and field', () => {
  const batch = buchungsstapel(BASE);

  const cases: { name: string; bytes: () => Uint8Array; line: number; field: string; message: RegExp }[] = [
    { name: 'not a DATEV file', bytes: () => encode('Konto;Betrag\r\n1200;12,00\r\n', 'windows-1252'), line: 1, field: 'Kennzeichen', message: /not a DATEV-format file/ },
    { name: 'another data category (16 Debitoren/Kreditoren)', bytes: () => withLine(batch, 1, (l) => l.replace(';21;"Buchungsstapel";', ';16;"Debitoren/Kreditoren";')), line: 1, field: 'Formatkategorie', message: /not 21/ },
    { name: 'an unknown header version (510)', bytes: () => withLine(batch, 1, (l) => l.replace('"EXTF";700;', '"EXTF";510;')), line: 1, field: 'Versionsnummer', message: /only 700/ },
    { name: 'an unknown Formatversion (14)', bytes: () => withLine(batch, 1, (l) => l.replace(';"Buchungsstapel";13;', ';"Buchungsstapel";14;')), line: 1, field: 'Formatversion', message: /unknown/ },
    { name: 'a period outside the fiscal year', bytes: () => withLine(batch, 1, (l) => l.replace(';20250101;4;', ';20240101;4;')), line: 1, field: 'Datum vom', message: /not within the fiscal year/ },
    { name: 'a missing column title', bytes: () => withLine(batch, 2, (l) => l.replace('KOST2 - Kostenstelle', 'Kostenträger')), line: 2, field: 'KOST2 - Kostenstelle', message: /no column/ },
    { name: 'dot decimals', bytes: () => withLine(batch, 4, (l) => withCell(l, 0, '1234.56')), line: 4, field: 'Umsatz (ohne Soll/Haben-Kz)', message: /decimal point/ },
    { name: 'a thousands separator', bytes: () => withLine(batch, 4, (l) => withCell(l, 0, '1.234,56')), line: 4, field: 'Umsatz (ohne Soll/Haben-Kz)', message: /thousands separator/ },
    { name: 'a missing Soll/Haben mark', bytes: () => withLine(batch, 5, (l) => withCell(l, 1, '""')), line: 5, field: 'Soll/Haben-Kennzeichen', message: /missing/ },
    { name: 'a date outside the period', bytes: () => withLine(batch, 6, (l) => withCell(l, 9, '0103')), line: 6, field: 'Belegdatum', message: /outside the batch's period/ },
    { name: 'a day that does not exist (30 February)', bytes: () => withLine(batch, 6, (l) => withCell(l, 9, '3002')), line: 6, field: 'Belegdatum', message: /outside/ },
    { name: 'a one-sided booking (no Gegenkonto): the batch would not balance', bytes: () => withLine(batch, 7, (l) => withCell(l, 7, '')), line: 7, field: 'Gegenkonto (ohne BU-Schlüssel)', message: /both accounts/ },
    { name: 'an account longer than a personal account', bytes: () => withLine(batch, 7, (l) => withCell(l, 6, '123456')), line: 7, field: 'Konto', message: /longer than a personal account/ },
    { name: 'a foreign currency', bytes: () => withLine(batch, 8, (l) => withCell(l, 2, '"USD"')), line: 8, field: 'WKZ Umsatz', message: /foreign-currency/ },
    { name: 'a line break inside a text', bytes: () => withLine(batch, 3, (l) => l.replace(/"(Fahrten|USt|Zahlung|Gehalt|Miete|Wartung|Vorsteuer)/, '"Zeile\r\n$1')), line: 3, field: 'Buchungstext', message: /line break/ },
    { name: 'a UTF-8 file (byte-order mark) with a broken sequence', bytes: () => { const b = withLine(batch, 9, (l) => l.replace('"', '"\u00e9'), 'utf-8-bom'); const at = b.findIndex((x, i) => x === 0xc3 && b[i + 1] === 0xa9); return Uint8Array.from(b, (x, i) => (i === at + 1 ? 0x28 : x)); }, line: 9, field: 'Zeichensatz', message: /not UTF-8/ },
    // Line 2: the column titles hold the file's first character beyond ASCII ("BU-Schlüssel").
    { name: 'UTF-8 without a byte-order mark', bytes: () => new TextEncoder().encode(batch.text), line: 2, field: 'Zeichensatz', message: /without a byte-order mark/ },
  ];

  for (const { name, bytes, line, field, message } of cases) {
    it(name, () => {
      const errors = refusal(readDatev(bytes()));
      expect(errors[0]).toMatchObject({ line, field });
      expect(errors[0]?.message).toMatch(message);
    });
  }

  it('decodes a file over a megabyte a piece at a time and names the right line in a later piece', () => {
    const lines = buchungsstapel({ ...BASE, events: 4000 }).text.split('\r\n');
    const index = lines.length - 3;
    expect(lines.slice(0, index).join('\r\n').length).toBeGreaterThan(DECODED_PIECE_BYTES);
    const utf8 = encode(lines.map((l, i) => (i === index ? l.replace('"', '"\u00e9') : l)).join('\r\n'), 'utf-8-bom');
    const broken = Uint8Array.from(utf8, (x, i) => (i === utf8.lastIndexOf(0xa9) ? 0x28 : x));
    expect(refusal(readDatev(broken))[0]).toMatchObject({ line: index + 1, field: 'Zeichensatz' });
    const dotted = encode(lines.map((l, i) => (i === index ? l.replace(/^(\d+),(\d\d)/, '$1.$2') : l)).join('\r\n'), 'windows-1252');
    expect(refusal(readDatev(dotted))).toEqual([expect.objectContaining({ line: index + 1, field: 'Umsatz (ohne Soll/Haben-Kz)' })]);
    const read = readDatev(encode(lines.join('\r\n'), 'windows-1252'));
    expect(read.ok && read.bookings.length).toBe(lines.filter((l) => l !== '').length - 2);
  });

  it('lists the first 100 problems of a file of bad lines, and nothing is returned of its good ones', () => {
    const lines = buchungsstapel({ ...BASE, events: 120 }).text.split('\r\n');
    const bad = lines.map((row, i) => (i >= 2 && row !== '' ? withCell(row, 0, '1.5') : row));
    expect(bad.length - 3).toBeGreaterThan(LISTED_DATEV_PROBLEMS);
    expect(refusal(readDatev(encode(bad.join('\r\n'), 'windows-1252')))).toHaveLength(LISTED_DATEV_PROBLEMS);
  });

  it('refuses a file over the byte limit before decoding it (a 200 MB export, with the limit scaled down)', () => {
    // The limit is checked on byteLength alone; a 2 KB limit stands for the 50 MB default.
    const errors = refusal(readDatev(batch.bytes, { ...DEFAULT_DATEV_LIMITS, maxBytes: 2048 }));
    expect(batch.bytes.byteLength).toBeGreaterThan(2048);
    expect(errors).toEqual([{ line: 0, field: 'Datei', message: expect.stringMatching(/at most 2048/) }]);
  });

  it('refuses 1,000,000 bookings by counting lines before decoding or parsing', () => {
    // 1,000,002 empty lines (2 MB): parsed, they would fail on the header; refused by count, they never reach it.
    const bytes = encode('\r\n'.repeat(1_000_002), 'windows-1252');
    expect(refusal(readDatev(bytes))).toEqual([{ line: 0, field: 'Datei', message: expect.stringMatching(/at most 500000 records/) }]);
    expect(refusal(readDatev(buchungsstapel({ ...BASE, events: 10 }).bytes, { ...DEFAULT_DATEV_LIMITS, maxBookings: 9 }))[0]?.field).toBe('Datei');
  });

  it('refuses a batch whose sums exceed exact cents instead of rounding them', () => {
    const lines = buchungsstapel({ ...BASE, events: 1 }).text.split('\r\n');
    const huge = withCell(lines[2] ?? '', 0, '9999999999,99');
    const text = [lines[0], lines[1], ...Array.from({ length: 10_000 }, () => huge), ''].join('\r\n');
    expect(refusal(readDatev(encode(text, 'windows-1252')))[0]).toMatchObject({ field: 'Umsatz (ohne Soll/Haben-Kz)', message: expect.stringMatching(/exceeds/) });
  });
});

describe('DATEV Summen- und Saldenliste (monthly)', () => {
  for (const chart of ['SKR03', 'SKR04'] as Chart[]) {
    for (const encoding of ['windows-1252', 'utf-8-bom'] as FileEncoding[]) {
      it(`${chart}, ${encoding}: every account's EB-Wert, Soll, Haben and Saldo read back`, () => {
        const susa = summenUndSaldenliste(buchungsstapel({ ...BASE, chart }), 11, encoding);
        const result = readSusa(susa.bytes);
        if (!result.ok) throw new Error(JSON.stringify(result.errors.slice(0, 3)));
        expect(result.accounts.map(({ line: _line, ...account }) => account)).toEqual(susa.accounts);
        expect(result.debitCents).toBe(result.creditCents);
      });
    }
  }

  const susa = summenUndSaldenliste(buchungsstapel(BASE), 11, 'windows-1252');
  const changed = (line: number, index: number, value: string) => {
    const lines = susa.text.split('\r\n');
    lines[line - 1] = withCell(lines[line - 1] ?? '', index, value);
    return encode(lines.join('\r\n'), 'windows-1252');
  };

  it('refuses an account whose Saldo is not EB-Wert + Soll − Haben', () => {
    expect(refusal(readSusa(changed(3, 5, '1,00')))[0]).toMatchObject({ line: 3, field: 'Saldo' });
  });

  it('refuses an unbalanced list (Σ Soll ≠ Σ Haben) on its last line', () => {
    const lines = susa.text.split('\r\n');
    const row = (lines[2] ?? '').split(';');
    const cents = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);
    const money = (c: number) => `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)},${String(Math.abs(c) % 100).padStart(2, '0')}`;
    // One cent more Soll, and the Saldo moved with it: the row is consistent, the list is not.
    row[3] = money(cents(row[3] ?? '') + 1);
    row[5] = money(cents(row[5] ?? '') + 1);
    lines[2] = row.join(';');
    expect(refusal(readSusa(encode(lines.join('\r\n'), 'windows-1252')))[0]).toMatchObject({ line: susa.accounts.length + 1, field: 'Haben', message: expect.stringMatching(/does not balance/) });
  });

  it('refuses dot decimals and an account listed twice', () => {
    expect(refusal(readSusa(changed(2, 3, '12.50')))[0]).toMatchObject({ line: 2, field: 'Soll' });
    const lines = susa.text.split('\r\n');
    const twice = encode([...lines.slice(0, -1), lines[1], ''].join('\r\n'), 'windows-1252');
    expect(refusal(readSusa(twice)).some((e) => e.field === 'Konto' && /twice/.test(e.message))).toBe(true);
  });
});
