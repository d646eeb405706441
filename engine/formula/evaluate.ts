import { parseFormula, type FormulaNode } from './parse.ts';
import type { FormulaRef } from './translate.ts';

/**
 * Evaluates an arithmetic formula of the definition's language in plain TypeScript, for the few
 * readers that need a definition's value without a workbook (the baseline data mask runs on the
 * UI thread as the user types). It reads the one syntax tree of the language (parse.ts) and knows
 * numbers, names, the reference functions (resolved by the caller), + − × ÷ and a leading minus.
 * A spreadsheet function (IF, MAX, …), a power or a comparison throws: a definition that outgrows
 * this arithmetic fails loudly in the tests instead of being evaluated differently from the
 * workbook (the compiled kernel, engine/kernel/, evaluates the whole language).
 */
export function evaluateFormula(formula: string, valueOf: (ref: FormulaRef) => number): number {
  let tree = PARSED.get(formula);
  if (!tree) {
    try {
      tree = parseFormula(formula);
    } catch (error) {
      throw new Error(`Cannot evaluate "${formula}": ${(error as Error).message}`);
    }
    PARSED.set(formula, tree);
  }
  return evaluate(tree, formula, valueOf);
}

/** The mask evaluates the same few formulas on every keystroke: parse each once. */
const PARSED = new Map<string, FormulaNode>();

function evaluate(node: FormulaNode, formula: string, valueOf: (ref: FormulaRef) => number): number {
  const fail = (why: string): never => {
    throw new Error(`Cannot evaluate "${formula}": ${why}`);
  };
  switch (node.kind) {
    case 'number': return node.value;
    case 'ref': return valueOf(node.ref);
    case 'negate': return -evaluate(node.operand, formula, valueOf);
    case 'text': return fail('text is not a number');
    case 'call': return fail(`${node.name}() is a spreadsheet function`);
    case 'binary': {
      const left = evaluate(node.left, formula, valueOf);
      const right = evaluate(node.right, formula, valueOf);
      switch (node.operator) {
        case '+': return left + right;
        case '-': return left - right;
        case '*': return left * right;
        case '/': return left / right;
        default: return fail(`the operator ${node.operator} is beyond arithmetic`);
      }
    }
  }
}
