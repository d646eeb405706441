import { DEFAULT_DRAWS } from '../../engine/analysis/ranges/rangeFigures.ts';
import type { RangesResult } from '../../engine/analysis/ranges/results.ts';
import { scenarioCacheKey } from '../model/forecastShapes.ts';
import type { ScenarioRecord } from '../repos/scenarios.ts';
import type { Services } from '../services.ts';

/**
 * The forecast ranges an export prints (the Detailed Report's page, the Excel model's sheet): the
 * scenario's saved values and ranges, 10,000 draws and a fixed seed, so the same scenario version
 * on the same baseline exports the same figures every time, and anyone can reproduce them with
 * `POST /api/analysis/ranges` or the CLI with this seed (docs/api.md "Export").
 */
export const EXPORT_RANGES = { draws: DEFAULT_DRAWS, seed: 20_261_127 } as const;

export function exportRanges(services: Services, scenario: ScenarioRecord): Promise<RangesResult> {
  const { version } = services.model.baseline();
  const drivers = services.model.effectiveDrivers(scenario.key_drivers);
  const key = `baseline@${version}|${scenarioCacheKey(scenario)}|${EXPORT_RANGES.draws}|${EXPORT_RANGES.seed}`;
  return services.analysis.exportRanges(key, { drivers, ranges: scenario.driver_ranges, ...EXPORT_RANGES });
}
