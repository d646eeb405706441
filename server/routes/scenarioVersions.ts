import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../services.ts';
import { ApiError } from '../http/errors.ts';
import { languageOf } from '../i18n/index.ts';
import { requireUser } from '../http/access.ts';
import { audit } from '../http/audit.ts';
import { withoutRetiredDrivers } from '../../engine/session/validate.ts';
import { forecastYears, scenarioCacheKey } from '../model/forecastShapes.ts';
import { parseBody, parseParams } from './inputs.ts';
import { apiVersions, catalogValues, publishedModelOf, toApiVersion, versionsSince } from './versionAnswers.ts';
import { saveDetails } from './scenarioAudit.ts';
import { activeScenario, assertMayChange, toApiScenario, versionConflictBody, visibleScenario, SCENARIO_NOT_FOUND } from './scenarioAccess.ts';
import { scenarioConflictAnswer, scenarioIdParams, scenarioSchema } from '../../contract/scenarios.ts';
import {
  nameVersionBody, restoreVersionBody, scenarioVersionSchema, versionDetailAnswer, versionListAnswer, versionParams,
} from '../../contract/scenarioVersions.ts';

const versionNotFound = (version: number) => new ApiError(404, 'not_found', `Version ${version} not found`, 'v');

/**
 * Scenario versions (docs/api.md "Scenario versions"): every save keeps one; they can be read
 * with their figures, restored as a new version through the usual update (so the change event
 * and the version check are the update's) and named. Plans of record: plans.ts.
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
      // The version's drivers under the model it was saved under (figures as they were then), cached
      // under the key the scenario had at that version.
      forecast_years: forecastYears(services.model.figuresUnder(await publishedModelOf(services, record.model_version), scenarioCacheKey(record), record).years),
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
    const keyDrivers = services.model.checkDrivers(services.model.withoutRetired(record.key_drivers));
    const driverRanges = services.model.withoutRetired(record.driver_ranges);
    const comment = body.comment ? `Restored version ${number}: ${body.comment}` : `Restored version ${number}`;
    // The headcount plan goes back as it was kept: none saved (null) is the plan generated from the drivers.
    const outcome = await services.scenarios.update(scenario.scenario_id, body.version, {
      key_drivers: keyDrivers, driver_ranges: driverRanges, headcount: record.headcount,
    }, user, comment);
    const activeId = (await activeScenario(services, user)).scenario_id;
    if (!outcome.ok && outcome.reason === 'version_conflict') {
      return reply.status(409).send(versionConflictBody(outcome.current, activeId, await versionsSince(services, scenario.scenario_id, body.version), languageOf(request)));
    }
    if (!outcome.ok) throw new ApiError(404, 'not_found', SCENARIO_NOT_FOUND);
    await audit(services, request, {
      action: 'update', resource: `scenario:${scenario.scenario_id}`,
      details: saveDetails(services, scenario, outcome.scenario, body.comment, `restored version ${number}`),
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
}
