import { z } from 'zod';
import { apiRequest } from './client.ts';

const actualsSchema = z.object({ version: z.number().int(), csv: z.string().min(1) });
export type BaselineActuals = z.infer<typeof actualsSchema>;

/** docs/api.md `GET /api/baseline/actuals`: the 2024-2025 monthly actuals the model starts from. */
export function getBaselineActuals(): Promise<BaselineActuals> {
  return apiRequest('GET', '/baseline/actuals', { schema: actualsSchema, timeoutMs: 10_000 });
}
