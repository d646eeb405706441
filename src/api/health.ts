import { apiRequest } from './client.ts';
import { healthAnswer } from '../../contract/health.ts';

/** Public liveness probe; used to notice that the server is back after an outage. */
export function getHealth(): Promise<unknown> {
  return apiRequest('GET', '/health', { schema: healthAnswer, token: null, timeoutMs: 5_000 });
}
