import type { LineDef, LineSection } from './types.ts';
import { OPERATING_LINES } from './lines/operations.ts';
import { PROFIT_LINES } from './lines/profit.ts';
import { FIXED_ASSET_LINES } from './lines/fixedAssets.ts';
import { WORKING_CAPITAL_LINES } from './lines/workingCapital.ts';
import { TAX_LINES } from './lines/taxes.ts';
import { FINANCING_LINES } from './lines/financing.ts';
import { CASH_FLOW_LINES } from './lines/cashFlow.ts';
import { BALANCE_SHEET_LINES } from './lines/balanceSheet.ts';

/**
 * The monthly lines of the model, 2026-01 … 2030-12, in the order the workbook lays them out and
 * each statement shows its own: the operating business down to EBITDA, the profit and loss below
 * it, the workings (fixed assets, working capital, taxes, financing), the cash flow statement and
 * the balance sheet. `SUM_SECTION(section)` in a formula is expanded here into the sum of the
 * section's lines that are not totals, so a line added to a section enters its total, and through
 * it EBITDA, net income, cash and the balance sheet, with no other formula edited.
 */
export const DECLARED_LINES: readonly LineDef[] = [
  ...OPERATING_LINES,
  ...PROFIT_LINES,
  ...FIXED_ASSET_LINES,
  ...WORKING_CAPITAL_LINES,
  ...TAX_LINES,
  ...FINANCING_LINES,
  ...CASH_FLOW_LINES,
  ...BALANCE_SHEET_LINES,
];

const SUM_SECTION = /SUM_SECTION\(\s*([a-z_]+)\s*\)/g;

/** The ids a SUM_SECTION(section) adds up: the section's lines that are not totals, in definition order. */
export function sectionMembers(lines: readonly LineDef[], section: string): string[] {
  return lines.filter((line) => line.section === section && !line.total).map((line) => line.id);
}

/** A formula with every SUM_SECTION(section) written out as the sum of the section's members. */
export function expandSections(formula: string, lines: readonly LineDef[], where: string): string {
  // A formula that is only section sums added up needs no parentheses (explain shows it as written).
  const alone = new RegExp(`^${SUM_SECTION.source}(\\s*\\+\\s*${SUM_SECTION.source})*$`).test(formula.trim());
  return formula.replace(SUM_SECTION, (_whole, section: string) => {
    const members = sectionMembers(lines, section as LineSection);
    if (members.length === 0) throw new Error(`${where}: SUM_SECTION(${section}) has no lines to add up`);
    return members.length === 1 || alone ? members.join(' + ') : `(${members.join(' + ')})`;
  });
}

/** The lines as the kernel and the workbook read them: every SUM_SECTION written out. */
export function expandLines(lines: readonly LineDef[]): LineDef[] {
  return lines.map((line) => ({
    ...line,
    formula: expandSections(line.formula, lines, `Monthly ${line.id}`),
    ...(line.opening === undefined ? {} : { opening: expandSections(line.opening, lines, `Monthly ${line.id} (opening)`) }),
  }));
}

export const LINES: readonly LineDef[] = expandLines(DECLARED_LINES);

export const LINE_BY_ID: ReadonlyMap<string, LineDef> = new Map(LINES.map((line) => [line.id, line]));

/** Values of the calendar rows of each forecast month (constants, not formulas). */
export const CALENDAR_ROWS = ['year', 'month_key', 'year_index', 'month_index', 'month_of_year'] as const;
export type CalendarRow = (typeof CALENDAR_ROWS)[number];
