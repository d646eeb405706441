import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { requireUser } from '../http/access.ts';
import { scenarioCacheKey } from '../model/forecastShapes.ts';
import { parseQuery } from './inputs.ts';
import { scenarioFromQuery } from './scenarioAccess.ts';
import { enterpriseValuation, valuationInputs } from '../../engine/analysis/valuation.ts';
import { valuationAnswer, valuationQuery } from '../../contract/valuation.ts';

/**
 * Part 2 §3 enterprise valuation (the Rides/Wallet screen): a scenario's DCF and its run-rates at the
 * valuation date, valued at the requested multipliers, DCF convention and exit multiple. The model is
 * read once per scenario version; a new multiplier only revalues (engine/analysis/valuation.ts).
 */
export function valuationRoutes(app: FastifyInstance, services: Services): void {
  app.get('/api/valuation/enterprise', {
    config: {
      access: 'user',
      openapi: {
        summary: 'Enterprise valuation at the last closed month: DCF of unlevered free cash flow with its terminal values and bridge to equity, multiples, quarterly projections Q4/2025–Q4/2030, waterfall',
        query: valuationQuery, response: valuationAnswer,
      },
    },
  }, async (request) => {
    const user = requireUser(request);
    const query = parseQuery(valuationQuery, request);
    const scenario = await scenarioFromQuery(services, user, query.scenario);
    const inputs = services.model.cached(`valuation-inputs:${scenarioCacheKey(scenario)}`, scenario,
      (session) => valuationInputs(session.cells(), session.driverValues(), scenario.scenario_name));
    return {
      scenario_id: scenario.scenario_id,
      ...enterpriseValuation(
        inputs, { arr: query.arr_multiplier, transaction: query.transaction_multiplier }, query.target_ev,
        { midYear: query.mid_year, exitMultiple: query.exit_multiple },
      ),
    };
  });
}
