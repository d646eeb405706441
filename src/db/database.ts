import { Dexie, type Table, type Transaction } from 'dexie';
import type { CachedActuals, CachedList, CachedScenario, DriverDraftRecord, StoredRangesRun } from './records.ts';

export const DATABASE_NAME = 'fahrplan';

/**
 * The schema's history. Never edit a shipped version: add one with an upgrade, because browsers
 * out there hold databases at every earlier version (docs/decisions.md "Offline storage").
 * - v1: scenario list, drafts, last known actuals.
 * - v2: drafts remember the scenario version they were made against and whether a save waits
 *   for the server (conflict detection and offline saves); a table for cached lists.
 * - v3: the last forecast-ranges result per scenario (a run takes seconds; its band stays on the
 *   cockpit after a reload). Drafts may carry draft ranges, a field that needs no index.
 */
export const SCHEMA_VERSIONS = [
  {
    version: 1,
    stores: {
      scenarios: '[userId+scenarioId], userId',
      drafts: '[userId+scenarioId], userId',
      actuals: 'key',
    },
  },
  {
    version: 2,
    stores: {
      lists: '[userId+name], userId',
    },
    /** A v1 draft takes the version of the cached scenario it edits (null when not cached). */
    upgrade: async (tx: Transaction) => {
      const versions = new Map<string, number>();
      await tx.table('scenarios').each((row: { userId: number; scenarioId: string; scenario?: { version?: unknown } }) => {
        if (typeof row.scenario?.version === 'number') versions.set(`${row.userId}:${row.scenarioId}`, row.scenario.version);
      });
      await tx.table('drafts').toCollection().modify((draft: Record<string, unknown>) => {
        draft.baseVersion = versions.get(`${String(draft.userId)}:${String(draft.scenarioId)}`) ?? null;
        draft.pendingSave = false;
      });
    },
  },
  {
    version: 3,
    stores: {
      rangeRuns: '[userId+scenarioId], userId',
    },
  },
] as const;

export const LATEST_VERSION = SCHEMA_VERSIONS[SCHEMA_VERSIONS.length - 1]!.version;

export interface DatabaseOptions {
  /** For tests: a separate IndexedDB implementation (fake-indexeddb). */
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
}

export class FahrplanDatabase extends Dexie {
  scenarios!: Table<CachedScenario, [number, string]>;
  drafts!: Table<DriverDraftRecord, [number, string]>;
  actuals!: Table<CachedActuals, string>;
  lists!: Table<CachedList, [number, string]>;
  rangeRuns!: Table<StoredRangesRun, [number, string]>;

  /** `upToVersion` exists for the migration tests, which create a database as an old build did. */
  constructor(name: string = DATABASE_NAME, options: DatabaseOptions = {}, upToVersion: number = LATEST_VERSION) {
    super(name, options.indexedDB ? { indexedDB: options.indexedDB, IDBKeyRange: options.IDBKeyRange } : undefined);
    for (const step of SCHEMA_VERSIONS) {
      if (step.version > upToVersion) break;
      const declared = this.version(step.version).stores(step.stores);
      if ('upgrade' in step) declared.upgrade(step.upgrade);
    }
  }
}

let shared: FahrplanDatabase | undefined;

/** The app's database, opened on first use. */
export function appDatabase(): FahrplanDatabase {
  shared ??= new FahrplanDatabase();
  return shared;
}
