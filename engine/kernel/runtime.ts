import type { Layout } from '../workbook/compile.ts';
import { KERNEL_COLUMNS, kernelMemory, planModel, type ModelDefinition, type Step } from './modelPlan.ts';
import { KernelCompileError, type Operand, type PlannedNode } from './plan.ts';
import * as $ from './semantics.ts';

/**
 * The kernel for any model definition at run time (issue 27), without generating source text: the
 * planned definition (modelPlan.ts) becomes a tree of closures over the kernel's memory. It runs
 * the same steps in the same order as the generated code (generate.ts) and holds HyperFormula's
 * meaning of every operation (semantics.ts), so its cells are bit for bit the generated kernel's
 * (tests/unit/engine/kernel-runtime.test.ts) and need no 'unsafe-eval' in the Content Security
 * Policy. The generated kernel stays the default definition's fast path (`npm run bench` measures
 * both).
 */

/** A formula's value in column `c` of `m`, the kernel's memory; `h` holds the values hoisted out of column formulas. */
type Expression = (m: Float64Array, c: number, h: Float64Array) => number;
/** Fills one step's cell of column `c`. */
type Fill = (m: Float64Array, c: number, h: Float64Array) => void;

const isFinite = (value: number): boolean => value - value === 0;

/** The comparisons of an IF's condition as 1, 0 or NaN (semantics.ts). */
const COMPARISON: Partial<Record<string, (a: number, b: number) => number>> = { '=': $.eq, '<>': $.ne, '<': $.lt, '>': $.gt, '<=': $.le, '>=': $.ge };

