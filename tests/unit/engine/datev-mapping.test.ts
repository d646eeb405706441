import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chartOfHeader, NO_COMPANY_MAPPING, targetKind, targetOf, TEMPLATES, type DatevChart } from '../../../engine/actuals/datev/mapping.ts';
import { emptyLedger, mapLedger, netOf, postBooking } from '../../../engine/actuals/datev/ledger.ts';
import { readLedger } from '../../../engine/actuals/datev/readLedger.ts';
import type { DatevBooking } from '../../../engine/actuals/datev/read.ts';
import { buchungsstapel, CHARTS, type Chart, type FileEncoding } from '../../helpers/datevFixtures.ts';
import { propertyBudget } from '../../helpers/propertyBudget.ts';

/** The SKR03/SKR04 templates and the ledger that turns a file's accounts into monthly-actuals lines (docs/datev.md). */

const template = (chart: DatevChart, account: number, length = 4) => targetOf(account, length, NO_COMPANY_MAPPING(chart));

describe('DATEV account mapping: the shipped templates', () => {
  it.each([
    ['skr03', 'SKR03'],
    ['skr04', 'SKR04'],
  ] as const)('%s proposes the generator\'s accounts (DATEV Kontenrahmen 2024) to their lines', (chart, name) => {
    const accounts = CHARTS[name];
    expect(template(chart, accounts.salaries)).toMatchObject({ target: 'employees', source: 'template', toConfirm: false });
    expect(template(chart, accounts.rent).target).toBe('office_infrastructure');
    expect(template(chart, accounts.software).target).toBe('hosting_licenses');
    expect(template(chart, accounts.bank).target).toBe('closing_cash');
    expect(template(chart, accounts.vatPayable19).target).toBe('vat');
    expect(template(chart, accounts.inputVat19).target).toBe('vat');
    expect(template(chart, accounts.equity).target).toBe('equity');
    expect(template(chart, accounts.suppliers)).toMatchObject({ target: 'payables', rule: 'Kreditoren (Personenkonten)' });
    expect(template(chart, 10001)).toMatchObject({ target: 'receivables', rule: 'Debitoren (Personenkonten)' });
    // Revenue is proposed, never decided: the company confirms the stream.
    expect(template(chart, accounts.revenue19)).toMatchObject({ target: 'medical_recurring_revenue', toConfirm: true });
  });

  it('compares longer Sachkonten by their first four digits, and personal accounts by the Sachkontenlänge', () => {
    expect(template('skr03', 41200, 5).target).toBe('employees');
    expect(template('skr03', 100000, 5).target).toBe('receivables');
    expect(template('skr04', 700001, 5).target).toBe('payables');
  });

  it('lets the company\'s mapping win over the template and confirms revenue by it', () => {
    const mapping = { chart: 'skr03' as const, version: 3, accounts: { 8400: 'transaction_revenue', 4999: 'legal_tax' } };
    expect(targetOf(8400, 4, mapping)).toMatchObject({ target: 'transaction_revenue', source: 'company', toConfirm: false, rule: 'Umsatzerlöse' });
    expect(targetOf(4999, 4, mapping)).toMatchObject({ target: 'legal_tax', source: 'company' });
    expect(template('skr03', 4999)).toMatchObject({ target: null, source: 'none' });
  });

  it('keeps every template rule on a known target, within four digits, and revenue proposals on revenue lines only', () => {
    for (const rules of Object.values(TEMPLATES)) {
      for (const rule of rules) {
        expect(rule.from).toBeLessThanOrEqual(rule.to);
        expect(rule.to).toBeLessThanOrEqual(9999);
        expect(targetKind(rule.target) === 'revenue').toBe(rule.confirm === true);
      }
    }
    expect(chartOfHeader('03')).toBe('skr03');
    expect(chartOfHeader('04')).toBe('skr04');
    expect(chartOfHeader('07')).toBeUndefined();
  });
});

