import type { Pool } from '../../db/postgres/pool.ts';
import type { RisksRepo } from '../risks.ts';

interface RiskOverrideRow {
  risk_id: string;
  probability: number;
  impact: number;
  revenue_impact_eur: number;
  updated_by: string;
  updated_at: Date;
}

export function postgresRisksRepo(pool: Pool): RisksRepo {
  return {
    async list() {
      const { rows } = await pool.query<RiskOverrideRow>('SELECT risk_id, probability, impact, revenue_impact_eur, updated_by, updated_at FROM risk_overrides');
      return rows.map((row) => ({
        riskId: Number(row.risk_id),
        probability: row.probability,
        impact: row.impact,
        revenueImpactEur: row.revenue_impact_eur,
        updatedBy: row.updated_by,
        updatedAt: row.updated_at.toISOString(),
      }));
    },
    async save(override) {
      const updatedAt = new Date().toISOString();
      await pool.query(`INSERT INTO risk_overrides (risk_id, probability, impact, revenue_impact_eur, updated_by, updated_at)
        VALUES ($1, $2, $3, $4, $5, $6)
        ON CONFLICT (risk_id) DO UPDATE SET probability = EXCLUDED.probability, impact = EXCLUDED.impact,
          revenue_impact_eur = EXCLUDED.revenue_impact_eur, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
      [String(override.riskId), override.probability, override.impact, override.revenueImpactEur, override.updatedBy, updatedAt]);
      return { ...override, updatedAt };
    },
  };
}
