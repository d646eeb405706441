import { apiStream } from './client.ts';
import { eventData } from './eventStream.ts';
import { EVENT_STREAM_CONTENT_TYPE } from '../../contract/events.ts';
import { activeNumberFormat } from '../ui/figures.ts';
import { EXPORT_FAILED, EXPORT_FORMAT, exportProgressEvent, type ExportType } from '../../contract/exports.ts';
import { currentLanguage } from '../i18n/index.ts';

/**
 * The Export Center's call (part 2 §7, docs/api.md "Exports"): POST /export/jobs answers a stream
 * of where the export stands — waiting, being made — that ends with the file or the failure, so
 * the screen shows the wait, and the whole export is one request (any instance behind a proxy).
 */

export interface ExportRequest {
  scenario_id: string;
  user_id: number;
  export_type: ExportType;
}

/** Where an export stands while the Export Center waits for it. */
export type ExportProgress = { state: 'queued'; ahead: number } | { state: 'running' };

function fileOf(base64: string, type: string): Blob {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return new Blob([bytes], { type });
}

/**
 * Starts the export, tells `onProgress` where it stands until it is made, and answers the file.
 * Throws the server's message when it is refused (one export per user, a full queue) or fails;
 * `signal` (the screen closed) ends the request, which takes a waiting export out of the queue.
 */
export async function requestExport(
  request: ExportRequest,
  onProgress: (progress: ExportProgress) => void,
  signal: AbortSignal,
): Promise<{ blob: Blob; fileName: string }> {
  const body = await apiStream('/export/jobs', {
    method: 'POST',
    body: { ...request, export_format: EXPORT_FORMAT[request.export_type], number_format: activeNumberFormat(), language: currentLanguage() },
    accept: EVENT_STREAM_CONTENT_TYPE,
    signal,
  });
  for await (const data of eventData(body)) {
    const parsed = exportProgressEvent.safeParse(JSON.parse(data));
    if (!parsed.success) throw new Error('Invalid server response');
    const event = parsed.data;
    if (event.state === 'queued') onProgress({ state: 'queued', ahead: event.position });
    else if (event.state === 'running') onProgress({ state: 'running' });
    else if (event.state === 'failed') throw new Error(event.error.message);
    else return { blob: fileOf(event.file_base64, event.content_type), fileName: event.file_name };
  }
  throw new Error(signal.aborted ? 'The export was left' : EXPORT_FAILED);
}
