import { fileSafe } from '../../ui/download.ts';

/** Fahrplan_PnL_{scenario}_{years}_{period}.csv, with only file-safe characters. */
export function exportFileName(scenarioName: string, range: string, period: string): string {
  return `Fahrplan_PnL_${fileSafe(scenarioName, 'Baseline')}_${fileSafe(range)}_${fileSafe(period)}.csv`;
}
