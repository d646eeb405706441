import {
  ACCOUNT_LENGTH, ACCOUNT_PATTERN, BOOKING_COLUMNS, BOOKING_TYPES, BU_KEY_PATTERN, BUCHUNGSSTAPEL_CATEGORY, BUCHUNGSSTAPEL_NAME,
  columnTitleKey, countLines, CURRENCY_PATTERN, datevEncoding, DEBIT_CREDIT, decodePiece, DEFAULT_DATEV_LIMITS, FILE_KINDS, fiscalYearEnd,
  FORMAT_VERSIONS, HEADER_FIELDS, HEADER_VERSION, isBlankRecord, LISTED_DATEV_PROBLEMS, parseAmountCents, parseHeaderDate,
  parseSignedAmountCents, pieceEnd, resolveDocumentDate, SUSA_COLUMNS, TEXT_LIMITS, visitRecords,
  type BookingColumn, type DatevLimits, type DatevProblem, type DatevRecord, type DebitCredit, type HeaderField, type SusaColumn,
} from './format.ts';

/**
 * Reading a DATEV Buchungsstapel and a monthly Summen- und Saldenliste by the rules of format.ts.
 * All or nothing: any problem refuses the whole file (the first LISTED_DATEV_PROBLEMS are listed,
 * each with its line and DATEV field name), so a half-read batch never reaches the actuals.
 */

export interface DatevHeader {
  kind: (typeof FILE_KINDS)[number];
  formatVersion: number;
  createdAt: string;
  consultantNumber: number;
  clientNumber: number;
  /** ISO days (YYYY-MM-DD). */
  fiscalYearStart: string;
  periodFrom: string;
  periodTo: string;
  accountLength: number;
  label: string;
  bookingType: (typeof BOOKING_TYPES)[number];
  currency: string;
  /** "03" (SKR03), "04" (SKR04), another chart's number, or '' when the file leaves it open. */
  chartOfAccounts: string;
}

export interface DatevBooking {
  line: number;
  amountCents: number;
  debitCredit: DebitCredit;
  account: number;
  contraAccount: number;
  buKey: string;
  /** ISO day resolved from the TTMM Belegdatum. */
  documentDate: string;
  documentField1: string;
  postingText: string;
  costCentre1: string;
  costCentre2: string;
}

/** Σ of the amounts marked S and of those marked H: the batch's Soll and Haben columns in DATEV. */
export interface DatevTotals {
  bookingCount: number;
  debitCents: number;
  creditCents: number;
}

export interface DatevMonth extends DatevTotals {
  /** YYYY-MM */
  month: string;
}

export type DatevRefusal = { ok: false; errors: DatevProblem[] };
export type DatevBatch = { ok: true; header: DatevHeader; bookings: DatevBooking[]; totals: DatevTotals; months: DatevMonth[] };

/** Collects problems in the order found, keeping the first LISTED_DATEV_PROBLEMS. */
class Problems {
  readonly listed: DatevProblem[] = [];

  add(line: number, field: string, message: string): void {
    if (this.listed.length < LISTED_DATEV_PROBLEMS) this.listed.push({ line, field, message });
  }

  get any(): boolean {
    return this.listed.length > 0;
  }

  refusal(): DatevRefusal {
    return { ok: false, errors: [...this.listed] };
  }
}

function refuse(line: number, field: string, message: string): DatevRefusal {
  return { ok: false, errors: [{ line, field, message }] };
}

/**
 * The file's records, handed to `visit` one by one, or its refusal: limits first, then encoding,
 * then CSV syntax. Blank records at the end are left out; a blank record followed by another is
 * handed on (the readers refuse it as an empty line inside the file).
 */
