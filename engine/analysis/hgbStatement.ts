import { growthPercent } from '../format/number.ts';
import { HGB_ROWS, hgbRows, type HgbRowDef } from '../model/hgb.ts';
import { LINES } from '../model/lines.ts';
import type { LineDef } from '../model/types.ts';
import type { ExplainRef } from '../session/cellRef.ts';
import type { Statement, YearRecord } from '../session/session.ts';
import type { FigureExplanation } from './figureExplanation.ts';
import type { PnlTableRow } from './pnlStatement.ts';

/**
 * The P&L in the layout of § 275 Abs. 2 HGB: each row adds up the model lines mapped to it
 * (engine/model/hgb.ts) in the statement the worker returned, so the layout is another view of the
 * same figures, never a second model. A row is empty (null) where one of its lines is, e.g. the
 * items below EBITDA in 2024 and 2025, which the baseline data does not hold.
 */

type Years = Readonly<Record<number, YearRecord>>;

/** The layout's rows for a definition's lines, and each line's label on the P&L. */
export interface HgbLayout {
  rows: readonly HgbRowDef[];
  label(line: string): string;
}

/** The layout of `lines` (a published definition's): a line added to an item enters its row. */
export function hgbLayout(lines: readonly LineDef[]): HgbLayout {
  const labels = new Map(lines.map((line) => [line.id, line.label ?? line.name]));
  return { rows: lines === LINES ? HGB_ROWS : hgbRows(lines), label: (line) => labels.get(line) ?? line };
}

const SHIPPED = hgbLayout(LINES);

const revenueRow = (layout: HgbLayout) => layout.rows[0] as HgbRowDef;

function signedSum(row: HgbRowDef, valueOf: (line: string) => number | null): number | null {
  let total = 0;
  for (const term of row.terms) {
    const value = valueOf(term.line);
    if (value === null) return null;
    total += term.sign * value;
  }
  return total;
}

const annualOf = (years: Years, row: HgbRowDef, year: number) => signedSum(row, (line) => years[year]?.[line] ?? null);

/** The layout's rows for the statement's periods, with the growth and revenue share of `lastYear` as on the P&L. */
export function hgbTable(statement: Statement, years: Years, lastYear: number, layout: HgbLayout = SHIPPED): PnlTableRow[] {
  const byId = new Map(statement.rows.map((row) => [row.id, row.values]));
  return layout.rows.map((row) => {
    const revenue = annualOf(years, revenueRow(layout), lastYear);
    const value = annualOf(years, row, lastYear);
    return {
      id: row.id,
      name: row.label,
      values: statement.periods.map((_, i) => signedSum(row, (line) => byId.get(line)?.[i] ?? null)),
      yoyGrowth: growthPercent(value, annualOf(years, row, lastYear - 1)),
      margin: revenue === null || revenue === 0 || value === null ? null : (value / revenue) * 100,
    };
  });
}

/** The rows that are totals in this layout (the results). */
export const HGB_TOTAL_ROWS: ReadonlySet<string> = new Set(HGB_ROWS.filter((row) => row.total).map((row) => row.id));

function rowOf(layout: HgbLayout, id: string): HgbRowDef {
  const row = layout.rows.find((candidate) => candidate.id === id);
  if (!row) throw new Error(`${id} is no row of the HGB layout`);
  return row;
}

/** The row's lines with their signs in words: "Employees", "One-time Implementation + Recurring Revenue − …". */
function termsText(layout: HgbLayout, row: HgbRowDef, suffix = ''): string {
  if (row.terms.length === 0) return '0';
  return row.terms.map((term, i) => `${i === 0 ? (term.sign < 0 ? '− ' : '') : term.sign < 0 ? ' − ' : ' + '}${layout.label(term.line)}${suffix}`).join('');
}

/**
 * A cell of the layout: the sum of its lines in that period. `refOf` names the model cell of a line
 * in the period (the screen knows whether that is a month, a quarter or a year).
 */
export function hgbCellExplanation(id: string, periodText: string, statement: Statement, index: number, refOf: (line: string) => ExplainRef, layout: HgbLayout = SHIPPED): FigureExplanation {
  const row = rowOf(layout, id);
  const byId = new Map(statement.rows.map((r) => [r.id, r.values]));
  const valueOf = (line: string) => byId.get(line)?.[index] ?? null;
  return {
    name: `${row.label} · ${periodText}`, value: signedSum(row, valueOf), unit: 'EUR', signed: false,
    formula: termsText(layout, row),
    explanation: row.total
      ? 'Every item of the layout with its sign: income items add, expense items are taken away. The model books no other taxes, so the net income for the year equals the result after taxes.'
      : 'The sum of the model\'s P&L lines that § 275 Abs. 2 HGB shows under this item; empty where one of them is not in the data (below EBITDA in 2024 and 2025).',
    inputs: row.terms.map((term) => ({ ref: refOf(term.line), name: layout.label(term.line), value: valueOf(term.line) })),
    about: { code: 'hgb_item', total: row.total },
  };
}

/** The YoY Growth or Margin cell of a row of the layout, from the annual cells of its lines. */
export function hgbColumnExplanation(years: Years, id: string, column: 'yoy' | 'margin', year: number, layout: HgbLayout = SHIPPED): FigureExplanation {
  const row = rowOf(layout, id);
  const REVENUE_ROW = revenueRow(layout);
  const annual = (line: string, y: number) => ({ ref: { sheet: 'Annual', id: line, period: String(y) } as const, name: layout.label(line), value: years[y]?.[line] ?? null });
  const value = annualOf(years, row, year);
  if (column === 'yoy') {
    return {
      name: `${row.label}: YoY Growth ${year}`, value: growthPercent(value, annualOf(years, row, year - 1)), unit: 'percent', signed: true,
      formula: `(${row.label} ${year} − ${row.label} ${year - 1}) ÷ |${row.label} ${year - 1}| × 100, ${row.label} = ${termsText(layout, row)}`,
      explanation: 'Change over the year before, measured against the size of the prior value; a dash when the prior value is 0 or missing.',
      inputs: [...row.terms.map((term) => annual(term.line, year)), ...row.terms.map((term) => annual(term.line, year - 1))],
      about: { code: 'yoy', line: row.label, year, reconciling: false },
    };
  }
  const revenue = annualOf(years, REVENUE_ROW, year);
  return {
    name: `${row.label}: ${year} Margin`, value: revenue === null || revenue === 0 || value === null ? null : (value / revenue) * 100, unit: 'percent', signed: false,
    formula: `(${termsText(layout, row, ` ${year}`)}) ÷ (${termsText(layout, REVENUE_ROW, ` ${year}`)}) × 100`,
    explanation: 'The item as a share of the year\'s revenue (Umsatzerlöse).',
    inputs: [...row.terms.map((term) => annual(term.line, year)), ...(row === REVENUE_ROW ? [] : REVENUE_ROW.terms.map((term) => annual(term.line, year)))],
    about: { code: 'margin', line: row.label, year, layout: 'hgb' },
  };
}
