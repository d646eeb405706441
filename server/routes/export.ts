import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services.ts';
import { ApiError } from '../http/errors.ts';
import { requireUser } from '../http/access.ts';
import { audit } from '../http/audit.ts';
import { currentRisks } from '../model/currentRisks.ts';
import { visibleScenario } from './scenarioAccess.ts';
import { contentDisposition, exportFileName } from '../export/fileName.ts';
import { ExportBusyError, type ExportJob, type ExportJobs } from '../pool/exportJobs.ts';
import { parseBody } from './inputs.ts';
import {
  EXPORT_CONTENT_TYPE, EXPORT_FAILED, EXPORT_FORMAT, EXPORT_TYPES, exportBody, exportProgressEvent, type ExportProgressEvent, type ExportType,
} from '../../contract/exports.ts';
import { exportPlanYear } from '../model/varianceFigures.ts';
import { EVENT_STREAM_CONTENT_TYPE } from '../../contract/events.ts';
import { languageOf } from '../i18n/index.ts';
import { apiMessage } from '../i18n/apiMessages.ts';
import type { Language } from '../../contract/preferences.ts';
import { EXPORT_THREADS_MAX, type CommentThread } from '../../contract/comments.ts';
import type { CommentsRepo } from '../repos/comments.ts';

/**
 * The Export Center's routes (part 2 §2, §7): PDF reports and the Excel model, built from the
 * engine's numbers for one scenario the caller may read, on the export threads (server/pool/),
 * and written to the activity log. An export is a job in a queue: the file routes of the
 * specification wait for it and answer the file; POST /api/export/jobs streams where it stands
 * and ends with the file, which is how the Export Center shows the wait.
 */
const ROUTES = [
  { url: '/api/export/pdf', types: ['executive-summary', 'detailed-report'], summary: 'Executive Summary (3 pages) or Detailed Report (10+ pages) as PDF' },
  { url: '/api/export/excel', types: ['excel-model'], summary: 'The Excel financial model: live formulas over the Drivers sheet' },
  { url: '/api/export/reports', types: [...EXPORT_TYPES], summary: 'Any export type, chosen by export_type' },
] as const satisfies readonly { url: string; types: readonly ExportType[]; summary: string }[];

const BUSY = '; 429 export_in_progress while the caller has an export waiting or running, 429 export_queue_full when too many wait (both with Retry-After)';

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
 * The comment threads an export of `scenarioId` carries (issue 30): the open ones on the scenario
 * (its drivers, cells and versions), on the plans of record and on the closed months, each once,
 * oldest first, at most EXPORT_THREADS_MAX. The export prints the open ones (server/export/openComments.ts).
 */
export async function exportCommentThreads(comments: CommentsRepo, scenarioId: string): Promise<CommentThread[]> {
  // Each read is bounded too: the most recent EXPORT_THREADS_MAX of all three are among the most recent of each.
  const [onScenario, onPlans, onClosedMonths] = await Promise.all([
    comments.threads({ scenarioId, status: 'open', limit: EXPORT_THREADS_MAX }),
    comments.threads({ kind: 'plan', status: 'open', limit: EXPORT_THREADS_MAX }),
    comments.threads({ kind: 'closed_month', status: 'open', limit: EXPORT_THREADS_MAX }),
  ]);
  const byId = new Map<number, CommentThread>();
  for (const thread of [...onScenario, ...onPlans, ...onClosedMonths]) {
    const ofScenario = !('scenario_id' in thread.target) || thread.target.scenario_id === scenarioId;
    if (thread.status === 'open' && ofScenario) byId.set(thread.id, thread);
  }
  // Bounded like every input of an export: the most recent threads, still oldest first.
  return [...byId.values()].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id).slice(-EXPORT_THREADS_MAX);
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
  // A scenario the caller may not read is 404 as on every other route, the same as one that does not exist (issue 24).
  const scenario = await visibleScenario(services, user, body.scenario_id);
  const at = new Date();
  const { version, csv, closed, model } = services.newestBaseline.current();
  const comparedWith = (await services.scenarios.listVisibleTo(user.id)).filter((s) => s.scenario_type === 'built-in');
  const risks = currentRisks(await services.risks.list());
  const plan = await services.plans.get(exportPlanYear(services.model));
  const preferences = await services.users.preferences(user.id);
  const numberFormat = body.number_format ?? preferences?.number_format ?? 'en';
  const language = languageOf(request, body.language, preferences?.language);
  const rangesRun = await services.rangesRuns.latestOfVersion(scenario.scenario_id, scenario.version);
  const comments = await exportCommentThreads(services.comments, scenario.scenario_id);
  const fileName = exportFileName(body.export_type, scenario.scenario_name, at);
  let job: ExportJob;
  try {
    job = services.exports.submit({
      userId: user.id, type: body.export_type, scenarioId: scenario.scenario_id, fileName,
      task: {
        baseline: { version, csv, closed, model },
        input: {
          type: body.export_type,
          scenario,
          comparedWith,
          risks,
          generatedAt: at,
          numberFormat,
          language,
          ...(plan ? { plan } : {}),
          ...(rangesRun ? { rangesRun } : {}),
          comments,
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

/** The event that tells where `job` stands now; for a finished job, its last. */
function progressOf(jobs: ExportJobs, job: ExportJob, language: Language): ExportProgressEvent {
  switch (job.state) {
    case 'queued':
      return { state: 'queued', position: jobs.ahead(job) };
    case 'running':
      return { state: 'running' };
    case 'done':
      return { state: 'done', file_name: job.fileName, content_type: EXPORT_CONTENT_TYPE[EXPORT_FORMAT[job.type]], file_base64: (job.file ?? Buffer.alloc(0)).toString('base64') };
    case 'failed':
      return { state: 'failed', error: { code: 'export_failed', message: apiMessage(EXPORT_FAILED, language) } };
  }
}

/**
 * Streams the job's progress as Server-Sent Events until it is made: an event whenever where it
 * stands changes, then the file (or the failure). A requester who leaves takes a waiting job out
 * of the queue.
 */
function streamProgress(jobs: ExportJobs, job: ExportJob, reply: FastifyReply, language: Language): FastifyReply {
  const stream = new PassThrough();
  let last = '';
  const tell = () => {
    const text = JSON.stringify(progressOf(jobs, job, language));
    if (text === last || stream.destroyed) return;
    last = text;
    stream.write(`data: ${text}\n\n`);
  };
  const stopWatching = jobs.watch(() => {
    if (job.state === 'queued' || job.state === 'running') tell();
  });
  reply.raw.once('close', () => {
    jobs.abandon(job);
    stream.destroy();
  });
  tell();
  void job.finished.then(() => {
    stopWatching();
    tell();
    if (!stream.destroyed) stream.end();
  });
  return reply
    .header('content-type', `${EVENT_STREAM_CONTENT_TYPE}; charset=utf-8`)
    .header('cache-control', 'no-store, no-transform')
    .header('x-accel-buffering', 'no')
    .send(stream);
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
      if (job.state !== 'done' || !job.file) throw new ApiError(500, 'internal_error', 'Internal server error');
      return sendFile(reply, job, job.file);
    });
  }

  app.post('/api/export/jobs', {
    config: {
      access: 'user',
      openapi: {
        summary: `Any export type with its progress: a Server-Sent Events stream of where it stands (waiting with the exports ahead, being made), ending with the file (base64) or the failure${BUSY}`,
        body: exportBody, events: exportProgressEvent,
      },
    },
  }, async (request, reply) => streamProgress(services.exports, await startExport(services, request, reply, EXPORT_TYPES), reply, languageOf(request)));
}
