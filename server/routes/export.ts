import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services.ts';
import { ApiError, fromZodError } from '../http/errors.ts';
import { requireUser } from '../http/access.ts';
import { audit } from '../http/audit.ts';
import type { PublicUser } from '../repos/users.ts';
import { DEFAULT_SCENARIO_ID, workingScenarioId, type ScenarioRecord } from '../repos/scenarios.ts';
import { mayRead, SCENARIO_NOT_FOUND, workingScenarioOf } from './scenarioAccess.ts';
import { scenarioCacheKey } from '../model/forecastShapes.ts';
import { sheetValues } from '../../engine/workbook/snapshot.ts';
import { collectReportData } from '../export/reportData.ts';
import { buildExecutiveSummary } from '../export/pdf/executiveSummary.ts';
import { buildDetailedReport } from '../export/pdf/detailedReport.ts';
import { buildFinancialModel } from '../export/excel/financialModel.ts';
import { CONTENT_TYPE, EXPORT_KIND, EXPORT_TYPES, contentDisposition, exportFileName, type ExportType } from '../export/fileName.ts';

/**
 * The Export Center's routes (part 2 §2, §7): PDF reports and the Excel model, built on the
 * server from the engine's numbers for one scenario the caller may read, answered as a file and
 * written to the activity log.
 */
const exportBody = z.object({
  scenario_id: z.string().trim().min(1).max(200).default(DEFAULT_SCENARIO_ID),
  user_id: z.number().int().positive(),
  export_format: z.enum(['pdf', 'excel']),
  export_type: z.enum(EXPORT_TYPES),
});
type ExportBody = z.infer<typeof exportBody>;

const ROUTES = [
  { url: '/api/export/pdf', types: ['executive-summary', 'detailed-report'], summary: 'Executive Summary (3 pages) or Detailed Report (10+ pages) as PDF' },
  { url: '/api/export/excel', types: ['excel-model'], summary: 'The Excel financial model: live formulas over the Drivers sheet' },
  { url: '/api/export/reports', types: [...EXPORT_TYPES], summary: 'Any export type, chosen by export_type' },
] as const satisfies readonly { url: string; types: readonly ExportType[]; summary: string }[];

function parseBody(body: unknown, allowed: readonly ExportType[]): ExportBody {
  const parsed = exportBody.safeParse(body ?? {});
  if (!parsed.success) throw fromZodError(parsed.error, 'body');
  const { export_type: type, export_format: format } = parsed.data;
  if (!allowed.includes(type)) throw new ApiError(400, 'invalid_input', `export_type: this route makes ${allowed.join(' or ')}`, 'export_type');
  if (EXPORT_KIND[type].format !== format) {
    throw new ApiError(400, 'invalid_input', `export_format: ${type} is a ${EXPORT_KIND[type].format} export`, 'export_format');
  }
  return parsed.data;
}

/**
 * The scenario to export, if the caller may read it (mayRead). Another user's working scenario
 * is refused with 403 as issue 10 asks (its id says whose it is, so refusing reveals nothing).
 */
function readableScenario(services: Services, user: PublicUser, id: string): ScenarioRecord {
  if (id === workingScenarioId(user.id)) return workingScenarioOf(services, user);
  const scenario = services.scenarios.get(id);
  if (!scenario) throw new ApiError(404, 'not_found', SCENARIO_NOT_FOUND, 'scenario_id');
  if (!mayRead(scenario, user)) {
    throw new ApiError(403, 'forbidden', 'You may not read this scenario', 'scenario_id');
  }
  return scenario;
}

async function buildFile(services: Services, user: PublicUser, scenario: ScenarioRecord, type: ExportType, at: Date): Promise<Buffer> {
  if (type === 'excel-model') {
    const { version, actuals } = services.model.baseline();
    const computed = services.model.cached(`excel-model|${scenarioCacheKey(scenario)}`, scenario.key_drivers, (session) => ({
      driverValues: session.driverValues(),
      values: sheetValues(session),
    }));
    return buildFinancialModel({ scenarioName: scenario.scenario_name, actuals, ...computed, baselineVersion: version, exportedAt: at });
  }
  const builtIns = services.scenarios.listVisibleTo(user.id).filter((s) => s.scenario_type === 'built-in');
  const data = collectReportData(services, scenario, builtIns, at);
  return type === 'executive-summary' ? buildExecutiveSummary(data) : buildDetailedReport(data);
}

async function answerExport(services: Services, request: FastifyRequest, reply: FastifyReply, allowed: readonly ExportType[]): Promise<FastifyReply> {
  const user = requireUser(request);
  const body = parseBody(request.body, allowed);
  if (body.user_id !== user.id) throw new ApiError(403, 'forbidden', 'user_id: exports are made for the signed-in user only', 'user_id');
  const scenario = readableScenario(services, user, body.scenario_id);
  const at = new Date();
  const file = await buildFile(services, user, scenario, body.export_type, at);
  const fileName = exportFileName(body.export_type, scenario.scenario_name, at);
  audit(services, request, {
    action: 'view', resource: `export:${body.export_type}`,
    details: `${fileName} (${scenario.scenario_name}, ${file.length} bytes)`,
  });
  return reply
    .header('Content-Type', CONTENT_TYPE[EXPORT_KIND[body.export_type].extension])
    .header('Content-Disposition', contentDisposition(fileName))
    .header('Content-Length', file.length)
    .header('Cache-Control', 'no-store')
    .header('Access-Control-Expose-Headers', 'Content-Disposition')
    .send(file);
}

export function exportRoutes(app: FastifyInstance, services: Services): void {
  for (const route of ROUTES) {
    app.post(route.url, {
      config: { access: 'user', openapi: { summary: `${route.summary}; a file (Content-Disposition names it)`, body: exportBody } },
    }, async (request, reply) => answerExport(services, request, reply, route.types));
  }
}
