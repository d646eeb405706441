import { z } from 'zod';
import { errorAnswer } from './errors.ts';
import { closeWarnings } from './closeWarnings.ts';
import { reconcilingItems } from './reconcilingItems.ts';

/**
 * Monthly actuals of 2026 on and the last closed month (docs/api.md "Monthly actuals"). The rules
 * of a value (which months and lines, signs, whole counts) are engine/actuals/monthlyActualsCsv.ts's,
 * applied after these shapes so that every problem is answered with its row.
 */

export const MONTHLY_ACTUALS_CSV_TYPE = 'text/csv';
export const MONTHLY_ACTUALS_XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * What every screen and export that shows the shipped sample's closed months says (the flag
 * `sample` of the answers below): the figures are invented for a demonstration.
 */
export const SAMPLE_ACTUALS_NOTICE = {
  title: 'Sample actuals — not your company\'s figures',
  detail: (lastClosedMonth: string | null) => `The closed months${lastClosedMonth ? ` up to ${lastClosedMonth}` : ''} hold the sample actuals shipped with Fahrplan, invented for a demonstration. An admin replaces them with the company's own on the Monthly Actuals screen.`,
} as const;

const version = z.number().int();
const month = z.string().regex(/^\d{4}-\d{2}$/, 'must be a month YYYY-MM');

/** The figures of one month as the model computes them (engine/actuals/closeReview.ts). */
export const monthFigures = z.object({
  month,
  revenue: z.number(),
  costs: z.number().describe('cost of goods sold plus operating expenses'),
  ebitda: z.number(),
  opening_cash: z.number(),
  operating_cash: z.number(),
  investing_cash: z.number(),
  financing_cash: z.number(),
  closing_cash: z.number().describe('the model\'s closing cash: opening + operating + investing + financing'),
  bank_cash: z.number().nullable().describe('the bank\'s closing cash balance of the month\'s actuals, when given'),
  ftes: z.number().describe('the month\'s FTEs: the actual FTEs of the departments the month gives, the headcount plan\'s for the rest'),
  ftes_actual: z.boolean().describe('whether the month\'s actuals give FTEs (of at least one department)'),
});
export type MonthFiguresAnswer = z.infer<typeof monthFigures>;

export const plausibilityWarning = z.object({
  id: z.string().describe('month:line:kind; a close names the ids it confirms'),
  month,
  line: z.string(),
  kind: z.enum(['plan', 'previous_month', 'cash_bridge']).describe('beyond ±50 % of the plan or of the previous month; the bank\'s cash off the model\'s by more than 1 % (at least €1,000)'),
  actual: z.number(),
  reference: z.number().describe('the plan\'s figure, the previous month\'s, or the model\'s closing cash'),
  change: z.number().nullable().describe('(actual − reference) / |reference|; null when the reference is 0'),
});
export type PlausibilityWarningAnswer = z.infer<typeof plausibilityWarning>;

export const closeReviewQuery = z.strictObject({
  through: month.describe('the month to close through'),
});

export const closeReviewAnswer = z.object({
  previous_close: month.nullable(),
  through: month,
  months: z.array(monthFigures).describe('the months being closed, with the months closed'),
  references: z.array(z.object({ year: z.number().int(), source: z.enum(['plan_of_record', 'forecast']), label: z.string() }))
    .describe('per year, what the lines are held against'),
  warnings: z.array(plausibilityWarning),
});
export type CloseReviewAnswer = z.infer<typeof closeReviewAnswer>;

/** A month's figures before and after an import (POST /api/actuals/monthly/read). */
export const importEffect = z.object({ month, before: monthFigures, after: monthFigures });
export type ImportEffectAnswer = z.infer<typeof importEffect>;

export const monthlyActualRow = z.strictObject({
  month: z.string({ message: 'must be a month YYYY-MM' }).max(7, 'must be a month YYYY-MM'),
  line: z.string({ message: 'must be a line id' }).max(64, 'must be a line id'),
  value: z.number({ message: 'must be a number' }).finite('must be a finite number'),
});
export type MonthlyActualRowInput = z.infer<typeof monthlyActualRow>;

