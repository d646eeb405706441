import { apiRequest } from './client.ts';
import { scenarioSchema, type Scenario } from '../../contract/scenarios.ts';
import {
  scenarioVersionSchema, versionDetailAnswer, versionListAnswer, type ScenarioVersion, type VersionDetail, type VersionList,
} from '../../contract/scenarioVersions.ts';
import { planListAnswer, planSchema, type LockPlan, type Plan, type PlanList, type ReplacePlan } from '../../contract/plans.ts';

/** Scenario versions and plans of record (docs/api.md "Scenario versions"); part 1 §7 timeouts: 10 s. */
const TIMEOUT_MS = 10_000;

const scenarioPath = (id: string) => `/scenarios/${encodeURIComponent(id)}`;

export function listVersions(scenarioId: string): Promise<VersionList> {
  return apiRequest('GET', `${scenarioPath(scenarioId)}/versions`, { schema: versionListAnswer, timeoutMs: TIMEOUT_MS });
}

export function getVersion(scenarioId: string, version: number): Promise<VersionDetail> {
  return apiRequest('GET', `${scenarioPath(scenarioId)}/versions/${version}`, { schema: versionDetailAnswer, timeoutMs: TIMEOUT_MS });
}

/** `current` is the scenario's saved version; a stale one is a 409 `version_conflict` carrying the scenario as it is now. */
export function restoreVersion(scenarioId: string, version: number, body: { version: number; comment?: string }): Promise<Scenario> {
  return apiRequest('POST', `${scenarioPath(scenarioId)}/versions/${version}/restore`, { body, schema: scenarioSchema, timeoutMs: TIMEOUT_MS });
}

export function nameVersion(scenarioId: string, version: number, name: string | null): Promise<ScenarioVersion> {
  return apiRequest('PUT', `${scenarioPath(scenarioId)}/versions/${version}`, { body: { name }, schema: scenarioVersionSchema, timeoutMs: TIMEOUT_MS });
}

/** The plans of record by year and the plans replaced, newest first. */
export function listPlans(): Promise<PlanList> {
  return apiRequest('GET', '/plans', { schema: planListAnswer, timeoutMs: TIMEOUT_MS });
}

/** `version_name` names the version in the same step (the History's one dialog). */
export function lockPlan(body: LockPlan): Promise<Plan> {
  return apiRequest('POST', '/plans', { body, schema: planSchema, timeoutMs: TIMEOUT_MS });
}

/** An admin replaces a year's plan with a reason; the old plan is kept as superseded. */
export function replacePlan(year: number, body: ReplacePlan): Promise<Plan> {
  return apiRequest('PUT', `/plans/${year}`, { body, schema: planSchema, timeoutMs: TIMEOUT_MS });
}
