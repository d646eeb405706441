import { LINES } from './lines.ts';
import type { LineDef, Statement } from './types.ts';

/**
 * The statements' rows, read from the model definition: each line that names a statement is a row
 * of it, in definition order, with its label; totals are bold. Nothing here is kept by hand.
 */
export interface StatementRowDef {
  id: string;
  label: string;
  total: boolean;
  section: LineDef['section'];
}

export function statementRows(statement: Statement, lines: readonly LineDef[] = LINES): StatementRowDef[] {
  return lines
    .filter((line) => line.statement === statement)
    .map((line) => ({ id: line.id, label: line.label ?? line.name, total: line.total === true, section: line.section }));
}

/** The profit and loss rows (part 2 §2's P&L down to EBITDA, then to net income). */
export const PNL_ROWS: readonly string[] = statementRows('pnl').map((row) => row.id);
export type PnlRow = string;

const LABEL_OF: ReadonlyMap<string, string> = new Map(LINES.map((line) => [line.id, line.label ?? line.name]));

/** A line's label on its statement (its name for a line on none). */
export function statementLabel(id: string): string {
  return LABEL_OF.get(id) ?? id;
}

export const BALANCE_SHEET_ROWS: readonly string[] = statementRows('balance').map((row) => row.id);
export const CASHFLOW_ROWS: readonly string[] = statementRows('cashflow').map((row) => row.id);

/** Every total and subtotal of the three statements: bold wherever a statement is shown. */
export const TOTAL_LINES: ReadonlySet<string> = new Set(LINES.filter((line) => line.statement !== undefined && line.total).map((line) => line.id));
