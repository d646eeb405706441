import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services.ts';
import { requireUser } from '../http/access.ts';
import { audit } from '../http/audit.ts';
import { ApiError, wordedError } from '../http/errors.ts';
import { parseBody, parseQuery } from './inputs.ts';
import { readUpload, type RefusalAnswer } from './uploadRead.ts';
import { effectAnswer } from './monthFiguresAnswer.ts';
import { importEffect } from '../model/closeReview.ts';
import { latestClosableMonth, type MonthlyActualValues } from '../../engine/actuals/closedMonths.ts';
import { LINE_BY_ID } from '../../engine/model/lines.ts';
import {
  chartOfHeader, DATEV_TARGETS, IMPORTED_TARGETS, TEMPLATES, targetKind, targetLabel, type DatevChart, type DatevMapping,
} from '../../engine/actuals/datev/mapping.ts';
import { mapLedger, type MappedLedger } from '../../engine/actuals/datev/ledger.ts';
import type { LedgerRead } from '../../engine/actuals/datev/readLedger.ts';
import type { DatevBooking } from '../../engine/actuals/datev/read.ts';
import type { DatevImportRecord, DatevMappingVersion, ImportedFigure } from '../repos/datev.ts';
import type { MonthlyActualsVersion } from '../repos/monthlyActuals.ts';
import {
  DATEV_BODY_TYPES, DATEV_INVALID, DATEV_MAX_BOOKINGS, DATEV_MAX_BYTES, DATEV_VALUES_INVALID, MAPPING_CHANGED, MAPPING_INCOMPLETE,
  datevExplainAnswer, datevExplainQuery, datevImportAnswer, datevImportQuery, datevImportsAnswer, datevMappingAnswer, datevMappingBody,
  datevMappingQuery, datevReadAnswer, datevReadQuery, datevRejectedAnswer, type DatevKind,
} from '../../contract/datev.ts';
import { monthlyActualsConflictAnswer } from '../../contract/monthlyActuals.ts';

/**
 * Actuals from the books (issue 29, docs/api.md "DATEV import", docs/datev.md): a DATEV
 * Buchungsstapel or monthly SuSa read on the upload thread, its accounts mapped through the
 * company's mapping over the chart's template, previewed per month and line, and imported as a new
 * monthly-actuals version with an entry in the import log that is never altered.
 */

const EXPLAINED_BOOKINGS = 200;
const LISTED_IMPORTS = 200;

type ReadQuery = { kind: DatevKind; chart?: DatevChart; month?: string; file_name?: string };

const euros = (cents: number) => Math.round(cents) / 100;

function lineLabel(line: string): string {
  const def = LINE_BY_ID.get(line);
  return def?.label ?? def?.name ?? line;
}

const fileRefusal: RefusalAnswer = {
  code: DATEV_INVALID,
  extra: (refusal) => ({ errors: [{ line: 0, field: 'Datei', message: refusal.message }] }),
};

function fileBytes(request: FastifyRequest): Uint8Array {
  if (!Buffer.isBuffer(request.body) || request.body.byteLength === 0) {
    throw new ApiError(400, 'invalid_input', `body: must be the DATEV file's bytes (${DATEV_BODY_TYPES.join(' or ')})`, 'body');
  }
  return new Uint8Array(request.body.buffer, request.body.byteOffset, request.body.byteLength);
}

interface FileRead {
  read: LedgerRead & { sha256: string };
  chart: DatevChart;
  bytes: Uint8Array;
  fileName: string;
}

