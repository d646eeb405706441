import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BUILT_IN_SCENARIOS } from '../../engine/scenarios.ts';
import { createScenarioHost, type ScenarioHost } from '../../engine/session/scenarioHost.ts';
import { keyFiguresOf, type KeyFigures } from '../../engine/session/keyFigures.ts';
import { baselineActuals } from '../helpers/fixtures.ts';
import { anyDriverSet } from '../helpers/driverArbitrary.ts';
import { propertyBudget } from '../helpers/propertyBudget.ts';
import { twinDifferences, type TwinTally } from '../helpers/twinTolerance.ts';

/**
 * What a screen or an API answer shows is the same whichever evaluator computed it: the snapshot
 * the scenario host builds from the compiled kernel (the slider's preview, a draft's answer)
 * equals the one it builds from the HyperFormula working session for the same drivers — years
 * with the client aliases, KPI results with status, benchmark text and remedy, the
 * reconciliation, dashboard, OKRs, hypotheses and driver differences — numbers within the twin's
 * tolerance, everything else exactly. The key figures a preview hands out ahead of its snapshot
 * are that snapshot's own.
 */

const RUNS = 40;
const TIME_LIMIT_SECONDS = 120;

describe('figures built from the compiled kernel are the workbook\'s (fast-check)', () => {
  let host: ScenarioHost;
  beforeAll(() => {
    host = createScenarioHost(baselineActuals());
  });
  afterAll(() => host.destroy());

  function compare(overrides: Record<string, number>, tally: TwinTally): string[] {
    let early: KeyFigures | null = null;
    const preview = host.preview(overrides, null, (figures) => {
      early = figures;
    });
    // The key figures sent ahead of the snapshot are its own numbers, read before the rest of it.
    expect(early).toEqual(keyFiguresOf(preview));
    host.activate(overrides);
    const workbook = host.snapshot();
    expect(host.figures(overrides)).toEqual({ years: preview.years, kpis: preview.kpis, reconciliation: preview.reconciliation });
    return twinDifferences(preview, workbook, tally).slice(0, 12);
  }

  it('for the built-in scenarios and the catalog, bit for bit', () => {
    const tally: TwinTally = { numbers: 0, exact: 0 };
    for (const overrides of [{}, ...BUILT_IN_SCENARIOS.map((scenario) => scenario.key_drivers)]) {
      expect(compare(overrides, tally)).toEqual([]);
    }
    console.log(`kernel figures, built-in scenarios: ${tally.numbers} numbers compared, ${tally.exact} bit for bit`);
    expect(tally.exact).toBe(tally.numbers);
  });

  it('for random driver sets inside the bounds', () => {
    const tally: TwinTally = { numbers: 0, exact: 0 };
    fc.assert(fc.property(anyDriverSet, (overrides) => {
      const problems = compare(overrides, tally);
      if (problems.length > 0) throw new Error(problems.join('\n'));
    }), propertyBudget({ numRuns: RUNS, seconds: TIME_LIMIT_SECONDS }));
    console.log(`kernel figures, driver sets: ${tally.numbers} numbers compared, ${tally.exact} bit for bit`);
  }, (TIME_LIMIT_SECONDS + 30) * 1000);
});
