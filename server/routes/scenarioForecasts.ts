import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { requireUser } from '../http/access.ts';
import {
  driverDifferences, effectiveDrivers, forecastYears, scenarioFigures, scenarioForecast, yearDifferences,
} from '../model/forecastShapes.ts';
import { parseParams, parseQuery } from './inputs.ts';
import { activeScenario, visibleScenario } from './scenarioAccess.ts';
import { scenarioIdParams } from '../../contract/scenarios.ts';
import { comparisonAnswer, comparisonParams, forecastQuery, scenarioForecastAnswer } from '../../contract/scenarioForecasts.ts';

/** Forecasts and comparisons of scenarios (docs/api.md "Scenarios"); every number from the engine. */
export function scenarioForecastRoutes(app: FastifyInstance, services: Services): void {
  app.get('/api/scenarios/active/forecast', {
    config: { access: 'user', openapi: { summary: 'Forecast years of the caller\'s active scenario', query: forecastQuery, response: scenarioForecastAnswer } },
  }, async (request) => {
    const user = requireUser(request);
    const { to } = parseQuery(forecastQuery, request);
    return scenarioForecast(services.model, await activeScenario(services, user), to);
  });

  app.get('/api/scenarios/forecast/:id', {
    config: { access: 'user', openapi: { summary: 'Forecast years of a scenario', params: scenarioIdParams, query: forecastQuery, response: scenarioForecastAnswer } },
  }, async (request) => {
    const user = requireUser(request);
    const { to } = parseQuery(forecastQuery, request);
    return scenarioForecast(services.model, await visibleScenario(services, user, parseParams(scenarioIdParams, request).id), to);
  });

  app.get('/api/scenarios/compare/:a/:b', {
    config: {
      access: 'user',
      openapi: {
        summary: 'Both forecasts, per-year differences and the drivers that differ (second − first)',
        params: comparisonParams, query: forecastQuery, response: comparisonAnswer,
      },
    },
  }, async (request) => {
    const user = requireUser(request);
    const { to } = parseQuery(forecastQuery, request);
    const ids = parseParams(comparisonParams, request);
    const first = await visibleScenario(services, user, ids.a);
    const second = await visibleScenario(services, user, ids.b);
    const years1 = forecastYears(scenarioFigures(services.model, first).years, to);
    const years2 = forecastYears(scenarioFigures(services.model, second).years, to);
    return {
      scenario1: { scenario_id: first.scenario_id, scenario_name: first.scenario_name, forecast_years: years1 },
      scenario2: { scenario_id: second.scenario_id, scenario_name: second.scenario_name, forecast_years: years2 },
      comparison: {
        differences: driverDifferences(effectiveDrivers(services.model, first), effectiveDrivers(services.model, second)),
        years: yearDifferences(years1, years2),
      },
    };
  });
}
