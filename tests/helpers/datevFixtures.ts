/**
 * Realistic DATEV files for the reader's tests, written from DATEV's published description
 * (developer.datev.de, "DATEV-Format": Einstieg, Header, Buchungsstapel; Formatversion 13) and
 * deliberately sharing no code with engine/actuals/datev: the reader is checked against files it
 * did not write, so a misreading of the format in one place shows up as a failing test.
 *
 * A batch is a month of a small company's books under SKR03 or SKR04: invoices to debtors
 * (10000+) split into revenue and VAT, customer payments, salaries, rent and supplier invoices,
 * each a double entry written either as "Konto S against Gegenkonto" or as the mirrored
 * "Gegenkonto H against Konto", as DATEV programs do both.
 */

export type Chart = 'SKR03' | 'SKR04';
export type FileEncoding = 'windows-1252' | 'utf-8-bom';

interface ChartAccounts {
  code: '03' | '04';
  revenue19: number;
  salaries: number;
  rent: number;
  bank: number;
  vatPayable19: number;
  inputVat19: number;
  suppliers: number;
  software: number;
  equity: number;
}

/** The accounts of each chart used here (DATEV Kontenrahmen SKR03 / SKR04, 2024). */
export const CHARTS: Record<Chart, ChartAccounts> = {
  SKR03: { code: '03', revenue19: 8400, salaries: 4120, rent: 4210, bank: 1200, vatPayable19: 1776, inputVat19: 1576, suppliers: 70000, software: 4806, equity: 800 },
  SKR04: { code: '04', revenue19: 4400, salaries: 6020, rent: 6310, bank: 1800, vatPayable19: 3806, inputVat19: 1406, suppliers: 70000, software: 6495, equity: 2900 },
};

const ACCOUNT_NAMES: Record<number, string> = {
  1200: 'Bank', 1800: 'Bank', 8400: 'Erlöse 19 % USt', 4400: 'Erlöse 19 % USt', 4120: 'Gehälter', 6020: 'Gehälter',
  4210: 'Miete (unbewegliche Wirtschaftsgüter)', 6310: 'Miete (unbewegliche Wirtschaftsgüter)', 1776: 'Umsatzsteuer 19 %',
  3806: 'Umsatzsteuer 19 %', 1576: 'Abziehbare Vorsteuer 19 %', 1406: 'Abziehbare Vorsteuer 19 %', 70000: 'Kreditor Software GmbH',
  4806: 'Wartungskosten für Hard- und Software', 6495: 'Wartungskosten für Hard- und Software', 800: 'Gezeichnetes Kapital',
  2900: 'Gezeichnetes Kapital',
};

/** One line of the batch as written. */
export interface FixtureBooking {
  amountCents: number;
  debitCredit: 'S' | 'H';
  account: number;
  contraAccount: number;
  buKey: string;
  documentDate: string;
  documentField1: string;
  postingText: string;
  costCentre1: string;
  costCentre2: string;
}

export interface BatchOptions {
  seed: number;
  chart: Chart;
  encoding: FileEncoding;
  /** First day of the fiscal year and of the batch's month, as ISO days. */
  fiscalYearStart: string;
  month: string;
  /** Business events; an invoice writes two lines, every other event one. */
  events: number;
}

export interface FixtureBatch {
  chart: Chart;
  text: string;
  bytes: Uint8Array;
  bookings: FixtureBooking[];
  /** Σ amounts written with S and with H. */
  debitCents: number;
  creditCents: number;
  periodFrom: string;
  periodTo: string;
}

/** mulberry32: a small seeded generator, so a failing fixture is rebuilt from its seed. */
function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CUSTOMERS = ['Klinikum Süd gGmbH', 'Praxis Dr. Müller & Partner', 'Pflegedienst „Rundum“ e.V.', 'MVZ Höhenweg', 'Reha Zentrum Weiß'];
const COST_CENTRES = ['', '100', '200', 'VERTRIEB', 'FAHRDIENST'];

function lastDayOfMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

