import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { propertyBudget, replayFromEnvironment, SHRINK_SECONDS } from '../../helpers/propertyBudget.ts';

/** Keeps the thread busy, as a workbook recalculation does: a synchronous case cannot be interrupted. */
function busyFor(milliseconds: number): void {
  const end = performance.now() + milliseconds;
  while (performance.now() < end);
}

/** A driver-vector-sized record: shrinking all of it one case at a time takes minutes. */
const wideRecord = fc.record(Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`driver_${i}`, fc.double({ min: 0, max: 100, noNaN: true })])));

// These properties fail on purpose: their report lines would read like real failures in a green run.
let reportLines: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  reportLines = vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('property budget (tests/helpers/propertyBudget.ts)', () => {
  it('fails a property that runs without a budget, even when every case holds', () => {
    expect(() => fc.assert(fc.property(fc.integer(), () => true))).toThrow(/runs without a budget/);
  });

  it('fails a property that its time limit cuts short, although no case failed', () => {
    expect(() => fc.assert(fc.property(fc.integer(), () => busyFor(50)), propertyBudget({ numRuns: 100, seconds: 0.5 })))
      .toThrow(/Property interrupted after \d+ tests/);
  });

  it('stops shrinking a few seconds after the first failure and still reports the seed, the path and a counterexample', () => {
    const started = performance.now();
    let report = '';
    try {
      // 100 ms a case: the first failure comes within a second, shrinking it fully would take minutes.
      fc.assert(fc.property(wideRecord, (drivers) => {
        busyFor(100);
        return (drivers.driver_3 ?? 0) < 50;
      }), propertyBudget({ numRuns: 100, seconds: 120 }));
    } catch (error) {
      report = String(error);
    }
    const seconds = (performance.now() - started) / 1000;
    expect(report).toMatch(/Property failed after \d+ tests\n\{ seed: -?\d+, path: "[\d:]+"/);
    expect(report).toMatch(/Counterexample: /);
    expect(seconds).toBeLessThan(SHRINK_SECONDS + 5);
    expect(reportLines).toHaveBeenCalledWith(expect.stringMatching(/^fast-check property seed=-?\d+ numRuns=100 ".*": FAILED at case \d+, shrinking stopped by its time limit; replay: FAHRPLAN_PROPERTY_SEED=-?\d+ FAHRPLAN_PROPERTY_PATH=[\d:]+ npx vitest run tests\/unit\/helpers\/property-budget\.test\.ts -t '/));
  });

  it('replays the seed and counterexample path given in FAHRPLAN_PROPERTY_SEED and FAHRPLAN_PROPERTY_PATH', () => {
    vi.stubEnv('FAHRPLAN_PROPERTY_SEED', '-1814028021');
    vi.stubEnv('FAHRPLAN_PROPERTY_PATH', '7:0:11');
    expect(replayFromEnvironment()).toEqual({ seed: -1814028021, path: '7:0:11' });
    expect(propertyBudget({ numRuns: 10 })).toMatchObject({ seed: -1814028021, path: '7:0:11' });
  });

  it('draws a fresh seed when none is given, and refuses a seed or path that is not one', () => {
    expect(replayFromEnvironment()).toEqual({ seed: undefined, path: undefined });
    vi.stubEnv('FAHRPLAN_PROPERTY_SEED', '12abc');
    expect(() => replayFromEnvironment()).toThrow(/FAHRPLAN_PROPERTY_SEED=12abc is not an integer/);
    vi.stubEnv('FAHRPLAN_PROPERTY_SEED', String(2 ** 31));
    expect(() => replayFromEnvironment()).toThrow(/32-bit integer/);
    vi.stubEnv('FAHRPLAN_PROPERTY_SEED', '');
    vi.stubEnv('FAHRPLAN_PROPERTY_PATH', '../x');
    expect(() => replayFromEnvironment()).toThrow(/FAHRPLAN_PROPERTY_PATH=\.\.\/x is not a counterexample path/);
  });
});
