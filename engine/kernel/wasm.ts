import type { Layout } from '../workbook/compile.ts';
import { KERNEL_COLUMNS, kernelMemory, planModel, type MemorySheet, type ModelDefinition, type ModelPlan, type Step } from './modelPlan.ts';
import { KernelCompileError, planFormula, type Operand, type PlannedNode } from './plan.ts';
import { assemble, FunctionCode, functionIndex, importIndex, instantiate, OP, TYPE } from './wasmModule.ts';

/**
 * The kernel: the planned definition (modelPlan.ts) written as WebAssembly in memory (a byte
 * writer, never program text) and compiled by the engine when the kernel is created, for any
 * definition (issue 27). A page needs 'wasm-unsafe-eval' in its Content Security Policy, never
 * 'unsafe-eval'. Each formula becomes straight-line code over the kernel's memory: a month's lines
 * in evaluation order inside a loop over the months; ÷, MAX, MIN, the comparisons, IF and each
 * cell's finite check inline, POWER, EXP, ROUND and CHOOSE's index called from semantics.ts,
 * which holds HyperFormula's meaning of each. Property tests hold every cell equal to the
 * HyperFormula workbook's (tests/property/kernel-twin.property.test.ts) and random formulas to a
 * HyperFormula cell (tests/property/kernel-semantics.property.test.ts).
 */

/** A compiled definition: each instance has its own memory, laid out as kernelMemory() says. */
export interface RuntimeModel {
  instantiate(): { memory: Float64Array; evaluate: () => void };
}

const ARITHMETIC: Partial<Record<string, number>> = { '+': OP.f64Add, '-': OP.f64Sub, '*': OP.f64Mul };
const COMPARE: Partial<Record<string, number>> = { '=': OP.f64Eq, '<>': OP.f64Ne, '<': OP.f64Lt, '>': OP.f64Gt, '<=': OP.f64Le, '>=': OP.f64Ge };

/** Pushes 1 when the local holds a finite number (x − x = 0), else 0. */
const finite = (code: FunctionCode, index: number) => code.get(index).get(index).op(OP.f64Sub).f64(0).op(OP.f64Eq);
/** Pushes NaN: a select's other value when its operands are not finite. */
const orNaN = (code: FunctionCode) => code.f64(NaN);

const C_LOCAL = 0;
const C8_LOCAL = 1;

/**
 * The code of formulas over the kernel's memory: each sheet's array starts at base[sheet], the
 * hoisted values at hoistedBase; a step with a closed-month value reads closedFlag.
 */
