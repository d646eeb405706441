import { apiRequest } from './client.ts';
import type { OrgHierarchy } from '../../engine/analysis/orgHierarchy.ts';
import { orgHierarchyAnswer, tomStructureAnswer, type TomStructureWithPlan } from '../../contract/tom.ts';
import { riskChangedAnswer, risksAnswer, type RiskPatch, type RisksAnswer } from '../../contract/risks.ts';

/** The analysis calls of docs/api.md (TOM, risks); answers parsed with the contract at the edge. */
const TIMEOUT_MS = 10_000;

export function getTomStructure(year: number, scenarioId: string | undefined): Promise<TomStructureWithPlan> {
  return apiRequest('GET', `/tom/structure/${year}`, { schema: tomStructureAnswer, query: { scenario: scenarioId }, timeoutMs: TIMEOUT_MS });
}

export function getOrgHierarchy(year: number, scenarioId: string | undefined): Promise<OrgHierarchy> {
  return apiRequest('GET', `/tom/org-hierarchy/${year}`, { schema: orgHierarchyAnswer, query: { scenario: scenarioId }, timeoutMs: TIMEOUT_MS });
}

export function getRisks(): Promise<RisksAnswer> {
  return apiRequest('GET', '/risks', { schema: risksAnswer, timeoutMs: TIMEOUT_MS });
}

export function putRisk(id: number, patch: RiskPatch) {
  return apiRequest('PUT', `/risks/${id}`, { schema: riskChangedAnswer, body: patch, timeoutMs: TIMEOUT_MS });
}
