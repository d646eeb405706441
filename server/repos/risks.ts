/**
 * The risk figures an admin changed (table risk_overrides). The five risks and their texts live
 * in engine/analysis/risks.ts; a row here replaces one risk's probability, impact and revenue
 * impact (stored in whole euros).
 */
export interface RiskOverride {
  riskId: number;
  probability: number;
  impact: number;
  revenueImpactEur: number;
  updatedBy: string;
  updatedAt: string;
}

export interface RisksRepo {
  list(): Promise<RiskOverride[]>;
  save(override: Omit<RiskOverride, 'updatedAt'>): Promise<RiskOverride>;
}