function emitter(base: Readonly<Record<MemorySheet, number>>, hoistedBase: number, closedFlag: Operand | null) {
  /** Pushes the i32 address a cell is read from or written to: 0 for a fixed cell (column 0 outside a loop), c × 8 in a column loop. */
  const at = (code: FunctionCode, column: boolean) => (column ? code.get(C8_LOCAL) : code.i32(0));

  function operand(code: FunctionCode, read: Operand, column: boolean): void {
    if (read.sheet === 'hoisted') {
      code.i32(0).load(hoistedBase + read.index);
      return;
    }
    const cell = base[read.sheet] + read.index;
    if (read.kind === 'slot') {
      code.i32(0).load(cell);
      return;
    }
    if (read.kind === 'column') {
      at(code, column);
      code.load(cell);
      return;
    }
    if (!column) throw new KernelCompileError(`lag(${read.id}) outside the monthly loop`);
    // lag(line, n): the cell n columns back, 0 before the opening column (and in it, for a line without an opening value).
    const shift = read.shift ?? 0;
    code.get(C_LOCAL).i32(read.openingEmpty ? shift + 1 : shift).op(OP.i32GeS, OP.if, TYPE.f64);
    code.get(C8_LOCAL).i32(shift * 8).op(OP.i32Sub).load(cell);
    code.op(OP.else).f64(0).op(OP.end);
  }

  /** Evaluates a comparison's two operands into two locals (the caller releases them). */
  function operands(code: FunctionCode, left: PlannedNode, right: PlannedNode, column: boolean): [number, number] {
    const a = code.take();
    const b = code.take();
    expression(code, left, column);
    code.set(a);
    expression(code, right, column);
    code.set(b);
    return [a, b];
  }

  /** IF: the branch its condition picks (a comparison of two finite numbers, or a number other than 0), NaN for an error. */
  function choice(code: FunctionCode, test: PlannedNode, then: PlannedNode, otherwise: PlannedNode, column: boolean): void {
    const compare = test.kind === 'binary' ? COMPARE[test.operator] : undefined;
    if (test.kind === 'binary' && compare !== undefined) {
      const [a, b] = operands(code, test.left, test.right, column);
      finite(code, a);
      finite(code, b);
      code.op(OP.i32And, OP.if, TYPE.f64).get(a).get(b).op(compare);
      code.release(b);
      code.release(a);
    } else {
      const value = code.take();
      expression(code, test, column);
      code.set(value);
      finite(code, value);
      code.op(OP.if, TYPE.f64).get(value).f64(0).op(OP.f64Ne);
      code.release(value);
    }
    code.op(OP.if, TYPE.f64);
    expression(code, then, column);
    code.op(OP.else);
    expression(code, otherwise, column);
    code.op(OP.end, OP.else);
    orNaN(code);
    code.op(OP.end);
  }

  /** Pushes a planned formula's value. */
  function expression(code: FunctionCode, node: PlannedNode, column: boolean): void {
    switch (node.kind) {
      case 'constant':
        code.f64(node.value);
        return;
      case 'operand':
        operand(code, node.operand, column);
        return;
      case 'negate':
        expression(code, node.operand, column);
        code.op(OP.f64Neg);
        return;
      case 'binary': {
        const arithmetic = ARITHMETIC[node.operator];
        if (arithmetic !== undefined) {
          expression(code, node.left, column);
          expression(code, node.right, column);
          code.op(arithmetic);
          return;
        }
        if (node.operator === '/') {
          if (node.right.kind === 'constant' && node.right.value !== 0) {
            expression(code, node.left, column);
            code.f64(node.right.value).op(OP.f64Div);
            return;
          }
          // #DIV/0! for a zero divisor, and a non-finite divisor keeps the error.
          const divisor = code.take();
          expression(code, node.right, column);
          code.set(divisor);
          expression(code, node.left, column);
          code.get(divisor).op(OP.f64Div);
          orNaN(code);
          code.get(divisor).f64(0).op(OP.f64Ne);
          finite(code, divisor);
          code.op(OP.i32And, OP.select);
          code.release(divisor);
          return;
        }
        if (node.operator === '^') {
          expression(code, node.left, column);
          expression(code, node.right, column);
          code.call(importIndex('pow'));
          return;
        }
        // A comparison as a value (a hoisted IF condition): 1 or 0 for two finite numbers, else NaN.
        const compare = COMPARE[node.operator];
        if (compare === undefined) throw new KernelCompileError(`operator ${node.operator} has no WebAssembly meaning`);
        const [a, b] = operands(code, node.left, node.right, column);
        code.get(a).get(b).op(compare, OP.f64ConvertI32U);
        orNaN(code);
        finite(code, a);
        finite(code, b);
        code.op(OP.i32And, OP.select);
        code.release(b);
        code.release(a);
        return;
      }
      case 'call': {
        const [first, second] = node.args as [PlannedNode, PlannedNode | undefined];
        switch (node.name) {
          case 'IF':
            choice(code, first, second as PlannedNode, node.args[2] as PlannedNode, column);
            return;
          case 'MAX':
          case 'MIN': {
            // Folded left to right; a pair of finite numbers, else NaN.
            const acc = code.take();
            const next = code.take();
            expression(code, first, column);
            code.set(acc);
            for (const arg of node.args.slice(1)) {
              expression(code, arg, column);
              code.set(next).get(acc).get(next).op(node.name === 'MAX' ? OP.f64Max : OP.f64Min);
              orNaN(code);
              finite(code, acc);
              finite(code, next);
              code.op(OP.i32And, OP.select).set(acc);
            }
            code.get(acc);
            code.release(next);
            code.release(acc);
            return;
          }
          case 'EXP':
            expression(code, first, column);
            code.call(importIndex('exp'));
            return;
          case 'POWER':
          case 'ROUND':
            expression(code, first, column);
            if (second) expression(code, second, column);
            else code.f64(0);
            code.call(importIndex(node.name === 'POWER' ? 'pow' : 'round'));
            return;
          case 'CHOOSE': {
            const index = code.take();
            const choices = node.args.slice(1);
            expression(code, first, column);
            code.f64(choices.length).call(importIndex('chooseIndex')).set(index);
            choices.forEach((arg, i) => {
              code.get(index).f64(i + 1).op(OP.f64Eq, OP.if, TYPE.f64);
              expression(code, arg, column);
              code.op(OP.else);
            });
            orNaN(code);
            for (let i = 0; i < choices.length; i += 1) code.op(OP.end);
            code.release(index);
            return;
          }
        }
      }
    }
  }

  /** Stores a step's value in its cell (of column c in a loop), NaN when not finite; in a closed month the closed value. */
  function fill(code: FunctionCode, step: Step, column: boolean): void {
    const value = code.take();
    if (step.closed === undefined) {
      expression(code, step.formula, column);
    } else {
      if (!closedFlag) throw new KernelCompileError(`${step.id} has a closed-month value and no month flag`);
      operand(code, closedFlag, column);
      code.f64(1).op(OP.f64Eq, OP.if, TYPE.f64);
      expression(code, step.closed, column);
      code.op(OP.else);
      expression(code, step.formula, column);
      code.op(OP.end);
    }
    code.set(value);
    at(code, column);
    code.get(value);
    orNaN(code);
    finite(code, value);
    code.op(OP.select).store(base[step.sheet] + step.target);
    code.release(value);
  }

  /** for (c = 1; c < columns; c += 1) { steps } */
  function loop(code: FunctionCode, columns: number, steps: readonly Step[]): void {
    code.i32(1).set(C_LOCAL).op(OP.block, TYPE.empty, OP.loop, TYPE.empty);
    code.get(C_LOCAL).i32(3).op(OP.i32Shl).set(C8_LOCAL);
    for (const step of steps) fill(code, step, true);
    code.get(C_LOCAL).i32(1).op(OP.i32Add).tee(C_LOCAL).i32(columns).op(OP.i32LtS, OP.brIf, 0, OP.end, OP.end);
  }

  return { expression, fill, loop };
}

