import type { FormulaRef } from '../formula/translate.ts';
import { COMPARISONS, parseFormula, type BinaryOperator, type FormulaNode } from '../formula/parse.ts';

/**
 * Compiling one formula for the kernel: parse it, resolve every reference to the cell it reads,
 * and refuse, naming the formula, anything the kernel does not evaluate (an unknown function, a
 * wrong argument count, text, a comparison used as a number). The result is plain data, from
 * which wasm.ts writes the kernel's code.
 */

/**
 * The kernel's arrays: the workbook's sheets without their header row and id column, the actuals
 * of closed months (an input laid out like Monthly), plus values hoisted out of monthly formulas.
 */
export type KernelSheet = 'drivers' | 'actuals' | 'monthly' | 'annual' | 'kpis' | 'closed' | 'hoisted';

/**
 * A cell read by a formula: the same cell in every column (`slot`), the cell `index + c` for
 * column `c` (`column`: a line of the same month, or of the month before for prev()), or the cell
 * `index + c − shift` (`lag`: lag(line, shift), 0 when that is before column 0, or is column 0 of a
 * line without an opening value). `index` is within
 * the sheet's array; `id` names what is read (a driver, a line, a hoisted subtree's number).
 */
export interface Operand {
  kind: 'slot' | 'column' | 'lag';
  sheet: KernelSheet;
  index: number;
  id: string;
  /** For `lag`: how many columns back. */
  shift?: number;
  /** For `lag` of a line without an opening value: its empty opening column reads as 0 too. */
  openingEmpty?: true;
}

export type PlannedNode =
  | { kind: 'constant'; value: number }
  | { kind: 'operand'; operand: Operand }
  | { kind: 'negate'; operand: PlannedNode }
  | { kind: 'binary'; operator: BinaryOperator; left: PlannedNode; right: PlannedNode }
  | { kind: 'call'; name: KernelFunction; args: PlannedNode[] };

export class KernelCompileError extends Error {}

/** The spreadsheet functions the kernel evaluates, with the argument counts it accepts. */
export const KERNEL_FUNCTIONS = {
  CHOOSE: { min: 2, max: Infinity },
  EXP: { min: 1, max: 1 },
  IF: { min: 3, max: 3 },
  MAX: { min: 1, max: Infinity },
  MIN: { min: 1, max: Infinity },
  POWER: { min: 2, max: 2 },
  ROUND: { min: 1, max: 2 },
} as const satisfies Record<string, { min: number; max: number }>;
export type KernelFunction = keyof typeof KERNEL_FUNCTIONS;

const isKernelFunction = (name: string): name is KernelFunction => Object.hasOwn(KERNEL_FUNCTIONS, name);

export interface PlanContext {
  /** Names the formula in errors, e.g. "Monthly onboarded_medical_clients". */
  where: string;
  /** The cell a reference reads; throws for a name the formula may not use. */
  resolve(ref: FormulaRef): Operand;
  /**
   * Given for formulas evaluated in many columns, whose slots are all drivers and derived values.
   * A subtree that reads only slots and constants is the same in every column: it is computed once
   * per evaluation, before the columns, into the hoisted slot this returns. Same operations in the
   * same order, so the value is bit for bit the one computed in each column.
   */
  hoist?: (subtree: PlannedNode) => Operand;
}

interface Annotated {
  node: PlannedNode;
  comparison: boolean;
}

/** Parses, resolves and checks one formula of the definition. */
export function planFormula(formula: string, context: PlanContext): PlannedNode {
  const fail = (problem: string): never => {
    throw new KernelCompileError(`${context.where}: ${problem} (formula "${formula}")`);
  };
  let tree: FormulaNode;
  try {
    tree = parseFormula(formula);
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }

  function annotate(node: FormulaNode): Annotated {
    switch (node.kind) {
      case 'number':
        return { node: { kind: 'constant', value: node.value }, comparison: false };
      case 'text':
        return fail(`text "${node.value}" is not a number the kernel evaluates`);
      case 'ref': {
        let operand: Operand;
        try {
          operand = context.resolve(node.ref);
        } catch (error) {
          return fail(error instanceof Error ? error.message : String(error));
        }
        return { node: { kind: 'operand', operand }, comparison: false };
      }
      case 'negate': {
        const operand = number(annotate(node.operand), 'a number');
        return { node: { kind: 'negate', operand: operand.node }, comparison: false };
      }
      case 'binary': {
        const left = number(annotate(node.left), 'an operand');
        const right = number(annotate(node.right), 'an operand');
        return {
          node: { kind: 'binary', operator: node.operator, left: left.node, right: right.node },
          comparison: COMPARISONS.has(node.operator),
        };
      }
      case 'call': {
        if (!isKernelFunction(node.name)) {
          return fail(`function ${node.name}() is not supported by the kernel (it evaluates ${Object.keys(KERNEL_FUNCTIONS).join(', ')})`);
        }
        const { min, max } = KERNEL_FUNCTIONS[node.name];
        if (node.args.length < min || node.args.length > max) fail(`${node.name}() takes ${min === max ? min : `${min} or more`} arguments, not ${node.args.length}`);
        const args = node.args.map((arg, i) => {
          const annotated = annotate(arg);
          return node.name === 'IF' && i === 0 ? annotated : number(annotated, `an argument of ${node.name}()`);
        });
        return {
          node: { kind: 'call', name: node.name, args: args.map((arg) => arg.node) },
          comparison: false,
        };
      }
    }
  }

  /** TRUE/FALSE read as a number by the session would be null, so the kernel takes comparisons only as IF's condition. */
  function number(annotated: Annotated, role: string): Annotated {
    if (annotated.comparison) fail(`a comparison used as ${role}; only IF's condition takes one`);
    return annotated;
  }

  const root = number(annotate(tree), 'the value of a cell').node;
  return context.hoist ? hoistInvariants(root, context.hoist) : root;
}

/** Replaces the largest subtrees that are the same in every column (and not a bare cell or constant) by hoisted slots. */
function hoistInvariants(root: PlannedNode, hoist: (subtree: PlannedNode) => Operand): PlannedNode {
  const worthHoisting = (node: PlannedNode) => node.kind !== 'constant' && node.kind !== 'operand';
  const invariant = (node: PlannedNode): boolean => {
    switch (node.kind) {
      case 'constant': return true;
      case 'operand': return node.operand.kind === 'slot';
      case 'negate': return invariant(node.operand);
      case 'binary': return invariant(node.left) && invariant(node.right);
      case 'call': return node.args.every(invariant);
    }
  };
  const rewrite = (node: PlannedNode): PlannedNode => {
    if (invariant(node)) return worthHoisting(node) ? { kind: 'operand', operand: hoist(node) } : node;
    switch (node.kind) {
      case 'constant':
      case 'operand':
        return node;
      case 'negate':
        return { kind: 'negate', operand: rewrite(node.operand) };
      case 'binary':
        return { ...node, left: rewrite(node.left), right: rewrite(node.right) };
      case 'call':
        return { ...node, args: node.args.map(rewrite) };
    }
  };
  return rewrite(root);
}
