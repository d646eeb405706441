import type { Benchmark, KpiStatus } from '../model/types.ts';
import { numberFormatter } from '../format/number.ts';

/** The API's benchmark text is one English text for every client; screens and exports write their own from the definition. */
const { formatKpiValue } = numberFormatter('en');

/** How far a value may miss its benchmark and still be a warning: 10% of the benchmark. */
function tolerance(reference: number): number {
  return Math.abs(reference) * 0.1;
}

/**
 * One rule for every KPI: good when the benchmark is met (inside the range for ranges), warning
 * when it misses by at most 10% of the benchmark, critical otherwise.
 */
export function kpiStatus(value: number | null, benchmark: Benchmark): KpiStatus {
  if (value === null || !Number.isFinite(value)) return 'critical';
  switch (benchmark.kind) {
    case 'above':
      if (value >= benchmark.value) return 'good';
      return value >= benchmark.value - tolerance(benchmark.value) ? 'warning' : 'critical';
    case 'below':
      if (value <= benchmark.value) return 'good';
      return value <= benchmark.value + tolerance(benchmark.value) ? 'warning' : 'critical';
    case 'range':
      if (value >= benchmark.min && value <= benchmark.max) return 'good';
      if (value < benchmark.min) return value >= benchmark.min - tolerance(benchmark.min) ? 'warning' : 'critical';
      return value <= benchmark.max + tolerance(benchmark.max) ? 'warning' : 'critical';
  }
}

/**
 * The benchmark in the format of the KPI's own figure (issue 26: "below 2000 €" beside "€2,240"
 * read as two different things): "below €300K", "above 20.0%", "3.00–5.00×".
 */
export function benchmarkText(benchmark: Benchmark, unit: string): string {
  switch (benchmark.kind) {
    case 'above': return `above ${formatKpiValue(benchmark.value, unit)}`;
    case 'below': return `below ${formatKpiValue(benchmark.value, unit)}`;
    case 'range': return `${formatKpiValue(benchmark.min, unit)}–${formatKpiValue(benchmark.max, unit)}`;
  }
}
