import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services.ts';
import { requireUser } from '../http/access.ts';
import { audit } from '../http/audit.ts';
import { ApiError, wordedError } from '../http/errors.ts';
import { contentDisposition } from '../export/fileName.ts';
import { parseBody, parseQuery } from './inputs.ts';
import {
  effectiveClose, FIXTURE_MONTHLY_ACTUALS, hasActuals, SAMPLE_NOTE, showsSample, type MonthlyActualsVersion,
} from '../repos/monthlyActuals.ts';
import { scenarioCacheKey } from '../model/forecastShapes.ts';
import { closedMonthTotals, importEffect, reviewClose } from '../model/closeReview.ts';
import { effectAnswer, figuresAnswer } from './monthFiguresAnswer.ts';
import { reconcilingItems } from '../../engine/session/reconcilingItems.ts';
import { DEFAULT_SCENARIO_ID } from '../../contract/scenarios.ts';
import { emptyBody } from '../../contract/emptyBody.ts';
import { monthlyActualsXlsx } from '../actuals/monthlyActualsXlsx.ts';
import { problemsRefused, readUpload, refusalAsProblem } from './uploadRead.ts';
import {
  CLOSABLE_MONTHS, latestClosableMonth, type IncompleteMonth,
} from '../../engine/actuals/closedMonths.ts';
import { closeWarningsOf } from '../../contract/closeWarnings.ts';
import {
  monthlyActualRows, readMonthlyActualRows, serializeMonthlyActualsCsv, type MonthlyActualsRead,
} from '../../engine/actuals/monthlyActualsCsv.ts';
import { WORKBOOK_INVALID } from '../../contract/driverImport.ts';
import {
  ACTUALS_EXIST, closeAnswer, closeBody, closeIncompleteAnswer, closeReviewAnswer, closeReviewQuery, closeUnconfirmedAnswer, WARNINGS_UNCONFIRMED, monthlyActualsAnswer, monthlyActualsBody, monthlyActualsConflictAnswer,
  monthlyActualRowsBody, monthlyActualsPutQuery, monthlyActualsQuery, monthlyActualsReadAnswer, monthlyActualsRejectedAnswer, monthlyActualsSavedAnswer,
  versionedMonthlyActualsBody,
  MONTHLY_ACTUALS_CSV_TYPE, MONTHLY_ACTUALS_XLSX_TYPE,
} from '../../contract/monthlyActuals.ts';

/**
 * Monthly actuals of 2026 on (issue #19, docs/api.md "Monthly actuals"): read as JSON, CSV or
 * XLSX; replaced as a whole from CSV, XLSX or JSON rows, all or nothing, each save a new version;
 * and the admin's last closed month. The model reads them through services.monthlyActuals.
 */

function staleVersion(current: number): ApiError {
  return wordedError(409, 'version_conflict', (t) => t('conflicts.actualsChanged', { version: current }), 'version', { current_version: current });
}


/** 422 close_incomplete: the explicit close covers months a save would leave without every line. */
function closeIncomplete(setting: string, months: readonly IncompleteMonth[]): ApiError {
  const first = months[0]!;
  const more = months.length - 1;
  return wordedError(422, 'close_incomplete',
    (t) => t('closeIncomplete.message', { setting, month: first.month, missing: first.missing.join(', '), more: more > 0 ? t('closeIncomplete.more', { count: more }) : '' }),
    'last_closed_month', { months });
}

/**
 * The close as the model uses it, with the warnings of closed months that lack a line (written
 * behind the API's back), and whether the values in use are the shipped sample.
 */
function closeState(stored: Pick<MonthlyActualsVersion, 'values' | 'sample'>, setting: string | null) {
  const close = effectiveClose(stored.values, setting);
  return {
    last_closed_month: close.lastClosedMonth,
    close_setting: setting,
    latest_closable_month: latestClosableMonth(stored.values),
    warnings: closeWarningsOf(close),
    sample: showsSample(stored),
  };
}

/**
 * The reconciling items of the closed months against the Baseline scenario (docs/decisions.md
 * "Reconciling items"): the actuals are one company's, whichever scenario is active, so the
 * Monthly Actuals screen reconciles them with the plan of the company's base case.
 */
async function baselineReconcilingItems(services: Services) {
  const baseline = await services.scenarios.get(DEFAULT_SCENARIO_ID);
  if (!baseline) throw new Error('the built-in Baseline scenario is missing');
  return services.model.cached(`reconciling-items|${scenarioCacheKey(baseline)}`, baseline,
    (session) => reconcilingItems(session.cells(), services.model.baseline().actuals.closed?.values ?? {}));
}

/** The sheet's totals rows: the figures of every complete month, as if closed. */
async function monthTotals(services: Services, stored: MonthlyActualsVersion) {
  return (await closedMonthTotals(services, stored.values, latestClosableMonth(stored.values))).map(figuresAnswer);
}

