import { DEFAULT_DRAWS } from '../../engine/analysis/ranges/rangeFigures.ts';
import type { RangesResult } from '../../engine/analysis/ranges/results.ts';
import { createRangesRun } from '../../engine/analysis/ranges/run.ts';
import type { ModelService } from '../model/modelService.ts';
import type { ScenarioRecord } from '../repos/scenarios.ts';
import { withoutRetiredDrivers } from '../../engine/session/validate.ts';

/**
 * The forecast ranges an export prints (the Detailed Report's page, the Excel model's sheet): the
 * scenario's saved values and ranges, 10,000 draws and a fixed seed, so the same scenario version
 * on the same baseline exports the same figures every time, and anyone can reproduce them with
 * `POST /api/analysis/ranges` or the CLI with this seed (docs/api.md "Export").
 */
export const EXPORT_RANGES = { draws: DEFAULT_DRAWS, seed: 20_261_127 } as const;

/**
 * The export's run, evaluated in one go: it runs on an export thread (server/pool/), where
 * holding the thread for the run's few hundred milliseconds keeps nobody waiting.
 */
export function exportRanges(model: ModelService, scenario: ScenarioRecord): RangesResult {
  const run = createRangesRun(model.kernelEvaluator(), {
    drivers: model.effectiveDrivers(scenario.key_drivers),
    ranges: withoutRetiredDrivers(scenario.driver_ranges),
    ...EXPORT_RANGES,
  });
  run.step(run.draws);
  return run.result();
}
