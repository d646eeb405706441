import { apiRequest } from './client.ts';
import { headcountAnswer, type HeadcountAnswer, type SaveHeadcount } from '../../contract/headcount.ts';

/** A scenario's headcount plan (docs/api.md "Headcount plan"); part 1 §7 timeouts: 10 s. */
const TIMEOUT_MS = 10_000;

const headcountPath = (scenarioId: string) => `/scenarios/${encodeURIComponent(scenarioId)}/headcount`;

/** The positions the scenario saved, or (`generated: true`) those generated from its drivers. */
export function getHeadcount(scenarioId: string): Promise<HeadcountAnswer> {
  return apiRequest('GET', headcountPath(scenarioId), { schema: headcountAnswer, timeoutMs: TIMEOUT_MS });
}

/** Saves the whole plan as a new version of the scenario; 400 names `positions[i].field`, 409 `version_conflict` carries the scenario as it is now. */
export function saveHeadcount(scenarioId: string, body: SaveHeadcount): Promise<HeadcountAnswer> {
  return apiRequest('PUT', headcountPath(scenarioId), { body, schema: headcountAnswer, timeoutMs: TIMEOUT_MS });
}

/** Drops the saved plan (a new version): the plan is generated from the scenario's drivers again. */
export function dropHeadcount(scenarioId: string, version: number): Promise<HeadcountAnswer> {
  return apiRequest('DELETE', headcountPath(scenarioId), { query: { version }, schema: headcountAnswer, timeoutMs: TIMEOUT_MS });
}
