import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services.ts';
import { requireUser } from '../http/access.ts';
import { scenarioCacheKey } from '../model/forecastShapes.ts';
import { parseQuery, scenarioParam } from './inputs.ts';
import { scenarioFromQuery } from './scenarioAccess.ts';
import {
  DEFAULT_MULTIPLIERS, DEFAULT_TARGET_EV, enterpriseValuation, multiplierProblem, valuationInputs, type Multipliers,
} from '../../engine/analysis/valuation.ts';

/** A multiplier in the query: a number within its slider's bounds, on its 0.5 step (part 2 §5). */
function multiplierParam(which: keyof Multipliers) {
  return z.string()
    .regex(/^\d+(\.\d+)?$/, 'must be a number')
    .transform(Number)
    .superRefine((value, context) => {
      const problem = multiplierProblem(which, value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .default(DEFAULT_MULTIPLIERS[which]);
}

const valuationQuery = z.object({
  scenario: scenarioParam,
  arr_multiplier: multiplierParam('arr'),
  transaction_multiplier: multiplierParam('transaction'),
  target_ev: z.string().regex(/^\d+(\.\d+)?$/, 'must be a positive number').transform(Number)
    .pipe(z.number().positive('must be a positive number').max(1e12, 'is too large')).default(DEFAULT_TARGET_EV),
});

/**
 * Part 2 §3 enterprise valuation (the Rides/Wallet screen): the model's quarterly run-rates for a
 * scenario, valued at the requested multipliers. The model is read once per scenario version;
 * a new multiplier only revalues (engine/analysis/valuation.ts).
 */
export function valuationRoutes(app: FastifyInstance, services: Services): void {
  app.get('/api/valuation/enterprise', {
    config: { access: 'user', openapi: { summary: 'Enterprise valuation: quarterly projections Q4/2025–Q4/2030, yearly progression, waterfall, methods', query: valuationQuery } },
  }, async (request) => {
    const user = requireUser(request);
    const query = parseQuery(valuationQuery, request);
    const scenario = scenarioFromQuery(services, user, query.scenario);
    const inputs = services.model.cached(`valuation-inputs:${scenarioCacheKey(scenario)}`, scenario.key_drivers,
      (session) => valuationInputs(session.cells(), scenario.scenario_name));
    return {
      scenario_id: scenario.scenario_id,
      ...enterpriseValuation(inputs, { arr: query.arr_multiplier, transaction: query.transaction_multiplier }, query.target_ev),
    };
  });
}
