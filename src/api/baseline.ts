import { apiRequest } from './client.ts';
import type { DataMask } from '../../engine/actuals/dataMaskFields.ts';
import {
  actualsSavedAnswer, baselineVersionAnswer, baselineVersionsAnswer, dataMaskSavedAnswer, storedDataMaskSchema,
  type BaselineVersionInfo, type StoredDataMask,
} from '../../contract/baseline.ts';
import { kpisRecalculatedAnswer } from '../../contract/kpis.ts';

/** The baseline calls of docs/api.md "KPIs and baseline"; part 1 §7 timeouts: 10 s. */
const TIMEOUT_MS = 10_000;

export function getDataMask(): Promise<StoredDataMask> {
  return apiRequest('GET', '/baseline/data-mask', { schema: storedDataMaskSchema, timeoutMs: TIMEOUT_MS });
}

/** Part 1 §7: the full field set plus last_updated; our version guards against overwriting someone else's save (409). */
export function saveDataMask(mask: DataMask, version: number) {
  return apiRequest('POST', '/baseline/data-mask', { body: { ...mask, version }, schema: dataMaskSavedAnswer, timeoutMs: TIMEOUT_MS });
}

/** Part 1 §7: sent after a successful baseline save. */
export function recalculateBaselineKpis(): Promise<unknown> {
  return apiRequest('POST', '/kpis/recalculate-baseline', { schema: kpisRecalculatedAnswer, timeoutMs: TIMEOUT_MS });
}

export function putBaselineActuals(csv: string, version: number) {
  return apiRequest('PUT', '/baseline/actuals', { body: { csv, version }, schema: actualsSavedAnswer, timeoutMs: TIMEOUT_MS });
}

export function listBaselineVersions(): Promise<BaselineVersionInfo[]> {
  return apiRequest('GET', '/baseline/versions', { schema: baselineVersionsAnswer, timeoutMs: TIMEOUT_MS })
    .then((answer) => answer.versions);
}

export function getBaselineVersion(version: number) {
  return apiRequest('GET', `/baseline/versions/${version}`, { schema: baselineVersionAnswer, timeoutMs: TIMEOUT_MS });
}
