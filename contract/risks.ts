import { z } from 'zod';
import { RISK_CATEGORIES, RISK_SCALE_MAX, type AssessedRisk, type RiskSummary } from '../engine/analysis/risks.ts';

/** Strategic Risk Assessment (part 2 §2–§3, §9), docs/api.md "Analyses". */

const level = z.enum(['High', 'Medium', 'Low']);

const riskSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(RISK_CATEGORIES),
  probability: z.number(),
  impact: z.number(),
  revenueImpact: z.number().describe('€M'),
  description: z.string(),
  mitigation: z.string(),
  timeframe: z.string(),
  derivation: z.string(),
  quadrant: z.enum(['CRITICAL', 'MITIGATE', 'MONITOR', 'ACCEPT']),
  probabilityPercent: z.number(),
  probabilityLabel: level,
  impactLabel: level,
  expectedLoss: z.number().describe('€M'),
  updated_by: z.string().nullable().describe('the admin who last changed the figures; null for the defaults'),
  updated_at: z.string().nullable(),
}) satisfies z.ZodType<AssessedRisk>;
export type Risk = z.infer<typeof riskSchema>;

const riskSummarySchema = z.object({
  totalExposure: z.number(),
  expectedLoss: z.number(),
  coveredExposure: z.number(),
  riskCoverage: z.number().describe('%'),
}) satisfies z.ZodType<RiskSummary>;
export type RiskSummaryAnswer = z.infer<typeof riskSummarySchema>;

export const risksAnswer = z.object({ risks: z.array(riskSchema), summary: riskSummarySchema });
export type RisksAnswer = z.infer<typeof risksAnswer>;

export const riskChangedAnswer = z.object({ risk: riskSchema, summary: riskSummarySchema });

export const riskParams = z.object({ id: z.coerce.number({ message: 'must be a risk id' }).int('must be a risk id').positive('must be a risk id') });

const MAX_REVENUE_IMPACT_M = 1000;

const scale = (field: string) => z.number({ message: 'must be a number' }).finite()
  .min(0, `${field} must be between 0 and ${RISK_SCALE_MAX}`).max(RISK_SCALE_MAX, `${field} must be between 0 and ${RISK_SCALE_MAX}`);

export const riskPatchBody = z.strictObject({
  probability: scale('probability').optional(),
  impact: scale('impact').optional(),
  revenueImpact: z.number({ message: 'must be a number' }).finite()
    .min(0, 'revenueImpact must be between 0 and 1000 (€M)').max(MAX_REVENUE_IMPACT_M, 'revenueImpact must be between 0 and 1000 (€M)').optional(),
}).refine((patch) => Object.values(patch).some((value) => value !== undefined), 'Nothing to update: send probability, impact or revenueImpact');
export type RiskPatch = z.input<typeof riskPatchBody>;
