import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services.ts';
import { requireUser } from '../http/access.ts';
import { audit } from '../http/audit.ts';
import { ApiError } from '../http/errors.ts';
import { parseBody } from './inputs.ts';
import { serializeActualsCsv } from '../../engine/actuals/csv.ts';
import { applyDataMask, deriveDataMask, type DataMaskProblem } from '../../engine/actuals/dataMask.ts';
import { DATA_MASK_MONTH_FIELDS, DATA_MASK_NUMBER_FIELDS, DATA_MASK_TEXT_FIELDS, type DataMask } from '../../engine/actuals/dataMaskFields.ts';
import { readBaselineImport } from '../../engine/actuals/importCsv.ts';
import { SAVE_BLOCKED_MESSAGE, validateDataMask } from '../../engine/actuals/validation.ts';
import type { Actuals } from '../../engine/actuals/schema.ts';

/**
 * The 2024–2025 baseline (part 1 §7, docs/api.md "KPIs and baseline"): the data mask as a view
 * of the stored monthly actuals, the actuals themselves as CSV, and the kept versions. Every save
 * is a new version, becomes the baseline every forecast uses at once, and is audited.
 */

const finite = z.number({ message: 'must be a number' }).finite('must be a finite number');
const monthText = z.string({ message: 'must be a month YYYY-MM' }).max(7, 'must be a month YYYY-MM');
const freeText = z.string({ message: 'must be text' }).max(2000, 'is too long');
// The specification's client sends no version; ours always does, so a stale save is a 409.
const versionField = z.number({ message: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1');

const dataMaskBody = z.object({
  ...Object.fromEntries(DATA_MASK_NUMBER_FIELDS.map((field) => [field, field === 'opening_cash' ? finite.optional() : finite])),
  ...Object.fromEntries(DATA_MASK_MONTH_FIELDS.map((field) => [field, monthText])),
  ...Object.fromEntries(DATA_MASK_TEXT_FIELDS.map((field) => [field, field === 'last_updated' ? freeText.optional() : freeText])),
  version: versionField.optional(),
});

const actualsBody = z.object({
  csv: z.string({ message: 'must be the CSV text' }).min(1, 'must not be empty'),
  version: versionField,
});

const versionParams = z.object({ version: z.string().regex(/^\d{1,9}$/, 'must be a version number').transform(Number) });

function staleVersion(current: number): ApiError {
  return new ApiError(409, 'version_conflict', `The baseline was changed meanwhile (now version ${current}); reload it and apply your change again`, 'version', { current_version: current });
}

/** 422 with every message (part 1 §5 rules first) and, per field, the field's own message. */
function validationFailed(messages: string[], problems: readonly DataMaskProblem[]): ApiError {
  return new ApiError(422, 'validation_failed', SAVE_BLOCKED_MESSAGE, undefined, {
    errors: messages,
    field_errors: Object.fromEntries(problems.map((problem) => [problem.field, problem.message])),
  });
}

/** Saves `actuals` as the next version after `expected`, points the model at it and audits it. */
function store(services: Services, request: FastifyRequest, actuals: Actuals, expected: number, note: string) {
  const user = requireUser(request);
  const stamped: Actuals = { ...actuals, settings: { ...actuals.settings, last_updated: new Date().toISOString() } };
  const saved = services.baselines.save(serializeActualsCsv(stamped), user.username, expected, note);
  if (!saved) throw staleVersion(services.baselines.current().version);
  services.model.reloadBaseline();
  audit(services, request, { action: 'update', resource: 'baseline', details: `version ${saved.version}: ${note}` });
  return { version: saved.version, actuals: stamped };
}

export function baselineRoutes(app: FastifyInstance, services: Services): void {
  app.get('/api/baseline/data-mask', {
    config: { access: 'user', openapi: { summary: 'The baseline data mask, derived from the monthly actuals, with its version' } },
  }, async () => {
    const { version, actuals } = services.model.baseline();
    return { ...deriveDataMask(actuals), version };
  });

  app.post('/api/baseline/data-mask', {
    config: {
      access: 'admin',
      openapi: {
        summary: 'Saves an edited data mask: changed figures rescale the months behind them; 422 lists every failed validation rule; 409 on a stale version',
        body: dataMaskBody,
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
    const saved = store(services, request, applied.actuals, version, note);
    return { status: 'saved', version: saved.version, changed: applied.changed, data_mask: { ...deriveDataMask(saved.actuals), version: saved.version } };
  });

  app.get('/api/baseline/actuals', {
    config: { access: 'user', openapi: { summary: 'The baseline as CSV (settings and 24 monthly actuals) with its version' } },
  }, async () => {
    const row = services.baselines.current();
    return { version: row.version, csv: row.csv };
  });

  app.put('/api/baseline/actuals', {
    config: {
      access: 'admin',
      openapi: { summary: 'Replaces the baseline from CSV, all or nothing: 422 csv_invalid lists every problem with line and column; 409 on a stale version', body: actualsBody },
    },
  }, async (request) => {
    const body = parseBody(actualsBody, request);
    const { version, actuals } = services.model.baseline();
    const read = readBaselineImport(body.csv, actuals);
    if (!read.ok) {
      const count = read.errors.length;
      throw new ApiError(422, 'csv_invalid', `The CSV has ${count} problem${count === 1 ? '' : 's'}; nothing was changed`, undefined, { errors: read.errors });
    }
    if (body.version !== version) throw staleVersion(version);
    const cells = read.cellChanges.length;
    const saved = store(services, request, read.actuals, version, `CSV import (${cells} cell${cells === 1 ? '' : 's'} changed)`);
    return { status: 'saved', version: saved.version, changed_cells: cells };
  });

  app.get('/api/baseline/versions', {
    config: { access: 'user', openapi: { summary: 'Every kept baseline version, newest first' } },
  }, async () => ({ versions: services.baselines.history() }));

  app.get('/api/baseline/versions/:version', {
    config: { access: 'user', openapi: { summary: 'One kept baseline version with its CSV', params: versionParams } },
  }, async (request) => {
    const parsed = versionParams.safeParse(request.params);
    if (!parsed.success) throw new ApiError(400, 'invalid_input', 'version: must be a version number', 'version');
    const row = services.baselines.get(parsed.data.version);
    if (!row) throw new ApiError(404, 'not_found', `No baseline version ${parsed.data.version}`);
    return row;
  });
}
