import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { OKR_THRESHOLDS, okrAttainment, okrStatus, type Okr } from '../../engine/session/okrs.ts';
import type { KpiStatus } from '../../engine/model/types.ts';
import { attainmentLine, okrHint } from '../../src/features/cockpit/okrText.ts';
import { propertyBudget } from '../helpers/propertyBudget.ts';

const BUDGET = { numRuns: 2000 };

/** Any plausible euro or ride amount, from a loss of a billion to a billion; a target is at least one euro or ride. */
const amount = fc.double({ min: -1e9, max: 1e9, noNaN: true, noDefaultInfinity: true });
const nonZeroAmount = amount.filter((value) => Math.abs(value) >= 1);

/** Forecasts placed right at, just under and just over each threshold, where rounding would lie. */
const nearThreshold = fc.tuple(
  nonZeroAmount,
  fc.constantFrom(OKR_THRESHOLDS.good, OKR_THRESHOLDS.warning, 100),
  fc.integer({ min: -3, max: 3 }),
  fc.constantFrom(1e-12, 1e-9, 1e-6, 1e-4, 1e-3),
).map(([target, threshold, steps, size]) => {
  const share = threshold / 100 + steps * size;
  return { target, forecast: target > 0 ? target * share : target * (2 - share) };
});

const pair = fc.oneof(fc.record({ forecast: amount, target: nonZeroAmount }), nearThreshold);

function okrOf(forecast: number, target: number): Okr {
  return {
    id: 'operational_profitability', title: 'Operational Profitability', line: 'net_income', measure: 'Net income', unit: '€',
    forecast_2026: forecast, target_2026: target, actual_2024: null, actual_2025: null, growth_vs_2025: null,
    attainment: okrAttainment(forecast, target), status: okrStatus(forecast, target), remedy: null,
  };
}

/** The status a shown percentage stands for under the documented thresholds. */
function statusOfShown(percent: number): KpiStatus {
  if (percent >= OKR_THRESHOLDS.good) return 'good';
  return percent >= OKR_THRESHOLDS.warning ? 'warning' : 'critical';
}

function shownPercent(text: string): number {
  const match = /(−?)(\d+(?:\.\d+)?)%/.exec(text);
  if (!match) throw new Error(`no percentage in "${text}"`);
  return (match[1] ? -1 : 1) * Number(match[2]);
}

describe('OKR attainment as the cockpit shows it', () => {
  it('never shows a percentage that contradicts the status, on the card or in its hover text', () => {
    fc.assert(fc.property(pair, ({ forecast, target }) => {
      const okr = okrOf(forecast, target);
      const card = shownPercent(attainmentLine(okr));
      const hover = shownPercent(okrHint(okr));
      expect(statusOfShown(card)).toBe(okr.status);
      expect(statusOfShown(hover)).toBe(okr.status);
      // A figure is cut, never rounded up: it never reads better than the exact attainment.
      expect(card).toBeLessThanOrEqual(okr.attainment as number);
      expect(hover).toBeLessThanOrEqual(okr.attainment as number);
      expect(okr.attainment as number - hover).toBeLessThan(0.01 + 1e-9 * Math.abs(okr.attainment as number));
    }), propertyBudget(BUDGET));
  });

  it('moves the right way: a better forecast against the same target never gets a worse status', () => {
    const rank: Record<KpiStatus, number> = { critical: 0, warning: 1, good: 2 };
    fc.assert(fc.property(amount, amount, nonZeroAmount, (a, b, target) => {
      const [low, high] = a <= b ? [a, b] : [b, a];
      expect(rank[okrStatus(high, target)]).toBeGreaterThanOrEqual(rank[okrStatus(low, target)]);
    }), propertyBudget(BUDGET));
  });
});
