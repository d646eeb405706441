import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../services.ts';
import type { User } from '../../contract/users.ts';
import { ApiError, wordedError } from '../http/errors.ts';
import { translatorFor } from '../i18n/index.ts';
import { shownScenarioName } from '../export/scenarioNames.ts';
import { requireUser } from '../http/access.ts';
import { audit } from '../http/audit.ts';
import { withoutRetiredDrivers } from '../../engine/session/validate.ts';
import type { PlanRecord, SupersededPlanRecord } from '../repos/plans.ts';
import type { ScenarioRecord } from '../repos/scenarios.ts';
import { parseBody, parseParams } from './inputs.ts';
import { visibleScenario } from './scenarioAccess.ts';
import {
  lockPlanBody, noPlanToReplaceMessage, planListAnswer, planSchema, planYearParams, privateScenarioMessage, replacePlanBody,
  unnamedVersionMessage, type Plan, type SupersededPlan,
} from '../../contract/plans.ts';
import { errorAnswer } from '../../contract/errors.ts';

function toApiPlan(plan: PlanRecord): Plan {
  return {
    year: plan.year,
    scenario_id: plan.scenario_id,
    scenario_name: plan.scenario_name,
    version: plan.version,
    version_name: plan.version_name,
    key_drivers: withoutRetiredDrivers(plan.key_drivers),
    driver_ranges: withoutRetiredDrivers(plan.driver_ranges),
    headcount_saved: plan.headcount !== null,
    locked_by: plan.locked_by,
    locked_at: plan.locked_at,
    approval_note: plan.approval_note,
    model_version: plan.model_version,
  };
}

function toApiSuperseded(plan: SupersededPlanRecord): SupersededPlan {
  return { ...toApiPlan(plan), superseded_by: plan.superseded_by, superseded_at: plan.superseded_at, reason: plan.reason };
}

/** '"Board plan" (Growth push, version 4)': a plan as the activity log names it. */
const planWords = (plan: Pick<PlanRecord, 'version_name' | 'scenario_name' | 'version'>) => `"${plan.version_name}" (${plan.scenario_name}, version ${plan.version})`;

/** A 409 plan_exists carries the year's plan as it stands. */
const planConflictAnswer = errorAnswer.extend({ plan: planSchema.optional().describe('with plan_exists: the year\'s plan of record') });

/**
 * The scenario whose version becomes a plan, after the checks a lock and a replace share; with
 * `versionName`, the version is named first (in the History's one dialog), and the naming logged
 * as the name route logs it.
 */
async function planSource(services: Services, request: FastifyRequest, user: User, body: { scenario_id: string; version: number; version_name?: string | null | undefined }): Promise<ScenarioRecord> {
  const scenario = await visibleScenario(services, user, body.scenario_id);
  // Everyone reads a plan of record (its drivers, the variance against it): a scenario only its
  // owner sees would be exposed by it, so only one visible to everyone can be locked (issue 24).
  if (scenario.scenario_type === 'user') throw new ApiError(400, 'private_scenario', privateScenarioMessage(scenario.scenario_name), 'scenario_id');
  if (body.version_name) {
    const named = await services.scenarios.nameVersion(scenario.scenario_id, body.version, body.version_name);
    if (!named) throw versionMissing(scenario, body.version);
    await audit(services, request, { action: 'update', resource: `scenario:${scenario.scenario_id}`, details: `named version ${body.version} "${body.version_name}"` });
  }
  return scenario;
}

/**
 * A second lock of a year: 409 `plan_exists` with the year's plan. A built-in scenario's name reads
 * in the reader's language, as on every screen.
 */
function planExists(year: number, plan: Plan): ApiError {
  return wordedError(409, 'plan_exists', (t) => t('conflicts.planExists', {
    year, version: plan.version_name, scenario: shownScenarioName(plan, translatorFor(t.language)),
  }), 'year', { plan });
}

