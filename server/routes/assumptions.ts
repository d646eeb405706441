import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services.ts';
import { requireUser } from '../http/access.ts';
import { scenarioCacheKey } from '../model/forecastShapes.ts';
import { assumptionMappings } from '../../engine/session/traceability.ts';
import { parseQuery, scenarioParam, yearParam, YEARS } from './inputs.ts';
import { scenarioFromQuery } from './scenarioAccess.ts';

const DEFAULT_YEAR = 2026;

const mappingsQuery = z.object({
  scenario: scenarioParam,
  year: yearParam(YEARS.first, YEARS.last).default(DEFAULT_YEAR),
});
const allQuery = z.object({ scenario: scenarioParam });

/**
 * Business Assumptions Documentation (part 1 §2–3): which P&L lines each assumption moves and
 * by how much (impact of +1% in the year), and the documented values of a scenario.
 */
export function assumptionRoutes(app: FastifyInstance, services: Services): void {
  app.get('/api/assumptions/mappings', {
    config: { access: 'user', openapi: { summary: 'Documented assumptions with the P&L lines they move (impact of +1%)', query: mappingsQuery } },
  }, async (request) => {
    const user = requireUser(request);
    const query = parseQuery(mappingsQuery, request);
    const scenario = scenarioFromQuery(services, user, query.scenario);
    // One kernel evaluation per assumption: a few milliseconds, so nothing is cached.
    const mappings = services.model.kernel(scenario.key_drivers, (kernel, drivers) => assumptionMappings(kernel, drivers, query.year));
    return {
      scenario_id: scenario.scenario_id,
      year: query.year,
      mappings: Object.fromEntries(mappings.map(({ key, ...mapping }) => [key, mapping])),
    };
  });

  app.get('/api/assumptions/all', {
    config: { access: 'user', openapi: { summary: 'The Business Assumptions Documentation entries with the scenario\'s values', query: allQuery } },
  }, async (request) => {
    const user = requireUser(request);
    const scenario = scenarioFromQuery(services, user, parseQuery(allQuery, request).scenario);
    const assumptions = services.model.cached(`assumptions|${scenarioCacheKey(scenario)}`, scenario.key_drivers, (session) => session.assumptions());
    return { scenario_id: scenario.scenario_id, assumptions };
  });
}
