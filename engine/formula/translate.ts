/**
 * The formula language of the model definition: Excel syntax in which lower-case names stand
 * for lines, drivers and derived values, plus four reference functions:
 *   prev(line)       the line in the previous month (monthly formulas)
 *   prev_year(line)  the line in the previous year (KPI formulas)
 *   dec(line)        the line's December value of the same year (annual formulas)
 *   actual(field)    the December 2025 actual of a field (opening-column formulas)
 *   lag(line, n)     the line n months before (monthly formulas; 0 before the opening column, and
 *                    in it for a line without an opening value)
 * Upper-case names followed by "(" are spreadsheet functions and pass through unchanged.
 */

export type RefFunction = 'prev' | 'prev_year' | 'dec' | 'actual';
export const REF_FUNCTIONS: ReadonlySet<string> = new Set<RefFunction>(['prev', 'prev_year', 'dec', 'actual']);

export type FormulaRef = { kind: 'name'; id: string } | { kind: RefFunction; id: string } | { kind: 'lag'; id: string; months: number };

/** The longest lag a formula may ask for: the forecast's 60 months. */
export const MAX_LAG_MONTHS = 60;

const TOKEN = /([A-Za-z_][A-Za-z0-9_]*)(\s*\(\s*([A-Za-z_][A-Za-z0-9_]*)\s*(?:,\s*(\d+)\s*)?\))?|("[^"]*")/g;

function isSpreadsheetFunction(name: string, followedByParen: boolean): boolean {
  return followedByParen && name === name.toUpperCase();
}

/** Calls `visit` for every reference in source order; returns the formula with each replaced. */
function rewrite(formula: string, visit: (ref: FormulaRef) => string | null): string {
  let out = '';
  let last = 0;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(formula); match; match = TOKEN.exec(formula)) {
    const [whole, name, call, argument, months] = match;
    if (!name) continue; // a string literal
    const start = match.index;
    const rest = formula.slice(start + whole.length);
    let replacement: string | null = null;
    if (name === 'lag' && call) {
      const n = Number(months);
      if (!argument || !Number.isInteger(n) || n < 1 || n > MAX_LAG_MONTHS) throw new Error(`lag() takes a line and a whole number of months from 1 to ${MAX_LAG_MONTHS} in "${formula}"`);
      replacement = visit({ kind: 'lag', id: argument, months: n });
    } else if (months !== undefined && REF_FUNCTIONS.has(name)) {
      throw new Error(`${name}() takes one name in "${formula}"`);
    } else if (call && argument && months === undefined && REF_FUNCTIONS.has(name)) {
      replacement = visit({ kind: name as RefFunction, id: argument });
    } else if (call) {
      // A spreadsheet function applied to a single name, e.g. SUM(x): keep the function, resolve the name.
      if (!isSpreadsheetFunction(name, true)) throw new Error(`Unknown function ${name}() in "${formula}"`);
      const inner = visit({ kind: 'name', id: argument as string });
      replacement = inner === null ? null : whole.replace(argument as string, inner);
    } else if (isSpreadsheetFunction(name, /^\s*\(/.test(rest))) {
      replacement = null;
    } else {
      replacement = visit({ kind: 'name', id: name });
    }
    out += formula.slice(last, start) + (replacement ?? whole);
    last = start + whole.length;
  }
  return out + formula.slice(last);
}

/** Translates a business formula; the resolver returns the cell text for a reference, or null to keep the name. */
export function translate(formula: string, resolve: (ref: FormulaRef) => string | null): string {
  return rewrite(formula, resolve);
}

/** The references of a formula, in source order, without duplicates. */
export function referencesOf(formula: string): FormulaRef[] {
  const seen = new Map<string, FormulaRef>();
  rewrite(formula, (ref) => {
    seen.set(`${ref.kind}:${ref.id}${ref.kind === 'lag' ? `:${ref.months}` : ''}`, ref);
    return null;
  });
  return [...seen.values()];
}

/** Column letters of a zero-based column index (0 → A, 25 → Z, 26 → AA). */
export function columnLetters(col: number): string {
  let n = col + 1;
  let letters = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    letters = String.fromCharCode(65 + rem) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

export function a1(col: number, row: number, sheet?: string): string {
  return `${sheet ? `${sheet}!` : ''}${columnLetters(col)}${row + 1}`;
}
