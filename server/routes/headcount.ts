import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Services } from '../services.ts';
import { ApiError } from '../http/errors.ts';
import { languageOf } from '../i18n/index.ts';
import { requireUser } from '../http/access.ts';
import { audit } from '../http/audit.ts';
import { effectiveDrivers } from '../model/forecastShapes.ts';
import type { ScenarioRecord } from '../repos/scenarios.ts';
import { parseBody, parseParams, parseQuery } from './inputs.ts';
import { versionsSince } from './versionAnswers.ts';
import {
  activeScenario, assertMayChange, versionConflictBody, visibleScenario, workingScenarioOf, SCENARIO_NOT_FOUND,
} from './scenarioAccess.ts';
import { plannedPeople, planProblems, type Department, type HeadcountPlan, type Position } from '../../engine/headcount/plan.ts';
import { generatedPlan } from '../../engine/headcount/defaultPlan.ts';
import {
  dropHeadcountQuery, headcountAnswer, headcountRefusedAnswer, HEADCOUNT_PROBLEMS_LISTED, saveHeadcountBody,
  type HeadcountAnswer, type HeadcountProblem,
} from '../../contract/headcount.ts';
import { scenarioConflictAnswer, scenarioIdParams } from '../../contract/scenarios.ts';
import { emptyBody } from '../../contract/emptyBody.ts';

/** The month whose people the activity log counts: the last of the forecast. */
const LAST_MONTH = '2030-12';

/** How many problems the message of a 400 spells out; `problems` lists more. */
const PROBLEMS_IN_MESSAGE = 5;

/** The positions of the scenario's plan: the saved ones, or those generated from its drivers. */
function positionsOf(services: Services, scenario: ScenarioRecord): Position[] {
  return scenario.headcount?.positions ?? generatedPlan(effectiveDrivers(services.model, scenario)).positions;
}

/** The departments of the published model definition: what a position may belong to. */
const departmentsOf = (services: Services): readonly Department[] => services.model.definition().definition.departments;

function answerOf(services: Services, scenario: ScenarioRecord): HeadcountAnswer {
  return {
    version: scenario.version,
    generated: scenario.headcount === null,
    departments: departmentsOf(services).map((department) => ({ id: department.id, name: department.name })),
    positions: positionsOf(services, scenario),
  };
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

/** "28 positions, 45 people in December 2030" */
function planInWords(positions: readonly Position[]): string {
  return `${plural(positions.length, 'position', 'positions')}, ${plural(plannedPeople(positions, LAST_MONTH), 'person', 'people')} in December 2030`;
}

/** What the plan was before a save, for the activity log. */
function previousInWords(scenario: ScenarioRecord): string {
  if (scenario.headcount === null) return 'was generated';
  const { positions } = scenario.headcount;
  return `was ${plural(positions.length, 'position', 'positions')}, ${plural(plannedPeople(positions, LAST_MONTH), 'person', 'people')}`;
}

/** A path of the body as the answers name it: `positions[3].end_month`. */
function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, key) => (typeof key === 'number' ? `${name}[${key}]` : name === '' ? String(key) : `${name}.${String(key)}`), '');
}

/**
 * The 400 of a refused plan: the message names the first problems (field: message) and how many
 * there are, `field` the first one's, `problems` lists them.
 */
function refused(problems: readonly HeadcountProblem[]): ApiError {
  const first = problems[0] as HeadcountProblem;
  const named = problems.slice(0, PROBLEMS_IN_MESSAGE).map((problem) => `${problem.field}: ${problem.message}`);
  const more = problems.length - named.length;
  const message = problems.length === 1
    ? named[0] as string
    : `${problems.length.toLocaleString('en-GB')} problems in the plan: ${named.join('; ')}${more > 0 ? `; and ${more.toLocaleString('en-GB')} more` : ''}`;
  return new ApiError(400, 'invalid_input', message, first.field, { problems: problems.slice(0, HEADCOUNT_PROBLEMS_LISTED) });
}

/** The body's types and the plan's length (contract/headcount.ts); every refused field is named. */
function parseSaveBody(request: FastifyRequest): z.infer<typeof saveHeadcountBody> {
  const parsed = saveHeadcountBody.safeParse(request.body);
  if (parsed.success) return parsed.data;
  throw refused(parsed.error.issues.map((issue) => {
    const field = fieldName(issue.path) || 'body';
    const index = issue.path[0] === 'positions' && typeof issue.path[1] === 'number' ? issue.path[1] : null;
    return { row: index === null ? null : index + 1, field, message: issue.message };
  }));
}