const versionField = z.number({ message: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1');

/** PUT /api/actuals/monthly as JSON: the rows alone (the issue's shape) or with the version they replace. */
export const monthlyActualRowsBody = z.array(monthlyActualRow).max(5000, 'must hold at most 5000 rows');
export const versionedMonthlyActualsBody = z.strictObject({ rows: monthlyActualRowsBody, version: versionField.optional() });
/** Either shape; the server parses an array as the rows and anything else as the versioned object, so a 400 names the field at fault. */
export const monthlyActualsBody = z.union([monthlyActualRowsBody, versionedMonthlyActualsBody]);

export const monthlyActualsQuery = z.strictObject({
  format: z.enum(['json', 'csv', 'xlsx'], { message: 'must be json, csv or xlsx' }).optional(),
});

export const monthlyActualsPutQuery = z.strictObject({
  version: z.string().regex(/^\d{1,9}$/, 'must be a version number').transform(Number).optional(),
});

const closeFields = {
  last_closed_month: month.nullable().describe('the effective last closed month: the month an admin closed through (null: nothing closed; saving actuals never moves it), before a closed month that lacks a line (see warnings)'),
  close_setting: month.nullable().describe('the month an admin closed through; null: nothing closed'),
  latest_closable_month: month.nullable().describe('the latest month such that it and every month before it from 2026-01 are complete'),
  warnings: closeWarnings,
  // Absent in an answer stored before it existed (the browser's offline copy): not the sample.
  sample: z.boolean().default(false).describe('the monthly actuals in use are the shipped sample, not the company\'s figures: every screen and export that shows them says so'),
};

export const monthlyActualsAnswer = z.object({
  version,
  rows: z.array(z.object({ month, line: z.string(), value: z.number() })).describe('months ascending, lines in the model\'s order'),
  ...closeFields,
  reconciling_items: reconcilingItems.describe('the balance items of closed months beside the Baseline scenario\'s figures (reconcilingItems)'),
  // Absent in an answer stored before it existed (the browser's offline copy): no totals rows.
  totals: z.array(monthFigures).default([])
    .describe('per complete month (through the latest closable one) the Baseline\'s figures with the months closed: the totals rows of the sheet'),
  updated_by: z.string(),
  updated_at: z.string(),
});
export type MonthlyActualsAnswer = z.infer<typeof monthlyActualsAnswer>;

/** POST /api/actuals/monthly/read: a file's values, checked and not stored (the screen previews them). */
export const monthlyActualsReadAnswer = z.object({
  rows: z.array(z.object({ month, line: z.string(), value: z.number() })),
  // Absent in an answer of a server before issue 26: no effect shown.
  effect: z.array(importEffect).default([])
    .describe('per month the import completes: revenue, costs, EBITDA and cash before → after, each with the months closed'),
});

export const monthlyActualsSavedAnswer = z.object({ status: z.literal('saved'), version, values: z.number().int().describe('how many values the new version holds'), ...closeFields });

/**
 * 422 `csv_invalid`: the problems with their line (a file's line or sheet row, a JSON row's
 * 1-based index) and column, the first 100 of them, and how many there are; 422
 * `workbook_invalid`: an XLSX that is not a readable workbook within the sheet's shape, as its one problem.
 */
export const monthlyActualsRejectedAnswer = errorAnswer.extend({
  errors: z.array(z.object({ line: z.number().int(), column: z.string(), message: z.string() })).describe('the first 100 problems'),
  error_count: z.number().int().describe('how many problems the file has in all'),
});

/** 422 `close_incomplete`: the explicit close covers months the new data leaves incomplete. */
export const closeIncompleteAnswer = errorAnswer.extend({
  months: z.array(z.object({ month, missing: z.array(z.string()) })),
});

export const monthlyActualsConflictAnswer = errorAnswer.extend({ current_version: version });

/** 409 `actuals_exist` of POST /api/actuals/monthly/sample: the sample goes only into an empty set. */
export const ACTUALS_EXIST = 'actuals_exist';

export const closeAnswer = z.object(closeFields);
export type CloseAnswer = z.infer<typeof closeAnswer>;

export const closeBody = z.strictObject({
  last_closed_month: z.string({ message: 'must be a month YYYY-MM or null' }).max(7, 'must be a month YYYY-MM or null').nullable(),
  confirmed_warnings: z.array(z.string({ message: 'must be warning ids' }).max(64, 'must be warning ids'), { message: 'must be a list of warning ids' })
    .max(5000, 'must hold at most 5000 warning ids').optional()
    .describe('the ids of the review\'s plausibility warnings the admin confirmed (GET /api/settings/close/review); a close later than the current one is refused while one is not'),
});

/** 422 `warnings_unconfirmed`: a close whose review has warnings the request does not confirm. */
export const WARNINGS_UNCONFIRMED = 'warnings_unconfirmed';
export const closeUnconfirmedAnswer = errorAnswer.extend({ warnings: z.array(plausibilityWarning) });
