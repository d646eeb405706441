import type { KpiStatus } from '../model/types.ts';
import type { YearRecord } from './session.ts';
import { kpiStatus } from './status.ts';

/**
 * The cockpit's 'Strategic OKRs 2026' (part 1 §2): each objective's 2026 forecast against the
 * scenario's target, with the 2024 and 2025 actuals. Targets are drivers of role `target`, so a
 * scenario (or a draft) sets them like any other driver.
 */
export interface Okr {
  id: 'revenue_growth' | 'rides_coverage' | 'operational_profitability';
  title: string;
  /** The annual line the objective is measured on. */
  line: string;
  unit: '€' | 'rides';
  forecast_2026: number | null;
  target_2026: number | null;
  actual_2024: number | null;
  actual_2025: number | null;
  /** Growth of the 2026 forecast over the 2025 actual, in percent; null when 2025 is not positive. */
  growth_vs_2025: number | null;
  /** Forecast ÷ target in percent; null when the target is not positive or the forecast is a loss. */
  attainment: number | null;
  /** The KPI rule against the target: met, missed by at most 10%, or missed by more. */
  status: KpiStatus;
}

const OBJECTIVES: readonly { id: Okr['id']; title: string; line: string; target: string; unit: Okr['unit'] }[] = [
  { id: 'revenue_growth', title: 'Revenue Growth', line: 'total_revenue', target: 'target_revenue_2026', unit: '€' },
  { id: 'rides_coverage', title: 'Rides Coverage', line: 'rides', target: 'target_rides_2026', unit: 'rides' },
  { id: 'operational_profitability', title: 'Operational Profitability', line: 'ebitda', target: 'target_net_profit_2026', unit: '€' },
];

export function strategicOkrs(years: Record<number, YearRecord>, drivers: Record<string, number>): Okr[] {
  return OBJECTIVES.map((objective) => {
    const at = (year: number) => years[year]?.[objective.line] ?? null;
    const forecast = at(2026);
    const actual2025 = at(2025);
    const target = drivers[objective.target] ?? null;
    return {
      id: objective.id,
      title: objective.title,
      line: objective.line,
      unit: objective.unit,
      forecast_2026: forecast,
      target_2026: target,
      actual_2024: at(2024),
      actual_2025: actual2025,
      growth_vs_2025: forecast !== null && actual2025 !== null && actual2025 > 0 ? (forecast / actual2025 - 1) * 100 : null,
      attainment: forecast !== null && forecast >= 0 && target !== null && target > 0 ? (forecast / target) * 100 : null,
      status: target === null ? 'critical' : kpiStatus(forecast, { kind: 'above', value: target }),
    };
  });
}
