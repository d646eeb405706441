import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Actuals } from '../../../engine/actuals/schema.ts';
import { createKernel, type ModelKernel } from '../../../engine/kernel/kernel.ts';
import { RESULT_SHEETS } from '../../../engine/kernel/modelPlan.ts';
import { compileWasmModel } from '../../../engine/kernel/wasm.ts';
import { MODEL_DEFINITION } from '../../../engine/kernel/modelPlan.ts';
import { BUILT_IN_SCENARIOS } from '../../../engine/scenarios.ts';
import { effectiveDrivers } from '../../../engine/session/effectiveDrivers.ts';
import { workbookLayout } from '../../../engine/workbook/compile.ts';
import { DRIVERS } from '../../../engine/model/drivers.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';
import { anyDriverSet, driverValue } from '../../helpers/driverArbitrary.ts';
import { closedMonths } from '../../helpers/closedMonthsArbitrary.ts';
import { propertyBudget } from '../../helpers/propertyBudget.ts';

/**
 * The runtime kernel (issue 27: any definition compiled to WebAssembly at run time, without eval)
 * evaluates the default definition to exactly the generated kernel's cells: bit for bit, NaN
 * where it is NaN, over the built-in scenarios, random driver vectors (often on a bound, where
 * divisions by zero and errors appear) and random closed months. The generated kernel is held to
 * HyperFormula by the twin property (tests/property/kernel-twin.property.test.ts), so this holds
 * the runtime kernel to it too.
 */

const generated = createKernel();
const runtime = createKernel({ runtime: true });
const baseline = baselineActuals();

/** The first cell where the two kernels differ, or null. */
function firstDifference(actuals: Actuals, drivers: Record<string, number>): string | null {
  const evaluate = (kernel: ModelKernel) => kernel.prepare(actuals).evaluate(kernel.driverVector(effectiveDrivers(actuals, drivers)));
  const a = evaluate(generated);
  const b = evaluate(runtime);
  for (const sheet of RESULT_SHEETS) {
    for (let i = 0; i < a[sheet].length; i += 1) {
      if (!Object.is(a[sheet][i], b[sheet][i])) return `${sheet}[${i}]: generated ${a[sheet][i]}, runtime ${b[sheet][i]}`;
    }
  }
  return null;
}

const boundaryDrivers = fc.record(Object.fromEntries(DRIVERS.map((d) => [
  d.id, fc.oneof({ arbitrary: driverValue(d), weight: 2 }, { arbitrary: fc.constantFrom(d.min, d.max), weight: 1 }),
])));

describe('the runtime kernel', () => {
  it('gives the generated kernel\'s cells for the built-in scenarios, bit for bit', () => {
    for (const scenario of BUILT_IN_SCENARIOS) expect(firstDifference(baseline, scenario.key_drivers), scenario.scenario_id).toBeNull();
  });

  it('gives the generated kernel\'s cells for random drivers, often on a bound, and random closed months', () => {
    fc.assert(fc.property(fc.oneof(anyDriverSet, boundaryDrivers), closedMonths(), (drivers, closed) => {
      expect(firstDifference({ ...baseline, closed }, drivers)).toBeNull();
    }), propertyBudget({ numRuns: 60, seconds: 60 }));
  });

  it('compiles a definition the generated code was not generated from, and refuses a formula it cannot evaluate, naming it', () => {
    const layout = workbookLayout();
    const changed = { ...MODEL_DEFINITION, lines: MODEL_DEFINITION.lines.map((line) => (line.id === 'legal_tax' ? { ...line, formula: 'legal_tax_monthly * 2' } : line)) };
    expect(typeof compileWasmModel(changed, layout).instantiate().evaluate).toBe('function');
    const broken = { ...MODEL_DEFINITION, lines: MODEL_DEFINITION.lines.map((line) => (line.id === 'legal_tax' ? { ...line, formula: 'SUMPRODUCT(legal_tax_monthly, 2)' } : line)) };
    expect(() => compileWasmModel(broken, layout)).toThrow(/^Monthly legal_tax: function SUMPRODUCT\(\) is not supported by the kernel/);
  });
});