function visitFile(bytes: Uint8Array, limits: DatevLimits, titleLines: number, visit: (record: DatevRecord) => 'stop' | void): DatevRefusal | undefined {
  if (bytes.byteLength > limits.maxBytes) {
    return refuse(0, 'Datei', `the file has ${bytes.byteLength} bytes; at most ${limits.maxBytes} are read`);
  }
  const recordLimit = limits.maxBookings + titleLines;
  // A last CR/LF ends the last record rather than starting one.
  const lines = countLines(bytes) - (bytes[bytes.byteLength - 1] === 0x0a ? 1 : 0);
  if (lines > recordLimit) {
    return refuse(0, 'Datei', `the file has ${lines} lines; at most ${limits.maxBookings} records after ${titleLines} title line(s) are read`);
  }
  const encoding = datevEncoding(bytes);
  if ('problem' in encoding) return { ok: false, errors: [encoding.problem] };
  const blanks: DatevRecord[] = [];
  const visitLine = (record: DatevRecord): 'stop' | undefined => {
    if (isBlankRecord(record.cells)) {
      blanks.push(record);
      return undefined;
    }
    for (const blank of blanks.splice(0)) if (visit(blank) === 'stop') return 'stop';
    return visit(record) ?? undefined;
  };
  // Decoded and parsed a piece at a time, so the text of a large file is never held whole.
  for (let start: number = encoding.start, line = 1; start < bytes.byteLength;) {
    const end = pieceEnd(bytes, start);
    const piece = bytes.subarray(start, end);
    const decoded = decodePiece(piece, encoding, line);
    if ('problem' in decoded) return { ok: false, errors: [decoded.problem] };
    const { problems, stopped } = visitRecords(decoded.text, visitLine, line);
    if (problems.length > 0) return { ok: false, errors: problems.slice(0, LISTED_DATEV_PROBLEMS) };
    if (stopped) return undefined;
    line += countLines(piece) - 1;
    start = end;
  }
  return undefined;
}

function headerCell(cells: readonly string[], field: HeaderField): string {
  return (cells[HEADER_FIELDS[field].index] ?? '').trim();
}

function readHeader(cells: readonly string[], problems: Problems): DatevHeader | undefined {
  const cell = (field: HeaderField) => headerCell(cells, field);
  const fail = (field: HeaderField, message: string) => {
    problems.add(1, HEADER_FIELDS[field].name, message);
    return undefined;
  };
  const kind = FILE_KINDS.find((k) => k === cell('kind'));
  if (kind === undefined) return fail('kind', `"${cell('kind').slice(0, 20)}" is not EXTF or DTVF: this is not a DATEV-format file`);
  if (cell('headerVersion') !== String(HEADER_VERSION)) return fail('headerVersion', `header version "${cell('headerVersion')}" is not supported; only ${HEADER_VERSION} is read`);
  if (cell('formatCategory') !== String(BUCHUNGSSTAPEL_CATEGORY) || cell('formatName') !== BUCHUNGSSTAPEL_NAME) {
    return fail('formatCategory', `data category ${cell('formatCategory')} "${cell('formatName')}" is not ${BUCHUNGSSTAPEL_CATEGORY} "${BUCHUNGSSTAPEL_NAME}"`);
  }
  const formatVersion = Number(cell('formatVersion'));
  if (!/^\d+$/.test(cell('formatVersion')) || formatVersion < FORMAT_VERSIONS.min || formatVersion > FORMAT_VERSIONS.max) {
    return fail('formatVersion', `Formatversion "${cell('formatVersion')}" is unknown; ${FORMAT_VERSIONS.min} to ${FORMAT_VERSIONS.max} are read`);
  }
  const consultantNumber = Number(cell('consultantNumber'));
  const clientNumber = Number(cell('clientNumber'));
  if (!/^\d{1,7}$/.test(cell('consultantNumber'))) return fail('consultantNumber', `"${cell('consultantNumber')}" is not a Beraternummer of up to 7 digits`);
  if (!/^\d{1,5}$/.test(cell('clientNumber'))) return fail('clientNumber', `"${cell('clientNumber')}" is not a Mandantennummer of up to 5 digits`);
  const dates = (['fiscalYearStart', 'periodFrom', 'periodTo'] as const).map((field) => parseHeaderDate(cell(field)));
  const [fiscalYearStart, periodFrom, periodTo] = dates;
  for (const [i, field] of (['fiscalYearStart', 'periodFrom', 'periodTo'] as const).entries()) {
    if (dates[i] === undefined) return fail(field, `"${cell(field)}" is not a date as JJJJMMTT`);
  }
  if (fiscalYearStart === undefined || periodFrom === undefined || periodTo === undefined) return undefined;
  if (periodFrom > periodTo) return fail('periodTo', `Datum bis ${periodTo} is before Datum vom ${periodFrom}`);
  if (periodFrom < fiscalYearStart || periodTo > fiscalYearEnd(fiscalYearStart)) {
    return fail('periodFrom', `the period ${periodFrom} to ${periodTo} is not within the fiscal year starting ${fiscalYearStart} (WJ-Beginn)`);
  }
  const accountLength = Number(cell('accountLength'));
  if (!/^\d$/.test(cell('accountLength')) || accountLength < ACCOUNT_LENGTH.min || accountLength > ACCOUNT_LENGTH.max) {
    return fail('accountLength', `"${cell('accountLength')}" is not a Sachkontenlänge from ${ACCOUNT_LENGTH.min} to ${ACCOUNT_LENGTH.max}`);
  }
  const bookingType = BOOKING_TYPES.find((t) => t === cell('bookingType'));
  if (bookingType === undefined) return fail('bookingType', `"${cell('bookingType')}" is not a Buchungstyp (1 = Finanzbuchführung, 2 = Jahresabschluss)`);
  if (!CURRENCY_PATTERN.test(cell('currency'))) return fail('currency', `"${cell('currency')}" is not an ISO currency code such as EUR`);
  return {
    kind, formatVersion, createdAt: cell('createdAt'), consultantNumber, clientNumber, fiscalYearStart, periodFrom, periodTo,
    accountLength, label: cell('label'), bookingType, currency: cell('currency'), chartOfAccounts: cell('chartOfAccounts'),
  };
}

