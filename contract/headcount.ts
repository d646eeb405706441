import { z } from 'zod';
import { POSITION_BOUNDS, type Position } from '../engine/headcount/plan.ts';
import { errorAnswer } from './errors.ts';
import { versionComment } from './scenarioVersions.ts';

/**
 * A scenario's headcount plan (issue 28, docs/api.md "Headcount plan"): positions by role, each a
 * number of people hired in one month at one salary. The schemas check each field's type; the
 * bounds and the rules between fields are the engine's (planProblems in engine/headcount/plan.ts),
 * checked by the route, so the API, the CSV import and the grid refuse the same plans alike.
 */

const B = POSITION_BOUNDS;
const number = (description: string) => z.number({ message: 'must be a number' }).describe(description);

/** One position, with exactly the fields of the engine's Position. */
export const positionSchema = z.strictObject({
  role: z.string({ message: 'must be a text' }).describe(`the role, e.g. "Software Engineer"; at most ${B.roleLength} characters`),
  department: z.string({ message: 'must be a department id' }).describe('a department id of `departments` (the published model definition\'s)'),
  count: number(`people in the position: a whole number from ${B.count.min} to ${B.count.max}`),
  start_month: z.string({ message: 'must be a month written YYYY-MM' }).describe(`first month of work, YYYY-MM, ${B.firstStart} to ${B.lastMonth}; the staff the plan opens with start on or before 2025-12`),
  end_month: z.string({ message: 'must be a month written YYYY-MM or null' }).nullable()
    .describe(`last month of work, YYYY-MM, not before start_month nor 2025-12, at most ${B.lastEnd}; null: open-ended`),
  annual_salary: number(`gross salary per person and year at January 2026 prices, ${B.annual_salary.min.toLocaleString('en-GB')} to ${B.annual_salary.max.toLocaleString('en-GB')} €`),
  raise_pct: z.number({ message: 'must be a number or null' }).nullable()
    .describe(`yearly raise in percent, ${B.raise_pct.min} to ${B.raise_pct.max}; null: follow the scenario's Employee Cost Growth`),
  raise_month: number('month of the year the raise takes effect, 1 to 12'),
  variable_pct: number(`variable pay in percent of the salary, ${B.variable_pct.min} to ${B.variable_pct.max}`),
  recruiting_cost: number(`one-time cost of hiring one person, ${B.recruiting_cost.min} to ${B.recruiting_cost.max.toLocaleString('en-GB')} €, booked in the start month`),
}) satisfies z.ZodType<Position>;

/**
 * The positions of a plan. The length is checked before any position is read (zod caps an array's
 * size before it parses the items), so a body of 10,000 positions is refused at once.
 */
const positionsSchema = z.array(positionSchema, { message: 'must be a list of positions' })
  .max(B.positions, `a plan holds at most ${B.positions.toLocaleString('en-GB')} positions`)
  .describe(`at most ${B.positions.toLocaleString('en-GB')} positions`);

export const departmentSchema = z.object({ id: z.string(), name: z.string() });

export const headcountAnswer = z.object({
  version: z.number().int().describe('the scenario\'s version; send it back with PUT or DELETE'),
  generated: z.boolean().describe('true: the scenario has saved no plan, and these positions are generated from its drivers (FTE plan, Sales Team Size, Average Cost per FTE)'),
  departments: z.array(departmentSchema).describe('the departments a position may belong to: those of the published model definition (the shipped six and any a modeller added)'),
  positions: z.array(positionSchema),
});
export type HeadcountAnswer = z.infer<typeof headcountAnswer>;

export const saveHeadcountBody = z.strictObject({
  // First, so its problems are the first the answer names.
  positions: positionsSchema.describe('replaces the whole plan'),
  version: z.number({ message: 'must be the version you read (an integer)' }).int().min(1),
  comment: versionComment.optional().describe('kept with the version this save makes (scenario versions)'),
});
export type SaveHeadcount = z.input<typeof saveHeadcountBody>;

export const dropHeadcountQuery = z.object({
  version: z.string({ message: 'must be the version you read (an integer)' })
    .regex(/^\d{1,9}$/, 'must be the version you read (an integer)')
    .transform(Number)
    .pipe(z.number().int().min(1, 'must be the version you read (an integer)')),
});

/** One refused input of a plan: `field` names it (`positions[3].end_month`), `row` is its position's row, 1-based. */
export const headcountProblemSchema = z.object({
  row: z.number().int().nullable().describe('the position\'s row, 1-based (positions[row − 1]); null for a field of the body itself'),
  field: z.string(),
  message: z.string(),
});
export type HeadcountProblem = z.infer<typeof headcountProblemSchema>;

/** The most problems a 400 lists; the message says how many there were. */
export const HEADCOUNT_PROBLEMS_LISTED = 100;

/** A 400 of a save: the message names the first problems and counts the rest; `problems` lists them. */
export const headcountRefusedAnswer = errorAnswer.extend({
  problems: z.array(headcountProblemSchema).optional().describe(`every refused input, the first ${HEADCOUNT_PROBLEMS_LISTED}`),
});
