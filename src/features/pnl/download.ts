/** Saves text as a file through the browser's download (no server round trip). */
export function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Fahrplan_PnL_{scenario}_{years}_{period}.csv, with only file-safe characters. */
export function exportFileName(scenarioName: string, range: string, period: string): string {
  const safe = (text: string) => text.replace(/[^A-Za-z0-9-]+/g, '_').replace(/^_+|_+$/g, '');
  return `Fahrplan_PnL_${safe(scenarioName) || 'Baseline'}_${safe(range)}_${safe(period)}.csv`;
}
