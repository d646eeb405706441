import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { ApiError } from '../http/errors.ts';
import { requireUser } from '../http/access.ts';
import type { RangesRunRecord } from '../repos/rangesRuns.ts';
import {
  KEPT_RUNS_PER_SCENARIO, keepRangesRunBody, keptRangesRun, keptRangesRunList, rangesRunListQuery, rangesRunParams,
} from '../../contract/rangesRuns.ts';
import { parseBody, parseParams, parseQuery } from './inputs.ts';
import { scenarioFromQuery, visibleScenario } from './scenarioAccess.ts';

export const RANGES_RUN_NOT_FOUND = 'Forecast-ranges run not found';

/**
 * Kept forecast-ranges runs (issue 26, docs/api.md "Kept forecast-ranges runs"): anyone who may
 * read a scenario keeps runs of it and reads its runs, by list or by a shared link's id; a run of a
 * scenario the caller may not read is 404, as the scenario itself.
 */
export function rangesRunRoutes(app: FastifyInstance, services: Services): void {
  app.post('/api/ranges-runs', {
    config: {
      access: 'user',
      openapi: {
        summary: `Keep a finished forecast-ranges run with its scenario version, driver values and ranges; the scenario's newest ${KEPT_RUNS_PER_SCENARIO} stay`,
        body: keepRangesRunBody, response: keptRangesRun, successStatus: 201,
      },
    },
  }, async (request, reply) => {
    const user = requireUser(request);
    const body = parseBody(keepRangesRunBody, request);
    const scenario = await visibleScenario(services, user, body.scenario_id);
    if (body.scenario_version > scenario.version) {
      throw new ApiError(400, 'invalid_input', `scenario_version: must be a saved version of ${scenario.scenario_name} (at most ${scenario.version})`, 'scenario_version');
    }
    const kept = await services.rangesRuns.keep({
      scenario_id: scenario.scenario_id,
      scenario_name: scenario.scenario_name,
      scenario_version: body.scenario_version,
      with_drafts: body.with_drafts,
      drivers: body.drivers,
      driver_ranges: body.driver_ranges,
      result: body.result,
      runner: { id: user.id, username: user.username },
    }, KEPT_RUNS_PER_SCENARIO);
    return reply.status(201).send(kept);
  });

  app.get('/api/ranges-runs', {
    config: {
      access: 'user',
      openapi: { summary: 'The kept forecast-ranges runs of a scenario, newest first, without their figures', query: rangesRunListQuery, response: keptRangesRunList },
    },
  }, async (request) => {
    const user = requireUser(request);
    const query = parseQuery(rangesRunListQuery, request);
    const scenario = await scenarioFromQuery(services, user, query.scenario);
    return { runs: await services.rangesRuns.list(scenario.scenario_id) };
  });

  app.get('/api/ranges-runs/:id', {
    config: {
      access: 'user',
      openapi: { summary: 'A kept forecast-ranges run with its figures (the run a shared /ranges?run=ID link opens)', params: rangesRunParams, response: keptRangesRun },
    },
  }, async (request): Promise<RangesRunRecord> => {
    const user = requireUser(request);
    const { id } = parseParams(rangesRunParams, request);
    const run = await services.rangesRuns.get(id);
    if (!run) throw new ApiError(404, 'not_found', RANGES_RUN_NOT_FOUND);
    try {
      await visibleScenario(services, user, run.scenario_id);
    } catch {
      throw new ApiError(404, 'not_found', RANGES_RUN_NOT_FOUND);
    }
    return run;
  });
}
