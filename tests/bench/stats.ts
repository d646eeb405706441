export function summarise(label: string, samples: number[], unit = 'ms'): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return `${label.padEnd(64)} median ${at(0.5).toFixed(2)} ${unit}   p95 ${at(0.95).toFixed(2)} ${unit}   (n=${sorted.length})`;
}
