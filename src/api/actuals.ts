import { apiRequest } from './client.ts';
import { actualsAnswer } from '../../contract/baseline.ts';

/** docs/api.md `GET /api/baseline/actuals`: the 2024-2025 monthly actuals the model starts from. */
export function getBaselineActuals() {
  return apiRequest('GET', '/baseline/actuals', { schema: actualsAnswer, timeoutMs: 10_000 });
}