/** The index of each wanted column in the title line, or the titles missing from it. */
function columnIndexes<K extends string>(titles: readonly string[], wanted: Record<K, string>, line: number, problems: Problems): Record<K, number> | undefined {
  const byKey = new Map(titles.map((title, index) => [columnTitleKey(title), index] as const));
  const indexes: Partial<Record<K, number>> = {};
  for (const [key, title] of Object.entries(wanted) as [K, string][]) {
    const index = byKey.get(columnTitleKey(title));
    if (index === undefined) problems.add(line, title, `the column-title line has no column "${title}"`);
    else indexes[key] = index;
  }
  return problems.any ? undefined : (indexes as Record<K, number>);
}

/** A text cell: control characters (a line break in quotes) are not allowed in DATEV text fields. */
function textCell(text: string, line: number, field: string, maxLength: number, problems: Problems): string {
  if (/[\r\n]/.test(text)) problems.add(line, field, 'a text field may not hold a line break');
  else if (text.length > maxLength) problems.add(line, field, `${text.length} characters; at most ${maxLength}`);
  return text;
}

/** Belegdatum text → its day or problem: a batch repeats at most 366 distinct days, each resolved once. */
type DateCache = Map<string, ReturnType<typeof resolveDocumentDate>>;

function readBooking(record: DatevRecord, columns: Record<BookingColumn, number>, header: DatevHeader, problems: Problems, dates: DateCache): DatevBooking | undefined {
  const { line, cells } = record;
  const cell = (column: BookingColumn) => (cells[columns[column]] ?? '').trim();
  const before = problems.listed.length;
  const fail = (column: BookingColumn, message: string) => problems.add(line, BOOKING_COLUMNS[column], message);

  const amount = parseAmountCents(cell('amount'));
  if ('problem' in amount) fail('amount', amount.problem);
  else if (amount.cents === 0) fail('amount', 'the amount is 0,00; DATEV requires a positive Umsatz');
  const debitCredit = DEBIT_CREDIT.find((mark) => mark === cell('debitCredit'));
  if (debitCredit === undefined) fail('debitCredit', cell('debitCredit') === '' ? 'missing; S (Soll) or H (Haben) is required' : `"${cell('debitCredit')}" is not S (Soll) or H (Haben)`);
  const currency = cell('currency');
  if (currency !== '' && currency !== header.currency) fail('currency', `"${currency}" differs from the batch's currency ${header.currency}; foreign-currency bookings are not read yet`);
  const accountOf = (column: 'account' | 'contraAccount') => {
    const text = cell(column);
    if (text === '') fail(column, 'missing; every booking names both accounts');
    else if (!ACCOUNT_PATTERN.test(text)) fail(column, `"${text}" is not an account number of 1 to 9 digits`);
    else if (text.replace(/^0+/, '').length > header.accountLength + 1) fail(column, `"${text}" is longer than a personal account (Sachkontenlänge ${header.accountLength} + 1)`);
    return Number(text);
  };
  const account = accountOf('account');
  const contraAccount = accountOf('contraAccount');
  if (!BU_KEY_PATTERN.test(cell('buKey'))) fail('buKey', `"${cell('buKey')}" is not a BU-Schlüssel of up to 4 digits`);
  const dateText = cell('documentDate');
  let date = dates.get(dateText);
  if (date === undefined) {
    date = resolveDocumentDate(dateText, header.periodFrom, header.periodTo);
    if (dates.size < 1000) dates.set(dateText, date);
  }
  if ('problem' in date) fail('documentDate', date.problem);
  const text = (column: BookingColumn, maxLength: number) => textCell(cells[columns[column]] ?? '', line, BOOKING_COLUMNS[column], maxLength, problems);
  const postingText = text('postingText', TEXT_LIMITS.postingText);
  const documentField1 = text('documentField1', TEXT_LIMITS.documentField1);
  const costCentre1 = text('costCentre1', TEXT_LIMITS.costCentre);
  const costCentre2 = text('costCentre2', TEXT_LIMITS.costCentre);

  if (problems.listed.length > before || 'problem' in amount || 'problem' in date || debitCredit === undefined) return undefined;
  return {
    line, amountCents: amount.cents, debitCredit, account, contraAccount, buKey: cell('buKey'), documentDate: date.date,
    documentField1, postingText, costCentre1, costCentre2,
  };
}

