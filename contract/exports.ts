import { z } from 'zod';
import { DEFAULT_SCENARIO_ID } from './scenarios.ts';

/**
 * The Export Center's requests (part 2 §2, §7; docs/api.md "Exports"). The answer is the file
 * itself, with the content type of its format.
 */

export const EXPORT_TYPES = ['executive-summary', 'detailed-report', 'excel-model'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

const EXPORT_FORMATS = ['pdf', 'excel'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The format each export type is made in. */
export const EXPORT_FORMAT: Record<ExportType, ExportFormat> = {
  'executive-summary': 'pdf',
  'detailed-report': 'pdf',
  'excel-model': 'excel',
};

/** The content type of each format's file. */
export const EXPORT_CONTENT_TYPE: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const exportBody = z.strictObject({
  scenario_id: z.string().trim().min(1).max(200).default(DEFAULT_SCENARIO_ID),
  user_id: z.number().int().positive().describe('the signed-in user'),
  export_format: z.enum(EXPORT_FORMATS),
  export_type: z.enum(EXPORT_TYPES),
});
export type ExportRequest = z.input<typeof exportBody>;

/**
 * Export jobs (docs/api.md "Exports"): an export starts as a job, waits its turn on the server's
 * export threads, runs, and is then downloaded. `position` counts the exports that start or finish
 * before this one starts (the running ones and those waiting ahead of it).
 */
export const EXPORT_JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type ExportJobState = (typeof EXPORT_JOB_STATES)[number];

export const exportJobAnswer = z.strictObject({
  job_id: z.string(),
  export_type: z.enum(EXPORT_TYPES),
  scenario_id: z.string(),
  state: z.enum(EXPORT_JOB_STATES),
  position: z.number().int().min(0).nullable().describe('exports ahead of this one, running ones included; null unless queued'),
  file_name: z.string().describe('the name the file is downloaded with'),
  error: z.strictObject({ code: z.string(), message: z.string() }).nullable().describe('why it failed; null unless failed'),
});
export type ExportJobAnswer = z.infer<typeof exportJobAnswer>;

export const exportJobParams = z.strictObject({ id: z.uuid() });