/** The body read on the upload thread as a ledger, with its chart; 400/413/422/429 as the issue's bad inputs ask. */
async function readFile(services: Services, request: FastifyRequest, reply: FastifyReply, query: ReadQuery): Promise<FileRead> {
  if (query.kind === 'susa' && query.month === undefined) throw new ApiError(400, 'invalid_input', 'month: a Summen- und Saldenliste names no month; give the month it is of', 'month');
  if (query.kind === 'susa' && query.chart === undefined) throw new ApiError(400, 'invalid_input', 'chart: a Summen- und Saldenliste names no chart of accounts; give skr03 or skr04', 'chart');
  const bytes = fileBytes(request);
  const read = await readUpload(services, reply, requireUser(request).id, {
    kind: 'datev-ledger', file: bytes, fileKind: query.kind, month: query.kind === 'susa' ? query.month : undefined,
    limits: { maxBytes: DATEV_MAX_BYTES, maxBookings: DATEV_MAX_BOOKINGS },
  }, fileRefusal);
  if (!read.ok) {
    const count = read.errors.length;
    throw new ApiError(422, DATEV_INVALID, `The file is not read: ${count} problem${count === 1 ? '' : 's'}${count >= 100 ? ' (the first 100 are listed)' : ''}, the first on line ${read.errors[0]!.line} (${read.errors[0]!.field}): ${read.errors[0]!.message}; nothing was stored`,
      undefined, { errors: read.errors });
  }
  const named = read.header ? chartOfHeader(read.header.chartOfAccounts) : undefined;
  if (read.header && read.header.chartOfAccounts !== '' && named === undefined && query.chart === undefined) {
    throw new ApiError(422, DATEV_INVALID, `The file's chart of accounts (Sachkontenrahmen "${read.header.chartOfAccounts}") has no template; give chart=skr03 or chart=skr04 to map it with one`,
      'chart', { errors: [{ line: 1, field: 'Sachkontenrahmen', message: `"${read.header.chartOfAccounts}" is neither SKR03 nor SKR04` }] });
  }
  if (named !== undefined && query.chart !== undefined && named !== query.chart) {
    throw new ApiError(400, 'invalid_input', `chart: the file's header names ${named.toUpperCase()}, not ${query.chart.toUpperCase()}`, 'chart');
  }
  const chart = named ?? query.chart;
  if (chart === undefined) throw new ApiError(400, 'invalid_input', 'chart: the file\'s header names no chart of accounts; give skr03 or skr04', 'chart');
  const fileName = query.file_name ?? `${query.kind === 'susa' ? 'SuSa' : 'EXTF_Buchungsstapel'}_${read.periodFrom.slice(0, 7)}.csv`;
  return { read, chart, bytes, fileName };
}

async function mappingOf(services: Services, chart: DatevChart): Promise<{ mapping: DatevMapping; stored: DatevMappingVersion | null }> {
  const stored = await services.datev.mapping(chart);
  return { mapping: { chart, version: stored?.version ?? 0, accounts: stored?.accounts ?? {} }, stored };
}

/** The monthly actuals with the file's figures written over the months it covers. */
function importedValues(values: MonthlyActualValues, mapped: MappedLedger): MonthlyActualValues {
  const next: MonthlyActualValues = { ...values };
  for (const [month, byLine] of mapped.lines) {
    const row = { ...(next[month] ?? {}) };
    for (const figure of byLine.values()) row[figure.line] = euros(figure.cents);
    next[month] = row;
  }
  return next;
}

/** month → line → the figure and the accounts that make it, as the import log keeps it. */
function figuresOf(mapped: MappedLedger): Record<string, Record<string, ImportedFigure>> {
  const names = new Map(mapped.accounts.map((a) => [a.account, a.name]));
  const figures: Record<string, Record<string, ImportedFigure>> = {};
  for (const [month, byLine] of mapped.lines) {
    figures[month] = Object.fromEntries([...byLine.values()].map((figure) => [figure.line, {
      cents: figure.cents,
      accounts: figure.parts.map((part) => ({ account: part.account, name: names.get(part.account) ?? '', cents: part.cents, booking_count: part.bookingCount })),
    }]));
  }
  return figures;
}

function entryAnswer(entry: DatevImportRecord) {
  const { figures: _figures, ...rest } = entry;
  return rest;
}

function monthAmounts(byMonth: Map<string, number>, months: readonly string[]) {
  return months.map((month) => ({ month, amount: euros(byMonth.get(month) ?? 0) }));
}

/** The import's three refusals that a preview shows as its state: unmapped accounts, streams to confirm, figures the actuals cannot take. */
function blockers(mapped: MappedLedger): string | null {
  if (mapped.unmappedCount > 0 || mapped.toConfirmCount > 0) {
    const parts = [
      mapped.unmappedCount > 0 ? `${mapped.unmappedCount} account${mapped.unmappedCount === 1 ? ' is' : 's are'} not mapped` : '',
      mapped.toConfirmCount > 0 ? `${mapped.toConfirmCount} revenue account${mapped.toConfirmCount === 1 ? '\'s stream is' : 's\' streams are'} not confirmed` : '',
    ].filter(Boolean);
    return parts.join(' and ');
  }
  return null;
}