function addTo(totals: DatevTotals, booking: DatevBooking): void {
  totals.bookingCount += 1;
  if (booking.debitCredit === 'S') totals.debitCents += booking.amountCents;
  else totals.creditCents += booking.amountCents;
}

/** A batch as scanDatev answers it: everything of DatevBatch but the bookings, which went to its visitor. */
export type DatevScan = Omit<DatevBatch, 'bookings'>;

/**
 * A DATEV Buchungsstapel (EXTF or DTVF, header 700, category 21) from the file's bytes, each
 * booking handed to `visit` as it is read and not kept. `visit` sees bookings before the file is
 * known to be good: a refusal means every booking it saw is to be dropped.
 */
export function scanDatev(bytes: Uint8Array, visit: (booking: DatevBooking, header: DatevHeader) => void, limits: DatevLimits = DEFAULT_DATEV_LIMITS): DatevScan | DatevRefusal {
  const problems = new Problems();
  let header: DatevHeader | undefined;
  let columns: Record<BookingColumn, number> | undefined;
  const totals: DatevTotals = { bookingCount: 0, debitCents: 0, creditCents: 0 };
  const months = new Map<string, DatevMonth>();
  const dates: DateCache = new Map();
  const refused = visitFile(bytes, limits, 2, (record) => {
    if (record.line === 1) {
      header = readHeader(record.cells, problems);
      return header === undefined ? 'stop' : undefined;
    }
    if (header === undefined) return 'stop';
    if (columns === undefined) {
      columns = columnIndexes(record.cells, BOOKING_COLUMNS, record.line, problems);
      return columns === undefined ? 'stop' : undefined;
    }
    if (isBlankRecord(record.cells)) {
      problems.add(record.line, 'Datensatz', 'an empty line inside the batch');
      return undefined;
    }
    const booking = readBooking(record, columns, header, problems, dates);
    if (booking === undefined || problems.any) return undefined;
    addTo(totals, booking);
    const month = booking.documentDate.slice(0, 7);
    const monthTotals = months.get(month) ?? { month, bookingCount: 0, debitCents: 0, creditCents: 0 };
    addTo(monthTotals, booking);
    months.set(month, monthTotals);
    visit(booking, header);
    return undefined;
  });
  if (refused) return refused;
  if (problems.any) return problems.refusal();
  if (header === undefined) return refuse(1, HEADER_FIELDS.kind.name, 'the file is empty: this is not a DATEV-format file');
  if (columns === undefined) return refuse(2, 'Spaltenüberschriften', 'the column-title line is missing');
  // Cents stay exact up to 2^53; a batch beyond (90 billion euros) is refused, not rounded.
  if (!Number.isSafeInteger(totals.debitCents) || !Number.isSafeInteger(totals.creditCents)) {
    return refuse(0, BOOKING_COLUMNS.amount, "the batch's Soll or Haben sum exceeds the amounts read exactly (about 90 billion euros)");
  }
  return { ok: true, header, totals, months: [...months.values()].sort((a, b) => a.month.localeCompare(b.month)) };
}

