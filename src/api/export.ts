import { apiDownload, apiRequest } from './client.ts';
import {
  EXPORT_CONTENT_TYPE, EXPORT_FORMAT, exportJobAnswer, type ExportJobAnswer, type ExportType,
} from '../../contract/exports.ts';

/**
 * The Export Center's calls (part 2 §7, docs/api.md "Exports"): an export is a job on the server
 * (POST /export/jobs), asked after until it is done, then downloaded. The answer is a file.
 */

// A job answers at once; the file of a large export is a few hundred kilobytes.
const JOB_TIMEOUT_MS = 10_000;
const FILE_TIMEOUT_MS = 60_000;
/** How often a waiting or running export is asked after. */
export const EXPORT_POLL_MS = 500;

export interface ExportRequest {
  scenario_id: string;
  user_id: number;
  export_type: ExportType;
}

/** Where an export stands while the Export Center waits for it. */
export type ExportProgress = { state: 'queued'; ahead: number } | { state: 'running' };

function startJob(request: ExportRequest): Promise<ExportJobAnswer> {
  return apiRequest('POST', '/export/jobs', {
    body: { ...request, export_format: EXPORT_FORMAT[request.export_type] }, schema: exportJobAnswer, timeoutMs: JOB_TIMEOUT_MS,
  });
}

function jobNow(id: string): Promise<ExportJobAnswer> {
  return apiRequest('GET', `/export/jobs/${encodeURIComponent(id)}`, { schema: exportJobAnswer, timeoutMs: JOB_TIMEOUT_MS });
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Starts the export, tells `onProgress` where it stands until it is made, and answers the file.
 * Throws the server's message when it is refused (one export per user, a full queue) or fails;
 * `stillWanted` returning false (the screen closed) stops asking.
 */
export async function requestExport(
  request: ExportRequest,
  onProgress: (progress: ExportProgress) => void,
  stillWanted: () => boolean = () => true,
): Promise<{ blob: Blob; fileName: string | null }> {
  let job = await startJob(request);
  while (job.state === 'queued' || job.state === 'running') {
    onProgress(job.state === 'queued' ? { state: 'queued', ahead: job.position ?? 0 } : { state: 'running' });
    await pause(EXPORT_POLL_MS);
    if (!stillWanted()) throw new Error('The export was left');
    job = await jobNow(job.job_id);
  }
  if (job.state === 'failed') throw new Error(job.error?.message ?? 'The export could not be generated');
  const format = EXPORT_FORMAT[request.export_type];
  const file = await apiDownload(`/export/jobs/${encodeURIComponent(job.job_id)}/file`, {
    method: 'GET', accept: EXPORT_CONTENT_TYPE[format], timeoutMs: FILE_TIMEOUT_MS,
  });
  return { blob: file.blob, fileName: file.fileName ?? job.file_name };
}