async function previewAnswer(services: Services, file: FileRead, mapping: DatevMapping, mapped: MappedLedger, stored: MonthlyActualsVersion) {
  const { read } = file;
  const months = read.ledger.months;
  const next = importedValues(stored.values, mapped);
  const setting = await services.monthlyActuals.closeSetting();
  const latest = latestClosableMonth(next);
  const through = latest === null || (setting !== null && setting > latest) ? setting : latest;
  const effect = await importEffect(services, stored.values, next, through);
  const duplicate = await services.datev.importByHash(read.sha256);
  const order = (a: MappedLedger['accounts'][number]) => (a.target === null ? 0 : a.toConfirm ? 1 : 2);
  const accounts = [...mapped.accounts].sort((a, b) => order(a) - order(b) || (order(a) < 2 ? Math.abs(b.totalCents) - Math.abs(a.totalCents) : 0) || a.account - b.account);
  const vatSplit = read.ledger.vatSplitCents;
  return {
    file: {
      kind: read.ledger.kind, file_name: file.fileName, sha256: read.sha256, bytes: file.bytes.byteLength, chart: file.chart, months,
      period_from: read.periodFrom, period_to: read.periodTo, booking_count: read.count, debit: euros(read.debitCents), credit: euros(read.creditCents),
      header: read.header && {
        kind: read.header.kind, format_version: read.header.formatVersion, consultant_number: read.header.consultantNumber, client_number: read.header.clientNumber,
        label: read.header.label, fiscal_year_start: read.header.fiscalYearStart, currency: read.header.currency, created_at: read.header.createdAt,
      },
      vat_split: monthAmounts(vatSplit, months),
    },
    mapping: { chart: mapping.chart, version: mapping.version },
    accounts: accounts.map((a) => ({
      account: a.account, name: a.name, target: a.target, source: a.source, rule: a.rule, to_confirm: a.toConfirm,
      months: monthAmounts(a.months, months), total: euros(a.totalCents), booking_count: a.bookingCount,
    })),
    unmapped: {
      accounts: mapped.unmappedCount, to_confirm: mapped.toConfirmCount, months: monthAmounts(mapped.unmappedCents, months),
      total: euros([...mapped.unmappedCents.values()].reduce((sum, cents) => sum + cents, 0)),
    },
    lines: [...mapped.lines.values()].flatMap((byLine) => [...byLine.values()]).map((figure) => ({
      month: figure.month, line: figure.line, label: lineLabel(figure.line),
      old: stored.values[figure.month]?.[figure.line] ?? null, new: euros(figure.cents),
      accounts: figure.parts.map((part) => ({ account: part.account, amount: euros(part.cents), booking_count: part.bookingCount })),
    })),
    effect: effect.map(effectAnswer),
    problems: mapped.problems,
    duplicate: duplicate ? entryAnswer(duplicate) : null,
    actuals_version: stored.version,
    importable: blockers(mapped) === null && mapped.problems.length === 0,
    next,
  };
}

function mappingAnswer(chart: DatevChart, stored: DatevMappingVersion | null) {
  return {
    chart,
    version: stored?.version ?? 0,
    updated_by: stored?.created_by ?? null,
    updated_at: stored?.created_at ?? null,
    comment: stored?.comment ?? '',
    accounts: Object.entries(stored?.accounts ?? {}).map(([account, target]) => ({ account: Number(account), target })).sort((a, b) => a.account - b.account),
    template: TEMPLATES[chart].map((rule) => ({ from: rule.from, to: rule.to, target: rule.target, label: rule.label, to_confirm: rule.confirm === true })),
    targets: DATEV_TARGETS.map((id) => ({ id, label: targetLabel(id), kind: targetKind(id) })),
  };
}

function staleActuals(current: number): ApiError {
  return wordedError(409, 'version_conflict', (t) => t('conflicts.actualsChangedReadAgain', { version: current }), 'version', { current_version: current });
}

