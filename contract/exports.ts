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
