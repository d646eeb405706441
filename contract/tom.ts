import { z } from 'zod';
import { TOM_FIRST_YEAR, TOM_LAST_YEAR, type ScalingStep, type TomStructure } from '../engine/analysis/tom.ts';
import type { OrgHierarchy } from '../engine/analysis/orgHierarchy.ts';
import { yearParam } from './params.ts';

/** Target Operating Model (part 2 §3): organisation and org chart of a year, docs/api.md "Analyses". */

export const tomYearParams = z.object({ year: yearParam(TOM_FIRST_YEAR, TOM_LAST_YEAR) });

const departmentId = z.enum(['executive', 'product_engineering', 'sales', 'customer_success', 'marketing', 'finance_admin']);

const scalingStep = z.object({ year: z.number().int(), ftes: z.number(), total_revenue: z.number(), revenue_per_fte: z.number() }) satisfies z.ZodType<ScalingStep>;

const structure = z.object({
  year: z.number().int(),
  total_revenue: z.number(),
  organization: z.record(z.string().describe('department id'), z.object({ title: z.string(), count: z.number(), functions: z.array(z.string()) })),
  metrics: z.object({
    total_ftes: z.number(),
    revenue_per_fte: z.number(),
    cost_efficiency: z.number().describe('revenue per euro of employee cost (0 when unknown)'),
    data_source: z.string(),
    capacity_utilization: z.number(),
  }),
}) satisfies z.ZodType<TomStructure>;

const structureWithPlan = structure.extend({ scaling_plan: z.array(scalingStep) });
/** The structure of a year plus the FTE scaling plan 2025–2030: what the TOM screens read. */
export type TomStructureWithPlan = z.infer<typeof structureWithPlan>;

export const tomStructureAnswer = structureWithPlan.extend({ scenario_id: z.string() });

const hierarchy = z.object({
  year: z.number().int(),
  total_revenue: z.number(),
  total_employees: z.number().int(),
  employees: z.array(z.object({
    id: z.string(),
    name: z.string(),
    title: z.string(),
    department: z.string(),
    department_id: departmentId,
    level: z.number().int(),
    manager_id: z.string().nullable(),
    direct_reports: z.array(z.string()),
    functions: z.array(z.string()),
    revenue_contribution: z.number(),
  })),
  departments: z.array(z.object({
    id: departmentId, name: z.string(), total_ftes: z.number(), total_revenue_contribution: z.number(), functions: z.array(z.string()),
  })),
  org_metrics: z.object({
    total_employees: z.number().int(),
    management_layers: z.number().int(),
    span_of_control: z.record(z.string().describe('manager name'), z.number().int()),
    average_span_of_control: z.number(),
    data_source: z.string(),
  }),
}) satisfies z.ZodType<OrgHierarchy>;

export const orgHierarchyAnswer = hierarchy.extend({ scenario_id: z.string() });
