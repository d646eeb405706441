import { getBaselineActuals } from '../api/actuals.ts';
import { appDatabase } from '../db/database.ts';
import { loadActuals, saveActuals } from '../db/cache.ts';
import { baselineCsvAtom } from './scenarios.ts';
import { appStore } from './store.ts';

/**
 * The 2024-2025 actuals the model computes with: the last ones this device saw at once, then
 * the server's. Without either, the shipped fixture (baselineCsvAtom's default).
 */
export async function loadBaselineActuals(): Promise<void> {
  const cached = await loadActuals(appDatabase()).catch(() => null);
  if (cached) appStore.set(baselineCsvAtom, cached.csv);
  try {
    const answer = await getBaselineActuals();
    if (answer.csv !== appStore.get(baselineCsvAtom)) appStore.set(baselineCsvAtom, answer.csv);
    if (!cached || cached.csv !== answer.csv || cached.version !== answer.version) await saveActuals(appDatabase(), answer.csv, answer.version);
  } catch (error) {
    console.warn('Baseline actuals not loaded from the server; using', cached ? 'the cached ones' : 'the shipped ones', error);
  }
}
