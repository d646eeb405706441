import { DEFAULT_DRAWS } from '../../engine/analysis/ranges/rangeFigures.ts';
import type { RangesResult } from '../../engine/analysis/ranges/results.ts';
import { createRangesRun } from '../../engine/analysis/ranges/run.ts';
import { formatTimestampDe, type NumberFormatter } from '../../engine/format/number.ts';
import type { ModelService } from '../model/modelService.ts';
import type { RangesRunRecord } from '../repos/rangesRuns.ts';
import type { ScenarioRecord } from '../repos/scenarios.ts';
import { withoutRetiredDrivers } from '../../engine/session/validate.ts';
import { translatorFor, type Translate } from '../i18n/index.ts';
import { shownScenarioName } from './scenarioNames.ts';

/**
 * The forecast ranges an export prints (the Detailed Report's page, the Excel model's sheet): the
 * scenario's newest kept run of the version exported, drawn on that version as saved, so the report
 * shows what the Forecast Ranges screen showed. Without one, the export draws its own on the saved
 * values and ranges, 10,000 draws and a fixed seed, so the same scenario version on the same
 * baseline exports the same figures every time, and anyone can reproduce them with
 * `POST /api/analysis/ranges` or the CLI with this seed (docs/api.md "Export"). Either way the
 * export names the run it shows.
 */
export const EXPORT_RANGES = { draws: DEFAULT_DRAWS, seed: 20_261_127 } as const;

export interface ExportRangesRun {
  result: RangesResult;
  /** "Forecast ranges: run of 28.11.2026 14:05:00 by alice, 10,000 draws, seed 42, Baseline v3". */
  label: string;
}

const versionOf = (scenario: ScenarioRecord, t: Translate) => `${shownScenarioName(scenario, t)} v${scenario.version}`;

/**
 * The export's run: the kept one, or one evaluated in one go on an export thread (server/pool/),
 * where holding the thread for the run's few hundred milliseconds keeps nobody waiting.
 */
export function exportRanges(model: ModelService, scenario: ScenarioRecord, kept: RangesRunRecord | undefined, { formatWholeNumber }: NumberFormatter, t: Translate = translatorFor('en')): ExportRangesRun {
  if (kept) {
    return {
      result: kept.result,
      label: t('rangesReadout.runName', {
        at: formatTimestampDe(kept.run_at), by: kept.run_by, draws: formatWholeNumber(kept.result.draws), seed: kept.result.seed,
        version: `${shownScenarioName(scenario, t)} v${kept.scenario_version}`,
      }),
    };
  }
  // On the scenario's headcount plan: the run is synchronous, so the shared kernel keeps the plan for all of it.
  const result = model.kernel(scenario, (evaluator, drivers) => {
    const run = createRangesRun(evaluator, { drivers, ranges: withoutRetiredDrivers(scenario.driver_ranges), ...EXPORT_RANGES });
    run.step(run.draws);
    return run.result();
  });
  return {
    result,
    label: t('ranges.drawnForExport', { version: versionOf(scenario, t), draws: formatWholeNumber(result.draws), seed: result.seed }),
  };
}
