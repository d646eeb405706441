import path from 'node:path';
import fc from 'fast-check';
import { expect } from 'vitest';
import { z } from 'zod';

/**
 * The budget every fast-check property runs with, and the line each one prints.
 *
 * A property states how many cases it tries. Generation and shrinking together stop at a time
 * limit, and a run cut short by it fails: a property that tried fewer cases than it says has
 * proven less than it says. Shrinking stops SHRINK_SECONDS after the first failure, so a failure
 * reports within seconds; the report carries the seed and the counterexample's path, and
 * FAHRPLAN_PROPERTY_SEED / FAHRPLAN_PROPERTY_PATH replay it (and shrink on from there).
 */

/** How long shrinking may go on after the first failing case. */
export const SHRINK_SECONDS = 5;
/** The time limit of a property that states none: our quick properties need well under a second. */
export const DEFAULT_SECONDS = 10;

const seedText = z.string().regex(/^-?\d+$/, 'an integer such as 1234567 or -1234567').transform(Number)
  .refine((seed) => seed >= -(2 ** 31) && seed < 2 ** 31, 'a 32-bit integer, as fast-check prints it');
const pathText = z.string().regex(/^\d+(:\d+)*$/, 'a counterexample path such as "12:0:3"');

function fromEnvironment<T>(name: string, schema: z.ZodType<T, string>): T | undefined {
  const text = process.env[name];
  if (text === undefined || text === '') return undefined;
  const parsed = schema.safeParse(text);
  if (!parsed.success) throw new Error(`${name}=${text} is not ${parsed.error.issues[0]?.message ?? 'valid'}`);
  return parsed.data;
}

/** The seed and counterexample path to replay, from the environment (see README.md). */
export function replayFromEnvironment(): { seed: number | undefined; path: string | undefined } {
  return {
    seed: fromEnvironment('FAHRPLAN_PROPERTY_SEED', seedText),
    path: fromEnvironment('FAHRPLAN_PROPERTY_PATH', pathText),
  };
}

const BUDGETED = Symbol('property budget');

/** Stops shrinking `seconds` after the first failing case: the smallest counterexample found by then is reported. */
function shrinkTimeLimit(seconds: number): fc.Plugin<unknown> {
  return () => {
    let stopAt: number | undefined;
    let asynchronous = false;
    const interrupt = new fc.PreconditionFailure(true);
    const note = (outcome: fc.PreconditionFailure | fc.PropertyFailure | null) => {
      const failed = outcome !== null && !fc.PreconditionFailure.isFailure(outcome);
      if (failed && stopAt === undefined) stopAt = performance.now() + seconds * 1000;
      return outcome;
    };
    return {
      decorateRun: (nestedRun) => (value) => {
        if (stopAt !== undefined && performance.now() >= stopAt) return asynchronous ? Promise.resolve(interrupt) : interrupt;
        const outcome = nestedRun(value);
        if (outcome !== null && 'then' in outcome) {
          asynchronous = true;
          return outcome.then(note);
        }
        return note(outcome);
      },
    };
  };
}

/** Marks a run as budgeted, so reportEveryProperty can refuse one that is not. */
const budgetMark: fc.Plugin<unknown> = (_index, store) => {
  store.set(BUDGETED, true);
  return {};
};

export interface Budget<Ts> {
  /** Cases to try: what the property proves. */
  numRuns: number;
  /** Time limit of generation and shrinking together; a run cut short by it fails. */
  seconds?: number;
  /** Cases tried first at every run (a counterexample found once stays tested). */
  examples?: Ts[];
}

/** fast-check parameters for one property: its number of cases, time limits, and the seed to replay. */
export function propertyBudget<Ts = never>({ numRuns, seconds = DEFAULT_SECONDS, examples }: Budget<Ts>) {
  const plugins: fc.Plugin<unknown>[] = [
    budgetMark,
    fc.interruptAfterTimeLimit(seconds * 1000, { failOnInterrupt: true }),
    shrinkTimeLimit(SHRINK_SECONDS),
  ];
  return { numRuns, examples, ...replayFromEnvironment(), plugins };
}

/** The command that runs this one property again on the failing case (vitest's -t takes a regular expression). */
function replayCommand(details: fc.RunDetails<unknown>, testPath: string, testName: string): string {
  const title = (testName.split(' > ').at(-1) ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll("'", "'\\''");
  const pathPart = details.counterexamplePath ? ` FAHRPLAN_PROPERTY_PATH=${details.counterexamplePath}` : '';
  return `FAHRPLAN_PROPERTY_SEED=${details.seed}${pathPart} npx vitest run ${path.relative(process.cwd(), testPath)} -t '${title}'`;
}

function outcomeOf(details: fc.RunDetails<unknown>, testPath: string, testName: string): string {
  const again = `replay: ${replayCommand(details, testPath, testName)}`;
  if (details.counterexamplePath !== null) {
    return `FAILED at case ${details.numRuns}${details.interrupted ? ', shrinking stopped by its time limit' : ''}; ${again}`;
  }
  // Cut short before any case failed: failOnInterrupt turns this into a failure after this report.
  if (details.interrupted) return `FAILED: its time limit cut it short after ${details.numRuns} cases; ${again}`;
  if (details.failed) return `FAILED: fc.pre skipped too many cases (${details.numSkips}); ${again}`;
  return `passed ${details.numRuns} cases`;
}

/**
 * Prints one line per property — its name, seed and number of cases — and fails a property that
 * runs without propertyBudget. Installed for every test file by tests/setup/properties.ts.
 */
export const reportEveryProperty: fc.Plugin<unknown> = (_index, store) => ({
  onAllRunsComplete: (details) => {
    const { currentTestName = '(outside a test)', testPath = '' } = expect.getState();
    console.log(`fast-check property seed=${details.seed} numRuns=${details.runConfiguration.numRuns} "${currentTestName}": ${outcomeOf(details, testPath, currentTestName)}`);
    if (store.get(BUDGETED) !== true) {
      throw new Error(`"${currentTestName}" runs without a budget: pass propertyBudget({ numRuns }) from tests/helpers/propertyBudget.ts to fc.assert`);
    }
  },
});
