import { useEffect, useState } from 'react';
import { modelWorker } from '../../model/modelClient.ts';
import type { LeverSet } from '../../../engine/analysis/gtm.ts';
import type { GtmAnalysis } from '../../../engine/analysis/gtmPlan.ts';
import { activeNumberFormat } from '../../ui/figures.ts';

/** Part 2 §4: results recalculate 300 ms after the last lever change. */
export const GTM_DEBOUNCE_MS = 300;

/**
 * The simulator's results for a lever set: asked of the worker 300 ms after the last change of the
 * levers or of the model (`modelVersion`, whose forecast the simulator starts from); `calculating`
 * is true from the change until the answer arrives.
 */
export function useGtm(levers: LeverSet | null, modelVersion: number): { analysis: GtmAnalysis | null; calculating: boolean } {
  const [analysis, setAnalysis] = useState<GtmAnalysis | null>(null);
  const [calculating, setCalculating] = useState(false);
  useEffect(() => {
    if (!levers) return;
    let live = true;
    setCalculating(true);
    const timer = setTimeout(() => {
      void modelWorker().gtm(levers, activeNumberFormat()).then((result) => {
        if (!live) return;
        setAnalysis(result);
        setCalculating(false);
      }, () => {
        if (live) setCalculating(false);
      });
    }, GTM_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [levers, modelVersion]);
  return { analysis, calculating };
}
