import type { Actuals } from '../actuals/schema.ts';
import { createKernel, type ModelKernel, type PreparedKernel } from '../kernel/kernel.ts';

/**
 * The compiled kernel on one baseline, as the analyses that need thousands of evaluations use it
 * (forecast ranges, goal seek, gap attribution). Every evaluation sets the whole driver vector, so
 * a caller may interleave analyses on one prepared kernel.
 */
export interface AnalysisModel {
  kernel: ModelKernel;
  prepared: PreparedKernel;
}

export function analysisModel(actuals: Actuals, kernel: ModelKernel = createKernel()): AnalysisModel {
  return { kernel, prepared: kernel.prepare(actuals) };
}
