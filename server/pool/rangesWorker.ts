import { createKernelEvaluator, type KernelEvaluator } from '../../engine/kernel/evaluator.ts';
import { publishedDefinition } from '../../engine/model/definition.ts';
import { evaluateRangesSlice } from '../../engine/analysis/ranges/run.ts';
import type { RangesSliceTask } from './rangesTask.ts';

/**
 * A thread of the ranges pool (server/pool/rangesPool.ts): evaluates a slice of a run's draws into
 * the run's shared arrays with a compiled kernel of its own, kept for the model and actuals it was
 * built on (rebuilt when a task names others).
 */
let kept: { key: string; evaluator: KernelEvaluator } | undefined;

export default function runSlice(task: RangesSliceTask): void {
  if (kept?.key !== task.key) kept = { key: task.key, evaluator: createKernelEvaluator(task.actuals, publishedDefinition(task.model.source)) };
  evaluateRangesSlice(kept.evaluator, task.input, task.from, task.to, task.draws, (count) => Atomics.add(task.progress, 0, count));
}