/** Compiles a definition to WebAssembly (planned here unless its plan is given); throws KernelCompileError as planModel does. */
export function compileWasmModel(definition: ModelDefinition, layout: Layout, plan: ModelPlan = planModel(definition, layout)): RuntimeModel {
  const memory = kernelMemory(layout);
  const { base } = memory;
  const hoistedBase = memory.size;
  const cells = memory.size + plan.hoisted.length;
  const { expression, fill, loop } = emitter(base, hoistedBase, plan.closedFlag);

  const derived = new FunctionCode();
  for (const step of plan.derived) fill(derived, step, false);

  const months = new FunctionCode();
  plan.hoisted.forEach((subtree, i) => {
    months.i32(0);
    expression(months, subtree, false);
    months.store(hoistedBase + i);
  });
  for (const step of plan.actualFirst) fill(months, step, false);
  loop(months, KERNEL_COLUMNS.actuals, plan.actualRest);
  for (const step of plan.opening) fill(months, step, false);
  loop(months, KERNEL_COLUMNS.monthly, plan.monthly);

  // SUM (÷ 1) or AVERAGE (÷ 12) of twelve months, added left to right from 0; or one month's cell.
  const annual = new FunctionCode();
  for (const { target, sheet, first, how } of plan.annualLines) {
    const from = base[sheet] + first;
    annual.i32(0);
    if (how === 'first' || how === 'last') {
      annual.i32(0).load(how === 'first' ? from : from + 11);
    } else {
      const sum = annual.take();
      annual.f64(0);
      for (let k = 0; k < 12; k += 1) annual.i32(0).load(from + k).op(OP.f64Add);
      annual.f64(how === 'avg' ? 12 : 1).op(OP.f64Div).set(sum).get(sum);
      orNaN(annual);
      finite(annual, sum);
      annual.op(OP.select);
      annual.release(sum);
    }
    annual.store(base.annual + target);
  }

  const later = new FunctionCode();
  for (const step of plan.annualExtras) fill(later, step, false);
  for (const step of plan.kpis) fill(later, step, false);

  const parts = [derived, months, annual, later];
  const evaluate = new FunctionCode();
  parts.forEach((_, i) => evaluate.call(functionIndex(i)));
  const functions = [...parts, evaluate];

  const module = assemble(functions, cells);
  return {
    instantiate() {
      const { memory: view, evaluate: run } = instantiate(module);
      return { memory: view.subarray(0, memory.size), evaluate: run };
    },
  };
}

/**
 * A formula outside the model compiled as the kernel compiles it, over named values: the formula
 * the semantics property test holds to a HyperFormula cell (tests/property/kernel-semantics.property.test.ts).
 */
export function compileWasmFormula(formula: string, names: readonly string[]): (...values: number[]) => number {
  const node = planFormula(formula, {
    where: 'formula',
    resolve: (ref) => {
      const index = names.indexOf(ref.id);
      if (ref.kind !== 'name' || index < 0) throw new KernelCompileError(`unknown name ${ref.id}`);
      return { kind: 'slot', sheet: 'drivers', index, id: ref.id };
    },
  });
  const { expression } = emitter({ drivers: 0, actuals: 0, monthly: 0, annual: 0, kpis: 0, closed: 0 }, names.length + 1, null);
  const code = new FunctionCode();
  const value = code.take();
  expression(code, node, false);
  code.set(value).i32(0).get(value);
  orNaN(code);
  finite(code, value);
  code.op(OP.select).store(names.length);
  const { memory, evaluate } = instantiate(assemble([code], names.length + 1));
  return (...values) => {
    memory.set(values);
    evaluate();
    return memory[names.length] as number;
  };
}