/** Compiles a planned definition into the function that evaluates it in the kernel's memory. */
export function compileRuntimeModel(definition: ModelDefinition, layout: Layout): (memory: Float64Array) => void {
  const plan = planModel(definition, layout);
  const { base } = kernelMemory(layout);

  function operand(read: Operand): Expression {
    if (read.sheet === 'hoisted') {
      const index = read.index;
      return (_m, _c, h) => h[index] as number;
    }
    const address = base[read.sheet] + read.index;
    if (read.kind === 'slot') return (m) => m[address] as number;
    if (read.kind === 'column') return (m, c) => m[address + c] as number;
    const shift = read.shift ?? 0;
    return (m, c) => (c >= shift ? m[address + c - shift] as number : 0);
  }

  /** IF's condition: a comparison of two finite numbers, or a number other than 0; NaN for an error. */
  function condition(node: PlannedNode): Expression {
    const compare = node.kind === 'binary' ? COMPARISON[node.operator] : undefined;
    if (node.kind === 'binary' && compare) {
      const left = expression(node.left);
      const right = expression(node.right);
      return (m, c, h) => compare(left(m, c, h), right(m, c, h));
    }
    const value = expression(node);
    return (m, c, h) => $.condition(value(m, c, h));
  }

  function expression(node: PlannedNode): Expression {
    switch (node.kind) {
      case 'constant': {
        const value = node.value;
        return () => value;
      }
      case 'operand':
        return operand(node.operand);
      case 'negate': {
        const inner = expression(node.operand);
        return (m, c, h) => -inner(m, c, h);
      }
      case 'binary': {
        const left = expression(node.left);
        const right = expression(node.right);
        switch (node.operator) {
          case '+': return (m, c, h) => left(m, c, h) + right(m, c, h);
          case '-': return (m, c, h) => left(m, c, h) - right(m, c, h);
          case '*': return (m, c, h) => left(m, c, h) * right(m, c, h);
          case '/': {
            // #DIV/0! for a zero divisor; a non-finite divisor keeps the error (x ÷ ∞ would be 0).
            if (node.right.kind === 'constant' && node.right.value !== 0) {
              const divisor = node.right.value;
              return (m, c, h) => left(m, c, h) / divisor;
            }
            return (m, c, h) => {
              const divisor = right(m, c, h);
              return divisor === 0 || !isFinite(divisor) ? NaN : left(m, c, h) / divisor;
            };
          }
          case '^': return (m, c, h) => $.pow(left(m, c, h), right(m, c, h));
          default: {
            const compare = COMPARISON[node.operator];
            if (!compare) throw new KernelCompileError(`operator ${node.operator} has no runtime meaning`);
            return (m, c, h) => compare(left(m, c, h), right(m, c, h));
          }
        }
      }
      case 'call': {
        if (node.name === 'IF') {
          // An error in the branch not taken does not matter; an error in the condition does.
          const [test, then, otherwise] = node.args as [PlannedNode, PlannedNode, PlannedNode];
          const decide = condition(test);
          const whenTrue = expression(then);
          const whenFalse = expression(otherwise);
          return (m, c, h) => {
            const decided = decide(m, c, h);
            return decided === 1 ? whenTrue(m, c, h) : decided === 0 ? whenFalse(m, c, h) : NaN;
          };
        }
        const args = node.args.map(expression);
        const [first = () => NaN, second = () => 0] = args;
        switch (node.name) {
          case 'MAX':
          case 'MIN': {
            // HyperFormula folds MAX and MIN left to right.
            const pair = node.name === 'MAX' ? $.max : $.min;
            return args.slice(1).reduce((acc, next): Expression => (m, c, h) => pair(acc(m, c, h), next(m, c, h)), first);
          }
          case 'EXP': return (m, c, h) => $.exp(first(m, c, h));
          case 'POWER': return (m, c, h) => $.pow(first(m, c, h), second(m, c, h));
          case 'ROUND': return (m, c, h) => $.round(first(m, c, h), second(m, c, h));
          case 'CHOOSE': {
            const choices = args.slice(1);
            return (m, c, h) => {
              const index = $.chooseIndex(first(m, c, h), choices.length);
              return index === index ? (choices[index - 1] as Expression)(m, c, h) : NaN;
            };
          }
        }
      }
    }
  }

  /** A step's cell of column `c`: its formula (in a closed month, the closed value), NaN when not finite. */
  function fill(step: Step): Fill {
    const target = base[step.sheet] + step.target;
    const forecast = expression(step.formula);
    if (step.closed === undefined) {
      return (m, c, h) => {
        const value = forecast(m, c, h);
        m[target + c] = isFinite(value) ? value : NaN;
      };
    }
    const closed = expression(step.closed);
    const closedFlag = operand(plan.closedFlag);
    return (m, c, h) => {
      const value = closedFlag(m, c, h) === 1 ? closed(m, c, h) : forecast(m, c, h);
      m[target + c] = isFinite(value) ? value : NaN;
    };
  }

  const derived = plan.derived.map(fill);
  const hoisted = plan.hoisted.map(expression);
  const actualFirst = plan.actualFirst.map(fill);
  const actualRest = plan.actualRest.map(fill);
  const opening = plan.opening.map(fill);
  const monthly = plan.monthly.map(fill);
  const twelve = plan.annualLines.filter(({ how }) => how === 'sum' || how === 'avg')
    .flatMap(({ target, sheet, first, how }) => [base.annual + target, base[sheet] + first, how === 'avg' ? 12 : 1]);
  const twelveMonths = Int32Array.from(twelve);
  const copies = Int32Array.from(plan.annualLines.filter(({ how }) => how === 'first' || how === 'last')
    .flatMap(({ target, sheet, first, how }) => [base.annual + target, base[sheet] + (how === 'first' ? first : first + 11)]));
  const annualExtras = plan.annualExtras.map(fill);
  const kpis = plan.kpis.map(fill);
  const h = new Float64Array(hoisted.length);
  const run = (fills: readonly Fill[], m: Float64Array, c: number) => {
    for (let i = 0; i < fills.length; i += 1) (fills[i] as Fill)(m, c, h);
  };

  return (m) => {
    run(derived, m, 0);
    for (let i = 0; i < hoisted.length; i += 1) h[i] = (hoisted[i] as Expression)(m, 0, h);
    run(actualFirst, m, 0);
    for (let c = 1; c < KERNEL_COLUMNS.actuals; c += 1) run(actualRest, m, c);
    run(opening, m, 0);
    for (let c = 1; c < KERNEL_COLUMNS.monthly; c += 1) run(monthly, m, c);
    for (let k = 0; k < twelveMonths.length; k += 3) m[twelveMonths[k] as number] = $.twelveMonths(m, twelveMonths[k + 1] as number, twelveMonths[k + 2] as number);
    for (let k = 0; k < copies.length; k += 2) m[copies[k] as number] = m[copies[k + 1] as number] as number;
    run(annualExtras, m, 0);
    run(kpis, m, 0);
  };
}
