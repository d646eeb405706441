import { z } from 'zod';
import type { ReconcilingItem } from '../engine/session/reconcilingItems.ts';

/**
 * Reconciling items (docs/api.md "Monthly actuals"): each balance item a closed month's actuals
 * carry beside the model's figure of that month. The model never writes them over its own figures;
 * the difference is for the finance team to explain. Computed by the engine's
 * `reconcilingItems(cells, actuals)` (engine/session/reconcilingItems.ts) for the scenario an
 * answer is about.
 */
export const reconcilingItem = z.object({
  month: z.string().describe('the closed month, YYYY-MM'),
  line: z.string().describe('the balance line: closing_cash (the bank), receivables or payables'),
  actual: z.number().describe('the figure the month\'s actuals give'),
  derived: z.number().describe('the model\'s figure of the line in that month'),
  difference: z.number().describe('actual − derived, to the cent'),
  threshold: z.number().describe('1 % of the month\'s derived closing cash, at least 1,000 €'),
  flagged: z.boolean().describe('the difference is over the threshold'),
}) satisfies z.ZodType<ReconcilingItem>;

/** Absent in an answer stored before it existed (the browser's offline copy): none. */
export const reconcilingItems = z.array(reconcilingItem).default([])
  .describe('every balance item given for a closed month, months ascending, lines in the model\'s order; empty when none is given');