/** A DATEV Buchungsstapel with its bookings (scanDatev, keeping them). */
export function readDatev(bytes: Uint8Array, limits: DatevLimits = DEFAULT_DATEV_LIMITS): DatevBatch | DatevRefusal {
  const bookings: DatevBooking[] = [];
  const scan = scanDatev(bytes, (booking) => bookings.push(booking), limits);
  return scan.ok ? { ...scan, bookings } : scan;
}

// ---------------------------------------------------------------------------------------------
// Summen- und Saldenliste

export interface SusaAccount {
  line: number;
  account: number;
  name: string;
  /** Signed: positive on the Soll side, negative on the Haben side. */
  openingBalanceCents: number;
  debitCents: number;
  creditCents: number;
  balanceCents: number;
}

export type SusaList = { ok: true; accounts: SusaAccount[]; debitCents: number; creditCents: number };

function readSusaAccount(record: DatevRecord, columns: Record<SusaColumn, number>, problems: Problems): SusaAccount | undefined {
  const { line, cells } = record;
  const cell = (column: SusaColumn) => (cells[columns[column]] ?? '').trim();
  const before = problems.listed.length;
  const amount = (column: SusaColumn, signed: boolean) => {
    const parsed = (signed ? parseSignedAmountCents : parseAmountCents)(cell(column));
    if ('problem' in parsed) problems.add(line, SUSA_COLUMNS[column], parsed.problem);
    return 'cents' in parsed ? parsed.cents : 0;
  };
  if (!ACCOUNT_PATTERN.test(cell('account'))) problems.add(line, SUSA_COLUMNS.account, `"${cell('account')}" is not an account number of 1 to 9 digits`);
  const name = textCell(cell('name'), line, SUSA_COLUMNS.name, TEXT_LIMITS.postingText, problems);
  const openingBalanceCents = amount('openingBalance', true);
  const debitCents = amount('debits', false);
  const creditCents = amount('credits', false);
  const balanceCents = amount('balance', true);
  if (problems.listed.length > before) return undefined;
  if (openingBalanceCents + debitCents - creditCents !== balanceCents) {
    problems.add(line, SUSA_COLUMNS.balance, `Saldo ${balanceCents / 100} is not EB-Wert + Soll − Haben = ${(openingBalanceCents + debitCents - creditCents) / 100}`);
    return undefined;
  }
  return { line, account: Number(cell('account')), name, openingBalanceCents, debitCents, creditCents, balanceCents };
}

/**
 * A monthly Summen- und Saldenliste (columns: SUSA_COLUMNS). Every account's Saldo must be its
 * EB-Wert + Soll − Haben, and the month's Soll and Haben must balance over all accounts: each
 * booking posts once to each side, so a difference means accounts are missing from the list.
 */
export function readSusa(bytes: Uint8Array, limits: DatevLimits = DEFAULT_DATEV_LIMITS): SusaList | DatevRefusal {
  const problems = new Problems();
  let columns: Record<SusaColumn, number> | undefined;
  const accounts: SusaAccount[] = [];
  const seen = new Map<number, number>();
  let lastLine = 1;
  const refused = visitFile(bytes, limits, 1, (record) => {
    lastLine = record.line;
    if (columns === undefined) {
      columns = columnIndexes(record.cells, SUSA_COLUMNS, 1, problems);
      return columns === undefined ? 'stop' : undefined;
    }
    if (isBlankRecord(record.cells)) {
      problems.add(record.line, 'Datensatz', 'an empty line inside the list');
      return undefined;
    }
    const account = readSusaAccount(record, columns, problems);
    if (account === undefined) return undefined;
    const first = seen.get(account.account);
    if (first !== undefined) problems.add(record.line, SUSA_COLUMNS.account, `account ${account.account} appears twice (first on line ${first})`);
    seen.set(account.account, first ?? record.line);
    accounts.push(account);
    return undefined;
  });
  if (refused) return refused;
  if (columns === undefined) return problems.any ? problems.refusal() : refuse(1, 'Spaltenüberschriften', 'the file is empty: the column-title line is missing');
  if (problems.any) return problems.refusal();
  const debitCents = accounts.reduce((sum, a) => sum + a.debitCents, 0);
  const creditCents = accounts.reduce((sum, a) => sum + a.creditCents, 0);
  if (debitCents !== creditCents) {
    return refuse(lastLine, SUSA_COLUMNS.credits, `the list does not balance: Σ Soll ${debitCents / 100} ≠ Σ Haben ${creditCents / 100}`);
  }
  return { ok: true, accounts, debitCents, creditCents };
}
