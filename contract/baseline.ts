import { z } from 'zod';
import {
  DATA_MASK_MONTH_FIELDS, DATA_MASK_NUMBER_FIELDS, DATA_MASK_TEXT_FIELDS,
  type DataMask, type DataMaskMonthField, type DataMaskNumberField, type DataMaskTextField,
} from '../engine/actuals/dataMaskFields.ts';
import { OPENING_BALANCE_FIELDS } from '../engine/actuals/schema.ts';
import { errorAnswer } from './errors.ts';
import { safeText } from './text.ts';

/**
 * The 2024–2025 baseline (docs/api.md "KPIs and baseline"): the data mask, the actuals as CSV
 * and the kept versions. Field lists come from engine/actuals/dataMaskFields.ts.
 */

function shapeOf<Field extends string, Schema extends z.ZodType>(fields: readonly Field[], schema: (field: Field) => Schema) {
  return Object.fromEntries(fields.map((field) => [field, schema(field)])) as Record<Field, Schema>;
}

const version = z.number().int();

const dataMaskSchema = z.object({
  ...shapeOf<DataMaskNumberField, z.ZodNumber>(DATA_MASK_NUMBER_FIELDS, () => z.number()),
  ...shapeOf<DataMaskMonthField | DataMaskTextField, z.ZodString>([...DATA_MASK_MONTH_FIELDS, ...DATA_MASK_TEXT_FIELDS], () => z.string()),
}) satisfies z.ZodType<DataMask>;

/** GET /api/baseline/data-mask, and the saved mask of a POST. */
export const storedDataMaskSchema = dataMaskSchema.extend({ version });
export type StoredDataMask = z.infer<typeof storedDataMaskSchema>;

const finite = z.number({ message: 'must be a number' }).finite('must be a finite number');
const monthText = z.string({ message: 'must be a month YYYY-MM' }).max(7, 'must be a month YYYY-MM');
const freeText = safeText({ max: 2000 });
// The specification's client sends no version; ours always does, so a stale save is a 409.
const versionField = z.number({ message: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1');

const OPTIONAL_FIELDS: ReadonlySet<string> = new Set(['opening_cash', 'last_updated', ...OPENING_BALANCE_FIELDS]);
const optionalIf = <Schema extends z.ZodType>(field: string, schema: Schema) => (OPTIONAL_FIELDS.has(field) ? schema.optional() : schema);

/**
 * The full data mask field set; `opening_cash` and the opening balance at 31 December 2025 (ours)
 * and `last_updated` (set by the server) may be left out: a field left out keeps its stored value.
 */
export const dataMaskBody = z.strictObject({
  ...shapeOf(DATA_MASK_NUMBER_FIELDS, (field) => optionalIf(field, finite)),
  ...shapeOf(DATA_MASK_MONTH_FIELDS, () => monthText),
  ...shapeOf(DATA_MASK_TEXT_FIELDS, (field) => optionalIf(field, freeText)),
  version: versionField.optional(),
});

export const dataMaskSavedAnswer = z.object({
  status: z.literal('saved'),
  version,
  changed: z.array(z.string()).describe('the fields whose value changed'),
  data_mask: storedDataMaskSchema,
});

/** 422 `validation_failed`: every message (part 1 §5 rules first) and each field's own. */
export const dataMaskRejectedAnswer = errorAnswer.extend({
  errors: z.array(z.string()),
  field_errors: z.record(z.string(), z.string()),
});

export const actualsAnswer = z.object({ version, csv: z.string().min(1) });

export const actualsBody = z.strictObject({
  csv: z.string({ message: 'must be the CSV text' }).min(1, 'must not be empty'),
  version: versionField,
});

export const actualsSavedAnswer = z.object({ status: z.literal('saved'), version, changed_cells: z.number().int() });

/** 422 `csv_invalid`: the problems with their line and column (the first 100, and how many in all); nothing was changed. */
export const csvRejectedAnswer = errorAnswer.extend({
  errors: z.array(z.object({ line: z.number().int(), column: z.string(), message: z.string() })).describe('the first 100 problems'),
  error_count: z.number().int().describe('how many problems the file has in all'),
});

/** 409 `version_conflict` of a baseline save. */
export const baselineConflictAnswer = errorAnswer.extend({ current_version: version });

const baselineVersionSchema = z.object({ version, created_by: z.string(), created_at: z.string(), note: z.string() });
export type BaselineVersionInfo = z.infer<typeof baselineVersionSchema>;

export const baselineVersionsAnswer = z.object({ versions: z.array(baselineVersionSchema).describe('newest first') });

export const baselineVersionParams = z.object({ version: z.string().regex(/^\d{1,9}$/, 'must be a version number').transform(Number) });

export const baselineVersionAnswer = baselineVersionSchema.extend({ csv: z.string() });
