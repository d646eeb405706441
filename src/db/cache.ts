import type { Scenario } from '../../contract/scenarios.ts';
import type { FahrplanDatabase } from './database.ts';
import {
  cachedActualsSchema, cachedListSchema, cachedScenarioSchema, driverDraftSchema, storedRangesRunSchema,
  type CachedActuals, type DriverDraftRecord, type StoredRangesRun,
} from './records.ts';

/**
 * Reads and writes of the offline cache, per signed-in user (two people may share a browser).
 * Every read parses its records; unparseable ones are skipped.
 */
function parsedRows<T>(rows: unknown[], parse: (row: unknown) => { success: true; data: T } | { success: false }): T[] {
  const out: T[] = [];
  for (const row of rows) {
    const parsed = parse(row);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

/** Replaces the user's cached scenario list with the server's. */
export async function saveScenarioList(db: FahrplanDatabase, userId: number, scenarios: readonly Scenario[]): Promise<void> {
  const cachedAt = new Date().toISOString();
  await db.transaction('rw', db.scenarios, async () => {
    await db.scenarios.where('userId').equals(userId).delete();
    await db.scenarios.bulkPut(scenarios.map((scenario) => ({ userId, scenarioId: scenario.scenario_id, scenario, cachedAt })));
  });
}

/** Updates one scenario in the cache (after a save, an activation). */
export async function saveScenario(db: FahrplanDatabase, userId: number, scenario: Scenario): Promise<void> {
  await db.scenarios.put({ userId, scenarioId: scenario.scenario_id, scenario, cachedAt: new Date().toISOString() });
}

export async function loadScenarioList(db: FahrplanDatabase, userId: number): Promise<Scenario[]> {
  const rows = await db.scenarios.where('userId').equals(userId).toArray();
  return parsedRows(rows, (row) => cachedScenarioSchema.safeParse(row)).map((row) => row.scenario);
}

export async function loadDrafts(db: FahrplanDatabase, userId: number): Promise<DriverDraftRecord[]> {
  const rows = await db.drafts.where('userId').equals(userId).toArray();
  return parsedRows(rows, (row) => driverDraftSchema.safeParse(row));
}

export async function saveDraft(db: FahrplanDatabase, record: DriverDraftRecord): Promise<void> {
  await db.drafts.put(driverDraftSchema.parse(record));
}

export async function deleteDraft(db: FahrplanDatabase, userId: number, scenarioId: string): Promise<void> {
  await db.drafts.delete([userId, scenarioId]);
}

export async function saveActuals(db: FahrplanDatabase, csv: string, version: number | null): Promise<void> {
  await db.actuals.put({ key: 'baseline', csv, version, cachedAt: new Date().toISOString() });
}

export async function loadActuals(db: FahrplanDatabase): Promise<CachedActuals | null> {
  const parsed = cachedActualsSchema.safeParse(await db.actuals.get('baseline'));
  return parsed.success ? parsed.data : null;
}

/** Keeps the last answer of a list call; the reader parses `value` with its own schema. */
export async function saveList(db: FahrplanDatabase, userId: number, name: string, value: unknown): Promise<void> {
  await db.lists.put({ userId, name, value, cachedAt: new Date().toISOString() });
}

export async function loadList(db: FahrplanDatabase, userId: number, name: string): Promise<{ value: unknown; cachedAt: string } | null> {
  const parsed = cachedListSchema.safeParse(await db.lists.get([userId, name]));
  return parsed.success ? { value: parsed.data.value, cachedAt: parsed.data.cachedAt } : null;
}

export async function saveRangesRun(db: FahrplanDatabase, record: StoredRangesRun): Promise<void> {
  await db.rangeRuns.put(record);
}

export async function loadRangesRuns(db: FahrplanDatabase, userId: number): Promise<StoredRangesRun[]> {
  const rows = await db.rangeRuns.where('userId').equals(userId).toArray();
  return parsedRows(rows, (row) => storedRangesRunSchema.safeParse(row));
}
