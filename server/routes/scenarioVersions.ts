import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../services.ts';
import { ApiError } from '../http/errors.ts';
import { requireUser } from '../http/access.ts';
import { audit } from '../http/audit.ts';
import { validateDrivers, withoutRetiredDrivers } from '../../engine/session/validate.ts';
import type { PlanRecord } from '../repos/plans.ts';
import { forecastYears, scenarioFigures } from '../model/forecastShapes.ts';
import { parseBody, parseParams } from './inputs.ts';
import { apiVersions, catalogValues, toApiVersion, versionsSince } from './versionAnswers.ts';
import { activeScenario, assertMayChange, toApiScenario, versionConflictBody, visibleScenario, SCENARIO_NOT_FOUND } from './scenarioAccess.ts';
import { scenarioConflictAnswer, scenarioIdParams, scenarioSchema } from '../../contract/scenarios.ts';
import {
  nameVersionBody, restoreVersionBody, scenarioVersionSchema, versionDetailAnswer, versionListAnswer, versionParams,
} from '../../contract/scenarioVersions.ts';
import {
  lockPlanBody, planExistsMessage, planListAnswer, planSchema, privateScenarioMessage, unnamedVersionMessage, type Plan,
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
    locked_by: plan.locked_by,
    locked_at: plan.locked_at,
  };
}

const versionNotFound = (version: number) => new ApiError(404, 'not_found', `Version ${version} not found`, 'v');

/** A 409 plan_exists carries the year's plan as it stands. */
const planConflictAnswer = errorAnswer.extend({ plan: planSchema.optional().describe('with plan_exists: the year\'s plan of record') });

/**
 * Scenario versions (docs/api.md "Scenario versions"): every save keeps one; they can be read
 * with their figures, restored as a new version through the usual update (so the change event
 * and the version check are the update's) and named. Plans of record: an admin locks a named
 * version as a year's plan, a frozen copy.
 */
