import { COMPARISONS, FormulaSyntaxError, parseFormula, type FormulaNode } from '../formula/parse.ts';
import type { FormulaRef } from '../formula/translate.ts';
import { KERNEL_FUNCTIONS, type KernelFunction } from '../kernel/plan.ts';
import { CALENDAR_ROWS } from './lines.ts';
import type { LineDef } from './types.ts';
import type { DefinitionProblemCode } from './definitionCheck.ts';

/**
 * Checking one formula of a model definition (definitionCheck.ts checks the definition as a
 * whole): its length, syntax, functions and their arguments, and whether each name it reads may
 * stand in a formula of its kind. It also tells the whole-definition check what the formula reads,
 * for its cycle and section checks.
 */

/** The longest formula a definition may hold (MODEL_LIMITS), checked before it is parsed. */
export const FORMULA_MAX_LENGTH = 2_000;
/** The function that adds up a section's lines. */
export const SECTION_SUM = 'SUM_SECTION';

export type FormulaKind = 'derived' | 'line' | 'opening' | 'annual_extra' | 'kpi';

export interface FormulaNames {
  driverLevel: ReadonlySet<string>;
  lines: ReadonlyMap<string, LineDef>;
  withOpening: ReadonlySet<string>;
  extras: ReadonlySet<string>;
  /** What actual(name) may read: the baseline data's fields and the rows the Actuals sheet computes from them. */
  actualRows: ReadonlySet<string>;
  sections: ReadonlyMap<string, number>;
  /** The headcount plan's rows of the definition's departments (engine/headcount/planRows.ts). */
  planRows: ReadonlySet<string>;
}

const describeRef = (ref: FormulaRef): string => (ref.kind === 'name' ? ref.id : ref.kind === 'lag' ? `lag(${ref.id}, ${ref.months})` : `${ref.kind}(${ref.id})`);

/** Whether a reference may stand in a formula of this kind; the problem when not. */
function refProblem(ref: FormulaRef, kind: FormulaKind, names: FormulaNames): { code: DefinitionProblemCode; message: string } | null {
  const unknown = { code: 'unknown_name' as const, message: `${describeRef(ref)} is not a driver, derived value or line of the model` };
  const isLine = names.lines.has(ref.id);
  switch (ref.kind) {
    case 'name':
      if (names.driverLevel.has(ref.id)) return null;
      if (kind === 'derived') return isLine ? { code: 'not_here', message: `${ref.id} is a line; a derived value reads only drivers and other derived values` } : unknown;
      if (kind === 'line') return isLine || (CALENDAR_ROWS as readonly string[]).includes(ref.id) || names.planRows.has(ref.id) ? null : unknown;
      if (kind === 'opening') {
        if (names.withOpening.has(ref.id)) return null;
        return isLine ? { code: 'not_here', message: `${ref.id} has no opening value; an opening reads drivers, actual(field) and other lines' opening values` } : unknown;
      }
      return isLine || names.extras.has(ref.id) ? null : unknown;
    case 'prev':
      if (kind !== 'line') return { code: 'not_here', message: 'prev() reads last month\'s value and belongs in a monthly formula' };
      if (!isLine) return unknown;
      return names.withOpening.has(ref.id) ? null : { code: 'needs_opening', message: `prev(${ref.id}) needs an opening value for ${ref.id} (its December 2025)` };
    case 'lag':
      if (kind !== 'line') return { code: 'not_here', message: 'lag() belongs in a monthly formula' };
      return isLine ? null : unknown;
    case 'dec':
      if (kind !== 'annual_extra') return { code: 'not_here', message: 'dec() reads a December value and belongs in an annual formula' };
      return isLine ? null : unknown;
    case 'prev_year':
      if (kind !== 'kpi') return { code: 'not_here', message: 'prev_year() belongs in a KPI formula' };
      return isLine || names.extras.has(ref.id) ? null : unknown;
    case 'actual':
      if (kind !== 'opening') return { code: 'not_here', message: 'actual() reads a December 2025 actual and belongs in an opening formula' };
      return names.actualRows.has(ref.id) ? null : { code: 'unknown_name', message: `${ref.id} has no actuals in the baseline data` };
  }
}

export interface FormulaFacts {
  /** Names of the same period the formula reads (a section sum as SUM_SECTION:section). */
  dependencies: string[];
  /** Every id the formula reads, in any period. */
  reads: Set<string>;
}

/** Checks one formula: its length, syntax, functions, arguments and names. */
export function checkFormula(
  formula: string, kind: FormulaKind, names: FormulaNames, problem: (code: DefinitionProblemCode, message: string, position?: number) => void,
): FormulaFacts {
  const dependencies: string[] = [];
  const reads = new Set<string>();
  if (formula.length > FORMULA_MAX_LENGTH) {
    problem('too_long', `the formula has ${formula.length.toLocaleString('en')} characters; at most ${FORMULA_MAX_LENGTH.toLocaleString('en')}`, FORMULA_MAX_LENGTH);
    return { dependencies, reads };
  }
  let tree: FormulaNode;
  try {
    tree = parseFormula(formula);
  } catch (error) {
    if (error instanceof FormulaSyntaxError) problem('syntax', error.message, error.position);
    else throw error;
    return { dependencies, reads };
  }
  // `asNumber`: the node's value is used as a number (a comparison may stand only as IF's condition).
  const visit = (node: FormulaNode, asNumber: boolean): void => {
    switch (node.kind) {
      case 'number':
        return;
      case 'text':
        problem('text', `text "${node.value}" is not a number`);
        return;
      case 'negate':
        visit(node.operand, true);
        return;
      case 'binary':
        if (COMPARISONS.has(node.operator) && asNumber) problem('comparison', `a comparison (${node.operator}) gives TRUE or FALSE; only IF's condition takes one`);
        visit(node.left, true);
        visit(node.right, true);
        return;
      case 'ref': {
        reads.add(node.ref.id);
        const found = refProblem(node.ref, kind, names);
        if (found) problem(found.code, found.message, node.at);
        else if (node.ref.kind === 'name' && (kind === 'derived' ? names.driverLevel.has(node.ref.id) : !names.driverLevel.has(node.ref.id))) dependencies.push(node.ref.id);
        return;
      }
      case 'call': {
        if (node.name === SECTION_SUM) {
          const section = node.args[0];
          if (kind === 'derived' || kind === 'kpi' || node.args.length !== 1 || section?.kind !== 'ref' || section.ref.kind !== 'name') {
            problem('arguments', 'SUM_SECTION(section) takes the name of one section, in a monthly, an opening or an annual formula', node.at);
            return;
          }
          if (!names.sections.get(section.ref.id)) problem('empty_section', `section ${section.ref.id} has no lines to add up`, section.at);
          else dependencies.push(`${SECTION_SUM}:${section.ref.id}`);
          return;
        }
        if (!Object.hasOwn(KERNEL_FUNCTIONS, node.name)) {
          problem('unknown_function', `${node.name}() is not a function of the model; it has ${Object.keys(KERNEL_FUNCTIONS).join(', ')} and SUM_SECTION`, node.at);
          return;
        }
        const { min, max } = KERNEL_FUNCTIONS[node.name as KernelFunction];
        if (node.args.length < min || node.args.length > max) {
          problem('arguments', `${node.name}() takes ${min === max ? min : `${min} or more`} arguments, not ${node.args.length}`, node.at);
        }
        node.args.forEach((arg, i) => visit(arg, !(node.name === 'IF' && i === 0)));
        return;
      }
    }
  };
  visit(tree, true);
  return { dependencies, reads };
}
