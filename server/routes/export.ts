import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services.ts';
import { ApiError } from '../http/errors.ts';
import { requireUser } from '../http/access.ts';
import { audit } from '../http/audit.ts';
import type { User } from '../../contract/users.ts';
import { workingScenarioId, type ScenarioRecord } from '../repos/scenarios.ts';
import { mayRead, SCENARIO_NOT_FOUND, workingScenarioOf } from './scenarioAccess.ts';
import { scenarioCacheKey } from '../model/forecastShapes.ts';
import { sheetValues } from '../../engine/workbook/snapshot.ts';
import { collectReportData } from '../export/reportData.ts';
import { buildExecutiveSummary } from '../export/pdf/executiveSummary.ts';
import { buildDetailedReport } from '../export/pdf/detailedReport.ts';
import { buildFinancialModel } from '../export/excel/financialModel.ts';
import { contentDisposition, exportFileName } from '../export/fileName.ts';
import { exportRanges } from '../export/rangesExport.ts';
import { parseBody } from './inputs.ts';
import { EXPORT_CONTENT_TYPE, EXPORT_FORMAT, EXPORT_TYPES, exportBody, type ExportType } from '../../contract/exports.ts';

/**
 * The Export Center's routes (part 2 §2, §7): PDF reports and the Excel model, built on the
 * server from the engine's numbers for one scenario the caller may read, answered as a file and
 * written to the activity log.
 */
const ROUTES = [
  { url: '/api/export/pdf', types: ['executive-summary', 'detailed-report'], summary: 'Executive Summary (3 pages) or Detailed Report (10+ pages) as PDF' },
  { url: '/api/export/excel', types: ['excel-model'], summary: 'The Excel financial model: live formulas over the Drivers sheet' },
  { url: '/api/export/reports', types: [...EXPORT_TYPES], summary: 'Any export type, chosen by export_type' },
] as const satisfies readonly { url: string; types: readonly ExportType[]; summary: string }[];

/** The body, and a type this route makes in the format it is made in. */
function exportRequest(request: FastifyRequest, allowed: readonly ExportType[]) {
  const body = parseBody(exportBody, request);
  const { export_type: type, export_format: format } = body;
  if (!allowed.includes(type)) throw new ApiError(400, 'invalid_input', `export_type: this route makes ${allowed.join(' or ')}`, 'export_type');
  if (EXPORT_FORMAT[type] !== format) {
    throw new ApiError(400, 'invalid_input', `export_format: ${type} is a ${EXPORT_FORMAT[type]} export`, 'export_format');
  }
  return body;
}

/**
 * The scenario to export, if the caller may read it (mayRead). Another user's working scenario
 * is refused with 403 as issue 10 asks (its id says whose it is, so refusing reveals nothing).
 */
async function readableScenario(services: Services, user: User, id: string): Promise<ScenarioRecord> {
  if (id === workingScenarioId(user.id)) return workingScenarioOf(services, user);
  const scenario = await services.scenarios.get(id);
  if (!scenario) throw new ApiError(404, 'not_found', SCENARIO_NOT_FOUND, 'scenario_id');
  if (!mayRead(scenario, user)) {
    throw new ApiError(403, 'forbidden', 'You may not read this scenario', 'scenario_id');
  }
  return scenario;
}

async function buildFile(services: Services, user: User, scenario: ScenarioRecord, type: ExportType, at: Date): Promise<Buffer> {
  if (type === 'excel-model') {
    const { version, actuals } = services.model.baseline();
    const computed = services.model.cached(`excel-model|${scenarioCacheKey(scenario)}`, scenario.key_drivers, (session) => ({
      driverValues: session.driverValues(),
      values: sheetValues(session),
    }));
    const forecastRanges = await exportRanges(services, scenario);
    return buildFinancialModel({ scenarioName: scenario.scenario_name, actuals, ...computed, forecastRanges, baselineVersion: version, exportedAt: at });
  }
  const builtIns = (await services.scenarios.listVisibleTo(user.id)).filter((s) => s.scenario_type === 'built-in');
  const data = await collectReportData(services, scenario, builtIns, at);
  if (type === 'executive-summary') return buildExecutiveSummary(data);
  return buildDetailedReport(data, await exportRanges(services, scenario));
}

async function answerExport(services: Services, request: FastifyRequest, reply: FastifyReply, allowed: readonly ExportType[]): Promise<FastifyReply> {
  const user = requireUser(request);
  const body = exportRequest(request, allowed);
  if (body.user_id !== user.id) throw new ApiError(403, 'forbidden', 'user_id: exports are made for the signed-in user only', 'user_id');
  const scenario = await readableScenario(services, user, body.scenario_id);
  const at = new Date();
  const file = await buildFile(services, user, scenario, body.export_type, at);
  const fileName = exportFileName(body.export_type, scenario.scenario_name, at);
  await audit(services, request, {
    action: 'view', resource: `export:${body.export_type}`,
    details: `${fileName} (${scenario.scenario_name}, ${file.length} bytes)`,
  });
  return reply
    .header('Content-Type', EXPORT_CONTENT_TYPE[body.export_format])
    .header('Content-Disposition', contentDisposition(fileName))
    .header('Content-Length', file.length)
    .header('Cache-Control', 'no-store')
    .header('Access-Control-Expose-Headers', 'Content-Disposition')
    .send(file);
}

export function exportRoutes(app: FastifyInstance, services: Services): void {
  for (const route of ROUTES) {
    app.post(route.url, {
      config: {
        access: 'user',
        openapi: {
          summary: `${route.summary}; a file (Content-Disposition names it)`,
          body: exportBody, file: [...new Set(route.types.map((type) => EXPORT_CONTENT_TYPE[EXPORT_FORMAT[type]]))],
        },
      },
    }, async (request, reply) => answerExport(services, request, reply, route.types));
  }
}
