import { apiRequest } from './client.ts';
import { keptRangesRun, keptRangesRunList, type KeepRangesRun, type KeptRangesRun, type KeptRangesRunSummary } from '../../contract/rangesRuns.ts';

/** Kept forecast-ranges runs (docs/api.md "Kept forecast-ranges runs"), parsed with the contract at the edge. */

export function keepRangesRunOnServer(body: KeepRangesRun): Promise<KeptRangesRun> {
  return apiRequest('POST', '/ranges-runs', { schema: keptRangesRun, body });
}

export async function listKeptRangesRuns(scenarioId: string): Promise<KeptRangesRunSummary[]> {
  return (await apiRequest('GET', '/ranges-runs', { schema: keptRangesRunList, query: { scenario: scenarioId } })).runs;
}

export function getKeptRangesRun(id: number): Promise<KeptRangesRun> {
  return apiRequest('GET', `/ranges-runs/${id}`, { schema: keptRangesRun });
}