export function scenarioVersionRoutes(app: FastifyInstance, services: Services): void {
  const versionOf = async (request: FastifyRequest) => {
    const user = requireUser(request);
    const params = parseParams(versionParams, request);
    const scenario = await visibleScenario(services, user, params.id);
    return { user, scenario, number: params.v };
  };

  app.get('/api/scenarios/:id/versions', {
    config: { access: 'user', openapi: { summary: 'The kept versions of a scenario, newest first', params: scenarioIdParams, response: versionListAnswer } },
  }, async (request) => {
    const user = requireUser(request);
    const scenario = await visibleScenario(services, user, parseParams(scenarioIdParams, request).id);
    return {
      scenario_id: scenario.scenario_id,
      scenario_name: scenario.scenario_name,
      current_version: scenario.version,
      versions: await apiVersions(services, scenario.scenario_id),
    };
  });

  app.get('/api/scenarios/:id/versions/:v', {
    config: {
      access: 'user',
      openapi: { summary: 'One kept version: its drivers, ranges and forecast figures 2026–2030', params: versionParams, response: versionDetailAnswer },
    },
  }, async (request) => {
    const { scenario, number } = await versionOf(request);
    const record = await services.scenarios.version(scenario.scenario_id, number);
    if (!record) throw versionNotFound(number);
    const previous = number > 1 ? await services.scenarios.version(scenario.scenario_id, number - 1) : undefined;
    return {
      ...toApiVersion(record, previous, await services.plans.yearsOf(scenario.scenario_id), catalogValues(services)),
      scenario_id: scenario.scenario_id,
      scenario_name: scenario.scenario_name,
      key_drivers: withoutRetiredDrivers(record.key_drivers),
      driver_ranges: withoutRetiredDrivers(record.driver_ranges),
      // The scenario's own forecast code on the version's drivers, under the key the scenario had at that version.
      forecast_years: forecastYears(scenarioFigures(services.model, record).years),
    };
  });

  app.post('/api/scenarios/:id/versions/:v/restore', {
    config: {
      access: 'user',
      openapi: {
        summary: 'Restores a kept version as a new version (history is never rewritten); 409 version_conflict (with current) when `version` is not the current one',
        params: versionParams, body: restoreVersionBody, response: scenarioSchema, errors: { 409: scenarioConflictAnswer },
      },
    },
  }, async (request, reply) => {
    const { user, scenario, number } = await versionOf(request);
    const body = parseBody(restoreVersionBody, request);
    assertMayChange(scenario, user, 'update');
    const record = await services.scenarios.version(scenario.scenario_id, number);
    if (!record) throw versionNotFound(number);
    // The catalog may have changed since the version was saved: its values are checked like a save's,
    // and a retired driver's value is left behind (the model has ignored it since it retired).
    // Its ranges go back as they were kept: a range its value had left then (a later save of values
    // keeps the ranges) is what the scenario had, and a run stretches it as it did then.
    const keyDrivers = validateDrivers(withoutRetiredDrivers(record.key_drivers));
    const driverRanges = withoutRetiredDrivers(record.driver_ranges);
    const comment = body.comment ? `Restored version ${number}: ${body.comment}` : `Restored version ${number}`;
    const outcome = await services.scenarios.update(scenario.scenario_id, body.version, { key_drivers: keyDrivers, driver_ranges: driverRanges }, user, comment);
    const activeId = (await activeScenario(services, user)).scenario_id;
    if (!outcome.ok && outcome.reason === 'version_conflict') {
      return reply.status(409).send(versionConflictBody(outcome.current, activeId, await versionsSince(services, scenario.scenario_id, body.version)));
    }
    if (!outcome.ok) throw new ApiError(404, 'not_found', SCENARIO_NOT_FOUND);
    await audit(services, request, {
      action: 'update', resource: `scenario:${scenario.scenario_id}`,
      details: `restored version ${number} (version ${outcome.scenario.version})`,
    });
    return toApiScenario(outcome.scenario, activeId);
  });

  app.put('/api/scenarios/:id/versions/:v', {
    config: {
      access: 'user',
      openapi: { summary: 'Names a kept version ("Board plan Q4 2026"); null or an empty name clears it', params: versionParams, body: nameVersionBody, response: scenarioVersionSchema },
    },
  }, async (request) => {
    const { user, scenario, number } = await versionOf(request);
    const body = parseBody(nameVersionBody, request);
    // A name changes no figure: an admin names any version it sees (a built-in's too, so Baseline can be locked as a plan).
    if (user.access_level !== 'admin') assertMayChange(scenario, user, 'update');
    const name = body.name ? body.name : null;
    const record = await services.scenarios.nameVersion(scenario.scenario_id, number, name);
    if (!record) throw versionNotFound(number);
    await audit(services, request, {
      action: 'update', resource: `scenario:${scenario.scenario_id}`,
      details: name === null ? `cleared the name of version ${number}` : `named version ${number} "${name}"`,
    });
    const previous = number > 1 ? await services.scenarios.version(scenario.scenario_id, number - 1) : undefined;
    return toApiVersion(record, previous, await services.plans.yearsOf(scenario.scenario_id), catalogValues(services));
  });

  app.get('/api/plans', {
    config: { access: 'user', openapi: { summary: 'The plans of record by year, each a frozen copy of a named scenario version', response: planListAnswer } },
  }, async () => ({ plans: (await services.plans.list()).map(toApiPlan) }));

  app.post('/api/plans', {
    config: {
      access: 'admin',
      openapi: {
        summary: 'Locks a named scenario version as the plan of record of a year (2026–2030); 400 when the version has no name or the scenario is a private Simulation (Editable), 409 plan_exists when the year has a plan',
        body: lockPlanBody, response: planSchema, successStatus: 201, errors: { 409: planConflictAnswer },
      },
    },
  }, async (request, reply) => {
    const user = requireUser(request);
    const body = parseBody(lockPlanBody, request);
    const scenario = await visibleScenario(services, user, body.scenario_id);
    // Everyone reads a plan of record (its drivers, the variance against it): a scenario only its
    // owner sees would be exposed by it, so only one visible to everyone can be locked (issue 24).
    if (scenario.scenario_type === 'user') throw new ApiError(400, 'private_scenario', privateScenarioMessage(scenario.scenario_name), 'scenario_id');
    const outcome = await services.plans.lock({
      year: body.year, scenario_id: scenario.scenario_id, scenario_name: scenario.scenario_name, version: body.version, locker: user,
    });
    if (!outcome.ok && outcome.reason === 'version_not_found') {
      throw new ApiError(400, 'invalid_input', `version: ${scenario.scenario_name} has no version ${body.version}`, 'version');
    }
    if (!outcome.ok && outcome.reason === 'unnamed') throw new ApiError(400, 'unnamed_version', unnamedVersionMessage(body.version), 'version');
    if (!outcome.ok) {
      const existing = toApiPlan(outcome.existing);
      throw new ApiError(409, 'plan_exists', planExistsMessage(body.year, existing), 'year', { plan: existing });
    }
    await audit(services, request, {
      action: 'create', resource: `plan:${body.year}`,
      details: `${outcome.plan.version_name} (${scenario.scenario_name}, version ${body.version})`,
    });
    reply.status(201);
    return toApiPlan(outcome.plan);
  });
}
