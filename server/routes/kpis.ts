import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { requireUser } from '../http/access.ts';
import { scenarioFigures } from '../model/forecastShapes.ts';
import { parseBody, parseQuery } from './inputs.ts';
import { activeScenario, scenarioFromQuery } from './scenarioAccess.ts';
import { DEFAULT_KPI_YEAR, kpiDashboardAnswer, kpiDashboardQuery, kpisRecalculatedAnswer } from '../../contract/kpis.ts';
import { emptyBody } from '../../contract/emptyBody.ts';

/** The KPI list of the cockpit (part 1 §2 "KPI Performance Analysis") for a scenario and year. */
export function kpiRoutes(app: FastifyInstance, services: Services): void {
  app.get('/api/kpis/dashboard', {
    config: { access: 'user', openapi: { summary: 'KPIs of a scenario and year with benchmark and status', query: kpiDashboardQuery, response: kpiDashboardAnswer } },
  }, async (request) => {
    const user = requireUser(request);
    const query = parseQuery(kpiDashboardQuery, request);
    const scenario = await scenarioFromQuery(services, user, query.scenario);
    const kpis = scenarioFigures(services.model, scenario).kpis[query.year] ?? [];
    return { scenario_id: scenario.scenario_id, scenario_name: scenario.scenario_name, year: query.year, kpis, warnings: services.model.closeWarnings() };
  });

  // Part 1 §7: sent after a successful baseline save; every forecast is recomputed on the newest baseline.
  app.post('/api/kpis/recalculate-baseline', {
    config: {
      access: 'user',
      openapi: { summary: 'Reloads the newest baseline and answers the active scenario\'s 2026 KPIs', body: emptyBody, response: kpisRecalculatedAnswer },
    },
  }, async (request) => {
    const user = requireUser(request);
    parseBody(emptyBody, request);
    services.model.reloadBaseline();
    const scenario = await activeScenario(services, user);
    const { version } = services.model.baseline();
    return {
      status: 'ok', scenario_id: scenario.scenario_id, baseline_version: version, year: DEFAULT_KPI_YEAR,
      kpis: scenarioFigures(services.model, scenario).kpis[DEFAULT_KPI_YEAR] ?? [],
    };
  });
}
