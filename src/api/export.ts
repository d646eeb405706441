import { apiDownload } from './client.ts';
import { EXPORT_CONTENT_TYPE, EXPORT_FORMAT, type ExportFormat, type ExportType } from '../../contract/exports.ts';

/**
 * The Export Center's calls (part 2 §7): PDF reports on the PDF path, the Excel model on the
 * Excel path, anything else on the reports path. The answer is a file.
 */
const PATH: Record<ExportFormat, string> = { pdf: '/export/pdf', excel: '/export/excel' };

// A detailed report of a large scenario takes seconds to build on a busy server.
const EXPORT_TIMEOUT_MS = 120_000;

export interface ExportRequest {
  scenario_id: string;
  user_id: number;
  export_type: ExportType;
}

export function requestExport(request: ExportRequest): Promise<{ blob: Blob; fileName: string | null }> {
  const format = EXPORT_FORMAT[request.export_type];
  return apiDownload(PATH[format], {
    body: { ...request, export_format: format },
    accept: EXPORT_CONTENT_TYPE[format],
    timeoutMs: EXPORT_TIMEOUT_MS,
  });
}