export function datevRoutes(app: FastifyInstance, services: Services): void {
  void app.register(async (scope) => {
    // Only these routes take a DATEV file's bytes: as they are, whatever their encoding.
    for (const type of DATEV_BODY_TYPES) scope.addContentTypeParser(type, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    const fileRoute = { bodyLimit: DATEV_MAX_BYTES };

    scope.post('/api/actuals/datev/read', {
      ...fileRoute,
      config: {
        access: 'admin',
        openapi: {
          summary: `Reads a DATEV Buchungsstapel or monthly Summen- und Saldenliste (the file's bytes, at most ${DATEV_MAX_BYTES / 1024 / 1024} MB and ${DATEV_MAX_BOOKINGS} bookings) on the upload thread and answers its accounts under the chart's mapping, the figures per month and line (old → new), the unmapped amount and the effect on revenue, costs, EBITDA and cash; nothing is stored. 422 datev_invalid lists the file's problems with line and DATEV field`,
          query: datevReadQuery, response: datevReadAnswer, errors: { 422: datevRejectedAnswer },
        },
      },
    }, async (request, reply) => {
      const query = parseQuery(datevReadQuery, request);
      const file = await readFile(services, request, reply, query);
      const [{ mapping }, stored] = await Promise.all([mappingOf(services, file.chart), services.monthlyActuals.current()]);
      const { next: _next, ...answer } = await previewAnswer(services, file, mapping, mapLedger(file.read.ledger, mapping), stored);
      return answer;
    });

    scope.post('/api/actuals/datev/import', {
      ...fileRoute,
      config: {
        access: 'admin',
        openapi: {
          summary: 'Imports a DATEV file read as /read does, with the mapping version its preview was confirmed on: a new monthly-actuals version (closing a month stays a separate step) and an entry in the import log. The same file (SHA-256) imported again changes nothing (status unchanged). 409 mapping_changed or version_conflict, 422 mapping_incomplete (unmapped accounts, revenue streams to confirm), datev_values_invalid (a negative figure) or datev_invalid',
          query: datevImportQuery, response: datevImportAnswer,
          errors: { 409: monthlyActualsConflictAnswer, 422: datevRejectedAnswer },
        },
      },
    }, async (request, reply) => {
      const query = parseQuery(datevImportQuery, request);
      const file = await readFile(services, request, reply, query);
      const previous = await services.datev.importByHash(file.read.sha256);
      const stored = await services.monthlyActuals.current();
      if (previous) return { status: 'unchanged', import: entryAnswer(previous), version: stored.version };
      const { mapping } = await mappingOf(services, file.chart);
      if (mapping.version !== query.mapping_version) {
        throw wordedError(409, MAPPING_CHANGED, (t) => t('conflicts.mappingMoved', { chart: file.chart.toUpperCase(), version: mapping.version, read: query.mapping_version }), 'mapping_version', { current_version: mapping.version });
      }
      const expected = query.version ?? stored.version;
      if (expected !== stored.version) throw staleActuals(stored.version);
      const mapped = mapLedger(file.read.ledger, mapping);
      const blocked = blockers(mapped);
      if (blocked !== null) {
        const unmapped = euros([...mapped.unmappedCents.values()].reduce((sum, cents) => sum + cents, 0));
        throw new ApiError(422, MAPPING_INCOMPLETE, `${blocked} (${unmapped.toFixed(2)} € unmapped); map them before importing, nothing was stored`, 'mapping_version',
          { accounts: mapped.accounts.filter((a) => a.target === null || a.toConfirm).map((a) => a.account) });
      }
      if (mapped.problems.length > 0) {
        throw new ApiError(422, DATEV_VALUES_INVALID, `${mapped.problems[0]!.message}; nothing was stored`, undefined, { problems: mapped.problems });
      }
      const user = requireUser(request);
      const kindName = file.read.ledger.kind === 'susa' ? 'Summen- und Saldenliste' : 'Buchungsstapel';
      const note = `DATEV ${kindName} ${file.fileName} (${file.read.ledger.months.join(', ')}; ${file.chart.toUpperCase()} mapping version ${mapping.version})`;
      const outcome = await services.monthlyActuals.save(importedValues(stored.values, mapped), user.username, expected, note);
      if (!outcome.ok && outcome.reason === 'stale') throw staleActuals(outcome.current);
      if (!outcome.ok) {
        const first = outcome.months[0]!;
        throw wordedError(422, 'close_incomplete', (t) => t('closeIncomplete.message', { setting: outcome.closeSetting, month: first.month, missing: first.missing.join(', '), more: '' }), 'last_closed_month', { months: outcome.months });
      }
      const entry = await services.datev.recordImport({
        created_by: user.username, file_name: file.fileName, sha256: file.read.sha256, kind: file.read.ledger.kind, chart: file.chart,
        booking_count: file.read.count, period_from: file.read.periodFrom, period_to: file.read.periodTo, months: file.read.ledger.months,
        mapping_version: mapping.version, actuals_version: outcome.saved.version, figures: figuresOf(mapped), file: file.bytes,
      });
      // Recorded meanwhile by a second import of the same file: its actuals save was stale, so this one stands.
      const recorded = entry ?? await services.datev.importByHash(file.read.sha256);
      if (!recorded) throw new Error('the DATEV import was neither recorded nor found by its hash');
      await audit(services, request, { action: 'create', resource: 'monthly_actuals', details: `version ${outcome.saved.version}: ${note}, SHA-256 ${file.read.sha256.slice(0, 12)}…` });
      return { status: 'imported', import: entryAnswer(recorded), version: outcome.saved.version };
    });

    scope.get('/api/actuals/datev/mapping', {
      config: {
        access: 'user',
        openapi: { summary: 'The company\'s DATEV account mapping of a chart (its newest version), the chart\'s template and the targets an account may have', query: datevMappingQuery, response: datevMappingAnswer },
      },
    }, async (request) => {
      const { chart } = parseQuery(datevMappingQuery, request);
      return mappingAnswer(chart, await services.datev.mapping(chart));
    });

    scope.put('/api/actuals/datev/mapping', {
      config: {
        access: 'admin',
        openapi: {
          summary: 'Saves the company\'s account mapping of a chart as its next version (the accounts set one by one; the template covers the rest); 409 version_conflict when another was saved since `version`',
          body: datevMappingBody, response: datevMappingAnswer, errors: { 409: monthlyActualsConflictAnswer },
        },
      },
    }, async (request) => {
      const body = parseBody(datevMappingBody, request);
      const accounts: Record<string, string> = {};
      for (const [index, { account, target }] of body.accounts.entries()) {
        if (accounts[String(account)] !== undefined) throw new ApiError(400, 'invalid_input', `accounts.${index}.account: account ${account} is listed twice`, `accounts.${index}.account`);
        accounts[String(account)] = target;
      }
      const user = requireUser(request);
      const saved = await services.datev.saveMapping(body.chart, accounts, user.username, body.version, body.comment ?? '');
      if (!saved) {
        const current = (await services.datev.mapping(body.chart))?.version ?? 0;
        throw wordedError(409, 'version_conflict', (t) => t('conflicts.mappingChanged', { chart: body.chart.toUpperCase(), version: current }), 'version', { current_version: current });
      }
      await audit(services, request, {
        action: 'update', resource: 'datev_mapping',
        details: `${body.chart.toUpperCase()} mapping version ${saved.version}: ${body.accounts.length} account${body.accounts.length === 1 ? '' : 's'} mapped${body.comment ? ` — ${body.comment}` : ''}`,
      });
      return mappingAnswer(body.chart, saved);
    });

    scope.get('/api/actuals/datev/imports', {
      config: { access: 'user', openapi: { summary: 'The DATEV import log, newest first (the newest 200): who imported which file (name, SHA-256), when, its period and bookings, the mapping version and the monthly-actuals version it made', response: datevImportsAnswer } },
    }, async () => ({ imports: (await services.datev.imports(LISTED_IMPORTS)).map(entryAnswer) }));

    scope.get('/api/actuals/datev/explain', {
      config: {
        access: 'user',
        openapi: { summary: 'A monthly actual figure down to the DATEV accounts and bookings it was imported from (the newest import that set it), and whether it still holds the imported value', query: datevExplainQuery, response: datevExplainAnswer },
      },
    }, async (request, reply) => {
      const { month, line } = parseQuery(datevExplainQuery, request);
      if (!IMPORTED_TARGETS.includes(line)) throw new ApiError(400, 'invalid_input', `line: ${line} is not a line a DATEV import sets (${IMPORTED_TARGETS.join(', ')})`, 'line');
      const [entry, stored] = await Promise.all([services.datev.latestImportOf(month, line), services.monthlyActuals.current()]);
      const value = stored.values[month]?.[line] ?? null;
      const answer = { month, line, label: lineLabel(line), value };
      const figure = entry?.figures[month]?.[line];
      if (!entry || !figure) return { ...answer, import: null, matches: false, imported: null, accounts: [], bookings: [], booking_count: 0 };
      const accounts = figure.accounts.map((a) => ({ account: a.account, name: a.name, amount: euros(a.cents), booking_count: a.booking_count }));
      let bookings: { bookings: DatevBooking[]; count: number } = { bookings: [], count: 0 };
      const file = entry.kind === 'buchungsstapel' && accounts.length > 0 ? await services.datev.file(entry.id) : undefined;
      if (file) {
        bookings = await readUpload(services, reply, requireUser(request).id, {
          kind: 'datev-bookings', file, month, accounts: accounts.map((a) => a.account), limit: EXPLAINED_BOOKINGS,
        }, fileRefusal);
      }
      return {
        ...answer, import: entryAnswer(entry), matches: value !== null && Math.round(value * 100) === figure.cents, imported: euros(figure.cents), accounts,
        bookings: bookings.bookings.map((b) => ({
          line: b.line, date: b.documentDate, account: b.account, contra_account: b.contraAccount, debit_credit: b.debitCredit,
          amount: euros(b.amountCents), bu_key: b.buKey, document_field_1: b.documentField1, posting_text: b.postingText,
        })),
        booking_count: bookings.count,
      };
    });
  });
}