/** A month's Buchungsstapel, balanced by construction: every event is one double entry per line. */
export function buchungsstapel(options: BatchOptions): FixtureBatch {
  const random = randomSource(options.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const cents = (min: number, max: number) => Math.round((min + random() * (max - min)) * 100);
  const accounts = CHARTS[options.chart];
  const periodFrom = `${options.month}-01`;
  const periodTo = lastDayOfMonth(options.month);
  const days = Number(periodTo.slice(8));
  const bookings: FixtureBooking[] = [];

  const write = (debit: number, credit: number, amountCents: number, fields: Omit<FixtureBooking, 'amountCents' | 'debitCredit' | 'account' | 'contraAccount'>) => {
    const mirrored = random() < 0.3;
    bookings.push({ amountCents, debitCredit: mirrored ? 'H' : 'S', account: mirrored ? credit : debit, contraAccount: mirrored ? debit : credit, ...fields });
  };

  for (let event = 0; event < options.events; event += 1) {
    const day = 1 + Math.floor(random() * days);
    const documentDate = `${options.month}-${String(day).padStart(2, '0')}`;
    const shared = { buKey: '', documentDate, costCentre1: pick(COST_CENTRES), costCentre2: pick(COST_CENTRES) };
    const debtor = 10000 + Math.floor(random() * 40);
    const customer = pick(CUSTOMERS);
    const invoice = `RE${options.month.replace('-', '')}-${String(event + 1).padStart(4, '0')}`;
    switch (pick(['invoice', 'invoice', 'automaticVat', 'payment', 'salary', 'rent', 'supplier'] as const)) {
      case 'invoice': {
        const net = cents(80, 25_000);
        const vat = Math.round(net * 0.19);
        write(debtor, accounts.revenue19, net, { ...shared, documentField1: invoice, postingText: `Fahrten ${customer}` });
        write(debtor, accounts.vatPayable19, vat, { ...shared, documentField1: invoice, postingText: `USt 19 % ${customer}` });
        break;
      }
      case 'automaticVat':
        // BU-Schlüssel 3: DATEV splits the gross amount into revenue and 19 % VAT itself.
        write(debtor, accounts.revenue19, cents(95, 29_750), { ...shared, buKey: '3', documentField1: invoice, postingText: `Fahrten ${customer}` });
        break;
      case 'payment':
        write(accounts.bank, debtor, cents(95, 29_750), { ...shared, documentField1: invoice, postingText: `Zahlung "${customer}"` });
        break;
      case 'salary':
        write(accounts.salaries, accounts.bank, cents(2_800, 7_400), { ...shared, documentField1: `LOHN${options.month}`, postingText: 'Gehalt Fahrdienst' });
        break;
      case 'rent':
        write(accounts.rent, accounts.bank, cents(1_200, 4_500), { ...shared, documentField1: `MIETE${options.month}`, postingText: 'Miete Büro Straße 12; Lager' });
        break;
      case 'supplier': {
        const net = cents(40, 3_000);
        write(accounts.software, accounts.suppliers, net, { ...shared, documentField1: `ER-${event}`, postingText: 'Wartung Software – Lizenz' });
        write(accounts.inputVat19, accounts.suppliers, Math.round(net * 0.19), { ...shared, documentField1: `ER-${event}`, postingText: 'Vorsteuer 19 %' });
        break;
      }
    }
  }

  const text = batchText(options, accounts, bookings, periodFrom, periodTo);
  return {
    chart: options.chart, text, bytes: encode(text, options.encoding), bookings, periodFrom, periodTo,
    debitCents: bookings.filter((b) => b.debitCredit === 'S').reduce((sum, b) => sum + b.amountCents, 0),
    creditCents: bookings.filter((b) => b.debitCredit === 'H').reduce((sum, b) => sum + b.amountCents, 0),
  };
}

/** The 125 column titles of a Buchungsstapel, Formatversion 13 (DATEV's sample file, line 2). */
export function columnTitles(): string[] {
  const numbered = (count: number, make: (n: number) => string[]) => Array.from({ length: count }, (_, i) => make(i + 1)).flat();
  return [
    'Umsatz (ohne Soll/Haben-Kz)', 'Soll/Haben-Kennzeichen', 'WKZ Umsatz', 'Kurs', 'Basis-Umsatz', 'WKZ Basis-Umsatz', 'Konto',
    'Gegenkonto (ohne BU-Schlüssel)', 'BU-Schlüssel', 'Belegdatum', 'Belegfeld 1', 'Belegfeld 2', 'Skonto', 'Buchungstext',
    'Postensperre', 'Diverse Adressnummer', 'Geschäftspartnerbank', 'Sachverhalt', 'Zinssperre', 'Beleglink',
    ...numbered(8, (n) => [`Beleginfo - Art ${n}`, `Beleginfo - Inhalt ${n}`]),
    'KOST1 - Kostenstelle', 'KOST2 - Kostenstelle', 'Kost-Menge', 'EU-Land u. UStID (Bestimmung)', 'EU-Steuersatz (Bestimmung)',
    'Abw. Versteuerungsart', 'Sachverhalt L+L', 'Funktionsergänzung L+L', 'BU 49 Hauptfunktionstyp', 'BU 49 Hauptfunktionsnummer',
    'BU 49 Funktionsergänzung',
    ...numbered(20, (n) => [`Zusatzinformation - Art ${n}`, `Zusatzinformation- Inhalt ${n}`]),
    'Stück', 'Gewicht', 'Zahlweise', 'Forderungsart', 'Veranlagungsjahr', 'Zugeordnete Fälligkeit', 'Skontotyp', 'Auftragsnummer',
    'Buchungstyp', 'USt-Schlüssel (Anzahlungen)', 'EU-Land (Anzahlungen)', 'Sachverhalt L+L (Anzahlungen)', 'EU-Steuersatz (Anzahlungen)',
    'Erlöskonto (Anzahlungen)', 'Herkunft-Kz', 'Buchungs GUID', 'KOST-Datum', 'SEPA-Mandatsreferenz', 'Skontosperre',
    'Gesellschaftername', 'Beteiligtennummer', 'Identifikationsnummer', 'Zeichnernummer', 'Postensperre bis',
    'Bezeichnung SoBil-Sachverhalt', 'Kennzeichen SoBil-Buchung', 'Festschreibung', 'Leistungsdatum', 'Datum Zuord. Steuerperiode',
    'Fälligkeit', 'Generalumkehr (GU)', 'Steuersatz', 'Land', 'Abrechnungsreferenz', 'BVV-Position', 'EU-Land u. UStID (Ursprung)',
    'EU-Steuersatz (Ursprung)', 'Abw. Skontokonto',
  ];
}

/** Text in quotes, quotes inside doubled: DATEV's rule for every text field. */
function quoted(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

function compactDate(isoDay: string): string {
  return isoDay.replaceAll('-', '');
}

function batchText(options: BatchOptions, accounts: ChartAccounts, bookings: FixtureBooking[], periodFrom: string, periodTo: string): string {
  const header = [
    quoted('EXTF'), '700', '21', quoted('Buchungsstapel'), '13', `${compactDate(periodTo)}120000000`, '', quoted('RE'), quoted('Fahrplan Tests'), quoted(''),
    '29098', '55003', compactDate(options.fiscalYearStart), '4', compactDate(periodFrom), compactDate(periodTo), quoted(`Buchungen ${options.month}`),
    quoted('FP'), '1', '0', '0', quoted('EUR'), '', quoted(''), '', '', quoted(accounts.code), '', '', quoted(''), quoted(''),
  ];
  const titles = columnTitles();
  const lines = [header.join(';'), titles.join(';')];
  for (const booking of bookings) {
    const row: string[] = titles.map(() => '');
    const set = (title: string, value: string) => {
      row[titles.indexOf(title)] = value;
    };
    set('Umsatz (ohne Soll/Haben-Kz)', `${Math.floor(booking.amountCents / 100)},${String(booking.amountCents % 100).padStart(2, '0')}`);
    set('Soll/Haben-Kennzeichen', quoted(booking.debitCredit));
    set('WKZ Umsatz', quoted('EUR'));
    set('Konto', String(booking.account));
    set('Gegenkonto (ohne BU-Schlüssel)', String(booking.contraAccount));
    set('BU-Schlüssel', quoted(booking.buKey));
    set('Belegdatum', booking.documentDate.slice(8, 10) + booking.documentDate.slice(5, 7));
    set('Belegfeld 1', quoted(booking.documentField1));
    set('Buchungstext', quoted(booking.postingText));
    set('KOST1 - Kostenstelle', quoted(booking.costCentre1));
    set('KOST2 - Kostenstelle', quoted(booking.costCentre2));
    set('Festschreibung', '0');
    lines.push(row.join(';'));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Windows-1252 differs from Latin-1 in 0x80–0x9F; these are the characters of it used here. */
const WINDOWS_1252_EXTRA: Record<string, number> = { '€': 0x80, '„': 0x84, '–': 0x96, '“': 0x93, '”': 0x94 };

/** The text's bytes: Windows-1252, or UTF-8 behind a byte-order mark. */
export function encode(text: string, encoding: FileEncoding): Uint8Array {
  if (encoding === 'utf-8-bom') return new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]);
  return Uint8Array.from(text, (character) => {
    const extra = WINDOWS_1252_EXTRA[character];
    if (extra !== undefined) return extra;
    const code = character.charCodeAt(0);
    if (code > 0xff || (code >= 0x80 && code <= 0x9f)) throw new Error(`"${character}" has no Windows-1252 byte in this generator`);
    return code;
  });
}

export interface FixtureSusaAccount {
  account: number;
  name: string;
  openingBalanceCents: number;
  debitCents: number;
  creditCents: number;
  balanceCents: number;
}

/**
 * The month's Summen- und Saldenliste of a batch: Soll and Haben per account from its lines,
 * opening balances on the balance-sheet accounts that sum to zero, Saldo = EB + Soll − Haben.
 */
export function summenUndSaldenliste(batch: FixtureBatch, seed: number, encoding: FileEncoding): { text: string; bytes: Uint8Array; accounts: FixtureSusaAccount[] } {
  const random = randomSource(seed);
  const byAccount = new Map<number, FixtureSusaAccount>();
  const entry = (account: number) => {
    const existing = byAccount.get(account);
    if (existing) return existing;
    const created = { account, name: ACCOUNT_NAMES[account] ?? `Debitor ${account}`, openingBalanceCents: 0, debitCents: 0, creditCents: 0, balanceCents: 0 };
    byAccount.set(account, created);
    return created;
  };
  for (const booking of batch.bookings) {
    const [debit, credit] = booking.debitCredit === 'S' ? [booking.account, booking.contraAccount] : [booking.contraAccount, booking.account];
    entry(debit).debitCents += booking.amountCents;
    entry(credit).creditCents += booking.amountCents;
  }
  // Opening balances: debtors and the bank on the Soll side, carried by the equity account on the Haben side.
  for (const account of byAccount.values()) {
    if (account.account >= 10000 && account.account < 70000) account.openingBalanceCents = Math.round(random() * 2_000_000);
    if (account.account === CHARTS[batch.chart].bank) account.openingBalanceCents = Math.round(random() * 20_000_000);
  }
  const equity = entry(CHARTS[batch.chart].equity);
  equity.openingBalanceCents = -[...byAccount.values()].reduce((sum, a) => sum + a.openingBalanceCents, 0);
  const accounts = [...byAccount.values()].sort((a, b) => a.account - b.account);
  for (const account of accounts) account.balanceCents = account.openingBalanceCents + account.debitCents - account.creditCents;

  const signed = (centsValue: number) => `${centsValue < 0 ? '-' : ''}${Math.floor(Math.abs(centsValue) / 100)},${String(Math.abs(centsValue) % 100).padStart(2, '0')}`;
  const lines = ['Konto;Beschriftung;EB-Wert;Soll;Haben;Saldo'];
  for (const a of accounts) {
    lines.push([String(a.account), quoted(a.name), signed(a.openingBalanceCents), signed(a.debitCents), signed(a.creditCents), signed(a.balanceCents)].join(';'));
  }
  const text = `${lines.join('\r\n')}\r\n`;
  return { text, bytes: encode(text, encoding), accounts };
}
