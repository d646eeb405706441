import { REF_FUNCTIONS, type FormulaRef, type RefFunction } from './translate.ts';

/**
 * Evaluates an arithmetic formula of the definition's language in plain TypeScript, for the few
 * readers that need a definition's value without a workbook (the baseline data mask runs on the
 * UI thread as the user types). It knows numbers, names, the reference functions (resolved by the
 * caller), + − × ÷, unary minus and parentheses, with Excel's precedence and left-to-right
 * order. A spreadsheet function (IF, MAX, …) throws: a definition that outgrows this arithmetic
 * fails loudly in the tests instead of being evaluated differently from the workbook.
 */
export function evaluateFormula(formula: string, valueOf: (ref: FormulaRef) => number): number {
  let tree = PARSED.get(formula);
  if (!tree) {
    tree = parse(formula);
    PARSED.set(formula, tree);
  }
  return evaluate(tree, valueOf);
}

type Node =
  | { kind: 'number'; value: number }
  | { kind: 'ref'; ref: FormulaRef }
  | { kind: 'negate'; operand: Node }
  | { kind: 'operation'; operator: '+' | '-' | '*' | '/'; left: Node; right: Node };

/** Parsed formulas by their text: the definition has a few hundred, each parsed once. */
const PARSED = new Map<string, Node>();

function evaluate(node: Node, valueOf: (ref: FormulaRef) => number): number {
  switch (node.kind) {
    case 'number': return node.value;
    case 'ref': return valueOf(node.ref);
    case 'negate': return -evaluate(node.operand, valueOf);
    case 'operation': {
      const left = evaluate(node.left, valueOf);
      const right = evaluate(node.right, valueOf);
      switch (node.operator) {
        case '+': return left + right;
        case '-': return left - right;
        case '*': return left * right;
        case '/': return left / right;
      }
    }
  }
}

function parse(formula: string): Node {
  // Numbers, names, operators and parentheses; any other character is a token the parser refuses.
  const tokens = formula.match(/\d+(?:\.\d+)?|[A-Za-z_][A-Za-z0-9_]*|[-+*/()]|\S/g) ?? [];
  let at = 0;
  const peek = () => tokens[at];
  const fail = (why: string): never => {
    throw new Error(`Cannot evaluate "${formula}": ${why}`);
  };

  function expression(): Node {
    let node = term();
    for (let token = peek(); token === '+' || token === '-'; token = peek()) {
      at += 1;
      node = { kind: 'operation', operator: token, left: node, right: term() };
    }
    return node;
  }

  function term(): Node {
    let node = unary();
    for (let token = peek(); token === '*' || token === '/'; token = peek()) {
      at += 1;
      node = { kind: 'operation', operator: token, left: node, right: unary() };
    }
    return node;
  }

  function unary(): Node {
    if (peek() === '-') {
      at += 1;
      return { kind: 'negate', operand: unary() };
    }
    return primary();
  }

  function primary(): Node {
    const token = tokens[at++] ?? fail('it ends too early');
    if (token === '(') {
      const node = expression();
      if (tokens[at++] !== ')') fail('a parenthesis is not closed');
      return node;
    }
    if (/^\d/.test(token)) return { kind: 'number', value: Number(token) };
    if (!/^[A-Za-z_]/.test(token)) return fail(`unexpected "${token}"`);
    if (peek() !== '(') return { kind: 'ref', ref: { kind: 'name', id: token } };
    if (!REF_FUNCTIONS.has(token)) return fail(`${token}() is a spreadsheet function`);
    const [open, argument, close] = [tokens[at], tokens[at + 1], tokens[at + 2]];
    if (open !== '(' || close !== ')' || !argument || !/^[A-Za-z_]/.test(argument)) return fail(`${token}() takes one name`);
    at += 3;
    return { kind: 'ref', ref: { kind: token as RefFunction, id: argument } };
  }

  const node = expression();
  if (at < tokens.length) fail(`unexpected "${tokens[at]}"`);
  return node;
}
