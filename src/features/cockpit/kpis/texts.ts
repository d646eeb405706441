import type { KpiStatus, KpiTab } from '../../../../engine/model/types.ts';

export type AnalysisTab = Exclude<KpiTab, 'other'>;

/** KPI Performance Analysis texts (part 1 §2). */
export const KPI_TEXT = {
  title: 'KPI Performance Analysis',
  tabs: { bi: 'BI', growth: 'Growth', margin: 'Margin', efficiency: 'Efficiency', industry: 'Industry' } satisfies Record<AnalysisTab, string>,
  value2026: '2026',
  base2025: '2025 base',
  benchmark: 'Benchmark',
  source: 'Source',
  noRemedy: 'On track: no action needed.',
  followsDrivers: (closed: number) => `Plan inputs in the ${closed === 12 ? 'closed year' : `${closed} closed months`}:`,
  biExplanation: 'BI: the strategic KPIs an investor checks. Each hypothesis is evidenced by model KPIs of the 2026 forecast — supported when all meet their benchmark, refuted when most miss it by more than 10%, open otherwise.',
  hypothesisStatus: { good: 'Supported', warning: 'Open', critical: 'Refuted' } satisfies Record<KpiStatus, string>,
  evidence: 'Evidence',
} as const;

/** Part 1 §2: the analysis's own tab order, and the order of the version embedded in the cockpit. */
export const ANALYSIS_TABS: readonly AnalysisTab[] = ['bi', 'growth', 'margin', 'efficiency', 'industry'];
export const COCKPIT_TABS: readonly AnalysisTab[] = ['efficiency', 'industry', 'bi', 'growth', 'margin'];
