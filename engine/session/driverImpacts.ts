import type { KernelEvaluator } from '../kernel/evaluator.ts';
import type { KernelResult } from '../kernel/kernel.ts';
import { cellValue } from '../kernel/read.ts';
import { aggregationOf } from '../model/aggregation.ts';
import { DRIVER_BY_ID } from '../model/drivers.ts';
import { changePerStep, onePercentStep } from '../model/driverStep.ts';
import { kernelCellOf, type ExplainRef, type KernelCell } from './cellRef.ts';
import { quarterCells } from './quarterExplain.ts';

/**
 * Impacts per +1%, evaluated by the compiled kernel: one evaluation of the whole model per driver
 * (tens of microseconds), so every driver of a figure is answered in one call. The step each
 * driver takes is the one rule of engine/model/driverStep.ts.
 */

const valueAt = (result: KernelResult, cell: KernelCell): number | null => cellValue(result[cell.sheet], cell.index);

/**
 * The change of each cell when each driver takes its +1% step from `drivers` (effective drivers),
 * the others held: per driver, one value per cell. null where a cell is empty before or after the
 * step, and for a driver that takes no such step (a month) or is no driver of the catalog.
 */
export function onePercentChanges(
  evaluator: KernelEvaluator,
  drivers: Readonly<Record<string, number>>,
  cells: readonly KernelCell[],
  driverIds: readonly string[],
): Map<string, (number | null)[]> {
  const { kernel } = evaluator;
  const vector = kernel.driverVector(drivers);
  const base = evaluator.evaluateVector(vector);
  const before = cells.map((cell) => valueAt(base, cell));
  const out = new Map<string, (number | null)[]>();
  for (const id of driverIds) {
    const index = kernel.driverIndex.get(id);
    const driver = DRIVER_BY_ID.get(id);
    const value = index === undefined ? undefined : vector[index];
    const step = driver && value !== undefined ? onePercentStep(driver, value) : null;
    if (!step || index === undefined || value === undefined) {
      out.set(id, cells.map(() => null));
      continue;
    }
    if (step.value === value) {
      out.set(id, before.map((b) => changePerStep(step, b, b)));
      continue;
    }
    vector[index] = step.value;
    const after = evaluator.evaluateVector(vector);
    out.set(id, cells.map((cell, k) => changePerStep(step, before[k] ?? null, valueAt(after, cell))));
    vector[index] = value;
  }
  return out;
}

/**
 * Impact per +1% of each given driver on any explainable cell; a quarter's is the weighted change
 * of its months, as the quarterly statement aggregates them (null when a month has none).
 */
export function driverImpacts(
  evaluator: KernelEvaluator,
  drivers: Readonly<Record<string, number>>,
  ref: ExplainRef,
  driverIds: readonly string[],
): Record<string, number | null> {
  const { layout } = evaluator.kernel;
  const { refs, weights } = ref.sheet === 'Quarters' ? quarterCells(layout, ref, aggregationOf(ref.id)) : { refs: [ref], weights: [1] };
  const cells = refs.map((cell) => kernelCellOf(cell, layout));
  if (cells.some((cell) => cell === null)) throw new Error(`No cell ${JSON.stringify(ref)}`);
  const changes = onePercentChanges(evaluator, drivers, cells as KernelCell[], driverIds);
  return Object.fromEntries(driverIds.map((id) => {
    const perCell = changes.get(id) ?? [];
    if (ref.sheet !== 'Quarters') return [id, perCell[0] ?? null];
    return [id, perCell.some((c) => c === null) ? null : perCell.reduce((sum: number, c, i) => sum + (c ?? 0) * (weights[i] ?? 0), 0)];
  }));
}
