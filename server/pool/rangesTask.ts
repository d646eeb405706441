import type { Actuals } from '../../engine/actuals/schema.ts';
import type { RangesDraws, RangesRunInput } from '../../engine/analysis/ranges/run.ts';
import type { PublishedModel } from '../repos/newestBaseline.ts';

/**
 * One slice of a forecast-ranges run as a thread of the ranges pool gets it: what the model is
 * computed from (the actuals with their closed months and the published definition, under the
 * model service's key for them), the run, its draws `from` … `to` − 1, the run's arrays in
 * shared memory, which the thread fills at those draws, and the run's progress counter. Plain
 * data, copied by structured clone (the shared arrays are shared, not copied).
 */
export interface RangesSliceTask {
  key: string;
  actuals: Actuals;
  model: PublishedModel;
  input: RangesRunInput;
  from: number;
  to: number;
  draws: RangesDraws;
  /** Draws evaluated by every slice of the run so far, one shared counter (Atomics): the run's progress while the threads work. */
  progress: Int32Array;
}
