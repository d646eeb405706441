import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services.ts';
import { ApiError } from '../http/errors.ts';
import { requireUser } from '../http/access.ts';
import { audit } from '../http/audit.ts';
import type { User } from '../../contract/users.ts';
import { workingScenarioId, type ScenarioRecord } from '../repos/scenarios.ts';
import { currentRisks } from '../model/currentRisks.ts';
import { mayRead, SCENARIO_NOT_FOUND, workingScenarioOf } from './scenarioAccess.ts';
import { contentDisposition, exportFileName } from '../export/fileName.ts';
import { ExportBusyError, type ExportJob, type ExportJobs } from '../pool/exportJobs.ts';
import { parseBody, parseParams } from './inputs.ts';
import {
  EXPORT_CONTENT_TYPE, EXPORT_FORMAT, EXPORT_TYPES, exportBody, exportJobAnswer, exportJobParams, type ExportJobAnswer, type ExportType,
} from '../../contract/exports.ts';

/**
 * The Export Center's routes (part 2 §2, §7): PDF reports and the Excel model, built from the
 * engine's numbers for one scenario the caller may read, on the export threads (server/pool/),
 * and written to the activity log. An export is a job: the job routes answer at once and report
 * its place in the queue; the file routes of the specification wait for it and answer the file.
 */
const ROUTES = [
  { url: '/api/export/pdf', types: ['executive-summary', 'detailed-report'], summary: 'Executive Summary (3 pages) or Detailed Report (10+ pages) as PDF' },
  { url: '/api/export/excel', types: ['excel-model'], summary: 'The Excel financial model: live formulas over the Drivers sheet' },
  { url: '/api/export/reports', types: [...EXPORT_TYPES], summary: 'Any export type, chosen by export_type' },
] as const satisfies readonly { url: string; types: readonly ExportType[]; summary: string }[];

const BUSY = '; 429 export_in_progress while the caller has an export waiting or running, 429 export_queue_full when too many wait (both with Retry-After)';
const EXPORT_FAILED = 'The export could not be generated';

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

/**
 * Queues the export the request asks for: everything it is built from is read here, as plain data
 * (the baseline's CSV, the scenario records, the risks), and the job writes the activity log when
 * its file is made.
 */
async function startExport(services: Services, request: FastifyRequest, reply: FastifyReply, allowed: readonly ExportType[]): Promise<ExportJob> {
  const user = requireUser(request);
  const body = exportRequest(request, allowed);
  if (body.user_id !== user.id) throw new ApiError(403, 'forbidden', 'user_id: exports are made for the signed-in user only', 'user_id');
  const scenario = await readableScenario(services, user, body.scenario_id);
  const at = new Date();
  const { version, csv } = services.newestBaseline.current();
  const comparedWith = (await services.scenarios.listVisibleTo(user.id)).filter((s) => s.scenario_type === 'built-in');
  const risks = currentRisks(await services.risks.list());
  const fileName = exportFileName(body.export_type, scenario.scenario_name, at);
  let job: ExportJob;
  try {
    job = services.exports.submit({
      userId: user.id, type: body.export_type, scenarioId: scenario.scenario_id, fileName,
      task: {
        baseline: { version, csv },
        input: {
          type: body.export_type,
          scenario,
          comparedWith,
          risks,
          generatedAt: at,
        },
      },
    });
  } catch (error) {
    if (!(error instanceof ExportBusyError)) throw error;
    reply.header('retry-after', String(error.retryAfterSeconds));
    throw new ApiError(429, error.reason, error.message);
  }
  void job.finished.then((finished) => {
    if (finished.state === 'failed') {
      request.log.error({ err: finished.cause }, 'export failed');
      return;
    }
    return audit(services, request, {
      action: 'view', resource: `export:${finished.type}`,
      details: `${finished.fileName} (${scenario.scenario_name}, ${finished.file?.length ?? 0} bytes)`,
    });
  }).catch((error: unknown) => request.log.error({ err: error }, 'export not written to the activity log'));
  return job;
}

function jobAnswer(jobs: ExportJobs, job: ExportJob): ExportJobAnswer {
  return {
    job_id: job.id,
    export_type: job.type,
    scenario_id: job.scenarioId,
    state: job.state,
    position: job.state === 'queued' ? jobs.ahead(job) : null,
    file_name: job.fileName,
    error: job.state === 'failed' ? { code: 'export_failed', message: EXPORT_FAILED } : null,
  };
}

function ownJob(services: Services, request: FastifyRequest): ExportJob {
  const { id } = parseParams(exportJobParams, request);
  const job = services.exports.find(requireUser(request).id, id);
  if (!job) throw new ApiError(404, 'not_found', 'No such export');
  return job;
}

function sendFile(reply: FastifyReply, job: ExportJob, file: Buffer): FastifyReply {
  return reply
    .header('Content-Type', EXPORT_CONTENT_TYPE[EXPORT_FORMAT[job.type]])
    .header('Content-Disposition', contentDisposition(job.fileName))
    .header('Content-Length', file.length)
    .header('Cache-Control', 'no-store')
    .header('Access-Control-Expose-Headers', 'Content-Disposition')
    .send(file);
}

const ALL_FILE_TYPES = [...new Set(Object.values(EXPORT_CONTENT_TYPE))];

export function exportRoutes(app: FastifyInstance, services: Services): void {
  for (const route of ROUTES) {
    app.post(route.url, {
      config: {
        access: 'user',
        openapi: {
          summary: `${route.summary}; a file (Content-Disposition names it) when it is made${BUSY}`,
          body: exportBody, file: [...new Set(route.types.map((type) => EXPORT_CONTENT_TYPE[EXPORT_FORMAT[type]]))],
        },
      },
    }, async (request, reply) => {
      const job = await (await startExport(services, request, reply, route.types)).finished;
      services.exports.forget(job);
      if (job.state !== 'done' || !job.file) throw new ApiError(500, 'internal_error', 'Internal server error');
      return sendFile(reply, job, job.file);
    });
  }

  app.post('/api/export/jobs', {
    config: {
      access: 'user',
      openapi: {
        summary: `Starts an export of any type as a job: 202 with its state and place in the queue${BUSY}`,
        body: exportBody, response: exportJobAnswer, successStatus: 202,
      },
    },
  }, async (request, reply) => {
    const job = await startExport(services, request, reply, EXPORT_TYPES);
    reply.status(202);
    return jobAnswer(services.exports, job);
  });

  app.get('/api/export/jobs/:id', {
    config: {
      access: 'user',
      openapi: { summary: 'An export job of the caller: queued (with the exports ahead), running, done or failed; 404 for anyone else\'s', params: exportJobParams, response: exportJobAnswer },
    },
  }, async (request) => jobAnswer(services.exports, ownJob(services, request)));

  app.get('/api/export/jobs/:id/file', {
    config: {
      access: 'user',
      openapi: {
        summary: 'The file of a done export job (kept 10 minutes, or until the caller starts the next export); 409 export_not_ready before, export_failed after a failure',
        params: exportJobParams, file: ALL_FILE_TYPES,
      },
    },
  }, async (request, reply) => {
    const job = ownJob(services, request);
    if (job.state === 'failed') throw new ApiError(409, 'export_failed', EXPORT_FAILED);
    if (job.state !== 'done' || !job.file) throw new ApiError(409, 'export_not_ready', 'The export is not made yet: ask for the job until it is done');
    return sendFile(reply, job, job.file);
  });
}
