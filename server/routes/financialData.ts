import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../services.ts';
import { ApiError } from '../http/errors.ts';
import { requireUser } from '../http/access.ts';
import { ALL_YEARS } from '../../engine/calendar.ts';
import { statementRows } from '../../engine/model/statements.ts';
import type { Statement } from '../../engine/model/types.ts';
import { tablesOf } from '../../engine/model/tables.ts';
import type { Period } from '../../engine/session/session.ts';
import type { ScenarioRecord } from '../repos/scenarios.ts';
import { scenarioCacheKey, scenarioFigures } from '../model/forecastShapes.ts';
import { ENGINE_PERIOD, parseQuery } from './inputs.ts';
import { scenarioFromQuery } from './scenarioAccess.ts';
import { scenarioQuery, YEARS } from '../../contract/params.ts';
import {
  aggregatedAnswer, statementAnswer, statementQuery, timeseriesAnswer, timeseriesQuery, traceabilityAnswer, traceabilityQuery,
} from '../../contract/financialData.ts';

const LAST_ACTUAL_YEAR = YEARS.lastActual;


interface Range {
  from: number;
  to: number;
}

/** The year range asked for; without the forecast it ends with the actuals. */
function yearRange(query: { include_forecast: boolean; from: number; to: number }): Range {
  const to = query.include_forecast ? query.to : Math.min(query.to, LAST_ACTUAL_YEAR);
  if (query.from > to) {
    throw new ApiError(400, 'invalid_input', `from: must not be after ${to}${query.include_forecast ? '' : ' (without the forecast the data ends in 2025)'}`, 'from');
  }
  return { from: query.from, to };
}

/** The statement's period keys for a year range: '2026' … '2030', '2026-Q1' … '2030-Q4' or '2026-01' … '2030-12'. */
function periodBounds(period: Period, range: Range): { from: string; to: string } {
  if (period === 'year') return { from: String(range.from), to: String(range.to) };
  if (period === 'quarter') return { from: `${range.from}-Q1`, to: `${range.to}-Q4` };
  return { from: `${range.from}-01`, to: `${range.to}-12` };
}

function statementOf(services: Services, scenario: ScenarioRecord, lines: readonly string[], period: Period, range: Range) {
  const bounds = periodBounds(period, range);
  const key = `statement:${lines.join(',')}:${period}:${bounds.from}-${bounds.to}|${scenarioCacheKey(scenario)}`;
  return services.model.cached(key, scenario, (session) => session.statement({ period, ...bounds, lines }));
}

/** The annual records of the range, reduced to `fields`. */
function yearData(services: Services, scenario: ScenarioRecord, fields: readonly string[], range: Range) {
  const years = scenarioFigures(services.model, scenario).years;
  const data: Record<string, Record<string, number | null>> = {};
  for (const year of ALL_YEARS.filter((y) => y >= range.from && y <= range.to)) {
    data[String(year)] = Object.fromEntries(fields.map((field) => [field, years[year]?.[field] ?? null]));
  }
  return data;
}

/**
 * The P&L, the balance sheet and the cash flow answer in the same shape: the published
 * definition's rows by period, named by their labels on the statement, plus the annual records
 * (part 2 §3 "P&L year record": the P&L's with rides).
 */
async function answerStatement(services: Services, request: FastifyRequest, which: Statement) {
  const rowDefs = statementRows(which, services.model.definition().definition.lines);
  const lines = rowDefs.map((row) => row.id);
  const fields = which === 'pnl' ? [...lines, 'rides'] : lines;
  const labels = new Map(rowDefs.map((row) => [row.id, row.label]));
  const user = requireUser(request);
  const query = parseQuery(statementQuery, request);
  const range = yearRange(query);
  const scenario = await scenarioFromQuery(services, user, query.scenario);
  const statement = statementOf(services, scenario, lines, ENGINE_PERIOD[query.period], range);
  return {
    scenario_id: scenario.scenario_id, scenario_name: scenario.scenario_name, period: query.period,
    periods: statement.periods, kinds: statement.kinds,
    closed_months: statement.closedMonths, months_in_period: statement.monthsInPeriod, closed_through: statement.closedThrough,
    rows: statement.rows.map((row) => ({ ...row, name: labels.get(row.id) ?? row.id })),
    data: yearData(services, scenario, fields, range),
    warnings: services.model.closeWarnings(),
  };
}

/** Statements, annual records, series and P&L traceability of a scenario (docs/api.md "Financial data"). */
export function financialDataRoutes(app: FastifyInstance, services: Services): void {
  app.get('/api/financial-data/pnl', {
    config: { access: 'user', openapi: { summary: 'P&L rows by period, with the annual P&L records', query: statementQuery, response: statementAnswer } },
  }, async (request) => answerStatement(services, request, 'pnl'));

  app.get('/api/financial-data/balance-sheet', {
    config: { access: 'user', openapi: { summary: 'Balance sheet rows at each period end with the balance check, from the opening balance of 31 December 2025', query: statementQuery, response: statementAnswer } },
  }, async (request) => answerStatement(services, request, 'balance'));

  app.get('/api/financial-data/cashflow', {
    config: { access: 'user', openapi: { summary: 'The cash flow statement by period (indirect method, DRS 21): operating, investing and financing activities, opening and closing cash', query: statementQuery, response: statementAnswer } },
  }, async (request) => answerStatement(services, request, 'cashflow'));

  app.get('/api/financial-data/aggregated', {
    config: { access: 'user', openapi: { summary: 'Every annual line of a scenario, 2024–2030', query: scenarioQuery, response: aggregatedAnswer } },
  }, async (request) => {
    const user = requireUser(request);
    const scenario = await scenarioFromQuery(services, user, parseQuery(scenarioQuery, request).scenario);
    const { years } = scenarioFigures(services.model, scenario);
    return { scenario_id: scenario.scenario_id, scenario_name: scenario.scenario_name, years };
  });

  app.get('/api/financial-data/timeseries', {
    config: { access: 'user', openapi: { summary: 'One model line as a series by period', query: timeseriesQuery, response: timeseriesAnswer } },
  }, async (request) => {
    const user = requireUser(request);
    const query = parseQuery(timeseriesQuery, request);
    const line = tablesOf(services.model.definition().definition).lineById.get(query.metric);
    if (!line) throw new ApiError(400, 'invalid_input', 'metric: is not a line of the model (see docs/model.md)', 'metric');
    const range = yearRange(query);
    const scenario = await scenarioFromQuery(services, user, query.scenario);
    const statement = statementOf(services, scenario, [query.metric], ENGINE_PERIOD[query.period], range);
    const values = statement.rows[0]?.values ?? [];
    return {
      scenario_id: scenario.scenario_id, metric: query.metric, name: line.name, period: query.period,
      points: statement.periods.map((period, i) => ({
        period, value: values[i] ?? null, kind: statement.kinds[i], closed_months: statement.closedMonths[i], months_in_period: statement.monthsInPeriod[i],
      })),
    };
  });

  app.get('/api/financial-data/pnl-traceability', {
    config: { access: 'user', openapi: { summary: 'Each P&L line of a year with its source assumptions and formula', query: traceabilityQuery, response: traceabilityAnswer } },
  }, async (request) => {
    const user = requireUser(request);
    const query = parseQuery(traceabilityQuery, request);
    const scenario = await scenarioFromQuery(services, user, query.scenario);
    const report = services.model.cached(`pnl-traceability:${query.year}|${scenarioCacheKey(scenario)}`, scenario,
      (session) => session.pnlTraceability(query.year));
    return { scenario_id: scenario.scenario_id, traceability_report: report };
  });
}
