import type { Db } from '../../db/sqlite/database.ts';
import type { RisksRepo } from '../risks.ts';

interface RiskOverrideRow {
  risk_id: string;
  probability: number;
  impact: number;
  revenue_impact_eur: number;
  updated_by: string;
  updated_at: string;
}

export function sqliteRisksRepo(db: Db): RisksRepo {
  const all = db.prepare<[], RiskOverrideRow>('SELECT * FROM risk_overrides');
  const upsert = db.prepare(`INSERT INTO risk_overrides (risk_id, probability, impact, revenue_impact_eur, updated_by, updated_at)
    VALUES (@risk_id, @probability, @impact, @revenue_impact_eur, @updated_by, @updated_at)
    ON CONFLICT (risk_id) DO UPDATE SET probability = excluded.probability, impact = excluded.impact,
      revenue_impact_eur = excluded.revenue_impact_eur, updated_by = excluded.updated_by, updated_at = excluded.updated_at`);
  return {
    async list() {
      return all.all().map((row) => ({
        riskId: Number(row.risk_id),
        probability: row.probability,
        impact: row.impact,
        revenueImpactEur: row.revenue_impact_eur,
        updatedBy: row.updated_by,
        updatedAt: row.updated_at,
      }));
    },
    async save(override) {
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
