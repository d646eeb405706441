import { apiRequest } from './client.ts';
import { varianceAnswer, type VarianceAnswer } from '../../contract/variance.ts';
import type { VariancePeriod } from '../../engine/analysis/budgetVsActual.ts';

/** Budget against actual (docs/api.md "GET /api/variance"), parsed with the contract at the edge. */
const TIMEOUT_MS = 15_000;

export function getVariance(year: number, period: VariancePeriod, scenarioId: string | undefined): Promise<VarianceAnswer> {
  return apiRequest('GET', '/variance', { schema: varianceAnswer, query: { year, period, scenario: scenarioId }, timeoutMs: TIMEOUT_MS });
}
