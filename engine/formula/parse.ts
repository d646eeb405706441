import { MAX_LAG_MONTHS, type FormulaRef, type RefFunction } from './translate.ts';

/**
 * The formula language (see translate.ts) as a syntax tree, for readers that evaluate formulas
 * instead of handing them to a spreadsheet (the compiled kernel, engine/kernel/). Precedence is
 * HyperFormula's and Excel's: comparisons bind loosest, then + −, then × ÷, then ^ (left to
 * right, so 2^3^2 is 64), and a leading minus binds tightest (−2^2 is 4).
 */
export type BinaryOperator = '+' | '-' | '*' | '/' | '^' | '=' | '<>' | '<' | '>' | '<=' | '>=';

export type FormulaNode =
  | { kind: 'number'; value: number }
  | { kind: 'text'; value: string }
  | { kind: 'ref'; ref: FormulaRef; at?: number }
  | { kind: 'negate'; operand: FormulaNode }
  | { kind: 'binary'; operator: BinaryOperator; left: FormulaNode; right: FormulaNode }
  | { kind: 'call'; name: string; args: FormulaNode[]; at?: number };

/** A formula that does not parse; `position` is the zero-based character where reading stopped. */
export class FormulaSyntaxError extends Error {
  constructor(message: string, readonly position: number) {
    super(message);
  }
}

/** How deep parentheses and function calls may nest: deeper is refused before it can exhaust the stack. */
export const MAX_FORMULA_NESTING = 40;

type Token =
  | { type: 'number'; value: number; at: number }
  | { type: 'text'; value: string; at: number }
  | { type: 'name'; value: string; at: number }
  | { type: 'symbol'; value: string; at: number }
  | { type: 'end'; at: number };

const REF_FUNCTIONS: ReadonlySet<string> = new Set<RefFunction>(['prev', 'prev_year', 'dec', 'actual']);
const SYMBOLS = ['<>', '<=', '>=', '+', '-', '*', '/', '^', '=', '<', '>', '(', ')', ','];
const NUMBER = /^(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?/;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*/;

function tokenize(formula: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < formula.length) {
    const rest = formula.slice(at);
    const space = /^\s+/.exec(rest);
    if (space) {
      at += space[0].length;
      continue;
    }
    const number = NUMBER.exec(rest);
    if (number) {
      tokens.push({ type: 'number', value: Number(number[0]), at });
      at += number[0].length;
      continue;
    }
    const name = NAME.exec(rest);
    if (name) {
      tokens.push({ type: 'name', value: name[0], at });
      at += name[0].length;
      continue;
    }
    if (rest.startsWith('"')) {
      const end = formula.indexOf('"', at + 1);
      if (end < 0) throw new FormulaSyntaxError(`unterminated text at ${at}`, at);
      tokens.push({ type: 'text', value: formula.slice(at + 1, end), at });
      at = end + 1;
      continue;
    }
    const symbol = SYMBOLS.find((s) => rest.startsWith(s));
    if (!symbol) throw new FormulaSyntaxError(`unexpected "${rest[0]}" at ${at}`, at);
    tokens.push({ type: 'symbol', value: symbol, at });
    at += symbol.length;
  }
  tokens.push({ type: 'end', at });
  return tokens;
}

/** The comparison operators: TRUE or FALSE, not a number. */
export const COMPARISONS: ReadonlySet<BinaryOperator> = new Set<BinaryOperator>(['=', '<>', '<', '>', '<=', '>=']);
const ADDITIVE: ReadonlySet<string> = new Set(['+', '-']);
const MULTIPLICATIVE: ReadonlySet<string> = new Set(['*', '/']);
const POWER: ReadonlySet<string> = new Set(['^']);

