import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { requireUser } from '../http/access.ts';
import { errorBody } from '../http/errors.ts';
import { freshSeed } from '../../engine/analysis/seededRandom.ts';
import { validateDriverRanges } from '../../engine/analysis/ranges/driverRanges.ts';
import { withoutRetiredDrivers } from '../../engine/session/validate.ts';
import { PLAN_REFUSALS, samePlan } from '../../engine/headcount/plan.ts';
import { RangesBusyError, RangesCancelledError } from '../model/analysisService.ts';
import { parseBody } from './inputs.ts';
import { scenarioFromQuery, visibleScenario } from './scenarioAccess.ts';
import { ApiError } from '../http/errors.ts';
import { languageOf } from '../i18n/index.ts';
import { apiMessage } from '../i18n/apiMessages.ts';
import {
  attributionAnswer, attributionBody, goalSeekAnswer, goalSeekBody, hiringSeekAnswer, hiringSeekBody, rangesAnswer, rangesBody,
} from '../../contract/analysis.ts';

/**
 * Forecast ranges, goal seek and gap attribution (issue 17, docs/api.md "Analyses of uncertainty
 * and gaps"). Scenarios are read with the rules of the other model routes (a missing id is the
 * caller's active scenario; another user's working scenario is 404); drafts apply over the
 * scenario's values; nothing is stored.
 */
export function analysisRoutes(app: FastifyInstance, services: Services): void {
  app.post('/api/analysis/ranges', {
    config: {
      access: 'user',
      openapi: {
        summary: 'Forecast ranges (Monte Carlo): percentiles by year, fan charts, histograms, target probabilities and drivers of the spread; 429 while the caller has a run going or waits their turn for draws',
        body: rangesBody, response: rangesAnswer,
      },
    },
  }, async (request, reply) => {
    const user = requireUser(request);
    const body = parseBody(rangesBody, request);
    const scenario = await scenarioFromQuery(services, user, body.scenario_id);
    const drivers = services.model.effectiveDrivers({ ...scenario.key_drivers, ...body.drivers });
    const drafts = validateDriverRanges(body.driver_ranges ?? {}, drivers, services.model.driverCatalog());
    const seed = body.seed ?? freshSeed();
    let closed = false;
    reply.raw.once('close', () => {
      closed = !reply.raw.writableFinished;
    });
    try {
      const result = await services.analysis.ranges(user.id, {
        drivers, ranges: { ...withoutRetiredDrivers(scenario.driver_ranges), ...drafts }, draws: body.draws, seed, headcount: scenario.headcount,
      }, () => closed);
      return { scenario_id: scenario.scenario_id, ...result };
    } catch (error) {
      if (error instanceof RangesBusyError) {
        return reply.status(429).header('retry-after', String(error.retryAfterSeconds)).send(errorBody(error.reason, apiMessage(error.message, languageOf(request))));
      }
      // Nobody reads this answer: the client closed the request, which stopped the run.
      if (error instanceof RangesCancelledError) return reply.status(400).send(errorBody('cancelled', 'The request was closed before the run finished'));
      throw error;
    }
  });

  app.post('/api/analysis/goal-seek', {
    config: {
      access: 'user',
      openapi: {
        summary: 'Goal seek: the value of a driver that makes a figure of a year equal a target, or the reachable range',
        body: goalSeekBody, response: goalSeekAnswer,
      },
    },
  }, async (request) => {
    const user = requireUser(request);
    const body = parseBody(goalSeekBody, request);
    const scenario = await scenarioFromQuery(services, user, body.scenario_id);
    const drivers = services.model.effectiveDrivers({ ...scenario.key_drivers, ...body.drivers });
    const result = services.analysis.goalSeek({ drivers, driver: body.driver, figure: body.figure, year: body.year, target: body.target }, scenario.headcount);
    return { scenario_id: scenario.scenario_id, ...result };
  });

  app.post('/api/analysis/hiring-seek', {
    config: {
      access: 'user',
      openapi: {
        summary: 'Goal seek on sales hires: the fewest sales hires from a month that bring a figure of a year to a target, over the scenario\'s headcount plan',
        body: hiringSeekBody, response: hiringSeekAnswer,
      },
    },
  }, async (request) => {
    const user = requireUser(request);
    const body = parseBody(hiringSeekBody, request);
    const scenario = await scenarioFromQuery(services, user, body.scenario_id);
    const drivers = services.model.effectiveDrivers({ ...scenario.key_drivers, ...body.drivers });
    const result = services.analysis.hiringSeek({ drivers, plan: scenario.headcount, month: body.month, figure: body.figure, year: body.year, target: body.target });
    return { scenario_id: scenario.scenario_id, ...result };
  });

  app.post('/api/analysis/attribution', {
    config: {
      access: 'user',
      openapi: {
        summary: 'Gap attribution: the difference of a figure between two scenarios (or drafts) split into per-driver Shapley contributions',
        body: attributionBody, response: attributionAnswer,
      },
    },
  }, async (request) => {
    const user = requireUser(request);
    const body = parseBody(attributionBody, request);
    const from = await visibleScenario(services, user, body.from);
    const to = await visibleScenario(services, user, body.to);
    if (!samePlan(from.headcount, to.headcount)) {
      throw new ApiError(409, 'headcount_plans_differ', PLAN_REFUSALS.plansDiffer);
    }
    const result = services.analysis.attribution({
      from: services.model.effectiveDrivers({ ...from.key_drivers, ...body.from_drivers }),
      to: services.model.effectiveDrivers({ ...to.key_drivers, ...body.to_drivers }),
      figure: body.figure,
      year: body.year,
      ...(body.seed === undefined ? {} : { seed: body.seed }),
    }, from.headcount);
    const { figure, year, from_value, to_value, difference, method, permutations, seed, evaluations, contributions } = result;
    return {
      from: { scenario_id: from.scenario_id, scenario_name: from.scenario_name },
      to: { scenario_id: to.scenario_id, scenario_name: to.scenario_name },
      figure, year, from_value, to_value, difference, method, permutations, seed, evaluations, contributions,
    };
  });
}
