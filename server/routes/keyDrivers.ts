import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { requireUser } from '../http/access.ts';
import { DRIVER_CATEGORIES } from '../../engine/model/categories.ts';
import {
  effectiveDrivers, enhancedForecast, forecastYears, scenarioInfo,
} from '../model/forecastShapes.ts';
import { parseBody, parseQuery } from './inputs.ts';
import { scenarioFromQuery, visibleScenario } from './scenarioAccess.ts';
import { scenarioQuery } from '../../contract/params.ts';
import { DEFAULT_SCENARIO_ID } from '../../contract/scenarios.ts';
import { driverMap, keyDriverCatalogAnswer } from '../../contract/drivers.ts';
import { enhancedForecastAnswer } from '../../contract/dashboard.ts';
import { scenarioForecastAnswer } from '../../contract/scenarioForecasts.ts';

/**
 * The Key Performance Dashboard (part 2 §3) and the cockpit's key-driver forecast (part 1 §3).
 * Posted drivers apply over the chosen scenario's (default: the caller's active one); the engine
 * refuses unknown ids and out-of-bounds values with a 400 naming the driver. A draft's figures
 * come from the compiled kernel, uncached: each request is a new driver map.
 */
export function keyDriverRoutes(app: FastifyInstance, services: Services): void {
  app.get('/api/key-drivers/variables', {
    config: { access: 'user', openapi: { summary: 'The driver catalog by category with the scenario\'s and Baseline\'s values', query: scenarioQuery, response: keyDriverCatalogAnswer } },
  }, async (request) => {
    const user = requireUser(request);
    const { scenario: id } = parseQuery(scenarioQuery, request);
    const scenario = await scenarioFromQuery(services, user, id);
    const current = effectiveDrivers(services.model, scenario);
    const baseline = effectiveDrivers(services.model, await visibleScenario(services, user, DEFAULT_SCENARIO_ID));
    const { drivers } = services.model.definition().definition;
    const categories = Object.fromEntries(DRIVER_CATEGORIES.map((category) => [category.id, {
      category_name: category.category_name,
      description: category.description,
      variables: Object.fromEntries(drivers.filter((d) => d.category === category.id).map((d) => [d.id, {
        name: d.name, source: d.source, impact_level: d.impact_level,
        current_value: current[d.id] ?? d.baseline, baseline_value: baseline[d.id] ?? d.baseline,
        min_value: d.min, max_value: d.max, unit: d.unit, editable: d.editable, role: d.role,
        business_logic: d.business_logic, description: d.description,
      }])),
    }]));
    return { scenario_id: scenario.scenario_id, key_drivers: { categories } };
  });

  app.post('/api/key-drivers/forecast-enhanced', {
    config: {
      access: 'user',
      openapi: { summary: 'P&L and cash by year plus dashboard metrics for draft drivers over a scenario', query: scenarioQuery, body: driverMap, response: enhancedForecastAnswer },
    },
  }, async (request) => {
    const user = requireUser(request);
    const { scenario: id } = parseQuery(scenarioQuery, request);
    const drafts = parseBody(driverMap, request);
    const scenario = await scenarioFromQuery(services, user, id);
    const { years, kpis } = services.model.draftFigures({ key_drivers: { ...scenario.key_drivers, ...drafts }, headcount: scenario.headcount });
    return { scenario_id: scenario.scenario_id, ...enhancedForecast(years, kpis) };
  });

  app.post('/api/forecast/key-drivers', {
    config: {
      access: 'user',
      openapi: { summary: 'Forecast years for a key-driver payload over a scenario', query: scenarioQuery, body: driverMap, response: scenarioForecastAnswer },
    },
  }, async (request) => {
    const user = requireUser(request);
    const { scenario: id } = parseQuery(scenarioQuery, request);
    const payload = parseBody(driverMap, request);
    const scenario = await scenarioFromQuery(services, user, id);
    const { years } = services.model.draftFigures({ key_drivers: { ...scenario.key_drivers, ...payload }, headcount: scenario.headcount });
    return { forecast_years: forecastYears(years), scenario_info: scenarioInfo(scenario), warnings: services.model.closeWarnings() };
  });
}
