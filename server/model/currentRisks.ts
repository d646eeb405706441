import type { RiskOverride } from '../repos/risks.ts';
import { DEFAULT_RISKS, assessRisk, type Risk } from '../../engine/analysis/risks.ts';
import type { Risk as RiskAnswer } from '../../contract/risks.ts';

/** Revenue impact is answered in €M (part 2 §3) and stored in whole euros. */
export const EUR_PER_MILLION = 1_000_000;

/** The five risks of the engine with any admin changes applied (the risk routes and the export reports read them). */
export function currentRisks(overrides: readonly RiskOverride[]): RiskAnswer[] {
  return DEFAULT_RISKS.map((risk) => {
    const changed = overrides.find((o) => o.riskId === risk.id);
    const figures: Risk = changed
      ? { ...risk, probability: changed.probability, impact: changed.impact, revenueImpact: changed.revenueImpactEur / EUR_PER_MILLION }
      : risk;
    return { ...assessRisk(figures), updated_by: changed?.updatedBy ?? null, updated_at: changed?.updatedAt ?? null };
  });
}
