import type { Actuals } from '../actuals/schema.ts';
import { createKernelEvaluator, type KernelEvaluator } from '../kernel/evaluator.ts';

/**
 * The compiled kernel on one baseline, as the analyses that need thousands of evaluations use it
 * (forecast ranges, goal seek, gap attribution): the scenario host's kernel evaluator, of which
 * they need the kernel (driver order, layout), vector evaluation and the headcount plan (goal seek
 * on hires evaluates plans with more hires). Every evaluation sets the
 * whole driver vector and its result is read before the next, so analyses interleave on one.
 */
export type AnalysisModel = Pick<KernelEvaluator, 'kernel' | 'evaluateVector' | 'setHeadcount'>;

/** An analysis model of its own, for callers without a scenario host (the CLI, tests, the bench). */
export function analysisModel(actuals: Actuals): AnalysisModel {
  return createKernelEvaluator(actuals);
}