async function answer(services: Services, stored: MonthlyActualsVersion) {
  return {
    version: stored.version,
    rows: monthlyActualRows(stored.values),
    ...closeState(stored, await services.monthlyActuals.closeSetting()),
    reconciling_items: await baselineReconcilingItems(services),
    totals: await monthTotals(services, stored),
    updated_by: stored.created_by,
    updated_at: stored.created_at,
  };
}

/**
 * The body as read values, by its content type; a JSON body may carry the expected version. A CSV
 * or XLSX file is read on the upload thread (server/pool/uploadPool.ts), one per admin at a time.
 */
async function readBody(services: Services, request: FastifyRequest, reply: FastifyReply): Promise<{ read: MonthlyActualsRead; source: string; version?: number }> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === MONTHLY_ACTUALS_CSV_TYPE) {
    if (typeof request.body !== 'string') throw new ApiError(400, 'invalid_input', 'body: must be the CSV text', 'body');
    const read = await readUpload(services, reply, requireUser(request).id, { kind: 'monthly-actuals-csv', text: request.body }, refusalAsProblem('csv_invalid'));
    return { read, source: 'CSV import' };
  }
  if (type === MONTHLY_ACTUALS_XLSX_TYPE) {
    if (!Buffer.isBuffer(request.body)) throw new ApiError(400, 'invalid_input', 'body: must be the XLSX file', 'body');
    const read = await readUpload(services, reply, requireUser(request).id, { kind: 'monthly-actuals-xlsx', file: request.body }, refusalAsProblem(WORKBOOK_INVALID));
    return { read, source: 'XLSX import' };
  }
  if (Array.isArray(request.body)) return { read: readMonthlyActualRows(parseBody(monthlyActualRowsBody, request)), source: 'edited in the sheet' };
  const body = parseBody(versionedMonthlyActualsBody, request);
  return { read: readMonthlyActualRows(body.rows), source: 'edited in the sheet', version: body.version };
}

/** 400 naming `field` when `month` is not a month whose actuals are complete with every month before it. */
function closableOrRefused(values: MonthlyActualsVersion['values'], month: string, field: string): void {
  const latest = latestClosableMonth(values);
  if (!CLOSABLE_MONTHS.includes(month)) throw new ApiError(400, 'invalid_input', `${field}: ${month} is not a month ${CLOSABLE_MONTHS[0]} … ${CLOSABLE_MONTHS[CLOSABLE_MONTHS.length - 1]}`, field);
  if (latest === null || month > latest) {
    throw new ApiError(400, 'invalid_input', `${field}: ${month} cannot be closed: ${latest === null ? 'no month has complete actuals yet' : `the actuals are complete up to ${latest}`}`, field);
  }
}

function reviewAnswer(review: Awaited<ReturnType<typeof reviewClose>>) {
  return {
    previous_close: review.previousClose,
    through: review.through,
    months: review.months.map(figuresAnswer),
    references: review.references,
    warnings: review.warnings,
  };
}

function sendFile(reply: FastifyReply, type: string, fileName: string, content: string | Buffer): FastifyReply {
  return reply
    .header('Content-Type', type === MONTHLY_ACTUALS_CSV_TYPE ? `${type}; charset=utf-8` : type)
    .header('Content-Disposition', contentDisposition(fileName))
    .header('Cache-Control', 'no-store')
    .header('Access-Control-Expose-Headers', 'Content-Disposition')
    .send(content);
}

