import { BALANCE_ACTUAL_LINES, CLOSED_MONTH_LINES } from '../closedMonths.ts';
import { LINE_BY_ID } from '../../model/lines.ts';

/**
 * Where a DATEV account's amounts go (docs/datev.md "Account mapping"): a line of the monthly
 * actuals, or a class that is deliberately not imported (VAT, loans, equity, what the model computes
 * below EBITDA, other balance-sheet accounts). The shipped templates for SKR03 and SKR04 propose a
 * target by account range; the company's mapping (versioned, stored by the server) sets accounts
 * one by one and wins over the template. Revenue accounts are only proposed: which of the four
 * revenue streams an account feeds is the company's to confirm.
 */

export const DATEV_CHARTS = ['skr03', 'skr04'] as const;
export type DatevChart = (typeof DATEV_CHARTS)[number];

/** The header's Sachkontenrahmen ("03", "04") as a chart with a template, or undefined. */
export function chartOfHeader(code: string): DatevChart | undefined {
  if (code === '03' || code === '3') return 'skr03';
  if (code === '04' || code === '4') return 'skr04';
  return undefined;
}

/** How an account's movements make a target's figure: revenue and liabilities are Haben-side, costs and assets Soll-side. */
export type TargetKind = 'revenue' | 'cost' | 'asset' | 'liability' | 'excluded';

export const EXCLUDED_TARGETS = {
  vat: 'VAT and input VAT (the model computes VAT)',
  loans: 'Loans (financing is planned as funding events)',
  equity: 'Equity',
  below_ebitda: 'Depreciation, interest and income taxes (the model computes them)',
  other: 'Other accounts (fixed assets, provisions, clearing, statistics)',
} as const;
export type ExcludedTarget = keyof typeof EXCLUDED_TARGETS;

const MONEY_LINES = CLOSED_MONTH_LINES.filter((line) => LINE_BY_ID.get(line)?.unit === 'EUR');
const REVENUE_SECTIONS = new Set(['revenue', 'revenue_detail']);

/** The monthly-actuals lines an account may feed: money lines of a closed month, then the balance items. */
export const IMPORTED_TARGETS: readonly string[] = [...MONEY_LINES, ...BALANCE_ACTUAL_LINES];
export const REVENUE_TARGETS: readonly string[] = MONEY_LINES.filter((line) => REVENUE_SECTIONS.has(LINE_BY_ID.get(line)?.section ?? ''));
export const DATEV_TARGETS: readonly string[] = [...IMPORTED_TARGETS, ...Object.keys(EXCLUDED_TARGETS)];

export function isDatevTarget(id: string): boolean {
  return DATEV_TARGETS.includes(id);
}

export function targetKind(target: string): TargetKind {
  if (target in EXCLUDED_TARGETS) return 'excluded';
  if (REVENUE_TARGETS.includes(target)) return 'revenue';
  const section = LINE_BY_ID.get(target)?.section;
  if (section === 'cash' || section === 'assets') return 'asset';
  if (section === 'liabilities') return 'liability';
  return 'cost';
}

export function targetLabel(target: string): string {
  if (target in EXCLUDED_TARGETS) return `Not imported: ${EXCLUDED_TARGETS[target as ExcludedTarget]}`;
  const line = LINE_BY_ID.get(target);
  return line?.label ?? line?.name ?? target;
}

/** A template rule: four-digit Sachkonto ranges (longer account numbers compare by their first four digits). */
export interface TemplateRule {
  from: number;
  to: number;
  target: string;
  label: string;
  /** Revenue: proposed only; the company confirms the stream before an import. */
  confirm?: true;
}

const rule = (from: number, to: number, target: string, label: string, confirm?: true): TemplateRule => ({ from, to, target, label, ...(confirm ? { confirm } : {}) });

/**
 * SKR03 (DATEV Kontenrahmen, Sachkonten of four digits): first matching rule wins, so single
 * accounts come before their range. Other operating expenses (4000–4999 not listed) are left to
 * the company: the template does not guess a line for them.
 */
