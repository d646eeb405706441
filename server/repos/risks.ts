import type { Db } from '../db/database.ts';

/**
 * The risk figures an admin changed (migration 5, table risk_overrides). The five risks and their
 * texts live in engine/analysis/risks.ts; a row here replaces one risk's probability, impact and
 * revenue impact (stored in whole euros).
 */
export interface RiskOverride {
  riskId: number;
  probability: number;
  impact: number;
  revenueImpactEur: number;
  updatedBy: string;
  updatedAt: string;
}

interface RiskOverrideRow {
  risk_id: string;
  probability: number;
  impact: number;
  revenue_impact_eur: number;
  updated_by: string;
  updated_at: string;
}

export function risksRepo(db: Db) {
  const all = db.prepare('SELECT * FROM risk_overrides');
  const upsert = db.prepare(`INSERT INTO risk_overrides (risk_id, probability, impact, revenue_impact_eur, updated_by, updated_at)
    VALUES (@risk_id, @probability, @impact, @revenue_impact_eur, @updated_by, @updated_at)
    ON CONFLICT (risk_id) DO UPDATE SET probability = excluded.probability, impact = excluded.impact,
      revenue_impact_eur = excluded.revenue_impact_eur, updated_by = excluded.updated_by, updated_at = excluded.updated_at`);
  return {
    list(): RiskOverride[] {
      return (all.all() as RiskOverrideRow[]).map((row) => ({
        riskId: Number(row.risk_id),
        probability: row.probability,
        impact: row.impact,
        revenueImpactEur: row.revenue_impact_eur,
        updatedBy: row.updated_by,
        updatedAt: row.updated_at,
      }));
    },
    save(override: Omit<RiskOverride, 'updatedAt'>): RiskOverride {
      const updatedAt = new Date().toISOString();
      upsert.run({
        risk_id: String(override.riskId),
        probability: override.probability,
        impact: override.impact,
        revenue_impact_eur: override.revenueImpactEur,
        updated_by: override.updatedBy,
        updated_at: updatedAt,
      });
      return { ...override, updatedAt };
    },
  };
}

export type RisksRepo = ReturnType<typeof risksRepo>;
