import { z } from 'zod';
import { apiRequest } from './client.ts';
import type { ScalingStep, TomStructure } from '../../engine/analysis/tom.ts';
import type { OrgHierarchy } from '../../engine/analysis/orgHierarchy.ts';

/** The analysis calls of docs/api.md (TOM, risks); answers parsed with zod at the edge. */
const TIMEOUT_MS = 10_000;

const departmentIds = z.enum(['executive', 'product_engineering', 'sales', 'customer_success', 'marketing', 'finance_admin']);

const scalingStepSchema = z.object({ year: z.number(), ftes: z.number(), total_revenue: z.number(), revenue_per_fte: z.number() });

const tomStructureSchema = z.object({
  year: z.number(),
  total_revenue: z.number(),
  organization: z.record(z.string(), z.object({ title: z.string(), count: z.number(), functions: z.array(z.string()) })),
  metrics: z.object({
    total_ftes: z.number(), revenue_per_fte: z.number(), cost_efficiency: z.number(), data_source: z.string(), capacity_utilization: z.number(),
  }),
  scaling_plan: z.array(scalingStepSchema),
});
/** The structure of a year plus the FTE scaling plan 2025–2030. */
export type TomStructureAnswer = TomStructure & { scaling_plan: ScalingStep[] };

const orgHierarchySchema = z.object({
  year: z.number(),
  total_revenue: z.number(),
  total_employees: z.number(),
  employees: z.array(z.object({
    id: z.string(), name: z.string(), title: z.string(), department: z.string(), department_id: departmentIds, level: z.number(),
    manager_id: z.string().nullable(), direct_reports: z.array(z.string()), functions: z.array(z.string()), revenue_contribution: z.number(),
  })),
  departments: z.array(z.object({
    id: departmentIds, name: z.string(), total_ftes: z.number(), total_revenue_contribution: z.number(), functions: z.array(z.string()),
  })),
  org_metrics: z.object({
    total_employees: z.number(), management_layers: z.number(), span_of_control: z.record(z.string(), z.number()),
    average_span_of_control: z.number(), data_source: z.string(),
  }),
});

// The answers carry the engine's shapes; these typed identities fail to compile when they drift apart.
const structureMatchesEngine = (answer: z.infer<typeof tomStructureSchema>): TomStructureAnswer => answer;
const hierarchyMatchesEngine = (answer: z.infer<typeof orgHierarchySchema>): OrgHierarchy => answer;

export function getTomStructure(year: number, scenarioId: string | undefined): Promise<TomStructureAnswer> {
  return apiRequest('GET', `/tom/structure/${year}`, { schema: tomStructureSchema, query: { scenario: scenarioId }, timeoutMs: TIMEOUT_MS })
    .then(structureMatchesEngine);
}

export function getOrgHierarchy(year: number, scenarioId: string | undefined): Promise<OrgHierarchy> {
  return apiRequest('GET', `/tom/org-hierarchy/${year}`, { schema: orgHierarchySchema, query: { scenario: scenarioId }, timeoutMs: TIMEOUT_MS })
    .then(hierarchyMatchesEngine);
}

const riskSchema = z.object({
  id: z.number(),
  name: z.string(),
  category: z.enum(['External', 'Market', 'Operational', 'Commercial']),
  probability: z.number(),
  impact: z.number(),
  revenueImpact: z.number(),
  description: z.string(),
  mitigation: z.string(),
  timeframe: z.string(),
  derivation: z.string(),
  quadrant: z.enum(['CRITICAL', 'MITIGATE', 'MONITOR', 'ACCEPT']),
  probabilityPercent: z.number(),
  probabilityLabel: z.enum(['High', 'Medium', 'Low']),
  impactLabel: z.enum(['High', 'Medium', 'Low']),
  expectedLoss: z.number(),
  updated_by: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type ApiRisk = z.infer<typeof riskSchema>;

const riskSummarySchema = z.object({ totalExposure: z.number(), expectedLoss: z.number(), coveredExposure: z.number(), riskCoverage: z.number() });
export type RiskSummaryAnswer = z.infer<typeof riskSummarySchema>;

const risksSchema = z.object({ risks: z.array(riskSchema), summary: riskSummarySchema });
export type RisksAnswer = z.infer<typeof risksSchema>;

export function getRisks(): Promise<RisksAnswer> {
  return apiRequest('GET', '/risks', { schema: risksSchema, timeoutMs: TIMEOUT_MS });
}

export interface RiskPatch {
  probability?: number;
  impact?: number;
  revenueImpact?: number;
}

export function putRisk(id: number, patch: RiskPatch): Promise<{ risk: ApiRisk; summary: RiskSummaryAnswer }> {
  return apiRequest('PUT', `/risks/${id}`, {
    schema: z.object({ risk: riskSchema, summary: riskSummarySchema }),
    body: patch,
    timeoutMs: TIMEOUT_MS,
  });
}
