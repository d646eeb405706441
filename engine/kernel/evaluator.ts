import type { Actuals } from '../actuals/schema.ts';
import { MODEL_DEFINITION, type ModelDefinition } from '../model/definition.ts';
import type { ModelCells } from '../workbook/cells.ts';
import { createKernel, type KernelResult, type ModelKernel } from './kernel.ts';
import { kernelCells } from './read.ts';
import type { HeadcountPlan } from '../headcount/plan.ts';

/**
 * The compiled kernel prepared on one baseline's actuals, evaluating driver sets for the readers
 * where speed matters (the scenario host keeps one per loaded baseline): a draft's figures, the
 * slider's preview, driver impacts, assumption mappings, the sensitivity sweep and valuation
 * inputs. Not safe to share between two evaluations in flight: each overwrites the one result.
 */
export interface KernelEvaluator {
  readonly kernel: ModelKernel;
  /** The cells of the last evaluation, read by the session's read models (years, KPIs, statements). */
  readonly cells: ModelCells;
  /** The arrays of the last evaluation, for loops that read a few cells by index. */
  readonly result: KernelResult;
  /** Evaluates a full driver record (effective drivers: every driver of the catalog). */
  evaluate(drivers: Readonly<Record<string, number>>): ModelCells;
  /** Evaluates a driver vector in `kernel.driverIds` order (loops that move one driver at a time). */
  evaluateVector(vector: Float64Array): KernelResult;
  /** The headcount plan of the evaluations that follow; null: the plan generated from their drivers. */
  setHeadcount(plan: HeadcountPlan | null): void;
}

const kernels = new WeakMap<ModelDefinition, ModelKernel>();

/** The kernel depends only on the definition, so one per definition serves every baseline of the process. */
function modelKernel(definition: ModelDefinition): ModelKernel {
  let kernel = kernels.get(definition);
  if (!kernel) {
    kernel = createKernel(definition);
    kernels.set(definition, kernel);
  }
  return kernel;
}

export function createKernelEvaluator(actuals: Actuals, definition: ModelDefinition = MODEL_DEFINITION): KernelEvaluator {
  const kernel = modelKernel(definition);
  const prepared = kernel.prepare(actuals);
  const cells = kernelCells(kernel, prepared.result, prepared.closedThrough);
  return {
    kernel,
    cells,
    result: prepared.result,
    evaluate(drivers) {
      prepared.evaluate(kernel.driverVector(drivers));
      return cells;
    },
    evaluateVector: (vector) => prepared.evaluate(vector),
    setHeadcount: (plan) => prepared.setHeadcount(plan),
  };
}
