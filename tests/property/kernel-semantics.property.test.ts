import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HyperFormula } from 'hyperformula';
import { compileWasmFormula } from '../../engine/kernel/wasm.ts';
import { numberOf } from '../../engine/session/values.ts';
import { propertyBudget } from '../helpers/propertyBudget.ts';

/**
 * The kernel's meaning of the formula language is HyperFormula's, beyond the formulas the model
 * uses today: random formulas over three values (precedence without parentheses, division by
 * zero, overflow, a negative base under a fractional power, CHOOSE with a bad index, an error in
 * IF's condition or in the branch not taken, MAX and MIN over errors) give the same number, or
 * null for both, in the kernel's WebAssembly (engine/kernel/wasm.ts) and in a HyperFormula cell.
 */

const RUNS = 600;
const NAMES = ['x', 'y', 'z'] as const;
const CELLS = ['A1', 'B1', 'C1'] as const;

/** A formula as the kernel reads it (names) and as HyperFormula reads it (cells), from one tree. */
type Formula = (names: readonly string[]) => string;

const literal = fc.constantFrom(0, 1, 2, 3, 0.5, 12, 100, 1e-3, 1e300).map((value): Formula => () => String(value));
const variable = fc.integer({ min: 0, max: 2 }).map((i): Formula => (names) => names[i] as string);
const wrap = (parenthesised: boolean, text: string) => (parenthesised ? `(${text})` : text);

const { formula } = fc.letrec<{ formula: Formula; comparison: Formula }>((tie) => ({
  formula: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    literal,
    variable,
    fc.tuple(fc.constantFrom('+', '-', '*', '/', '^'), tie('formula'), tie('formula'), fc.boolean())
      .map(([op, a, b, parenthesised]): Formula => (names) => wrap(parenthesised, `${a(names)} ${op} ${b(names)}`)),
    tie('formula').map((a): Formula => (names) => `-${a(names)}`),
    fc.tuple(fc.constantFrom('MAX', 'MIN'), fc.array(tie('formula'), { minLength: 1, maxLength: 3 }))
      .map(([fn, args]): Formula => (names) => `${fn}(${args.map((a) => a(names)).join(', ')})`),
    tie('formula').map((a): Formula => (names) => `EXP(${a(names)})`),
    fc.tuple(tie('formula'), tie('formula')).map(([a, b]): Formula => (names) => `POWER(${a(names)}, ${b(names)})`),
    fc.tuple(tie('formula'), fc.constantFrom('', ', 0', ', 2', ', -1', ', 1.5')).map(([a, places]): Formula => (names) => `ROUND(${a(names)}${places})`),
    fc.tuple(fc.oneof(tie('comparison'), tie('formula')), tie('formula'), tie('formula'))
      .map(([c, a, b]): Formula => (names) => `IF(${c(names)}, ${a(names)}, ${b(names)})`),
    fc.tuple(tie('formula'), fc.array(tie('formula'), { minLength: 1, maxLength: 4 }))
      .map(([index, choices]): Formula => (names) => `CHOOSE(${index(names)}, ${choices.map((c) => c(names)).join(', ')})`),
  ),
  comparison: fc.tuple(fc.constantFrom('=', '<>', '<', '>', '<=', '>='), tie('formula'), tie('formula'))
    .map(([op, a, b]): Formula => (names) => `${a(names)} ${op} ${b(names)}`),
}));

const value = fc.oneof(
  fc.double({ min: -1e6, max: 1e6, noNaN: true }),
  fc.constantFrom(0, 1, -1, 2, 3, -2.5, 0.5, 1e300, -1e300, 1e-300),
);

describe('the kernel\'s formula semantics are HyperFormula\'s (fast-check)', () => {
  const hf = HyperFormula.buildFromArray([[0, 0, 0, '=0']], { licenseKey: 'gpl-v3', precisionEpsilon: 0, smartRounding: false });
  afterAll(() => hf.destroy());

  it('gives the same number, or an error in both, for random formulas over random values', () => {
    let errors = 0;
    fc.assert(fc.property(formula, fc.tuple(value, value, value), (tree, values) => {
      const kernelText = tree(NAMES);
      hf.setCellContents({ sheet: 0, row: 0, col: 0 }, [[...values, `=${tree(CELLS)}`]]);
      const workbook = numberOf(hf.getCellValue({ sheet: 0, row: 0, col: 3 }));
      const kernel = compileWasmFormula(kernelText, NAMES)(...values);
      if (workbook === null) errors += 1;
      const same = workbook === null ? Number.isNaN(kernel) : Object.is(kernel === 0 ? 0 : kernel, workbook === 0 ? 0 : workbook);
      if (!same) throw new Error(`${kernelText} with x, y, z = ${values.join(', ')}: kernel ${kernel}, HyperFormula ${workbook}`);
    }), propertyBudget({ numRuns: RUNS, seconds: 60 }));
    console.log(`kernel semantics: ${RUNS} formulas, ${errors} of them an error in both`);
    expect(errors).toBeGreaterThan(0);
  });
});
