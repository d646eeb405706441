import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { z } from 'zod';
import { requireUser } from '../http/access.ts';
import { ApiError, wordedError } from '../http/errors.ts';
import { audit } from '../http/audit.ts';
import { parseBody, parseParams } from './inputs.ts';
import { readUpload } from './uploadRead.ts';
import {
  MODEL_DEFINITION_MAX_BYTES, modelAnswer, modelConflictAnswer, modelInvalidAnswer, modelPublishBody, modelValidateAnswer, modelValidateBody,
  modelVersionsAnswer, SHIPPED_MODEL_VERSION, type ModelVersionInfo,
} from '../../contract/model.ts';
import { DEFAULT_MODEL_SOURCE, retiredDriversAfter, sourceForExport, type ModelSource } from '../../engine/model/definition.ts';
import type { DefinitionProblem } from '../../engine/model/definitionCheck.ts';
import type { DefinitionRead } from '../../engine/model/definitionPreview.ts';
import type { ModelVersion } from '../repos/models.ts';

const LISTED_PROBLEMS = 100;

/** Where a problem sits, as a field path of the body: `lines.legal_tax.formula`. */
function problemField(problem: DefinitionProblem): string {
  const list = { driver: 'drivers', derived: 'derived', line: 'lines', annual_extra: 'annual_extras', kpi: 'kpis', department: 'departments', definition: '' }[problem.item];
  return ['definition', list, problem.id, problem.field].filter((part) => part !== '').join('.');
}

function described(problem: DefinitionProblem): string {
  const at = problem.position === undefined ? '' : ` (character ${problem.position + 1})`;
  return `${problemField(problem)}${at}: ${problem.message}`;
}

const SHIPPED = SHIPPED_MODEL_VERSION;

const info = ({ version, published_by, published_at, comment }: Omit<ModelVersion, 'source'>): ModelVersionInfo => ({ version, published_by, published_at, comment });

const versionParams = z.object({
  version: z.string().regex(/^\d{1,9}$/, 'must be a version number').transform(Number).pipe(z.number().int().min(1, 'must be a version number')),
});

function conflict(current: number): ApiError {
  return wordedError(409, 'version_conflict', (t) => t('conflicts.modelPublished', { version: current }), 'expected_version', { current_version: current });
}

/** 422 with every problem of a definition that does not compile; nothing is published. */
function refusal(problems: DefinitionProblem[]): ApiError {
  const [first] = problems;
  const count = problems.length;
  const message = `The definition has ${count} problem${count === 1 ? '' : 's'}${first ? `, the first ${described(first)}` : ''}; nothing was published`;
  return new ApiError(422, 'model_invalid', message, first ? problemField(first) : 'definition', { problems: problems.slice(0, LISTED_PROBLEMS), problem_count: count });
}

/**
 * The model definition (issue 27): read it and its versions, check a changed one — its problems by
 * item, field and character, or what it would change — and publish it as the next version, which
 * every figure of every instance is computed with from the next request on (the model version is
 * part of every cache key; a live event tells the browsers). Checking compiles and evaluates the
 * definition, so it runs on the upload thread, one per user at a time, within its time and memory
 * limits. Admins and modellers check and publish.
 */
export function modelRoutes(app: FastifyInstance, services: Services): void {
  /** Checks `definition` against the published model on the upload thread. */
  async function check(userId: number, reply: Parameters<typeof readUpload>[1], definition: ModelSource): Promise<Extract<DefinitionRead, { ok: true }>> {
    const published = services.newestBaseline.current().model.source;
    const read = await readUpload(services, reply, userId,
      { kind: 'model-definition', source: definition, actuals: services.model.baseline().actuals, published }, { code: 'model_invalid', field: 'definition' });
    if (!read.ok) throw refusal(read.problems);
    return read;
  }

  app.get('/api/model', {
    config: { access: 'user', openapi: { summary: 'The published model definition as JSON (drivers, derived values, lines, annual lines and KPIs) with its version, who published it, when and why', response: modelAnswer } },
  }, async () => {
    const stored = await services.models.current();
    return stored ? { definition: sourceForExport(stored.source), published: info(stored) } : { definition: sourceForExport(DEFAULT_MODEL_SOURCE), published: SHIPPED };
  });

  app.get('/api/model/versions', {
    config: { access: 'user', openapi: { summary: 'Every published model version, newest first, ending with the shipped model (version 1)', response: modelVersionsAnswer } },
  }, async () => ({ versions: [...(await services.models.history()).map(info), SHIPPED] }));

  app.get('/api/model/versions/:version', {
    config: { access: 'user', openapi: { summary: 'One model version\'s definition: to compare with another or to restore it', params: versionParams, response: modelAnswer } },
  }, async (request) => {
    const { version } = parseParams(versionParams, request);
    if (version === SHIPPED.version) return { definition: sourceForExport(DEFAULT_MODEL_SOURCE), published: SHIPPED };
    const stored = await services.models.get(version);
    if (!stored) throw new ApiError(404, 'not_found', `Model version ${version} does not exist`, 'version');
    return { definition: sourceForExport(stored.source), published: info(stored) };
  });

  app.post('/api/model/validate', {
    // The definition and the few bytes of the body around it.
    bodyLimit: MODEL_DEFINITION_MAX_BYTES + 1024,
    config: {
      access: 'modeller',
      openapi: {
        summary: 'Checks a model definition without publishing it: 422 model_invalid lists every problem (the first 100) with its item, field and character; otherwise revenue, EBITDA, net income and closing cash per year under the published and the checked definition. Read on the upload thread (429 while another of the caller\'s is read)',
        body: modelValidateBody, response: modelValidateAnswer, errors: { 422: modelInvalidAnswer },
      },
    },
  }, async (request, reply) => {
    const { definition } = parseBody(modelValidateBody, request);
    const read = await check(requireUser(request).id, reply, definition as ModelSource);
    return { valid: true as const, lines: read.lines, drivers: read.drivers, preview: { scenario: 'Baseline' as const, ...read.preview } };
  });

  app.put('/api/model', {
    bodyLimit: MODEL_DEFINITION_MAX_BYTES + 2048,
    config: {
      access: 'modeller',
      openapi: {
        summary: 'Publishes a model definition as the version after expected_version, with a comment: checked as POST /api/model/validate checks (422 model_invalid with every problem, nothing published), 409 version_conflict when another version was published meanwhile. Every figure of every instance follows from the next request on; open browsers are told by a model live event',
        body: modelPublishBody, response: modelAnswer, errors: { 409: modelConflictAnswer, 422: modelInvalidAnswer },
      },
    },
  }, async (request, reply) => {
    const user = requireUser(request);
    const body = parseBody(modelPublishBody, request);
    // A stale version is refused before the definition is compiled, and again when it is stored.
    const before = await services.models.currentVersion();
    if (before !== body.expected_version) throw conflict(before);
    const previous = services.newestBaseline.current().model.source;
    const next: ModelSource = { ...(body.definition as ModelSource), retired_drivers: retiredDriversAfter(previous, body.definition as ModelSource) };
    await check(user.id, reply, next);
    const published = await services.models.publish(next, user.username, body.expected_version, body.comment);
    if (!published) throw conflict(await services.models.currentVersion());
    await services.newestBaseline.refresh();
    await audit(services, request, { action: 'update', resource: 'model', details: `version ${published.version}: ${body.comment}` });
    return { definition: sourceForExport(published.source), published: info(published) };
  });
}
