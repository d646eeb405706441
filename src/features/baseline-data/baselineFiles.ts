import { parseActualsCsv, serializeActualsCsv } from '../../../engine/actuals/csv.ts';

/**
 * A stored baseline as a file, re-written through the engine's serializer, which neutralises any
 * text cell a spreadsheet would run as a formula (= + - @), whatever the stored text looks like.
 */
export function storedCsvFile(csv: string): string {
  const parsed = parseActualsCsv(csv);
  return parsed.ok ? serializeActualsCsv(parsed.actuals) : csv;
}

export function baselineFileName(version: number | null): string {
  return `Fahrplan_Baseline_2024-2025${version === null ? '' : `_v${version}`}.csv`;
}
