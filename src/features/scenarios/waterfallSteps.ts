import type { AttributionResult, Contribution } from '../../../engine/analysis/attribution.ts';

/**
 * The 'Why they differ' waterfall from an attribution answer: the first scenario's figure, one
 * step per driver that moves it (largest first), the second scenario's figure. With more than
 * `maxDriverSteps` drivers the smallest are one step, 'Other drivers (n)', whose size is the
 * difference less the steps shown, so the steps still add up to the whole difference.
 */

export interface WaterfallStep {
  key: string;
  kind: 'total' | 'driver' | 'other';
  /** Driver id, 'other' or 'from' / 'to' for the totals. */
  label: string;
  /** The level before and after the step; a total stands from 0 to the figure. */
  start: number;
  end: number;
  /** The step's size (end − start); for a total, the figure. */
  value: number;
  /**
   * Standard error of a sampled contribution (0 when exact, and for the totals); null for the
   * grouped step, whose drivers' errors are not independent (their sum is the difference less the rest).
   */
  standardError: number | null;
  /** The drivers the step stands for. */
  drivers: string[];
}

/** Enough bars to see where a gap comes from; more would not fit a phone. */
export const MAX_DRIVER_STEPS = 8;

/** Drivers whose value differs but moves the figure by nothing are listed in the table, not drawn. */
export function movingContributions(result: Pick<AttributionResult, 'contributions'>): Contribution[] {
  return result.contributions.filter((contribution) => contribution.value !== 0);
}

export function waterfallSteps(result: Pick<AttributionResult, 'from_value' | 'to_value' | 'difference' | 'contributions'>, maxDriverSteps = MAX_DRIVER_STEPS): WaterfallStep[] {
  const moving = movingContributions(result).sort((a, b) => Math.abs(b.value) - Math.abs(a.value));
  const grouped = moving.length > maxDriverSteps;
  const shown = grouped ? moving.slice(0, maxDriverSteps - 1) : moving;
  const rest = grouped ? moving.slice(maxDriverSteps - 1) : [];
  const steps: WaterfallStep[] = [{
    key: 'from', kind: 'total', label: 'from', start: 0, end: result.from_value, value: result.from_value, standardError: 0, drivers: [],
  }];
  let level = result.from_value;
  const add = (step: Omit<WaterfallStep, 'start' | 'end'>) => {
    steps.push({ ...step, start: level, end: level + step.value });
    level += step.value;
  };
  for (const contribution of shown) {
    add({ key: contribution.driver, kind: 'driver', label: contribution.driver, value: contribution.value, standardError: contribution.standard_error, drivers: [contribution.driver] });
  }
  if (rest.length > 0) {
    const shownSum = shown.reduce((sum, contribution) => sum + contribution.value, 0);
    add({
      key: 'other', kind: 'other', label: 'other', value: result.difference - shownSum,
      standardError: null,
      drivers: rest.map((contribution) => contribution.driver),
    });
  }
  steps.push({ key: 'to', kind: 'total', label: 'to', start: 0, end: result.to_value, value: result.to_value, standardError: 0, drivers: [] });
  return steps;
}

/** A contribution's share of the difference (0.62 for 62%); null when the figures are equal. */
export function shareOfDifference(value: number, difference: number): number | null {
  return difference === 0 ? null : value / difference;
}
