import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { getVariance } from '../../api/variance.ts';
import { listPlans } from '../../api/scenarioVersions.ts';
import { ApiRequestError } from '../../api/errors.ts';
import { baselineRevisionAtom, monthlyActualsRevisionAtom } from '../../state/liveRevisions.ts';
import { NO_PLAN_CODE, type VarianceAnswer } from '../../../contract/variance.ts';
import type { VariancePeriod } from '../../../engine/analysis/budgetVsActual.ts';

export type VarianceData =
  | { status: 'loading' }
  /** `refreshing`: the answer stays on screen while it is asked again for new actuals, a new close or a new version. */
  | { status: 'ready'; answer: VarianceAnswer; of: string; refreshing: boolean }
  | { status: 'no_plan' }
  | { status: 'unreachable' }
  | { status: 'error'; message: string };

/** How a failed load reads on screen: a year without a plan of record is a state of its own, not an error. */
export function failureState(error: unknown): Exclude<VarianceData, { status: 'loading' | 'ready' }> {
  if (error instanceof ApiRequestError) {
    if (error.code === NO_PLAN_CODE) return { status: 'no_plan' };
    if (error.kind === 'network' || error.kind === 'timeout' || (error.status !== undefined && error.status >= 502 && error.status <= 504)) return { status: 'unreachable' };
    return { status: 'error', message: error.message };
  }
  return { status: 'error', message: error instanceof Error ? error.message : String(error) };
}

/**
 * The plans are asked first: a year without a plan is the screen's "no plan" state (null), not a
 * 404 the browser would log (a 404 no_plan still reads as that state, through failureState).
 */
async function loadVariance(year: number, period: VariancePeriod, scenarioId: string | undefined): Promise<VarianceAnswer | null> {
  const { plans } = await listPlans();
  return plans.some((plan) => plan.year === year) ? getVariance(year, period, scenarioId) : null;
}

/**
 * The comparison of a year for the active scenario, loaded again when the year, the period kind,
 * the scenario (or its version), the baseline, the monthly actuals or the close changes (live, also
 * when someone else saves or closes), or when `attempt` moves (Try again). Asked again for the same
 * year, period kind and scenario, the last answer stays on screen (`refreshing`) until the new one
 * is in; another year, kind or scenario shows the spinner instead of figures that are not its own.
 */
export function useVarianceData(year: number, period: VariancePeriod, scenarioId: string | undefined, scenarioVersion: number | undefined, attempt: number): VarianceData {
  const [data, setData] = useState<VarianceData>({ status: 'loading' });
  const baselineRevision = useAtomValue(baselineRevisionAtom);
  const actualsRevision = useAtomValue(monthlyActualsRevisionAtom);
  useEffect(() => {
    let live = true;
    const of = `${year} ${period} ${scenarioId ?? ''}`;
    setData((shown) => (shown.status === 'ready' && shown.of === of ? { ...shown, refreshing: true } : { status: 'loading' }));
    loadVariance(year, period, scenarioId).then(
      (answer) => { if (live) setData(answer ? { status: 'ready', answer, of, refreshing: false } : { status: 'no_plan' }); },
      (error: unknown) => { if (live) setData(failureState(error)); },
    );
    return () => {
      live = false;
    };
  }, [year, period, scenarioId, scenarioVersion, baselineRevision, actualsRevision, attempt]);
  return data;
}
