import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { propertyBudget } from '../../helpers/propertyBudget.ts';
import type { Contribution } from '../../../engine/analysis/attribution.ts';
import { MAX_DRIVER_STEPS, shareOfDifference, waterfallSteps } from '../../../src/features/scenarios/waterfallSteps.ts';

function answerOf(fromValue: number, values: readonly number[]) {
  const contributions: Contribution[] = values
    .map((value, i) => ({ driver: `driver_${i}`, from: 0, to: 1, value, standard_error: 0 }))
    .sort((a, b) => Math.abs(b.value) - Math.abs(a.value));
  const difference = values.reduce((sum, value) => sum + value, 0);
  return { from_value: fromValue, to_value: fromValue + difference, difference, contributions };
}

/** Equal up to the rounding of adding the same euros in another order. */
function close(a: number, b: number, scale: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, scale);
}

describe('the \'Why they differ\' waterfall', () => {
  it('goes from the first figure to the second, one step per driver that moves it, largest first', () => {
    const steps = waterfallSteps(answerOf(49_964_625, [2_041_633, 31_234_830, -1_147_660, 0]));
    expect(steps.map((step) => [step.kind, step.label])).toEqual([
      ['total', 'from'], ['driver', 'driver_1'], ['driver', 'driver_0'], ['driver', 'driver_2'], ['total', 'to'],
    ]);
    expect(steps[1]).toMatchObject({ start: 49_964_625, end: 49_964_625 + 31_234_830 });
    expect(steps[3]?.end).toBe(steps[4]?.value);
    expect(steps[0]).toMatchObject({ start: 0, end: 49_964_625 });
  });

  it('groups the smallest drivers into one step only when there are many, and the steps still add up exactly', () => {
    const values = [9, -8, 7, 6, 5, 4, 3, 2, 1, -0.5].map((v) => v * 1_000_000);
    const steps = waterfallSteps(answerOf(10_000_000, values));
    expect(steps).toHaveLength(MAX_DRIVER_STEPS + 2);
    const other = steps.at(-2);
    expect(other).toMatchObject({ kind: 'other', drivers: ['driver_7', 'driver_8', 'driver_9'], standardError: null });
    expect(other?.value).toBeCloseTo(2_500_000, 6);
    expect(waterfallSteps(answerOf(0, values.slice(0, MAX_DRIVER_STEPS))).some((step) => step.kind === 'other')).toBe(false);
  });

  it('property: every step starts where the one before ended, the steps add up to the difference and end on the second figure', () => {
    fc.assert(fc.property(
      fc.double({ min: -1e8, max: 1e8, noNaN: true }),
      fc.array(fc.double({ min: -5e7, max: 5e7, noNaN: true }), { maxLength: 20 }),
      fc.integer({ min: 1, max: 12 }),
      (fromValue, values, maxSteps) => {
        const answer = answerOf(fromValue, values);
        const steps = waterfallSteps(answer, maxSteps);
        const moves = steps.filter((step) => step.kind !== 'total');
        const scale = Math.abs(fromValue) + values.reduce((sum, v) => sum + Math.abs(v), 0);
        expect(moves.length).toBeLessThanOrEqual(maxSteps);
        expect(moves.length).toBe(Math.min(values.filter((v) => v !== 0).length, maxSteps));
        moves.forEach((step, i) => expect(step.start).toBe(i === 0 ? fromValue : moves[i - 1]?.end));
        expect(close(moves.reduce((sum, step) => sum + step.value, 0), answer.difference, scale)).toBe(true);
        expect(close(moves.at(-1)?.end ?? fromValue, answer.to_value, scale)).toBe(true);
        // Every driver that moves the figure is in exactly one step.
        expect(moves.flatMap((step) => step.drivers).sort()).toEqual(answer.contributions.filter((c) => c.value !== 0).map((c) => c.driver).sort());
      },
    ), propertyBudget({ numRuns: 300 }));
  });

  it('states a contribution\'s share of the difference, and none when there is no difference', () => {
    expect(shareOfDifference(31_234_830, 50_009_213)).toBeCloseTo(0.6246, 4);
    expect(shareOfDifference(5, 0)).toBeNull();
  });
});
