import type { DatevBooking, DatevHeader, SusaAccount } from './read.ts';
import { accountClass, IMPORTED_TARGETS, targetKind, targetOf, type DatevMapping, type AccountTarget } from './mapping.ts';
import { ACTUAL_LIMIT_BY_UNIT, BALANCE_ACTUAL_LINES } from '../closedMonths.ts';

/**
 * A DATEV file as account movements per month (docs/datev.md "From bookings to lines"), and the
 * monthly-actuals figures a mapping makes of them. Each booking of a Buchungsstapel posts its
 * Umsatz to the Konto on its Soll/Haben side and to the Gegenkonto on the other; a BU-Schlüssel
 * of 2/3 (Umsatzsteuer 7/19 %) or 8/9 (Vorsteuer 7/19 %) splits the gross amount of the side that
 * is not a personal account into net and VAT, as DATEV does. A monthly SuSa gives each account's
 * Soll and Haben of the month and its Saldo.
 */

/** Cents of one account in one month. */
export interface AccountMonth {
  debitCents: number;
  creditCents: number;
  bookingCount: number;
}

export interface Ledger {
  kind: 'buchungsstapel' | 'susa';
  accountLength: number;
  /** The whole months the file covers (YYYY-MM), in order. */
  months: string[];
  /** account → month → movements. */
  accounts: Map<number, Map<string, AccountMonth>>;
  /** SuSa: each account's Saldo at the month's end, Soll side positive. */
  balances: Map<number, number>;
  /** SuSa: the account's Beschriftung. */
  names: Map<number, string>;
  /** VAT split off gross amounts by a BU-Schlüssel, per month (not an account of the file). */
  vatSplitCents: Map<string, number>;
}

/** Percent of VAT by BU-Schlüssel (DATEV's standard keys); other keys are taken as booked. */
export const VAT_KEYS: Readonly<Record<string, number>> = { 2: 7, 3: 19, 8: 7, 9: 19 };

export function emptyLedger(kind: Ledger['kind'], accountLength: number, months: string[]): Ledger {
  return { kind, accountLength, months, accounts: new Map(), balances: new Map(), names: new Map(), vatSplitCents: new Map() };
}

function post(ledger: Ledger, account: number, month: string, side: 'S' | 'H', cents: number, counts: boolean): void {
  let byMonth = ledger.accounts.get(account);
  if (!byMonth) ledger.accounts.set(account, (byMonth = new Map()));
  let entry = byMonth.get(month);
  if (!entry) byMonth.set(month, (entry = { debitCents: 0, creditCents: 0, bookingCount: 0 }));
  if (side === 'S') entry.debitCents += cents;
  else entry.creditCents += cents;
  if (counts) entry.bookingCount += 1;
}

/** The net of a gross amount under a VAT key (rounded to the cent), or the amount when the key splits nothing. */
export function netOf(amountCents: number, buKey: string): number {
  const rate = VAT_KEYS[String(Number(buKey))];
  return rate === undefined || buKey === '' ? amountCents : Math.round((amountCents * 100) / (100 + rate));
}

/** Posts one booking to its two accounts (a VAT key splits the non-personal side). */
export function postBooking(ledger: Ledger, booking: DatevBooking): void {
  const month = booking.documentDate.slice(0, 7);
  const other = booking.debitCredit === 'S' ? 'H' : 'S';
  const net = netOf(booking.amountCents, booking.buKey);
  const contraIsPersonal = 'personal' in accountClass(booking.contraAccount, ledger.accountLength);
  const splitKonto = net !== booking.amountCents && contraIsPersonal;
  const splitContra = net !== booking.amountCents && !contraIsPersonal;
  post(ledger, booking.account, month, booking.debitCredit, splitKonto ? net : booking.amountCents, true);
  post(ledger, booking.contraAccount, month, other, splitContra ? net : booking.amountCents, true);
  if (net !== booking.amountCents) ledger.vatSplitCents.set(month, (ledger.vatSplitCents.get(month) ?? 0) + booking.amountCents - net);
}

/** The whole months from `from` to `to` (ISO days), or the problem: the import takes whole months. */
export function wholeMonths(header: Pick<DatevHeader, 'periodFrom' | 'periodTo'>): { months: string[] } | { problem: string; field: 'Datum vom' | 'Datum bis' } {
  const { periodFrom, periodTo } = header;
  if (!periodFrom.endsWith('-01')) return { problem: `Datum vom ${periodFrom} is not the first day of a month; the import takes whole months`, field: 'Datum vom' };
  if (periodTo !== lastDayOf(periodTo.slice(0, 7))) return { problem: `Datum bis ${periodTo} is not the last day of a month; the import takes whole months`, field: 'Datum bis' };
  const months: string[] = [];
  for (let m = periodFrom.slice(0, 7); m <= periodTo.slice(0, 7); m = nextMonth(m)) months.push(m);
  return { months };
}

