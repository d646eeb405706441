import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CLOSABLE_MONTHS, CLOSED_MONTH_LINES, completeClose, type ClosedMonths } from '../../engine/actuals/closedMonths.ts';
import { createScenarioHost } from '../../engine/session/scenarioHost.ts';
import { baselineActuals } from '../helpers/fixtures.ts';
import { closedMonths } from '../helpers/closedMonthsArbitrary.ts';
import { propertyBudget } from '../helpers/propertyBudget.ts';

/**
 * A closed month without every line (issue 24): the model treats it, and every month after it, as
 * open, never fails. The scenario host — the one door of the server, the browser's worker and the
 * export threads — forecasts such a close exactly as the close through the month before.
 */

const BUDGET = { numRuns: 25, seconds: 60 };
const baseline = baselineActuals();

/** Closed months with at least one month, and a line taken out of one of them. */
const withHole = closedMonths(18)
  .filter((closed) => closed.lastClosedMonth !== null)
  .chain((closed) => fc.record({
    closed: fc.constant(closed),
    month: fc.constantFrom(...CLOSABLE_MONTHS.filter((month) => month <= (closed.lastClosedMonth as string))),
    line: fc.constantFrom(...CLOSED_MONTH_LINES),
  }));

describe('a closed month that lacks a line (fast-check)', () => {
  it('is forecast as open: the figures are those of the close through the month before it, with a warning naming it', () => {
    fc.assert(fc.property(withHole, ({ closed, month, line }) => {
      const values = structuredClone(closed.values);
      delete values[month]![line];
      const holey: ClosedMonths = { values, lastClosedMonth: closed.lastClosedMonth };
      const index = CLOSABLE_MONTHS.indexOf(month);
      const before: ClosedMonths = { values: closed.values, lastClosedMonth: index === 0 ? null : CLOSABLE_MONTHS[index - 1]! };

      expect(completeClose(values, closed.lastClosedMonth)).toEqual({ lastClosedMonth: before.lastClosedMonth, incomplete: [{ month, missing: [line] }] });
      const cut = createScenarioHost({ ...baseline, closed: holey });
      const expected = createScenarioHost({ ...baseline, closed: before });
      try {
        expect(cut.actuals.closed?.lastClosedMonth).toBe(before.lastClosedMonth);
        expect(cut.figures({})).toEqual(expected.figures({}));
        expect(cut.evaluate({}, (session) => session.years())).toEqual(expected.evaluate({}, (session) => session.years()));
      } finally {
        cut.destroy();
        expected.destroy();
      }
    }), propertyBudget(BUDGET));
  });

  it('leaves a complete close as it is', () => {
    fc.assert(fc.property(closedMonths(18), (closed) => {
      expect(completeClose(closed.values, closed.lastClosedMonth)).toEqual({ lastClosedMonth: closed.lastClosedMonth, incomplete: [] });
    }), propertyBudget(BUDGET));
  });
});
