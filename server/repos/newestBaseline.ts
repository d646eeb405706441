import type { BaselineRepo, BaselineVersion } from './baseline.ts';

/**
 * The newest baseline version, held between requests so that the model service reads it
 * synchronously (server/model/modelService.ts), and checked against the database at the start of
 * every API request (server/app.ts): a save on any instance is used by the next request on
 * every instance. The check is one small query; the CSV is read only when the version moved.
 */
export interface NewestBaseline {
  current(): BaselineVersion;
  refresh(): Promise<void>;
}

export async function trackNewestBaseline(baselines: BaselineRepo): Promise<NewestBaseline> {
  let held = await baselines.current();
  return {
    current: () => held,
    async refresh() {
      const version = await baselines.currentVersion();
      if (version <= held.version) return;
      const row = await baselines.get(version);
      // Of two refreshes that overlap, the one that read the newer version wins.
      if (row && row.version > held.version) held = row;
    },
  };
}
