import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { requireUser } from '../http/access.ts';
import { ApiError } from '../http/errors.ts';
import { parseBody } from './inputs.ts';
import { readUpload } from './uploadRead.ts';
import { MODEL_DEFINITION_MAX_BYTES, modelAnswer, modelInvalidAnswer, modelValidateAnswer, modelValidateBody } from '../../contract/model.ts';
import { DEFAULT_MODEL_SOURCE, sourceForExport, type ModelSource } from '../../engine/model/definition.ts';
import type { DefinitionProblem } from '../../engine/model/definitionCheck.ts';

const LISTED_PROBLEMS = 100;

/** Where a problem sits, as a field path of the body: `lines.legal_tax.formula`. */
function problemField(problem: DefinitionProblem): string {
  const list = { driver: 'drivers', derived: 'derived', line: 'lines', annual_extra: 'annual_extras', kpi: 'kpis', definition: '' }[problem.item];
  return ['definition', list, problem.id, problem.field].filter((part) => part !== '').join('.');
}

function described(problem: DefinitionProblem): string {
  const at = problem.position === undefined ? '' : ` (character ${problem.position + 1})`;
  return `${problemField(problem)}${at}: ${problem.message}`;
}

/**
 * The model definition (issue 27): read it, and check a changed one before it is published — its
 * problems by item, field and character, or what it would change. Checking compiles and evaluates
 * the definition, so it runs on the upload thread, one per user at a time, within its time and
 * memory limits.
 */
export function modelRoutes(app: FastifyInstance, services: Services): void {
  app.get('/api/model', {
    config: { access: 'user', openapi: { summary: 'The published model definition as JSON: drivers, derived values, lines, annual lines and KPIs with its version', response: modelAnswer } },
  }, async () => ({ definition: sourceForExport(DEFAULT_MODEL_SOURCE) }));

  app.post('/api/model/validate', {
    // The definition and the few bytes of the body around it.
    bodyLimit: MODEL_DEFINITION_MAX_BYTES + 1024,
    config: {
      access: 'admin',
      openapi: {
        summary: 'Checks a model definition without publishing it: 422 model_invalid lists every problem (the first 100) with its item, field and character; otherwise revenue, EBITDA, net income and closing cash per year under the published and the checked definition. Read on the upload thread (429 while another of the caller\'s is read)',
        body: modelValidateBody, response: modelValidateAnswer, errors: { 422: modelInvalidAnswer },
      },
    },
  }, async (request, reply) => {
    const { definition } = parseBody(modelValidateBody, request);
    const read = await readUpload(services, reply, requireUser(request).id,
      { kind: 'model-definition', source: definition as ModelSource, actuals: services.model.baseline().actuals }, { code: 'model_invalid', field: 'definition' });
    if (!read.ok) {
      const [first] = read.problems;
      const count = read.problems.length;
      const message = `The definition has ${count} problem${count === 1 ? '' : 's'}${first ? `, the first ${described(first)}` : ''}; nothing was published`;
      throw new ApiError(422, 'model_invalid', message, first ? problemField(first) : 'definition', { problems: read.problems.slice(0, LISTED_PROBLEMS), problem_count: count });
    }
    return { valid: true as const, lines: read.lines, drivers: read.drivers, preview: { scenario: 'Baseline' as const, ...read.preview } };
  });
}
