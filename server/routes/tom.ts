import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../services.ts';
import { requireUser } from '../http/access.ts';
import { scenarioCacheKey } from '../model/forecastShapes.ts';
import { parseParams, parseQuery } from './inputs.ts';
import { scenarioFromQuery } from './scenarioAccess.ts';
import { scalingPlan, tomInputs, tomStructure, type TomInputs, type ScalingStep } from '../../engine/analysis/tom.ts';
import { orgHierarchy } from '../../engine/analysis/orgHierarchy.ts';
import { scenarioQuery } from '../../contract/params.ts';
import { orgHierarchyAnswer, tomStructureAnswer, tomYearParams } from '../../contract/tom.ts';

/** The year's TOM inputs and the scaling plan of the caller's (or the named) scenario, read once per scenario version. */
async function tomFigures(services: Services, request: FastifyRequest): Promise<{ scenarioId: string; inputs: TomInputs; plan: ScalingStep[] }> {
  const user = requireUser(request);
  const { year } = parseParams(tomYearParams, request);
  const query = parseQuery(scenarioQuery, request);
  const scenario = await scenarioFromQuery(services, user, query.scenario);
  const figures = services.model.cached(`tom:${year}:${scenarioCacheKey(scenario)}`, scenario, (session) => ({
    inputs: tomInputs(session, year, scenario.scenario_name),
    plan: scalingPlan(session),
  }));
  return { scenarioId: scenario.scenario_id, ...figures };
}

/** Target Operating Model (part 2 §3): organisation and org chart of a year's FTE plan and revenue. */
export function tomRoutes(app: FastifyInstance, services: Services): void {
  app.get('/api/tom/structure/:year', {
    config: {
      access: 'user',
      openapi: {
        summary: 'Departments, counts and functions of a year (2025–2030), with the FTE scaling plan',
        params: tomYearParams, query: scenarioQuery, response: tomStructureAnswer,
      },
    },
  }, async (request) => {
    const { scenarioId, inputs, plan } = await tomFigures(services, request);
    return { scenario_id: scenarioId, ...tomStructure(inputs), scaling_plan: plan };
  });

  app.get('/api/tom/org-hierarchy/:year', {
    config: {
      access: 'user',
      openapi: {
        summary: 'Positions with level, manager and revenue contribution of a year (2025–2030)',
        params: tomYearParams, query: scenarioQuery, response: orgHierarchyAnswer,
      },
    },
  }, async (request) => {
    const { scenarioId, inputs } = await tomFigures(services, request);
    return { scenario_id: scenarioId, ...orgHierarchy(inputs) };
  });
}
