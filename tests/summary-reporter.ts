import type { Reporter, TestModule } from 'vitest/node';

/** Prints the last line of every test run: "N passed, N failed" (skipped tests are counted as failed). */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = 0;
    for (const module of testModules) {
      let testsInModule = 0;
      for (const test of module.children.allTests()) {
        testsInModule += 1;
        if (test.result().state === 'passed') passed += 1;
        else failed += 1;
      }
      // A file that failed to load has no tests: count it, so a broken suite is never silent.
      if (testsInModule === 0 && module.state() === 'failed') failed += 1;
    }
    failed += unhandledErrors.length;
    for (const what of (process.env.FAHRPLAN_SKIPPED ?? '').split('\n').filter(Boolean)) {
      console.log(`SKIPPED: ${what}`);
    }
    console.log(`${passed} passed, ${failed} failed`);
  }
}