const SKR03: readonly TemplateRule[] = [
  rule(0, 599, 'other', 'Anlagevermögen'),
  rule(630, 699, 'loans', 'Verbindlichkeiten gegenüber Kreditinstituten'),
  rule(800, 899, 'equity', 'Gezeichnetes Kapital, Rücklagen'),
  rule(600, 999, 'other', 'Rückstellungen, sonstige Kapitalkonten'),
  rule(1000, 1299, 'closing_cash', 'Kasse, Bank'),
  rule(1400, 1499, 'receivables', 'Forderungen aus Lieferungen und Leistungen'),
  rule(1570, 1589, 'vat', 'Abziehbare Vorsteuer'),
  rule(1600, 1699, 'payables', 'Verbindlichkeiten aus Lieferungen und Leistungen'),
  rule(1770, 1799, 'vat', 'Umsatzsteuer'),
  rule(1300, 1999, 'other', 'Sonstige Finanz- und Privatkonten'),
  rule(2000, 2999, 'below_ebitda', 'Abgrenzungskonten: Zinsen, Steuern vom Einkommen, neutrale Aufwendungen und Erträge'),
  rule(3000, 3999, 'cost_of_goods_sold', 'Wareneingang, Fremdleistungen'),
  rule(4100, 4199, 'employees', 'Personalkosten'),
  rule(4200, 4299, 'office_infrastructure', 'Raumkosten'),
  rule(4360, 4399, 'office_infrastructure', 'Versicherungen, Beiträge'),
  rule(4500, 4599, 'office_infrastructure', 'Fahrzeugkosten'),
  rule(4600, 4699, 'sales_marketing', 'Werbe- und Reisekosten'),
  rule(4806, 4806, 'hosting_licenses', 'Wartungskosten für Hard- und Software'),
  rule(4800, 4819, 'office_infrastructure', 'Reparaturen und Instandhaltung'),
  rule(4820, 4899, 'below_ebitda', 'Abschreibungen'),
  rule(4900, 4949, 'office_infrastructure', 'Porto, Telefon, Bürobedarf, Fortbildung'),
  rule(4950, 4959, 'legal_tax', 'Rechts- und Beratungskosten, Buchführung, Abschluss und Prüfung'),
  rule(4960, 4969, 'hosting_licenses', 'Mieten für Einrichtungen, Lizenzen'),
  rule(4970, 4979, 'bfs_factoring', 'Nebenkosten des Geldverkehrs'),
  rule(8100, 8199, 'transaction_revenue', 'Steuerfreie Umsätze', true),
  rule(8300, 8399, 'transaction_revenue', 'Erlöse 7 % USt', true),
  rule(8500, 8599, 'transaction_revenue', 'Provisionsumsätze', true),
  rule(8900, 8999, 'other', 'Unentgeltliche Wertabgaben'),
  rule(8000, 8899, 'medical_recurring_revenue', 'Umsatzerlöse', true),
  rule(9000, 9999, 'other', 'Vortrags- und statistische Konten'),
];

