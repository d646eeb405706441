import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { requireUser } from '../http/access.ts';
import { scenarioCacheKey } from '../model/forecastShapes.ts';
import { assumptionMappings } from '../../engine/session/traceability.ts';
import { parseQuery } from './inputs.ts';
import { scenarioFromQuery } from './scenarioAccess.ts';
import { scenarioQuery } from '../../contract/params.ts';
import { assumptionsAnswer, mappingsAnswer, mappingsQuery } from '../../contract/assumptions.ts';

/**
 * Business Assumptions Documentation (part 1 §2–3): which P&L lines each assumption moves and
 * by how much (impact of +1% in the year), and the documented values of a scenario.
 */
export function assumptionRoutes(app: FastifyInstance, services: Services): void {
  app.get('/api/assumptions/mappings', {
    config: { access: 'user', openapi: { summary: 'Documented assumptions with the P&L lines they move (impact of +1%)', query: mappingsQuery, response: mappingsAnswer } },
  }, async (request) => {
    const user = requireUser(request);
    const query = parseQuery(mappingsQuery, request);
    const scenario = await scenarioFromQuery(services, user, query.scenario);
    // One kernel evaluation per assumption: a few milliseconds, so nothing is cached.
    const mappings = services.model.kernel(scenario, (kernel, drivers) => assumptionMappings(kernel, drivers, query.year));
    return {
      scenario_id: scenario.scenario_id,
      year: query.year,
      mappings: Object.fromEntries(mappings.map(({ key, ...mapping }) => [key, mapping])),
    };
  });

  app.get('/api/assumptions/all', {
    config: {
      access: 'user',
      openapi: { summary: 'The Business Assumptions Documentation entries with the scenario\'s values', query: scenarioQuery, response: assumptionsAnswer },
    },
  }, async (request) => {
    const user = requireUser(request);
    const scenario = await scenarioFromQuery(services, user, parseQuery(scenarioQuery, request).scenario);
    const assumptions = services.model.cached(`assumptions|${scenarioCacheKey(scenario)}`, scenario, (session) => session.assumptions());
    return { scenario_id: scenario.scenario_id, assumptions };
  });
}