const versionMissing = (scenario: ScenarioRecord, version: number) => new ApiError(400, 'invalid_input', `version: ${scenario.scenario_name} has no version ${version}`, 'version');

/**
 * Plans of record (docs/api.md "Plans of record"): an admin locks a named scenario version as a
 * year's plan, a frozen copy, and may replace it with a reason; the replaced plan is kept.
 */
export function planRoutes(app: FastifyInstance, services: Services): void {
  app.get('/api/plans', {
    config: { access: 'user', openapi: { summary: 'The plans of record by year, each a frozen copy of a named scenario version, and the plans replaced', response: planListAnswer } },
  }, async () => ({
    plans: (await services.plans.list()).map(toApiPlan),
    superseded: (await services.plans.superseded()).map(toApiSuperseded),
  }));

  app.post('/api/plans', {
    config: {
      access: 'admin',
      openapi: {
        summary: 'Locks a named scenario version (or names it with version_name) as the plan of record of a year (2026–2030); 400 when the version has no name or the scenario is a private Simulation (Editable), 409 plan_exists when the year has a plan',
        body: lockPlanBody, response: planSchema, successStatus: 201, errors: { 409: planConflictAnswer },
      },
    },
  }, async (request, reply) => {
    const user = requireUser(request);
    const body = parseBody(lockPlanBody, request);
    const existing = await services.plans.get(body.year);
    // Checked before naming, so a refused lock names nothing.
    if (existing) throw planExists(body.year, toApiPlan(existing));
    const scenario = await planSource(services, request, user, body);
    const outcome = await services.plans.lock({
      year: body.year, scenario_id: scenario.scenario_id, scenario_name: scenario.scenario_name, version: body.version, locker: user,
      approval_note: body.approval_note ?? '',
    });
    if (!outcome.ok && outcome.reason === 'version_not_found') throw versionMissing(scenario, body.version);
    if (!outcome.ok && outcome.reason === 'unnamed') throw new ApiError(400, 'unnamed_version', unnamedVersionMessage(body.version), 'version');
    if (!outcome.ok) {
      const plan = toApiPlan(outcome.existing);
      throw planExists(body.year, plan);
    }
    const note = outcome.plan.approval_note ? `. Approval note: ${outcome.plan.approval_note}` : '';
    await audit(services, request, { action: 'create', resource: `plan:${body.year}`, details: `locked ${planWords(outcome.plan)}${note}` });
    reply.status(201);
    return toApiPlan(outcome.plan);
  });

  app.put('/api/plans/:year', {
    config: {
      access: 'admin',
      openapi: {
        summary: 'Replaces the plan of record of a year with a named scenario version, with a reason; the old plan is kept as superseded. 404 no_plan when the year has none',
        params: planYearParams, body: replacePlanBody, response: planSchema,
      },
    },
  }, async (request) => {
    const user = requireUser(request);
    const { year } = parseParams(planYearParams, request);
    const body = parseBody(replacePlanBody, request);
    if (!(await services.plans.get(year))) throw new ApiError(404, 'no_plan', noPlanToReplaceMessage(year), 'year');
    const scenario = await planSource(services, request, user, body);
    const outcome = await services.plans.replace({
      year, scenario_id: scenario.scenario_id, scenario_name: scenario.scenario_name, version: body.version, locker: user, approval_note: body.reason,
    });
    if (!outcome.ok && outcome.reason === 'no_plan') throw new ApiError(404, 'no_plan', noPlanToReplaceMessage(year), 'year');
    if (!outcome.ok && outcome.reason === 'version_not_found') throw versionMissing(scenario, body.version);
    if (!outcome.ok) throw new ApiError(400, 'unnamed_version', unnamedVersionMessage(body.version), 'version');
    await audit(services, request, {
      action: 'update', resource: `plan:${year}`,
      details: `replaced ${planWords(outcome.replaced)} with ${planWords(outcome.plan)}. Reason: ${body.reason}`,
    });
    return toApiPlan(outcome.plan);
  });
}
