import { HYPOTHESES, type HypothesisGroup } from '../model/hypotheses.ts';
import type { KpiStatus } from '../model/types.ts';
import type { KpiResult } from './session.ts';

/**
 * Evaluates the BI hypotheses on a year's KPIs: supported (good) when every evidence KPI meets
 * its benchmark, refuted (critical) when most miss it by more than 10%, open (warning) otherwise.
 */
export interface HypothesisResult {
  id: string;
  group: HypothesisGroup;
  title: string;
  claim: string;
  status: KpiStatus;
  /** KPI ids; the screen shows them from the same year's KPI list. */
  evidence: string[];
}

function overall(statuses: KpiStatus[]): KpiStatus {
  if (statuses.every((s) => s === 'good')) return 'good';
  const critical = statuses.filter((s) => s === 'critical').length;
  return critical * 2 > statuses.length ? 'critical' : 'warning';
}

export function evaluateHypotheses(kpis: readonly KpiResult[]): HypothesisResult[] {
  const byId = new Map(kpis.map((kpi) => [kpi.id, kpi]));
  return HYPOTHESES.map((hypothesis) => {
    const evidence = hypothesis.evidence.map((id) => {
      const kpi = byId.get(id);
      if (!kpi) throw new Error(`Hypothesis ${hypothesis.id} names unknown KPI ${id}`);
      return kpi;
    });
    return {
      id: hypothesis.id, group: hypothesis.group, title: hypothesis.title, claim: hypothesis.claim,
      status: overall(evidence.map((kpi) => kpi.status)), evidence: evidence.map((kpi) => kpi.id),
    };
  });
}