/** The plan's own rules (engine/headcount/plan.ts) under the published departments, each problem named by its position and field. */
function checkPlan(positions: readonly Position[], departments: readonly Department[]): void {
  const problems = planProblems(positions, departments);
  if (problems.length === 0) return;
  throw refused(problems.map((problem) => (problem.field === 'positions'
    ? { row: null, field: 'positions', message: problem.message }
    : { row: problem.row, field: `positions[${problem.row - 1}].${problem.field}`, message: problem.message })));
}

/**
 * A scenario's headcount plan (issue 28, docs/api.md "Headcount plan"). The plan is stored with
 * the scenario and kept with each version; a save or a reset is an update of the scenario
 * (services.scenarios.update): a new version, the version check, the 409 with what was saved
 * meanwhile, and the change event other browsers reload on (server/events/publishingRepos.ts).
 */
export function headcountRoutes(app: FastifyInstance, services: Services): void {
  const scenarioId = (request: FastifyRequest) => parseParams(scenarioIdParams, request).id;

  /** Applies a change of the plan from `version`; the answer, or the 409 of a stale version. */
  const change = async (
    request: FastifyRequest, reply: FastifyReply, scenario: ScenarioRecord, version: number,
    headcount: HeadcountPlan | null, comment: string, details: (after: ScenarioRecord) => string,
  ) => {
    const user = requireUser(request);
    // The caller's Simulation (Editable) is kept as on every save.
    await workingScenarioOf(services, user);
    const outcome = await services.scenarios.update(scenario.scenario_id, version, { headcount }, user, comment);
    if (!outcome.ok && outcome.reason === 'version_conflict') {
      const activeId = (await activeScenario(services, user)).scenario_id;
      return reply.status(409).send(versionConflictBody(outcome.current, activeId, await versionsSince(services, scenario.scenario_id, version), languageOf(request)));
    }
    if (!outcome.ok) throw new ApiError(404, 'not_found', SCENARIO_NOT_FOUND);
    await audit(services, request, { action: 'update', resource: `scenario:${scenario.scenario_id}`, details: details(outcome.scenario) });
    return answerOf(services, outcome.scenario);
  };

  app.get('/api/scenarios/:id/headcount', {
    config: {
      access: 'user',
      openapi: {
        summary: 'The scenario\'s headcount plan: the positions it saved, or (generated: true) those generated from its drivers',
        params: scenarioIdParams, response: headcountAnswer,
      },
    },
  }, async (request) => {
    const user = requireUser(request);
    return answerOf(services, await visibleScenario(services, user, scenarioId(request)));
  });

  app.put('/api/scenarios/:id/headcount', {
    config: {
      access: 'user',
      openapi: {
        summary: 'Saves the scenario\'s headcount plan as a new version; 400 naming positions[i].field for every refused input, 409 version_conflict (with current) or built_in',
        params: scenarioIdParams, body: saveHeadcountBody, response: headcountAnswer,
        errors: { 400: headcountRefusedAnswer, 409: scenarioConflictAnswer },
      },
    },
  }, async (request, reply) => {
    const user = requireUser(request);
    const id = scenarioId(request);
    const body = parseSaveBody(request);
    const scenario = await visibleScenario(services, user, id);
    assertMayChange(scenario, user, 'update');
    checkPlan(body.positions, departmentsOf(services));
    const positions = body.positions.map((position) => ({ ...position, role: position.role.trim() }));
    const comment = body.comment ? `Headcount plan saved: ${body.comment}` : 'Headcount plan saved';
    return change(request, reply, scenario, body.version, { positions }, comment, (after) =>
      `headcount plan: ${planInWords(positions)} (${previousInWords(scenario)}; version ${after.version})${body.comment ? `. Comment: ${body.comment}` : ''}`);
  });

  app.delete('/api/scenarios/:id/headcount', {
    config: {
      access: 'user',
      openapi: {
        summary: 'Drops the saved headcount plan as a new version: the plan is generated from the scenario\'s drivers again; 409 version_conflict (with current) or built_in',
        params: scenarioIdParams, query: dropHeadcountQuery, body: emptyBody, response: headcountAnswer, errors: { 409: scenarioConflictAnswer },
      },
    },
  }, async (request, reply) => {
    const user = requireUser(request);
    const id = scenarioId(request);
    const { version } = parseQuery(dropHeadcountQuery, request);
    parseBody(emptyBody, request);
    const scenario = await visibleScenario(services, user, id);
    assertMayChange(scenario, user, 'update');
    // Nothing saved and nothing missed: the plan is the generated one already, and no version is made.
    if (scenario.headcount === null && scenario.version === version) return answerOf(services, scenario);
    return change(request, reply, scenario, version, null, 'Headcount plan reset to the plan generated from the drivers', (after) =>
      `headcount plan: generated from the drivers again, ${planInWords(positionsOf(services, after))} (${previousInWords(scenario)}; version ${after.version})`);
  });
}
