import { z } from 'zod';
import { errorAnswer } from './errors.ts';

/**
 * POST /api/import/excel-drivers (issue #19): the driver values of an Excel model Fahrplan
 * exported, perhaps edited since, read and checked, with what they would change in a scenario;
 * nothing is stored (the browser applies them as drafts). docs/api.md "Driver import".
 */

/**
 * 2 MB of workbook, as base64 in JSON like the exports' files: the exported model is about 90 KB,
 * and a bigger body would be parsed as JSON on the event loop before any limit of the workbook
 * itself is checked (issue 24).
 */
export const DRIVER_WORKBOOK_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Base64's alphabet, with '=' only as the last one or two characters. Searching for a stray
 * character takes a tenth of matching the whole text with one pattern, which on 2.8 MB held every
 * other request for about 30 ms (issue 24).
 */
function isBase64(text: string): boolean {
  if (/[^A-Za-z0-9+/=]/.test(text)) return false;
  const padding = text.indexOf('=');
  return padding === -1 || (padding >= text.length - 2 && /^={1,2}$/.test(text.slice(padding)));
}

export const driverImportBody = z.strictObject({
  scenario_id: z.string().min(1).max(200).optional().describe('the scenario the values are compared with; default: the caller\'s active scenario'),
  file_base64: z.string().min(1, 'file_base64 is required')
    .max(Math.ceil(DRIVER_WORKBOOK_MAX_BYTES / 3) * 4, `file_base64: the workbook is larger than ${DRIVER_WORKBOOK_MAX_BYTES / (1024 * 1024)} MB`)
    .refine(isBase64, 'file_base64 must be base64'),
});
export type DriverImportBody = z.infer<typeof driverImportBody>;

export const driverImportAnswer = z.object({
  scenario_id: z.string(),
  scenario_name: z.string(),
  drivers_read: z.number().int().describe('drivers the workbook holds'),
  changes: z.array(z.object({
    driver: z.string(),
    name: z.string(),
    unit: z.string(),
    old: z.number().describe('the value the scenario uses now (its own, or the catalog\'s)'),
    new: z.number(),
  })).describe('only the drivers whose value differs, in the catalog\'s order'),
});
export type DriverImportAnswer = z.infer<typeof driverImportAnswer>;

export const WORKBOOK_INVALID = 'workbook_invalid';

export const driverImportRejectedAnswer = errorAnswer.extend({
  errors: z.array(z.object({ row: z.number().int(), column: z.enum(['A', 'B']), driver: z.string().nullable(), message: z.string() })).optional()
    .describe('each refused value by its row of the Drivers sheet; absent when the workbook is not one Fahrplan exported'),
});
