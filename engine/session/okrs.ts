import type { KpiStatus } from '../model/types.ts';
import type { YearRecord } from './session.ts';

/**
 * The cockpit's 'Strategic OKRs 2026' (part 1 §2): each objective's 2026 forecast against the
 * scenario's target, with the 2024 and 2025 actuals. Targets are drivers of role `target`, so a
 * scenario (or a draft) sets them like any other driver.
 */
export interface Okr {
  id: 'revenue_growth' | 'rides_coverage' | 'operational_profitability';
  title: string;
  /** The annual line the objective is measured on, and its name on the card. */
  line: string;
  measure: string;
  unit: '€' | 'rides';
  forecast_2026: number | null;
  target_2026: number | null;
  actual_2024: number | null;
  actual_2025: number | null;
  /** Growth of the 2026 forecast over the 2025 actual, in percent; null when 2025 is not positive. */
  growth_vs_2025: number | null;
  /** How far the forecast reaches the target, in percent (okrAttainment); null without a measure. */
  attainment: number | null;
  /** The OKR attainment rule (OKR_THRESHOLDS). */
  status: KpiStatus;
  /** What to do about a warning or critical objective; null when it is good. */
  remedy: string | null;
}

/**
 * Attainment thresholds in percent of target (docs/decisions.md "OKR attainment rule"): a plan
 * within 2% of its target is on target, as the calibration holds the scenario narratives within
 * ±2%; up to 10% short is a warning, as for the KPIs; further short is critical.
 */
export const OKR_THRESHOLDS = { good: 98, warning: 90 } as const;

export interface OkrObjective {
  id: Okr['id'];
  title: string;
  line: string;
  measure: string;
  target: string;
  unit: Okr['unit'];
  remedy: { warning: string; critical: string };
}

export const OKR_OBJECTIVES: readonly OkrObjective[] = [
  {
    id: 'revenue_growth', title: 'Revenue Growth', line: 'total_revenue', measure: 'Total revenue', target: 'target_revenue_2026', unit: '€',
    remedy: {
      warning: 'Revenue trails the 2026 target by a few percent: pull signings forward with more Sales Rep Productivity from a standard contract, and lift the Premium Conversion Rate in existing accounts.',
      critical: 'Revenue is far below the 2026 target: add reps to the Sales Team Size now, raise the Onboarding-to-Active Conversion and Platform Adoption Rate of new facilities, or reset the target with the board.',
    },
  },
  {
    id: 'rides_coverage', title: 'Rides Coverage', line: 'rides', measure: 'Total rides', target: 'target_rides_2026', unit: 'rides',
    remedy: {
      warning: 'Ride volume is just short of target: move wards from phone booking to the platform to lift the Platform Adoption Rate, and sign transport partners faster (Transport Client Growth Rate).',
      critical: 'Ride volume is far short of target: shorten the Adoption Ramp with on-site training, grow the Transport Client Growth Rate with a partner campaign and add capacity to the Sales Team Size.',
    },
  },
  {
    // The target is a net profit, so the objective measures net income (after depreciation, interest
    // and income taxes), not EBITDA. The 2024–2025 baseline data stop at EBITDA: no actual net income.
    id: 'operational_profitability', title: 'Operational Profitability', line: 'net_income', measure: 'Net income', target: 'target_net_profit_2026', unit: '€',
    remedy: {
      warning: 'Net income is just under target: hold hiring to the FTE Plan 2026, renegotiate the Factoring Fee and hosting, and keep Brand Marketing (fixed) at zero until the target is met.',
      critical: 'Net income is far below target: cut the FTE Plan 2026 back to revenue-funded roles, stop acquisition channels whose Acquisition Cost per Medical Facility exceeds the plan, and raise prices through the Medical Premium Monthly Fee.',
    },
  },
];

/**
 * How far the forecast reaches the target, in percent: 100 at the target, and the gap measured
 * against the size of the target otherwise, 100 × (1 + (forecast − target) ÷ |target|). For a
 * positive target that is forecast ÷ target, so a loss against a profit target is negative; for
 * a loss target (negative) a smaller loss is above 100. Null without a forecast or a target, and
 * for a zero target, which has no size to measure a gap against.
 */
export function okrAttainment(forecast: number | null, target: number | null): number | null {
  if (forecast === null || target === null || !Number.isFinite(forecast) || !Number.isFinite(target) || target === 0) return null;
  return 100 * (1 + (forecast - target) / Math.abs(target));
}

/**
 * Good from OKR_THRESHOLDS.good percent of target, warning from OKR_THRESHOLDS.warning, critical
 * below or without a forecast or target. A zero target is met by any forecast at or above zero.
 */
export function okrStatus(forecast: number | null, target: number | null): KpiStatus {
  if (forecast === null || target === null || !Number.isFinite(forecast) || !Number.isFinite(target)) return 'critical';
  if (target === 0) return forecast >= 0 ? 'good' : 'critical';
  const attainment = okrAttainment(forecast, target) as number;
  if (attainment >= OKR_THRESHOLDS.good) return 'good';
  return attainment >= OKR_THRESHOLDS.warning ? 'warning' : 'critical';
}

export function strategicOkrs(years: Record<number, YearRecord>, drivers: Record<string, number>): Okr[] {
  return OKR_OBJECTIVES.map((objective) => {
    const at = (year: number) => years[year]?.[objective.line] ?? null;
    const forecast = at(2026);
    const actual2025 = at(2025);
    const target = drivers[objective.target] ?? null;
    const status = okrStatus(forecast, target);
    return {
      id: objective.id,
      title: objective.title,
      line: objective.line,
      measure: objective.measure,
      unit: objective.unit,
      forecast_2026: forecast,
      target_2026: target,
      actual_2024: at(2024),
      actual_2025: actual2025,
      growth_vs_2025: forecast !== null && actual2025 !== null && actual2025 > 0 ? (forecast / actual2025 - 1) * 100 : null,
      attainment: okrAttainment(forecast, target),
      status,
      remedy: status === 'good' ? null : objective.remedy[status],
    };
  });
}
