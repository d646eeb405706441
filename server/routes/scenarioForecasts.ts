import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services.ts';
import { requireUser } from '../http/access.ts';
import {
  driverDifferences, effectiveDrivers, forecastYears, scenarioFigures, scenarioForecast, yearDifferences,
} from '../model/forecastShapes.ts';
import { booleanParam, forecastToParam, parseQuery } from './inputs.ts';
import { activeScenario, visibleScenario } from './scenarioAccess.ts';
import { scenarioForecastAnswer } from './modelAnswers.ts';

/**
 * `include_forecast` is accepted because the specification's client sends it; these routes always
 * answer the forecast years up to `to`.
 */
const forecastQuery = z.object({ include_forecast: booleanParam.optional(), to: forecastToParam });

const oneId = z.object({ id: z.string() });
const twoIds = z.object({ a: z.string(), b: z.string() });

/** Forecasts and comparisons of scenarios (docs/api.md "Scenarios"); every number from the engine. */
export function scenarioForecastRoutes(app: FastifyInstance, services: Services): void {
  app.get('/api/scenarios/active/forecast', {
    config: { access: 'user', openapi: { summary: 'Forecast years of the caller\'s active scenario', query: forecastQuery, response: scenarioForecastAnswer } },
  }, async (request) => {
    const user = requireUser(request);
    const { to } = parseQuery(forecastQuery, request);
    return scenarioForecast(services.model, activeScenario(services, user), to);
  });

  app.get('/api/scenarios/forecast/:id', {
    config: { access: 'user', openapi: { summary: 'Forecast years of a scenario', query: forecastQuery, response: scenarioForecastAnswer } },
  }, async (request) => {
    const user = requireUser(request);
    const { to } = parseQuery(forecastQuery, request);
    return scenarioForecast(services.model, visibleScenario(services, user, oneId.parse(request.params).id), to);
  });

  app.get('/api/scenarios/compare/:a/:b', {
    config: { access: 'user', openapi: { summary: 'Both forecasts, per-year differences and the drivers that differ (second − first)', query: forecastQuery } },
  }, async (request) => {
    const user = requireUser(request);
    const { to } = parseQuery(forecastQuery, request);
    const ids = twoIds.parse(request.params);
    const first = visibleScenario(services, user, ids.a);
    const second = visibleScenario(services, user, ids.b);
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
