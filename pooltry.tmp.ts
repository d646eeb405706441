import fs from 'node:fs';
import { createExportPool } from './server/pool/exportPool.ts';
const csv = fs.readFileSync('fixtures/baseline-2024-2025.csv', 'utf8');
const { BUILT_IN_SCENARIOS } = await import('./engine/scenarios.ts');
const pool = createExportPool(1);
const scenario = { scenario_id: 'baseline', scenario_name: 'Baseline', description: '', scenario_type: 'built-in' as const, owner_id: null, created_by_id: null, created_by: null, key_drivers: {}, driver_ranges: {}, version: 1, created_at: '', updated_at: '' };
for (const type of ['detailed-report', 'detailed-report', 'excel-model'] as const) {
  const t = performance.now();
  let maxGap = 0; let last = performance.now();
  const iv = setInterval(() => { const n = performance.now(); maxGap = Math.max(maxGap, n - last); last = n; }, 5);
  const file = await pool.run({ baseline: { version: 1, csv }, input: { type, scenario, comparedWith: [], risks: [], generatedAt: new Date() } });
  clearInterval(iv);
  console.log(type, file.length, 'bytes', (performance.now() - t).toFixed(0), 'ms; longest main-loop gap', maxGap.toFixed(1), 'ms', file.subarray(0, 4).toString());
}
await pool.close();
void BUILT_IN_SCENARIOS;
