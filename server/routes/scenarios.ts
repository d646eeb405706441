import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../services.ts';
import { ApiError, wordedError } from '../http/errors.ts';
import { languageOf } from '../i18n/index.ts';
import { requireUser } from '../http/access.ts';
import { audit } from '../http/audit.ts';
import { validateDriverRanges } from '../../engine/analysis/ranges/driverRanges.ts';
import type { NameTaken } from '../repos/scenarios.ts';
import { scenarioForecast } from '../model/forecastShapes.ts';
import { parseBody, parseParams, parseQuery } from './inputs.ts';
import { versionsSince } from './versionAnswers.ts';
import { saveDetails } from './scenarioAudit.ts';
import {
  activeScenario, assertMayChange, toApiScenario, versionConflictBody, visibleScenario, visibleScenarios, workingScenarioOf, SCENARIO_NOT_FOUND,
} from './scenarioAccess.ts';
import {
  createScenarioBody, DEFAULT_SCENARIO_ID, scenarioConflictAnswer, scenarioDeletedAnswer, scenarioIdParams, scenarioListAnswer,
  scenarioListQuery, scenarioSchema, updateScenarioBody,
} from '../../contract/scenarios.ts';
import { emptyBody } from '../../contract/emptyBody.ts';

function scenarioId(request: FastifyRequest): string {
  return parseParams(scenarioIdParams, request).id;
}

/**
 * 409 when the name is taken among the scenarios the writer sees; the message names the scenario
 * that has it (in English word for word scenarioNameTakenMessage; the create dialog knows it by its code).
 */
function nameTaken(outcome: NameTaken): ApiError {
  return wordedError(409, 'name_taken', (t) => t('conflicts.nameTaken', { name: outcome.existing.scenario_name }), 'scenario_name');
}