/** SKR04 (DATEV Kontenrahmen, Abschlussgliederungsprinzip), as SKR03 above. */
const SKR04: readonly TemplateRule[] = [
  rule(0, 999, 'other', 'Anlagevermögen'),
  rule(1200, 1299, 'receivables', 'Forderungen aus Lieferungen und Leistungen'),
  rule(1400, 1439, 'vat', 'Abziehbare Vorsteuer'),
  rule(1600, 1699, 'closing_cash', 'Kasse'),
  rule(1800, 1899, 'closing_cash', 'Bank'),
  rule(1000, 1999, 'other', 'Vorräte, sonstige Vermögensgegenstände'),
  rule(2000, 2999, 'equity', 'Eigenkapital'),
  rule(3150, 3199, 'loans', 'Verbindlichkeiten gegenüber Kreditinstituten'),
  rule(3300, 3399, 'payables', 'Verbindlichkeiten aus Lieferungen und Leistungen'),
  rule(3800, 3899, 'vat', 'Umsatzsteuer'),
  rule(3000, 3999, 'other', 'Rückstellungen, sonstige Verbindlichkeiten'),
  rule(4100, 4199, 'transaction_revenue', 'Steuerfreie Umsätze', true),
  rule(4300, 4399, 'transaction_revenue', 'Erlöse 7 % USt', true),
  rule(4560, 4579, 'transaction_revenue', 'Provisionsumsätze', true),
  rule(4800, 4999, 'other', 'Sonstige betriebliche Erträge'),
  rule(4000, 4799, 'medical_recurring_revenue', 'Umsatzerlöse', true),
  rule(5000, 5999, 'cost_of_goods_sold', 'Materialaufwand, Fremdleistungen'),
  rule(6000, 6199, 'employees', 'Personalaufwand'),
  rule(6200, 6299, 'below_ebitda', 'Abschreibungen'),
  rule(6300, 6349, 'office_infrastructure', 'Raumkosten'),
  rule(6400, 6449, 'office_infrastructure', 'Versicherungen, Beiträge'),
  rule(6495, 6495, 'hosting_licenses', 'Wartungskosten für Hard- und Software'),
  rule(6450, 6499, 'office_infrastructure', 'Reparaturen und Instandhaltung'),
  rule(6500, 6599, 'office_infrastructure', 'Fahrzeugkosten'),
  rule(6600, 6699, 'sales_marketing', 'Werbe- und Reisekosten'),
  rule(6800, 6819, 'office_infrastructure', 'Porto, Telefon, Bürobedarf'),
  rule(6837, 6837, 'hosting_licenses', 'Lizenzen'),
  rule(6820, 6839, 'legal_tax', 'Rechts- und Beratungskosten, Buchführung, Abschluss und Prüfung'),
  rule(6855, 6855, 'bfs_factoring', 'Nebenkosten des Geldverkehrs'),
  rule(7000, 7999, 'below_ebitda', 'Finanzergebnis, Steuern vom Einkommen'),
  rule(9000, 9999, 'other', 'Vortrags- und statistische Konten'),
];

export const TEMPLATES: Record<DatevChart, readonly TemplateRule[]> = { skr03: SKR03, skr04: SKR04 };

/** The company's mapping of one chart: account → target, set account by account; versioned by the server. */
export interface DatevMapping {
  chart: DatevChart;
  version: number;
  accounts: Readonly<Record<string, string>>;
}

export const NO_COMPANY_MAPPING = (chart: DatevChart): DatevMapping => ({ chart, version: 0, accounts: {} });

/** An account as the mapping sees it: personal (a debtor or creditor) or a Sachkonto with its four-digit key. */
export function accountClass(account: number, accountLength: number): { personal: 'debtor' | 'creditor' } | { key: number } {
  const digits = String(account).length;
  if (digits === accountLength + 1) return { personal: Math.floor(account / 10 ** accountLength) <= 6 ? 'debtor' : 'creditor' };
  return { key: digits > 4 ? Math.floor(account / 10 ** (digits - 4)) : account };
}

export interface AccountTarget {
  target: string | null;
  source: 'company' | 'template' | 'none';
  /** What the template calls the range (or the personal accounts); null when nothing matched. */
  rule: string | null;
  /** A template's revenue proposal the company has not confirmed: the import waits for it. */
  toConfirm: boolean;
}

/** Where `account` goes under the company's mapping, else the chart's template. */
export function targetOf(account: number, accountLength: number, mapping: DatevMapping): AccountTarget {
  const cls = accountClass(account, accountLength);
  const proposed = 'personal' in cls
    ? { target: cls.personal === 'debtor' ? 'receivables' : 'payables', label: cls.personal === 'debtor' ? 'Debitoren (Personenkonten)' : 'Kreditoren (Personenkonten)', confirm: undefined }
    : TEMPLATES[mapping.chart].find((r) => cls.key >= r.from && cls.key <= r.to);
  const own = mapping.accounts[String(account)];
  if (own !== undefined) return { target: own, source: 'company', rule: proposed?.label ?? null, toConfirm: false };
  if (!proposed) return { target: null, source: 'none', rule: null, toConfirm: false };
  return { target: proposed.target, source: 'template', rule: proposed.label, toConfirm: proposed.confirm === true };
}
