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

  it('hands back the result it rebuilt before for a KPI whose figures did not move, and a new one for a KPI that did', () => {
    const api = createCalcApi();
    const first = snapshotFromWire(structuredClone(snapshotToWire(api.load({ actuals: baselineActuals(), overrides: {} }))));
    const second = snapshotFromWire(structuredClone(snapshotToWire(api.preview({ sales_rep_productivity: 0.2 }))));
    const byId = (snapshot: typeof first, year: number) => new Map(snapshot.kpis[year]?.map((kpi) => [kpi.id, kpi]));
    // 2025 is an actual year: a sales driver moves none of its KPIs.
    for (const [id, kpi] of byId(second, 2025)) expect(kpi, id).toBe(byId(first, 2025).get(id));
    // 2030's revenue-driven KPIs move, and come as new results with the new figures.
    const before = byId(first, 2030).get('operating_margin');
    const after = byId(second, 2030).get('operating_margin');
    expect(after?.value).not.toBe(before?.value);
    expect(after).not.toBe(before);
  });
});