/** Scenario CRUD and the per-user active scenario (docs/api.md "Scenarios"). Forecasts: scenarioForecasts.ts. */
export function scenarioRoutes(app: FastifyInstance, services: Services): void {
  app.get('/api/scenarios', {
    config: { access: 'user', openapi: { summary: 'Scenarios the caller sees, optionally with their forecast', query: scenarioListQuery, response: scenarioListAnswer } },
  }, async (request) => {
    const user = requireUser(request);
    const query = parseQuery(scenarioListQuery, request);
    const activeId = (await activeScenario(services, user)).scenario_id;
    const scenarios = (await visibleScenarios(services, user)).map((scenario) => {
      const shown = toApiScenario(scenario, activeId);
      if (!query.include_forecast) return shown;
      return { ...shown, forecast: { forecast_years: scenarioForecast(services.model, scenario, query.to).forecast_years } };
    });
    return { scenarios };
  });

  app.get('/api/scenarios/active', { config: { access: 'user', openapi: { summary: 'The caller\'s active scenario (Baseline by default)', response: scenarioSchema } } }, async (request) => {
    const user = requireUser(request);
    const scenario = await activeScenario(services, user);
    return toApiScenario(scenario, scenario.scenario_id);
  });

  app.get('/api/scenarios/:id', {
    config: { access: 'user', openapi: { summary: 'One scenario; 404 for another user\'s working scenario', params: scenarioIdParams, response: scenarioSchema } },
  }, async (request) => {
    const user = requireUser(request);
    const scenario = await visibleScenario(services, user, scenarioId(request));
    return toApiScenario(scenario, (await activeScenario(services, user)).scenario_id);
  });

  app.post('/api/scenarios', {
    config: { access: 'user', openapi: { summary: 'Creates a user-created scenario; 409 name_taken when a scenario the caller sees has the name', body: createScenarioBody, response: scenarioSchema, successStatus: 201 } },
  }, async (request, reply) => {
    const user = requireUser(request);
    const body = parseBody(createScenarioBody, request);
    const keyDrivers = services.model.checkDrivers(body.key_drivers);
    const driverRanges = validateDriverRanges(body.driver_ranges ?? {}, services.model.effectiveDrivers(keyDrivers), services.model.driverCatalog());
    // The caller's Simulation (Editable) is among the names they see, even before they first listed the scenarios.
    await workingScenarioOf(services, user);
    const outcome = await services.scenarios.create({
      scenario_name: body.scenario_name, description: body.description, key_drivers: keyDrivers, driver_ranges: driverRanges, creator: user,
    });
    if (!outcome.ok) throw nameTaken(outcome);
    const created = outcome.scenario;
    await audit(services, request, { action: 'create', resource: `scenario:${created.scenario_id}`, details: created.scenario_name });
    reply.status(201);
    return toApiScenario(created, (await activeScenario(services, user)).scenario_id);
  });

  app.put('/api/scenarios/:id', {
    config: {
      access: 'user',
      openapi: {
        summary: 'Updates a scenario from the version read, keeping the new version with the optional comment; 409 version_conflict (with current), built_in or name_taken',
        params: scenarioIdParams, body: updateScenarioBody, response: scenarioSchema, errors: { 409: scenarioConflictAnswer },
      },
    },
  }, async (request, reply) => {
    const user = requireUser(request);
    const id = scenarioId(request);
    const body = parseBody(updateScenarioBody, request);
    const scenario = await visibleScenario(services, user, id);
    assertMayChange(scenario, user, 'update');
    const keyDrivers = body.key_drivers === undefined ? undefined : services.model.checkDrivers(body.key_drivers);
    // Ranges sent must hold the values the scenario will have; saved ones a later value leaves outside are stretched by the run.
    const driverRanges = body.driver_ranges === undefined
      ? undefined
      : validateDriverRanges(body.driver_ranges, services.model.effectiveDrivers(keyDrivers ?? scenario.key_drivers), services.model.driverCatalog());
    await workingScenarioOf(services, user);
    const outcome = await services.scenarios.update(scenario.scenario_id, body.version, {
      scenario_name: body.scenario_name, description: body.description, key_drivers: keyDrivers, driver_ranges: driverRanges,
    }, user, body.comment);
    const activeId = (await activeScenario(services, user)).scenario_id;
    if (!outcome.ok && outcome.reason === 'not_found') throw new ApiError(404, 'not_found', SCENARIO_NOT_FOUND);
    if (!outcome.ok && outcome.reason === 'name_taken') throw nameTaken(outcome);
    if (!outcome.ok) return reply.status(409).send(versionConflictBody(outcome.current, activeId, await versionsSince(services, scenario.scenario_id, body.version), languageOf(request)));
    await audit(services, request, {
      action: 'update', resource: `scenario:${scenario.scenario_id}`,
      details: saveDetails(services, scenario, outcome.scenario, body.comment),
    });
    return toApiScenario(outcome.scenario, activeId);
  });

  app.delete('/api/scenarios/:id', {
    config: {
      access: 'user',
      openapi: {
        summary: 'Deletes a user-created scenario (creator or admin); the caller falls back to Baseline if it was active',
        params: scenarioIdParams, body: emptyBody, response: scenarioDeletedAnswer,
      },
    },
  }, async (request) => {
    const user = requireUser(request);
    const id = scenarioId(request);
    parseBody(emptyBody, request);
    const scenario = await visibleScenario(services, user, id);
    assertMayChange(scenario, user, 'delete');
    const wasActive = (await activeScenario(services, user)).scenario_id === scenario.scenario_id;
    if (!(await services.scenarios.delete(scenario.scenario_id))) throw new ApiError(404, 'not_found', SCENARIO_NOT_FOUND);
    // Part 1 §4: deleting the active scenario activates Baseline.
    if (wasActive) await services.scenarios.activate(user.id, DEFAULT_SCENARIO_ID);
    await audit(services, request, { action: 'delete', resource: `scenario:${scenario.scenario_id}`, details: scenario.scenario_name });
    return { status: 'deleted', scenario_id: scenario.scenario_id, active_scenario_id: (await activeScenario(services, user)).scenario_id };
  });

  const activate = async (request: FastifyRequest) => {
    const user = requireUser(request);
    const id = scenarioId(request);
    parseBody(emptyBody, request);
    const scenario = await visibleScenario(services, user, id);
    await services.scenarios.activate(user.id, scenario.scenario_id);
    await audit(services, request, { action: 'update', resource: `scenario:${scenario.scenario_id}`, details: 'activated' });
    return toApiScenario(scenario, scenario.scenario_id);
  };
  const activateDocs = { summary: 'Makes the scenario the caller\'s active one', params: scenarioIdParams, body: emptyBody, response: scenarioSchema };
  app.post('/api/scenarios/:id/activate', { config: { access: 'user', openapi: activateDocs } }, activate);
  app.put('/api/scenarios/:id/activate', { config: { access: 'user', openapi: activateDocs } }, activate);
}
