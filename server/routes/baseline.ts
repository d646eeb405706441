import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../services.ts';
import { requireUser } from '../http/access.ts';
import { audit } from '../http/audit.ts';
import { ApiError, wordedError } from '../http/errors.ts';
import { parseBody, parseParams } from './inputs.ts';
import { serializeActualsCsv } from '../../engine/actuals/csv.ts';
import { applyDataMask, deriveDataMask, type DataMaskProblem } from '../../engine/actuals/dataMask.ts';
import type { DataMask } from '../../engine/actuals/dataMaskFields.ts';
import { SAVE_BLOCKED_MESSAGE, validateDataMask } from '../../engine/actuals/validation.ts';
import type { Actuals } from '../../engine/actuals/schema.ts';
import {
  actualsAnswer, actualsBody, actualsSavedAnswer, baselineConflictAnswer, baselineVersionAnswer, baselineVersionParams,
  baselineVersionsAnswer, csvRejectedAnswer, dataMaskBody, dataMaskRejectedAnswer, dataMaskSavedAnswer, storedDataMaskSchema,
} from '../../contract/baseline.ts';
import { problemsRefused, readUpload, refusalAsProblem } from './uploadRead.ts';

/**
 * The 2024–2025 baseline (part 1 §7, docs/api.md "KPIs and baseline"): the data mask as a view
 * of the stored monthly actuals, the actuals themselves as CSV, and the kept versions. Every save
 * is a new version, becomes the baseline every forecast uses at once, and is audited.
 */

function staleVersion(current: number): ApiError {
  return wordedError(409, 'version_conflict', (t) => t('conflicts.baselineChanged', { version: current }), 'version', { current_version: current });
}

/** 422 with every message (part 1 §5 rules first) and, per field, the field's own message. */
function validationFailed(messages: string[], problems: readonly DataMaskProblem[]): ApiError {
  return new ApiError(422, 'validation_failed', SAVE_BLOCKED_MESSAGE, undefined, {
    errors: messages,
    field_errors: Object.fromEntries(problems.map((problem) => [problem.field, problem.message])),
  });
}

/** Saves `actuals` as the next version after `expected`, points the model at it and audits it. */
async function store(services: Services, request: FastifyRequest, actuals: Actuals, expected: number, note: string) {
  const user = requireUser(request);
  const stamped: Actuals = { ...actuals, settings: { ...actuals.settings, last_updated: new Date().toISOString() } };
  const saved = await services.baselines.save(serializeActualsCsv(stamped), user.username, expected, note);
  if (!saved) throw staleVersion(await services.baselines.currentVersion());
  await services.newestBaseline.refresh();
  services.model.reloadBaseline();
  await audit(services, request, { action: 'update', resource: 'baseline', details: `version ${saved.version}: ${note}` });
  return { version: saved.version, actuals: stamped };
}

export function baselineRoutes(app: FastifyInstance, services: Services): void {
  app.get('/api/baseline/data-mask', {
    config: { access: 'user', openapi: { summary: 'The baseline data mask, derived from the monthly actuals, with its version', response: storedDataMaskSchema } },
  }, async () => {
    const { version, actuals } = services.model.baseline();
    return { ...deriveDataMask(actuals), version };
  });

  app.post('/api/baseline/data-mask', {
    config: {
      access: 'admin',
      openapi: {
        summary: 'Saves an edited data mask: changed figures rescale the months behind them; 422 lists every failed validation rule; 409 on a stale version',
        body: dataMaskBody, response: dataMaskSavedAnswer, errors: { 409: baselineConflictAnswer, 422: dataMaskRejectedAnswer },
      },
    },
  }, async (request) => {
    const body = parseBody(dataMaskBody, request);
    const { version, actuals } = services.model.baseline();
    if (body.version !== undefined && body.version !== version) throw staleVersion(version);
    const current = deriveDataMask(actuals);
    const mask = { ...current, ...body } as DataMask;
    const checked = validateDataMask(mask, current);
    if (checked.messages.length > 0) throw validationFailed(checked.messages, checked.fieldProblems);
    const applied = applyDataMask(actuals, mask);
    if (!applied.ok) throw validationFailed(applied.errors.map((error) => error.message), applied.errors);
    const note = applied.changed.length > 0 ? `data mask: ${applied.changed.join(', ')}` : 'data mask saved unchanged';
    const saved = await store(services, request, applied.actuals, version, note);
    return { status: 'saved', version: saved.version, changed: applied.changed, data_mask: { ...deriveDataMask(saved.actuals), version: saved.version } };
  });

  app.get('/api/baseline/actuals', {
    config: { access: 'user', openapi: { summary: 'The baseline as CSV (settings and 24 monthly actuals) with its version', response: actualsAnswer } },
  }, async () => {
    const row = await services.baselines.current();
    return { version: row.version, csv: row.csv };
  });

  app.put('/api/baseline/actuals', {
    config: {
      access: 'admin',
      openapi: {
        summary: 'Replaces the baseline from CSV, all or nothing: 422 csv_invalid lists the problems (the first 100 and their count) with line and column; 409 on a stale version; the CSV is read on the upload thread (429 while another file of the caller is being read)',
        body: actualsBody, response: actualsSavedAnswer, errors: { 409: baselineConflictAnswer, 422: csvRejectedAnswer },
      },
    },
  }, async (request, reply) => {
    const body = parseBody(actualsBody, request);
    const { version, actuals } = services.model.baseline();
    const read = await readUpload(services, reply, requireUser(request).id, { kind: 'baseline-csv', text: body.csv, current: actuals }, refusalAsProblem('csv_invalid'));
    if (!read.ok) throw problemsRefused(read, 'csv');
    if (body.version !== version) throw staleVersion(version);
    const cells = read.cellChanges.length;
    const saved = await store(services, request, read.actuals, version, `CSV import (${cells} cell${cells === 1 ? '' : 's'} changed)`);
    return { status: 'saved', version: saved.version, changed_cells: cells };
  });

  app.get('/api/baseline/versions', {
    config: { access: 'user', openapi: { summary: 'Every kept baseline version, newest first', response: baselineVersionsAnswer } },
  }, async () => ({ versions: await services.baselines.history() }));

  app.get('/api/baseline/versions/:version', {
    config: { access: 'user', openapi: { summary: 'One kept baseline version with its CSV', params: baselineVersionParams, response: baselineVersionAnswer } },
  }, async (request) => {
    const { version } = parseParams(baselineVersionParams, request);
    const row = await services.baselines.get(version);
    if (!row) throw new ApiError(404, 'not_found', `No baseline version ${version}`);
    return row;
  });
}