export function monthlyActualsRoutes(app: FastifyInstance, services: Services): void {
  // Only these routes take CSV and XLSX bodies; every other route stays JSON only (server/http/bodies.ts).
  void app.register(async (scope) => {
    scope.addContentTypeParser(MONTHLY_ACTUALS_CSV_TYPE, { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.addContentTypeParser(MONTHLY_ACTUALS_XLSX_TYPE, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.get('/api/actuals/monthly', {
      config: {
        access: 'user',
        openapi: {
          summary: 'The monthly actuals of 2026 on with their version and the last closed month; ?format=csv (long month,line,value) or ?format=xlsx (wide sheet) as a file',
          query: monthlyActualsQuery, response: monthlyActualsAnswer,
        },
      },
    }, async (request, reply) => {
      const { format = 'json' } = parseQuery(monthlyActualsQuery, request);
      const stored = await services.monthlyActuals.current();
      const name = `Fahrplan_Monthly_Actuals_v${stored.version}`;
      if (format === 'csv') return sendFile(reply, MONTHLY_ACTUALS_CSV_TYPE, `${name}.csv`, serializeMonthlyActualsCsv(stored.values));
      if (format === 'xlsx') return sendFile(reply, MONTHLY_ACTUALS_XLSX_TYPE, `${name}.xlsx`, await monthlyActualsXlsx(stored.values));
      return answer(services, stored);
    });

    scope.put('/api/actuals/monthly', {
      config: {
        access: 'admin',
        openapi: {
          summary: 'Replaces the monthly actuals, all or nothing: a CSV (text/csv), an XLSX file or JSON rows; 422 csv_invalid lists the problems (the first 100 and their count) with line and column, 422 workbook_invalid for an XLSX that is not a readable workbook within the sheet\'s shape, 413 for a file beyond the upload limits, 429 while another file of the caller is being read; 422 close_incomplete names closed months left incomplete; 409 on a stale version (?version=N or the body\'s)',
          query: monthlyActualsPutQuery, body: monthlyActualsBody, response: monthlyActualsSavedAnswer,
          errors: { 409: monthlyActualsConflictAnswer, 422: monthlyActualsRejectedAnswer.or(closeIncompleteAnswer) },
        },
      },
    }, async (request, reply) => {
      const query = parseQuery(monthlyActualsPutQuery, request);
      const { read, source, version: bodyVersion } = await readBody(services, request, reply);
      if (!read.ok) throw problemsRefused(read, source === 'edited in the sheet' ? 'rows' : 'file');
      const expected = query.version ?? bodyVersion ?? (await services.monthlyActuals.current()).version;
      const user = requireUser(request);
      const note = `${source} (${read.count} value${read.count === 1 ? '' : 's'})`;
      // The version and the close are checked in the transaction that writes (issue 24).
      const outcome = await services.monthlyActuals.save(read.values, user.username, expected, note);
      if (!outcome.ok && outcome.reason === 'stale') throw staleVersion(outcome.current);
      if (!outcome.ok) throw closeIncomplete(outcome.closeSetting, outcome.months);
      const { saved, closeSetting } = outcome;
      await audit(services, request, { action: 'update', resource: 'monthly_actuals', details: `version ${saved.version}: ${note}` });
      return { status: 'saved', version: saved.version, values: read.count, ...closeState(saved, closeSetting) };
    });

    scope.post('/api/actuals/monthly/sample', {
      config: {
        access: 'admin',
        openapi: {
          summary: 'Loads the shipped sample actuals (2026-01 … 2026-10) as a new version marked as the sample, into an empty set only: 409 actuals_exist when the actuals hold any value, 409 version_conflict when they changed meanwhile',
          body: emptyBody, response: monthlyActualsSavedAnswer, errors: { 409: monthlyActualsConflictAnswer },
        },
      },
    }, async (request) => {
      parseBody(emptyBody, request);
      const current = await services.monthlyActuals.current();
      if (hasActuals(current.values)) {
        throw wordedError(409, ACTUALS_EXIST, (t) => t('conflicts.actualsExist', { version: current.version }), undefined, { current_version: current.version });
      }
      const count = monthlyActualRows(FIXTURE_MONTHLY_ACTUALS).length;
      const note = `${SAMPLE_NOTE} (${count} values)`;
      // Against the empty version just read: a save meanwhile makes this one stale (issue 24's rule).
      const username = requireUser(request).username;
      const outcome = await services.monthlyActuals.save(FIXTURE_MONTHLY_ACTUALS, username, current.version, note, { sample: true });
      if (!outcome.ok && outcome.reason === 'stale') throw staleVersion(outcome.current);
      if (!outcome.ok) throw closeIncomplete(outcome.closeSetting, outcome.months);
      const { saved } = outcome;
      await audit(services, request, { action: 'create', resource: 'monthly_actuals', details: `version ${saved.version}: ${note}` });
      // The sample is a demonstration of closed months, so it comes closed (docs/decisions.md "The close is an admin's step").
      const through = latestClosableMonth(FIXTURE_MONTHLY_ACTUALS);
      const closed = await services.monthlyActuals.setClose(through, username, saved.version);
      if (!closed.ok && closed.reason === 'stale') throw staleVersion(closed.current);
      if (!closed.ok) throw new Error(`the shipped sample cannot be closed through ${through}`);
      await audit(services, request, { action: 'update', resource: 'settings', details: `last closed month: ${through} (the shipped sample)` });
      return { status: 'saved', version: saved.version, values: count, ...closeState(saved, closed.closeSetting) };
    });

    scope.post('/api/actuals/monthly/read', {
      config: {
        access: 'admin',
        openapi: {
          summary: 'Reads a file as PUT /api/actuals/monthly would (CSV, XLSX or JSON rows) and answers its values without storing them, with per month its effect on revenue, costs, EBITDA and cash (before → after, the months closed); 422 csv_invalid or workbook_invalid, 413 and 429 as for PUT',
          body: monthlyActualsBody, response: monthlyActualsReadAnswer, errors: { 422: monthlyActualsRejectedAnswer },
        },
      },
    }, async (request, reply) => {
      const { read, source } = await readBody(services, request, reply);
      if (!read.ok) throw problemsRefused(read, source === 'edited in the sheet' ? 'rows' : 'file');
      const [stored, setting] = await Promise.all([services.monthlyActuals.current(), services.monthlyActuals.closeSetting()]);
      const latest = latestClosableMonth(read.values);
      const through = latest === null || (setting !== null && setting > latest) ? setting : latest;
      const effect = await importEffect(services, stored.values, read.values, through);
      return { rows: monthlyActualRows(read.values), effect: effect.map(effectAnswer) };
    });

    scope.get('/api/settings/close', {
      config: { access: 'user', openapi: { summary: 'The last closed month: effective, as an admin closed it (null: nothing closed) and the latest month that could be closed', response: closeAnswer } },
    }, async () => {
      const [stored, setting] = await Promise.all([services.monthlyActuals.current(), services.monthlyActuals.closeSetting()]);
      return closeState(stored, setting);
    });

    scope.get('/api/settings/close/review', {
      config: {
        access: 'admin',
        openapi: {
          summary: 'The review of closing through a month: per month being closed revenue, costs, EBITDA and the cash bridge, and the plausibility warnings to confirm; 400 for a month that cannot be closed or is closed already',
          query: closeReviewQuery, response: closeReviewAnswer,
        },
      },
    }, async (request) => {
      const { through } = parseQuery(closeReviewQuery, request);
      const [stored, setting] = await Promise.all([services.monthlyActuals.current(), services.monthlyActuals.closeSetting()]);
      closableOrRefused(stored.values, through, 'through');
      if (setting !== null && through <= setting) throw new ApiError(400, 'invalid_input', `through: ${through} is closed already (the close is ${setting})`, 'through');
      return reviewAnswer(await reviewClose(services, stored.values, setting, through));
    });

    scope.put('/api/settings/close', {
      config: {
        access: 'admin',
        openapi: {
          summary: 'Closes through a month (2026-01 … the latest complete one) once every warning of its review is confirmed (422 warnings_unconfirmed lists those that are not; 409 version_conflict when the actuals were saved during the close); an earlier month or null reopens months without a review',
          body: closeBody, response: closeAnswer, errors: { 409: monthlyActualsConflictAnswer, 422: closeUnconfirmedAnswer },
        },
      },
    }, async (request) => {
      const { last_closed_month: month, confirmed_warnings: confirmed = [] } = parseBody(closeBody, request);
      if (month !== null && !CLOSABLE_MONTHS.includes(month)) {
        throw new ApiError(400, 'invalid_input', `last_closed_month: ${month} is not a month ${CLOSABLE_MONTHS[0]} … ${CLOSABLE_MONTHS[CLOSABLE_MONTHS.length - 1]} written YYYY-MM`, 'last_closed_month');
      }
      const [stored, setting] = await Promise.all([services.monthlyActuals.current(), services.monthlyActuals.closeSetting()]);
      const forward = month !== null && (setting === null || month > setting);
      if (forward) closableOrRefused(stored.values, month, 'last_closed_month');
      const review = forward ? await reviewClose(services, stored.values, setting, month) : undefined;
      const unconfirmed = review?.warnings.filter((warning) => !confirmed.includes(warning.id)) ?? [];
      if (unconfirmed.length > 0) {
        throw new ApiError(422, WARNINGS_UNCONFIRMED, `${unconfirmed.length} warning${unconfirmed.length === 1 ? '' : 's'} of the review ${unconfirmed.length === 1 ? 'is' : 'are'} not confirmed; review them and confirm each before closing`,
          'confirmed_warnings', { warnings: unconfirmed });
      }
      // Completeness is checked in the transaction that writes the close (issue 24).
      // The warnings were confirmed on `stored`: a save since makes the close stale (checked where it is written).
      const outcome = await services.monthlyActuals.setClose(month, requireUser(request).username, review ? stored.version : undefined);
      if (!outcome.ok && outcome.reason === 'stale') throw staleVersion(outcome.current);
      if (!outcome.ok) {
        const { latest } = outcome;
        throw new ApiError(400, 'invalid_input', `last_closed_month: ${month} cannot be closed: ${latest === null ? 'no month has complete actuals yet' : `the actuals are complete up to ${latest}`}`, 'last_closed_month');
      }
      const confirmedNote = review && review.warnings.length > 0 ? ` (reviewed; ${review.warnings.length} warning${review.warnings.length === 1 ? '' : 's'} confirmed: ${review.warnings.map((warning) => warning.id).join(', ')})` : review ? ' (reviewed, no warnings)' : '';
      await audit(services, request, { action: 'update', resource: 'settings', details: month === null ? 'last closed month: none (every month reopened)' : `last closed month: ${month}${confirmedNote}` });
      return closeState(outcome, outcome.closeSetting);
    });
  });
}
