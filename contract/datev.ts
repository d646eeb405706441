import { z } from 'zod';
import { errorAnswer } from './errors.ts';
import { importEffect } from './monthlyActuals.ts';
import { safeText } from './text.ts';
import { DATEV_CHARTS, DATEV_TARGETS } from '../engine/actuals/datev/mapping.ts';

/**
 * Actuals from the books: DATEV exports read through an SKR03/SKR04 account mapping
 * (docs/api.md "DATEV import", docs/datev.md). The file travels as its bytes (any encoding the
 * format allows); what it is, and for a SuSa which month and chart, travel in the query.
 */

/** The bodies these routes take: the file's bytes as they are. */
export const DATEV_BODY_TYPES = ['application/octet-stream', 'text/csv'] as const;

/**
 * Server limits of a DATEV upload, checked before the work: the body's bytes (Fastify's body
 * limit, a 413 before it is read) and the bookings (lines counted before decoding). About 115,000
 * bookings of DATEV's 125 columns fit in the bytes; files of fewer columns reach the bookings' limit.
 */
export const DATEV_MAX_BYTES = 24 * 1024 * 1024;
export const DATEV_MAX_BOOKINGS = 200_000;

const month = z.string().regex(/^\d{4}-\d{2}$/, 'must be a month YYYY-MM');
const cents = z.number().describe('euros with cents');

export const datevKind = z.enum(['buchungsstapel', 'susa'], { message: 'must be buchungsstapel or susa' });
export const datevChart = z.enum(DATEV_CHARTS, { message: 'must be skr03 or skr04' });
export type DatevKind = z.infer<typeof datevKind>;

export const datevReadQuery = z.strictObject({
  kind: datevKind.describe('buchungsstapel: a DATEV Buchungsstapel (EXTF/DTVF, category 21); susa: a monthly Summen- und Saldenliste'),
  chart: datevChart.optional().describe('the chart of accounts; a Buchungsstapel names it in its header (Sachkontenrahmen), a SuSa needs it here'),
  month: month.optional().describe('susa: the month the list is of (required)'),
  file_name: safeText({ max: 200 }).optional().describe('the file\'s name, for the import log'),
});

export const datevImportQuery = datevReadQuery.extend({
  mapping_version: z.string().regex(/^\d{1,9}$/, 'must be a mapping version number').transform(Number)
    .describe('the mapping version the preview was confirmed with; 409 mapping_changed when it is no longer the chart\'s current one'),
  version: z.string().regex(/^\d{1,9}$/, 'must be a version number').transform(Number).optional()
    .describe('the monthly actuals version the preview was made on; 409 version_conflict when they changed meanwhile'),
});

export const datevProblem = z.object({ line: z.number().int(), field: z.string().describe('DATEV\'s field name, e.g. Umsatz (ohne Soll/Haben-Kz)'), message: z.string() });

/** 422 datev_invalid: the file is refused whole; the first 100 problems with line and DATEV field. */
export const datevRejectedAnswer = errorAnswer.extend({ errors: z.array(datevProblem) });

const accountTarget = z.enum(DATEV_TARGETS as [string, ...string[]]);

export const datevTarget = z.object({
  id: z.string(),
  label: z.string(),
  kind: z.enum(['revenue', 'cost', 'asset', 'liability', 'excluded']).describe('revenue and liabilities are Haben-side, costs and assets Soll-side; excluded: deliberately not imported'),
});

export const datevTemplateRule = z.object({
  from: z.number().int(), to: z.number().int(), target: z.string(), label: z.string(),
  to_confirm: z.boolean().describe('a revenue proposal: the company confirms the stream by mapping the account'),
});

export const datevMappingAnswer = z.object({
  chart: datevChart,
  version: z.number().int().describe('0: the company has mapped no account yet (the template alone)'),
  updated_by: z.string().nullable(),
  updated_at: z.string().nullable(),
  comment: z.string(),
  accounts: z.array(z.object({ account: z.number().int(), target: z.string() })).describe('the company\'s own mappings, by account'),
  template: z.array(datevTemplateRule).describe('the chart\'s template: first matching rule wins; Sachkonten compare by their first four digits, debtors go to receivables and creditors to payables'),
  targets: z.array(datevTarget),
});
export type DatevMappingAnswer = z.infer<typeof datevMappingAnswer>;

export const datevMappingQuery = z.strictObject({ chart: datevChart });

export const datevMappingBody = z.strictObject({
  chart: datevChart,
  version: z.number().int().min(0).describe('the version the edit was made on; 409 version_conflict when another was saved meanwhile'),
  accounts: z.array(z.strictObject({
    account: z.number().int().min(1).max(999_999_999),
    target: accountTarget.describe('a monthly-actuals line or a class that is not imported'),
  })).max(5000, 'must hold at most 5000 accounts'),
  comment: safeText({ max: 500 }).optional(),
});

