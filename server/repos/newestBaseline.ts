import type { ClosedMonths, IncompleteMonth } from '../../engine/actuals/closedMonths.ts';
import type { BaselineRepo, BaselineVersion } from './baseline.ts';
import { effectiveClose, showsSample, type MonthlyActualsRepo } from './monthlyActuals.ts';

/** The monthly actuals of 2026 on the model uses: their version and the effective close. */
export interface ClosedMonthsVersion {
  version: number;
  /** The values and the close cut back before the first closed month that lacks a line (effectiveClose). */
  months: ClosedMonths;
  /** The closed months that lack a line, which the model treats as open (the answers' warnings). */
  incomplete: IncompleteMonth[];
  /** The values are the shipped sample: every answer and export that shows them says so. */
  sample: boolean;
}

/** What the model computes from: the newest baseline and the closed months over it. */
export interface ModelActuals extends BaselineVersion {
  closed: ClosedMonthsVersion;
}

/**
 * The newest baseline version and monthly actuals, held between requests so that the model
 * service reads them synchronously (server/model/modelService.ts), and checked against the
 * database at the start of every API request (server/app.ts): a save or a new close on any
 * instance is used by the next request on every instance. The check is two small queries; the CSV
 * and the monthly values are read only when a version or the close moved.
 */
export interface NewestBaseline {
  current(): ModelActuals;
  refresh(): Promise<void>;
}

export async function trackNewestBaseline(baselines: BaselineRepo, monthly: MonthlyActualsRepo): Promise<NewestBaseline> {
  const closedNow = async (): Promise<ClosedMonthsVersion> => {
    const [row, setting] = await Promise.all([monthly.current(), monthly.closeSetting()]);
    const close = effectiveClose(row.values, setting);
    return { version: row.version, months: { values: row.values, lastClosedMonth: close.lastClosedMonth }, incomplete: close.incomplete, sample: showsSample(row) };
  };
  let held = await baselines.current();
  let closed = await closedNow();
  let closeSetting = await monthly.closeSetting();
  return {
    current: () => ({ ...held, closed }),
    async refresh() {
      const [version, stamp] = await Promise.all([baselines.currentVersion(), monthly.stamp()]);
      if (version > held.version) {
        const row = await baselines.get(version);
        // Of two refreshes that overlap, the one that read the newer version wins.
        if (row && row.version > held.version) held = row;
      }
      if (stamp.version !== closed.version || stamp.closeSetting !== closeSetting) {
        const next = await closedNow();
        if (next.version >= closed.version) {
          closed = next;
          closeSetting = stamp.closeSetting;
        }
      }
    },
  };
}
