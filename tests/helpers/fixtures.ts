import fs from 'node:fs';
import path from 'node:path';
import { parseActualsCsv } from '../../engine/actuals/csv.ts';
import type { Actuals } from '../../engine/actuals/schema.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const BASELINE_CSV_PATH = path.join(ROOT, 'fixtures/baseline-2024-2025.csv');

export function baselineCsv(): string {
  return fs.readFileSync(BASELINE_CSV_PATH, 'utf8');
}

export function baselineActuals(): Actuals {
  const parsed = parseActualsCsv(baselineCsv());
  if (!parsed.ok) throw new Error(`fixture does not parse: ${JSON.stringify(parsed.errors.slice(0, 3))}`);
  return parsed.actuals;
}
