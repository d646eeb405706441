import { z } from 'zod';
import { apiRequest } from './client.ts';
import {
  DATA_MASK_MONTH_FIELDS, DATA_MASK_NUMBER_FIELDS, DATA_MASK_TEXT_FIELDS, type DataMask,
} from '../../engine/actuals/dataMaskFields.ts';

/** The baseline calls of docs/api.md "KPIs and baseline"; part 1 §7 timeouts: 10 s. */
const TIMEOUT_MS = 10_000;

const dataMaskSchema = z.object({
  ...Object.fromEntries(DATA_MASK_NUMBER_FIELDS.map((field) => [field, z.number()])),
  ...Object.fromEntries([...DATA_MASK_MONTH_FIELDS, ...DATA_MASK_TEXT_FIELDS].map((field) => [field, z.string()])),
}) as unknown as z.ZodType<DataMask>;

const storedMaskSchema = z.intersection(dataMaskSchema, z.object({ version: z.number().int() }));
export type StoredDataMask = DataMask & { version: number };

const savedMaskSchema = z.object({
  status: z.literal('saved'),
  version: z.number().int(),
  changed: z.array(z.string()),
  data_mask: storedMaskSchema,
});
export type SavedDataMask = z.infer<typeof savedMaskSchema>;

const savedActualsSchema = z.object({ status: z.literal('saved'), version: z.number().int(), changed_cells: z.number().int() });

const versionSchema = z.object({ version: z.number().int(), created_by: z.string(), created_at: z.string(), note: z.string() });
export type BaselineVersionInfo = z.infer<typeof versionSchema>;

/** A 422 of a data-mask save: every message, and each field's own. */
export const validationFailedSchema = z.object({
  errors: z.array(z.string()),
  field_errors: z.record(z.string(), z.string()).optional(),
});
/** A 422 of a CSV import: every problem with its line and column. */
export const csvInvalidSchema = z.object({
  errors: z.array(z.object({ line: z.number(), column: z.string(), message: z.string() })),
});

export function getDataMask(): Promise<StoredDataMask> {
  return apiRequest('GET', '/baseline/data-mask', { schema: storedMaskSchema, timeoutMs: TIMEOUT_MS });
}

/** Part 1 §7: the full field set plus last_updated; our version guards against overwriting someone else's save (409). */
export function saveDataMask(mask: DataMask, version: number): Promise<SavedDataMask> {
  return apiRequest('POST', '/baseline/data-mask', { body: { ...mask, version }, schema: savedMaskSchema, timeoutMs: TIMEOUT_MS });
}

/** Part 1 §7: sent after a successful baseline save. */
export function recalculateBaselineKpis(): Promise<unknown> {
  return apiRequest('POST', '/kpis/recalculate-baseline', { schema: z.unknown(), timeoutMs: TIMEOUT_MS });
}

export function putBaselineActuals(csv: string, version: number): Promise<z.infer<typeof savedActualsSchema>> {
  return apiRequest('PUT', '/baseline/actuals', { body: { csv, version }, schema: savedActualsSchema, timeoutMs: TIMEOUT_MS });
}

export function listBaselineVersions(): Promise<BaselineVersionInfo[]> {
  return apiRequest('GET', '/baseline/versions', { schema: z.object({ versions: z.array(versionSchema) }), timeoutMs: TIMEOUT_MS })
    .then((answer) => answer.versions);
}

export function getBaselineVersion(version: number): Promise<BaselineVersionInfo & { csv: string }> {
  return apiRequest('GET', `/baseline/versions/${version}`, { schema: versionSchema.extend({ csv: z.string() }), timeoutMs: TIMEOUT_MS });
}