/** Parses one formula of the model definition; throws FormulaSyntaxError naming the position. */
export function parseFormula(formula: string): FormulaNode {
  const tokens = tokenize(formula);
  let next = 0;
  const peek = (): Token => tokens[next] as Token;
  const take = (): Token => tokens[next++] as Token;
  const isSymbol = (value: string): boolean => {
    const token = peek();
    return token.type === 'symbol' && token.value === value;
  };
  const expect = (value: string): void => {
    const token = take();
    if (token.type !== 'symbol' || token.value !== value) throw new FormulaSyntaxError(`expected "${value}" at ${token.at}`, token.at);
  };

  function binaryLevel(operators: ReadonlySet<string>, operand: () => FormulaNode): FormulaNode {
    let left = operand();
    for (let token = peek(); token.type === 'symbol' && operators.has(token.value); token = peek()) {
      take();
      left = { kind: 'binary', operator: token.value as BinaryOperator, left, right: operand() };
    }
    return left;
  }
  let depth = 0;
  const comparison = (): FormulaNode => {
    depth += 1;
    if (depth > MAX_FORMULA_NESTING) throw new FormulaSyntaxError(`nested more than ${MAX_FORMULA_NESTING} deep at ${peek().at}`, peek().at);
    const node = binaryLevel(COMPARISONS, additive);
    depth -= 1;
    return node;
  };
  const additive = (): FormulaNode => binaryLevel(ADDITIVE, multiplicative);
  const multiplicative = (): FormulaNode => binaryLevel(MULTIPLICATIVE, power);
  const power = (): FormulaNode => binaryLevel(POWER, unary);

  function unary(): FormulaNode {
    // A run of signs, read in a loop (a long run cannot exhaust the stack): each minus negates.
    let negations = 0;
    for (let token = peek(); token.type === 'symbol' && (token.value === '-' || token.value === '+'); token = peek()) {
      if (take().type === 'symbol' && token.value === '-') negations += 1;
    }
    let node = atom();
    for (let n = 0; n < negations; n += 1) node = { kind: 'negate', operand: node };
    return node;
  }

  function atom(): FormulaNode {
    const token = take();
    if (token.type === 'number') return { kind: 'number', value: token.value };
    if (token.type === 'text') return { kind: 'text', value: token.value };
    if (token.type === 'symbol' && token.value === '(') {
      const inner = comparison();
      expect(')');
      return inner;
    }
    if (token.type !== 'name') throw new FormulaSyntaxError(`unexpected ${token.type === 'end' ? 'end' : `"${token.value}"`} at ${token.at}`, token.at);
    if (!isSymbol('(')) return { kind: 'ref', ref: { kind: 'name', id: token.value }, at: token.at };
    take();
    if (token.value === 'lag') {
      const argument = take();
      if (argument.type !== 'name') throw new FormulaSyntaxError(`lag() takes a line and a number of months, at ${argument.at}`, argument.at);
      expect(',');
      const months = take();
      if (months.type !== 'number' || !Number.isInteger(months.value) || months.value < 1 || months.value > MAX_LAG_MONTHS) {
        throw new FormulaSyntaxError(`lag() takes a whole number of months from 1 to ${MAX_LAG_MONTHS}, at ${months.at}`, months.at);
      }
      expect(')');
      return { kind: 'ref', ref: { kind: 'lag', id: argument.value, months: months.value }, at: argument.at };
    }
    if (REF_FUNCTIONS.has(token.value)) {
      const argument = take();
      if (argument.type !== 'name') throw new FormulaSyntaxError(`${token.value}() takes one name, at ${argument.at}`, argument.at);
      expect(')');
      return { kind: 'ref', ref: { kind: token.value as RefFunction, id: argument.value }, at: argument.at };
    }
    if (token.value !== token.value.toUpperCase()) throw new FormulaSyntaxError(`unknown function ${token.value}() at ${token.at}`, token.at);
    const args: FormulaNode[] = [];
    if (!isSymbol(')')) {
      args.push(comparison());
      while (isSymbol(',')) {
        take();
        args.push(comparison());
      }
    }
    expect(')');
    return { kind: 'call', name: token.value, args, at: token.at };
  }

  const tree = comparison();
  const end = peek();
  if (end.type !== 'end') throw new FormulaSyntaxError(`unexpected "${'value' in end ? end.value : ''}" at ${end.at}`, end.at);
  return tree;
}

/** Every reference of a tree, in source order (duplicates included). */
export function referencesIn(node: FormulaNode): FormulaRef[] {
  switch (node.kind) {
    case 'number':
    case 'text':
      return [];
    case 'ref':
      return [node.ref];
    case 'negate':
      return referencesIn(node.operand);
    case 'binary':
      return [...referencesIn(node.left), ...referencesIn(node.right)];
    case 'call':
      return node.args.flatMap(referencesIn);
  }
}