const monthAmount = z.object({ month, amount: cents });

export const datevAccount = z.object({
  account: z.number().int(),
  name: z.string().describe('the SuSa\'s Beschriftung, else the template rule\'s name'),
  target: z.string().nullable(),
  source: z.enum(['company', 'template', 'none']),
  rule: z.string().nullable(),
  to_confirm: z.boolean(),
  months: z.array(monthAmount).describe('Soll − Haben of the month'),
  total: cents,
  booking_count: z.number().int(),
});

export const datevLine = z.object({
  month, line: z.string(), label: z.string(),
  old: z.number().nullable().describe('the monthly actuals\' value now; null when the month has none'),
  new: cents,
  accounts: z.array(z.object({ account: z.number().int(), amount: cents, booking_count: z.number().int() })),
});

export const datevFile = z.object({
  kind: datevKind,
  file_name: z.string(),
  sha256: z.string(),
  bytes: z.number().int(),
  chart: datevChart,
  months: z.array(month),
  period_from: z.string(), period_to: z.string(),
  booking_count: z.number().int().describe('bookings of a Buchungsstapel; accounts of a SuSa'),
  debit: cents, credit: cents,
  header: z.object({
    kind: z.string(), format_version: z.number().int(), consultant_number: z.number().int(), client_number: z.number().int(),
    label: z.string(), fiscal_year_start: z.string(), currency: z.string(), created_at: z.string(),
  }).nullable().describe('a Buchungsstapel\'s header; null for a SuSa'),
  vat_split: z.array(monthAmount).describe('VAT split off gross amounts by a BU-Schlüssel (2, 3, 8, 9), per month'),
});

export const datevImportEntry = z.object({
  id: z.number().int(),
  created_at: z.string(), created_by: z.string(),
  file_name: z.string(), sha256: z.string(), kind: datevKind, chart: datevChart,
  booking_count: z.number().int(), period_from: z.string(), period_to: z.string(), months: z.array(month),
  mapping_version: z.number().int(), actuals_version: z.number().int(),
});
export type DatevImportEntry = z.infer<typeof datevImportEntry>;

export const datevReadAnswer = z.object({
  file: datevFile,
  mapping: z.object({ chart: datevChart, version: z.number().int() }),
  accounts: z.array(datevAccount).describe('unmapped accounts first (largest amount first), then those to confirm, then by account'),
  unmapped: z.object({ accounts: z.number().int(), to_confirm: z.number().int(), months: z.array(monthAmount), total: cents }),
  lines: z.array(datevLine).describe('per month every money line (0 when no account feeds it); balance items only from a SuSa'),
  effect: z.array(importEffect).describe('per month: revenue, costs, EBITDA and cash before → after'),
  problems: z.array(z.object({ month, line: z.string(), message: z.string() })),
  duplicate: datevImportEntry.nullable().describe('this file (same SHA-256) was imported before: importing it again changes nothing'),
  actuals_version: z.number().int(),
  importable: z.boolean().describe('no unmapped account, no revenue stream to confirm, no problem'),
});
export type DatevReadAnswer = z.infer<typeof datevReadAnswer>;

export const datevImportAnswer = z.object({
  status: z.enum(['imported', 'unchanged']).describe('unchanged: the same file was imported before'),
  import: datevImportEntry,
  version: z.number().int().describe('the monthly actuals version now'),
});

export const datevImportsAnswer = z.object({ imports: z.array(datevImportEntry).describe('newest first; the log is never altered') });

export const datevExplainQuery = z.strictObject({ month, line: z.string().max(64) });

export const datevExplainAnswer = z.object({
  month, line: z.string(), label: z.string(),
  value: z.number().nullable().describe('the monthly actuals\' value now'),
  import: datevImportEntry.nullable().describe('the newest DATEV import that set this figure; null: never imported from DATEV'),
  matches: z.boolean().describe('the value is still the import\'s (false: edited since)'),
  imported: cents.nullable(),
  accounts: z.array(z.object({ account: z.number().int(), name: z.string(), amount: cents, booking_count: z.number().int() })),
  bookings: z.array(z.object({
    line: z.number().int(), date: z.string(), account: z.number().int(), contra_account: z.number().int(), debit_credit: z.enum(['S', 'H']),
    amount: cents, bu_key: z.string(), document_field_1: z.string(), posting_text: z.string(),
  })).describe('the bookings on the accounts in the month, the first 200'),
  booking_count: z.number().int(),
});

export const MAPPING_CHANGED = 'mapping_changed';
export const MAPPING_INCOMPLETE = 'mapping_incomplete';
export const DATEV_INVALID = 'datev_invalid';
export const DATEV_VALUES_INVALID = 'datev_values_invalid';
