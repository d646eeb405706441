import { z } from 'zod';
import type { CompleteClose } from '../engine/actuals/closedMonths.ts';

/**
 * A closed month without every line (issue 24): the model treats it and the months after it as
 * open instead of failing, and every answer that holds figures from the closed months says so
 * (docs/api.md "Monthly actuals"). A save or a close through the API cannot leave one; data
 * written behind the API's back can.
 */

export const CLOSED_MONTH_INCOMPLETE = 'closed_month_incomplete';

export const closeWarning = z.object({
  code: z.literal(CLOSED_MONTH_INCOMPLETE),
  month: z.string().describe('the closed month (YYYY-MM) that lacks lines'),
  missing: z.array(z.string()).describe('the line ids it has no actual for'),
  message: z.string(),
});
export type CloseWarning = z.infer<typeof closeWarning>;

/** Absent in an answer stored before it existed (the browser's offline copy): no warning. */
export const closeWarnings = z.array(closeWarning).default([])
  .describe('closed months without every line, which the figures treat as open; empty when every closed month is complete');

/** The warnings of a close cut back by completeClose: one per closed month that lacks lines. */
export function closeWarningsOf(close: CompleteClose): CloseWarning[] {
  const used = close.lastClosedMonth === null ? 'no monthly actuals' : `the actuals through ${close.lastClosedMonth}`;
  return close.incomplete.map(({ month, missing }) => ({
    code: CLOSED_MONTH_INCOMPLETE,
    month,
    missing: [...missing],
    message: `${month} is closed but has no actual for ${missing.join(', ')}; the figures use ${used} and forecast from there. An admin completes ${month} or moves the close.`,
  }));
}
