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

/** Saves text as a file through the browser's download (no server round trip). */
export function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
