import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { ApiError } from '../http/errors.ts';
import { requireUser } from '../http/access.ts';
import { planLabel, varianceOf } from '../model/varianceFigures.ts';
import { noPlanAnswer, noPlanMessage, NO_PLAN_CODE, varianceAnswer, varianceQuery } from '../../contract/variance.ts';
import { parseQuery } from './inputs.ts';
import { scenarioFromQuery } from './scenarioAccess.ts';

/** GET /api/variance: the plan of record of a year against its closed months and the latest estimate (docs/api.md). */
export function varianceRoutes(app: FastifyInstance, services: Services): void {
  app.get('/api/variance', {
    config: {
      access: 'user',
      openapi: {
        summary: 'Budget against actual for a year: per month, quarter or year to date, each line\'s plan of record, actual and variance, the full-year latest estimate, and the revenue variance split into volume and price/mix',
        query: varianceQuery, response: varianceAnswer, errors: { 404: noPlanAnswer },
      },
    },
  }, async (request) => {
    const user = requireUser(request);
    const query = parseQuery(varianceQuery, request);
    const plan = await services.plans.get(query.year);
    if (!plan) throw new ApiError(404, NO_PLAN_CODE, noPlanMessage(query.year));
    const scenario = await scenarioFromQuery(services, user, query.scenario);
    return {
      ...varianceOf(services.model, scenario, plan, query.year, query.period),
      scenario_id: scenario.scenario_id,
      scenario_name: scenario.scenario_name,
      plan_label: planLabel(plan),
      plan: {
        version_name: plan.version_name, scenario_id: plan.scenario_id, scenario_name: plan.scenario_name, version: plan.version,
        locked_by: plan.locked_by, locked_at: plan.locked_at, approval_note: plan.approval_note,
      },
      warnings: services.model.closeWarnings(),
    };
  });
}
