import { apiRequest } from './client.ts';
import { scenarioSchema, type Scenario } from '../../contract/scenarios.ts';
import {
  scenarioVersionSchema, versionDetailAnswer, versionListAnswer, type ScenarioVersion, type VersionDetail, type VersionList,
} from '../../contract/scenarioVersions.ts';
import { planListAnswer, planSchema, type Plan } from '../../contract/plans.ts';

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

export function listPlans(): Promise<Plan[]> {
  return apiRequest('GET', '/plans', { schema: planListAnswer, timeoutMs: TIMEOUT_MS }).then((answer) => answer.plans);
}

export function lockPlan(body: { year: number; scenario_id: string; version: number }): Promise<Plan> {
  return apiRequest('POST', '/plans', { body, schema: planSchema, timeoutMs: TIMEOUT_MS });
}