describe('DATEV ledger: bookings to accounts to lines', () => {
  const booking = (fields: Partial<DatevBooking>): DatevBooking => ({
    line: 3, amountCents: 11900, debitCredit: 'S', account: 10000, contraAccount: 8400, buKey: '', documentDate: '2026-03-05',
    documentField1: '', postingText: '', costCentre1: '', costCentre2: '', ...fields,
  });

  it('splits 19 % VAT off the gross amount of BU-Schlüssel 3 on the side that is not a personal account', () => {
    expect(netOf(11900, '3')).toBe(10000);
    expect(netOf(10700, '2')).toBe(10000);
    expect(netOf(11900, '')).toBe(11900);
    expect(netOf(11900, '40')).toBe(11900);
    for (const mirrored of [false, true]) {
      const ledger = emptyLedger('buchungsstapel', 4, ['2026-03']);
      postBooking(ledger, mirrored
        ? booking({ debitCredit: 'H', account: 8400, contraAccount: 10000, buKey: '3' })
        : booking({ buKey: '3' }));
      expect(ledger.accounts.get(8400)?.get('2026-03')).toEqual({ debitCents: 0, creditCents: 10000, bookingCount: 1 });
      expect(ledger.accounts.get(10000)?.get('2026-03')).toEqual({ debitCents: 11900, creditCents: 0, bookingCount: 1 });
      expect(ledger.vatSplitCents.get('2026-03')).toBe(1900);
    }
  });

  it('refuses a negative cost as a problem naming the month, line and accounts', () => {
    const ledger = emptyLedger('buchungsstapel', 4, ['2026-03']);
    postBooking(ledger, booking({ debitCredit: 'H', account: 4950, contraAccount: 1200, amountCents: 5000 }));
    const mapped = mapLedger(ledger, NO_COMPANY_MAPPING('skr03'));
    expect(mapped.problems).toEqual([{ month: '2026-03', line: 'legal_tax', message: expect.stringMatching(/^2026-03: the cost of legal_tax is −50\.00 € from account 4950;/) }]);
  });

  it('any generated batch: every account appears once, and each month\'s figures, excluded and unmapped accounts add up to its movements', () => {
    const options = fc.record({
      seed: fc.integer(),
      chart: fc.constantFrom<Chart>('SKR03', 'SKR04'),
      encoding: fc.constantFrom<FileEncoding>('windows-1252', 'utf-8-bom'),
      month: fc.integer({ min: 1, max: 12 }).map((m) => `2026-${String(m).padStart(2, '0')}`),
      events: fc.integer({ min: 1, max: 80 }),
      confirm: fc.boolean(),
    });
    fc.assert(fc.property(options, ({ confirm, ...drawn }) => {
      const batch = buchungsstapel({ ...drawn, fiscalYearStart: '2026-01-01' });
      const read = readLedger(batch.bytes, 'buchungsstapel', undefined);
      if (!read.ok) throw new Error(JSON.stringify(read.errors));
      const chart = drawn.chart === 'SKR03' ? 'skr03' : 'skr04';
      const mapping = { chart, version: 1, accounts: confirm ? { [CHARTS[drawn.chart].revenue19]: 'transaction_revenue' } : {} } as const;
      const mapped = mapLedger(read.ledger, mapping);
      const accounts = mapped.accounts.map((a) => a.account);
      expect(new Set(accounts).size).toBe(accounts.length);
      expect(new Set(accounts)).toEqual(new Set(batch.bookings.flatMap((b) => [b.account, b.contraAccount])));
      const month = drawn.month;
      const movement = mapped.accounts.reduce((sum, a) => sum + (a.months.get(month) ?? 0), 0);
      const lines = [...(mapped.lines.get(month)?.values() ?? [])].reduce((sum, f) => sum + (targetKind(f.line) === 'revenue' ? -f.cents : f.cents), 0);
      const elsewhere = mapped.accounts.filter((a) => a.target === null || a.toConfirm || ['excluded', 'asset', 'liability'].includes(targetKind(a.target)))
        .reduce((sum, a) => sum + (a.months.get(month) ?? 0), 0);
      expect(lines + elsewhere).toBe(movement);
      expect(mapped.toConfirmCount).toBe(confirm || !batch.bookings.some((b) => b.account === CHARTS[drawn.chart].revenue19 || b.contraAccount === CHARTS[drawn.chart].revenue19) ? 0 : 1);
    }), propertyBudget({ numRuns: 60 }));
  });
});
