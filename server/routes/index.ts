import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { healthRoutes } from './health.ts';
import { authRoutes } from './auth.ts';
import { scenarioRoutes } from './scenarios.ts';
import { scenarioForecastRoutes } from './scenarioForecasts.ts';
import { scenarioVersionRoutes } from './scenarioVersions.ts';
import { headcountRoutes } from './headcount.ts';
import { planRoutes } from './plans.ts';
import { keyDriverRoutes } from './keyDrivers.ts';
import { kpiRoutes } from './kpis.ts';
import { baselineRoutes } from './baseline.ts';
import { financialDataRoutes } from './financialData.ts';
import { assumptionRoutes } from './assumptions.ts';
import { adminUserRoutes } from './adminUsers.ts';
import { activityRoutes } from './activity.ts';
import { valuationRoutes } from './valuation.ts';
import { tomRoutes } from './tom.ts';
import { riskRoutes } from './risks.ts';
import { exportRoutes } from './export.ts';
import { analysisRoutes } from './analysis.ts';
import { rangesRunRoutes } from './rangesRuns.ts';
import { eventRoutes } from './events.ts';
import { monthlyActualsRoutes } from './monthlyActuals.ts';
import { varianceRoutes } from './variance.ts';
import { driverImportRoutes } from './driverImport.ts';
import { modelRoutes } from './model.ts';
import { datevRoutes } from './datev.ts';
import { commentRoutes } from './comments.ts';

/**
 * Every /api route module, registered in one place. Each route declares its access in
 * `config.access`; server/http/access.ts collects them into the route table a test walks.
 * Add one line per module.
 */
export function registerApiRoutes(app: FastifyInstance, services: Services): void {
  healthRoutes(app);
  authRoutes(app, services);
  scenarioRoutes(app, services);
  scenarioForecastRoutes(app, services);
  scenarioVersionRoutes(app, services);
  headcountRoutes(app, services);
  planRoutes(app, services);
  keyDriverRoutes(app, services);
  kpiRoutes(app, services);
  baselineRoutes(app, services);
  financialDataRoutes(app, services);
  assumptionRoutes(app, services);
  adminUserRoutes(app, services);
  activityRoutes(app, services);
  valuationRoutes(app, services);
  tomRoutes(app, services);
  riskRoutes(app, services);
  exportRoutes(app, services);
  analysisRoutes(app, services);
  rangesRunRoutes(app, services);
  eventRoutes(app, services);
  monthlyActualsRoutes(app, services);
  varianceRoutes(app, services);
  driverImportRoutes(app, services);
  modelRoutes(app, services);
  datevRoutes(app, services);
  commentRoutes(app, services);
}
