import { CLOSABLE_MONTHS } from '../closedMonths.ts';
import { DEFAULT_DATEV_LIMITS, HEADER_FIELDS, type DatevLimits, type DatevProblem } from './format.ts';
import { emptyLedger, lastDayOf, postBooking, susaAccountLength, susaLedger, wholeMonths, type Ledger } from './ledger.ts';
import { readSusa, scanDatev, type DatevBooking, type DatevHeader } from './read.ts';

/**
 * A DATEV file as the import takes it: read by the rules of read.ts, its whole months within the
 * months that hold monthly actuals, its bookings posted to accounts (ledger.ts). A refusal names
 * the line and DATEV field; nothing of a refused file is returned.
 */
export type DatevFileKind = 'buchungsstapel' | 'susa';

export interface LedgerRead {
  ok: true;
  ledger: Ledger;
  /** A Buchungsstapel's header; null for a SuSa. */
  header: DatevHeader | null;
  periodFrom: string;
  periodTo: string;
  /** Bookings of a Buchungsstapel, accounts of a SuSa. */
  count: number;
  debitCents: number;
  creditCents: number;
}

export type LedgerRefusal = { ok: false; errors: DatevProblem[] };

function monthsProblem(months: readonly string[], field: string): LedgerRefusal | undefined {
  const outside = months.filter((month) => !CLOSABLE_MONTHS.includes(month));
  if (outside.length === 0) return undefined;
  return {
    ok: false,
    errors: [{ line: 1, field, message: `${outside.join(', ')} ${outside.length === 1 ? 'is' : 'are'} outside the months that hold monthly actuals (${CLOSABLE_MONTHS[0]} to ${CLOSABLE_MONTHS.at(-1)}); 2024 and 2025 are the baseline, entered on Data Input` }],
  };
}

/** A Buchungsstapel or a monthly SuSa (of `month`) as a ledger. */
export function readLedger(bytes: Uint8Array, kind: DatevFileKind, month: string | undefined, limits: DatevLimits = DEFAULT_DATEV_LIMITS): LedgerRead | LedgerRefusal {
  if (kind === 'susa') {
    if (month === undefined) return { ok: false, errors: [{ line: 0, field: 'month', message: 'a Summen- und Saldenliste names no month: give the month it is of' }] };
    const outside = monthsProblem([month], 'month');
    if (outside) return outside;
    const list = readSusa(bytes, limits);
    if (!list.ok) return list;
    const ledger = susaLedger(list.accounts, month, susaAccountLength(list.accounts));
    return { ok: true, ledger, header: null, periodFrom: `${month}-01`, periodTo: lastDayOf(month), count: list.accounts.length, debitCents: list.debitCents, creditCents: list.creditCents };
  }
  let ledger: Ledger | undefined;
  const scan = scanDatev(bytes, (booking, header) => {
    ledger ??= emptyLedger('buchungsstapel', header.accountLength, []);
    postBooking(ledger, booking);
  }, limits);
  if (!scan.ok) return scan;
  const months = wholeMonths(scan.header);
  if ('problem' in months) return { ok: false, errors: [{ line: 1, field: HEADER_FIELDS[months.field === 'Datum vom' ? 'periodFrom' : 'periodTo'].name, message: months.problem }] };
  const outside = monthsProblem(months.months, HEADER_FIELDS.periodFrom.name);
  if (outside) return outside;
  const read = ledger ?? emptyLedger('buchungsstapel', scan.header.accountLength, []);
  read.months = months.months;
  return {
    ok: true, ledger: read, header: scan.header, periodFrom: scan.header.periodFrom, periodTo: scan.header.periodTo,
    count: scan.totals.bookingCount, debitCents: scan.totals.debitCents, creditCents: scan.totals.creditCents,
  };
}

/** The bookings of `month` on any of `accounts` (as Konto or Gegenkonto) of a Buchungsstapel already imported: the first `limit`, and how many there are. */
export function bookingsOf(bytes: Uint8Array, month: string, accounts: readonly number[], limit: number): { bookings: DatevBooking[]; count: number } {
  const wanted = new Set(accounts);
  const bookings: DatevBooking[] = [];
  let count = 0;
  const scan = scanDatev(bytes, (booking) => {
    if (!booking.documentDate.startsWith(month) || (!wanted.has(booking.account) && !wanted.has(booking.contraAccount))) return;
    count += 1;
    if (bookings.length < limit) bookings.push(booking);
  });
  return scan.ok ? { bookings, count } : { bookings: [], count: 0 };
}