/** The last day of a month (YYYY-MM) as an ISO day. */
export function lastDayOf(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/** A monthly SuSa as a ledger of `month`; the accounts' length is taken from the longest Sachkonto (4 at least). */
export function susaLedger(accounts: readonly SusaAccount[], month: string, accountLength: number): Ledger {
  const ledger = emptyLedger('susa', accountLength, [month]);
  for (const a of accounts) {
    ledger.accounts.set(a.account, new Map([[month, { debitCents: a.debitCents, creditCents: a.creditCents, bookingCount: 0 }]]));
    ledger.balances.set(a.account, a.balanceCents);
    ledger.names.set(a.account, a.name);
  }
  return ledger;
}

/** The Sachkontenlänge of a SuSa: personal accounts are one digit longer than the Sachkonten. */
export function susaAccountLength(accounts: readonly SusaAccount[]): number {
  const lengths = accounts.map((a) => String(a.account).length);
  const longest = Math.max(4, ...lengths);
  // Debtors and creditors of a four-digit chart have five digits: the longest length then is personal.
  return lengths.some((l) => l < longest) ? longest - 1 : Math.max(4, longest);
}

/** One account of the file with its target and its amount per month (Soll − Haben, in cents). */
export interface LedgerAccount extends AccountTarget {
  account: number;
  name: string;
  months: Map<string, number>;
  totalCents: number;
  bookingCount: number;
}

/** One account's part in a line's figure. */
export interface LinePart {
  account: number;
  cents: number;
  bookingCount: number;
}

export interface LineFigure {
  month: string;
  line: string;
  cents: number;
  parts: LinePart[];
}

export interface LineProblem {
  month: string;
  line: string;
  message: string;
}

export interface MappedLedger {
  accounts: LedgerAccount[];
  /** month → line → figure: every money line of each month; balance items only from a SuSa. */
  lines: Map<string, Map<string, LineFigure>>;
  /** Σ (Soll − Haben) per month of accounts with no target or a revenue stream still to confirm. */
  unmappedCents: Map<string, number>;
  unmappedCount: number;
  toConfirmCount: number;
  /** Figures the monthly actuals cannot take (a negative cost or revenue). */
  problems: LineProblem[];
}

const euros = (cents: number) => (cents / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The file's accounts under `mapping`, and the monthly-actuals figures they make. */
export function mapLedger(ledger: Ledger, mapping: DatevMapping): MappedLedger {
  const accounts: LedgerAccount[] = [];
  const lines = new Map<string, Map<string, LineFigure>>();
  const unmappedCents = new Map<string, number>();
  const moneyTargets = IMPORTED_TARGETS.filter((line) => !BALANCE_ACTUAL_LINES.includes(line));
  for (const month of ledger.months) {
    lines.set(month, new Map(moneyTargets.map((line) => [line, { month, line, cents: 0, parts: [] }])));
  }
  let unmappedCount = 0;
  let toConfirmCount = 0;
  for (const [account, byMonth] of [...ledger.accounts].sort((a, b) => a[0] - b[0])) {
    const target = targetOf(account, ledger.accountLength, mapping);
    const months = new Map<string, number>();
    let bookingCount = 0;
    for (const [month, entry] of byMonth) {
      months.set(month, entry.debitCents - entry.creditCents);
      bookingCount += entry.bookingCount;
    }
    const totalCents = [...months.values()].reduce((sum, cents) => sum + cents, 0);
    accounts.push({ account, name: ledger.names.get(account) ?? target.rule ?? '', months, totalCents, bookingCount, ...target });
    const open = target.target === null || target.toConfirm;
    if (open) {
      const moves = [...byMonth.values()].some((e) => e.debitCents !== 0 || e.creditCents !== 0) || (ledger.balances.get(account) ?? 0) !== 0;
      if (moves) {
        if (target.target === null) unmappedCount += 1;
        else toConfirmCount += 1;
        for (const [month, cents] of months) unmappedCents.set(month, (unmappedCents.get(month) ?? 0) + cents);
      }
      continue;
    }
    const kind = targetKind(target.target!);
    if (kind === 'excluded') continue;
    for (const month of ledger.months) {
      const entry = byMonth.get(month);
      let cents: number;
      if (kind === 'asset' || kind === 'liability') {
        if (ledger.kind !== 'susa') continue;
        const balance = ledger.balances.get(account) ?? 0;
        cents = kind === 'asset' ? balance : -balance;
      } else {
        if (!entry) continue;
        const movement = entry.debitCents - entry.creditCents;
        cents = kind === 'revenue' ? -movement : movement;
      }
      const byLine = lines.get(month)!;
      const figure = byLine.get(target.target!) ?? { month, line: target.target!, cents: 0, parts: [] };
      figure.cents += cents;
      figure.parts.push({ account, cents, bookingCount: entry?.bookingCount ?? 0 });
      byLine.set(target.target!, figure);
    }
  }
  const problems: LineProblem[] = [];
  for (const byLine of lines.values()) {
    for (const figure of byLine.values()) {
      if (Math.abs(figure.cents) / 100 > ACTUAL_LIMIT_BY_UNIT.EUR) {
        problems.push({ month: figure.month, line: figure.line, message: `${figure.month}: ${figure.line} would be ${euros(figure.cents)} €, beyond the ${ACTUAL_LIMIT_BY_UNIT.EUR.toExponential()} € a monthly actual may hold` });
        continue;
      }
      if (figure.cents >= 0 || figure.line === 'closing_cash') continue;
      const kind = targetKind(figure.line);
      problems.push({
        month: figure.month, line: figure.line,
        message: `${figure.month}: ${kind === 'revenue' ? 'revenue' : kind === 'cost' ? 'the cost' : 'the balance'} of ${figure.line} is −${euros(-figure.cents)} € from account${figure.parts.length === 1 ? '' : 's'} ${figure.parts.map((p) => p.account).join(', ')}; the monthly actuals take no negative figure here: map the accounts that reduce it elsewhere or correct the bookings`,
      });
    }
  }
  return { accounts, lines, unmappedCents, unmappedCount, toConfirmCount, problems };
}
