import { z } from 'zod';
import { NUMBER_FORMATS } from '../engine/format/number.ts';
import { DEFAULT_SCENARIO_ID } from './scenarios.ts';
import { LANGUAGES } from './preferences.ts';

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
  number_format: z.enum(NUMBER_FORMATS).optional().describe("the figures' format, as the client shows them; default: the user's preference, else 'en'"),
  language: z.enum(LANGUAGES).optional().describe("the language of the file's words, as the client shows them; default: the user's preference, else the Accept-Language header (de* → 'de'), else 'en'"),
});
export type ExportRequest = z.input<typeof exportBody>;

/**
 * An export with progress (docs/api.md "Exports"): `POST /api/export/jobs` answers a Server-Sent
 * Events stream of where the export stands — waiting (with the exports ahead of it: the running
 * ones and those waiting before it), being made — and ends with the file or the failure. One
 * answer carries the whole export, so it works behind a proxy that spreads requests over several
 * instances.
 */
export const EXPORT_JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type ExportJobState = (typeof EXPORT_JOB_STATES)[number];

/** What a user is told when an export could not be made (the cause stays in the server's log). */
export const EXPORT_FAILED = 'The export could not be generated';

export const exportProgressEvent = z.discriminatedUnion('state', [
  z.strictObject({
    state: z.literal('queued'),
    position: z.number().int().min(0).describe('exports that start or finish before this one starts'),
  }).describe('waiting for an export thread'),
  z.strictObject({ state: z.literal('running') }).describe('being made'),
  z.strictObject({
    state: z.literal('done'),
    file_name: z.string().describe('the name the file is downloaded with'),
    content_type: z.string().describe('the file\'s content type (EXPORT_CONTENT_TYPE)'),
    file_base64: z.string().describe('the file, base64-encoded'),
  }).describe('the last event of a made export'),
  z.strictObject({
    state: z.literal('failed'),
    error: z.strictObject({ code: z.string(), message: z.string() }),
  }).describe('the last event of an export that could not be made'),
]);
export type ExportProgressEvent = z.infer<typeof exportProgressEvent>;
