import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { baselineRevisionAtom } from '../../state/liveRevisions.ts';
import { getOrgHierarchy, getTomStructure } from '../../api/analyses.ts';
import type { TomStructureWithPlan } from '../../../contract/tom.ts';
import { TOM_YEARS, sampleScalingPlan, sampleTomInputs, tomStructure } from '../../../engine/analysis/tom.ts';
import { orgHierarchy, type OrgHierarchy } from '../../../engine/analysis/orgHierarchy.ts';

export type TomYear = (typeof TOM_YEARS)[number];

export type TomData =
  | { status: 'loading' }
  | { status: 'ready'; structure: TomStructureWithPlan; hierarchy: OrgHierarchy; mock: boolean };

/** Part 2 §8: on failure, the built-in sample for the year (21 FTE), marked Mock Data. */
function sample(year: number): Extract<TomData, { status: 'ready' }> {
  const inputs = sampleTomInputs(year);
  return { status: 'ready', structure: { ...tomStructure(inputs), scaling_plan: sampleScalingPlan() }, hierarchy: orgHierarchy(inputs), mock: true };
}

/**
 * Structure and hierarchy of a year, loaded in parallel (part 2 §4) for the active scenario, and
 * again when it is saved (a new version) or the baseline changes.
 */
export function useTomData(year: TomYear, scenarioId: string | undefined, scenarioVersion: number | undefined): TomData {
  const [data, setData] = useState<TomData>({ status: 'loading' });
  const baselineRevision = useAtomValue(baselineRevisionAtom);
  useEffect(() => {
    let live = true;
    setData({ status: 'loading' });
    void Promise.all([getTomStructure(year, scenarioId), getOrgHierarchy(year, scenarioId)]).then(
      ([structure, hierarchy]) => { if (live) setData({ status: 'ready', structure, hierarchy, mock: false }); },
      () => { if (live) setData(sample(year)); },
    );
    return () => {
      live = false;
    };
  }, [year, scenarioId, scenarioVersion, baselineRevision]);
  return data;
}
