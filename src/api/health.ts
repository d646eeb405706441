import { z } from 'zod';
import { apiRequest } from './client.ts';

/** Public liveness probe; used to notice that the server is back after an outage. */
export function getHealth(): Promise<unknown> {
  return apiRequest('GET', '/health', { schema: z.unknown(), token: null, timeoutMs: 5_000 });
}
