import { describe, expect, it } from 'vitest';
import { builtInScenario } from '../../../engine/scenarios.ts';
import { createCalcApi } from '../../../workers/calc-api.ts';
import { snapshotFromWire, snapshotToWire } from '../../../workers/snapshotWire.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';

describe('a model snapshot crosses to the page with its KPI figures only, and arrives whole', () => {
  it('rebuilds every KPI result exactly, texts and remedies included, for several driver sets', () => {
    const api = createCalcApi();
    const snapshots = [
      api.load({ actuals: baselineActuals(), overrides: {} }),
      api.preview(builtInScenario('low_case')?.key_drivers ?? {}),
      api.preview({ sales_rep_productivity: 0.2, logo_churn_rate: 30 }),
    ];
    for (const snapshot of snapshots) {
      const wire = snapshotToWire(snapshot);
      // What crosses is a structured clone: texts of the definition stay behind.
      const crossed = structuredClone(wire);
      expect(JSON.stringify(crossed).length).toBeLessThan(JSON.stringify(snapshot).length / 2);
      expect(snapshotFromWire(crossed)).toEqual(snapshot);
    }
  });
});
