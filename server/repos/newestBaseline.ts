import type { ClosedMonths, IncompleteMonth } from '../../engine/actuals/closedMonths.ts';
import type { BaselineRepo, BaselineVersion } from './baseline.ts';
import { effectiveClose, showsSample, type MonthlyActualsRepo } from './monthlyActuals.ts';
import type { ModelsRepo } from './models.ts';
import { DEFAULT_MODEL_SOURCE, type ModelSource } from '../../engine/model/definition.ts';

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

/** The model definition in force: the newest published version, or the shipped model (version 1). */
export interface PublishedModel {
  version: number;
  source: ModelSource;
}

/** What the model computes from: the newest baseline, the closed months over it and the published model definition. */
export interface ModelActuals extends BaselineVersion {
  closed: ClosedMonthsVersion;
  model: PublishedModel;
}

/**
 * The newest baseline version, monthly actuals and model definition, held between requests so that the model
 * service reads them synchronously (server/model/modelService.ts), and checked against the
 * database at the start of every API request (server/app.ts): a save or a new close on any
 * instance is used by the next request on every instance, and so is a newly published model. The
 * check is three small queries; the CSV, the monthly values and the model's source are read only
 * when a version or the close moved.
 */
export interface NewestBaseline {
  current(): ModelActuals;
  refresh(): Promise<void>;
}

export async function trackNewestBaseline(baselines: BaselineRepo, monthly: MonthlyActualsRepo, models: ModelsRepo): Promise<NewestBaseline> {
  const closedNow = async (): Promise<ClosedMonthsVersion> => {
    const [row, setting] = await Promise.all([monthly.current(), monthly.closeSetting()]);
    const close = effectiveClose(row.values, setting);
    return { version: row.version, months: { values: row.values, lastClosedMonth: close.lastClosedMonth }, incomplete: close.incomplete, sample: showsSample(row) };
  };
  let held = await baselines.current();
  let closed = await closedNow();
  let closeSetting = await monthly.closeSetting();
  const modelNow = async (): Promise<PublishedModel> => {
    const published = await models.current();
    return published ? { version: published.version, source: published.source } : { version: DEFAULT_MODEL_SOURCE.version, source: DEFAULT_MODEL_SOURCE };
  };
  let model = await modelNow();
  return {
    current: () => ({ ...held, closed, model }),
    async refresh() {
      const [version, stamp, modelVersion] = await Promise.all([baselines.currentVersion(), monthly.stamp(), models.currentVersion()]);
      if (modelVersion > model.version) {
        const next = await modelNow();
        if (next.version > model.version) model = next;
      }
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
