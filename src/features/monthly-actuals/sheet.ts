import { CLOSABLE_MONTHS, MONTHLY_ACTUAL_LINES, type ClosedMonthLine, type MonthlyActualValues } from '../../../engine/actuals/closedMonths.ts';
import type { LineSection } from '../../../engine/model/types.ts';
import { actualMonths, monthlyActualRows, valueProblem, type MonthlyActualRow } from '../../../engine/actuals/monthlyActualsCsv.ts';
import { LINE_BY_ID } from '../../../engine/model/lines.ts';
import { tablesOf } from '../../../engine/model/tables.ts';
import { i18n } from '../../i18n/index.ts';
import { fileProblemText } from './fileProblems.ts';
import { shownDefinitionAtom } from '../../state/publishedModel.ts';
import { appStore } from '../../state/store.ts';
import { parseTypedNumber } from '../../ui/typedNumber.ts';

/**
 * The Monthly Actuals sheet as data: one row per line, one column per month, the saved values
 * with the unsaved edits over them. Pure, so the screen's rules are tested without a browser.
 */

/** The sheet's groups in its order: revenue, costs, volumes, headcount, balances. */
const LINE_GROUPS = ['revenue', 'costs', 'volumes', 'headcount', 'balances'] as const;
export type LineGroup = (typeof LINE_GROUPS)[number];

const GROUP_OF_SECTION: Partial<Record<LineSection, LineGroup>> = {
  revenue: 'revenue', revenue_detail: 'revenue', cogs: 'costs', opex: 'costs', medical: 'volumes', transport: 'volumes', rides: 'volumes', headcount: 'headcount',
};

/** A line's group on the sheet, by its section in the model definition; balance items last. */
function groupOf(line: ClosedMonthLine): LineGroup {
  const section = LINE_BY_ID.get(line)?.section;
  return (section && GROUP_OF_SECTION[section]) ?? 'balances';
}

/** A line's unit in the model definition, as typed values are read in it. */
export function unitOf(line: ClosedMonthLine): string {
  const unit = LINE_BY_ID.get(line)?.unit ?? '';
  return unit === 'EUR' ? '€' : unit;
}

/** The unit in the user's language: the worded ones translated, symbols and FTE as they are. */
function shownUnit(line: ClosedMonthLine): string {
  const unit = unitOf(line);
  if (unit === 'count') return i18n.t('monthlyActuals:units.count');
  if (unit === 'rides') return i18n.t('monthlyActuals:units.rides');
  return unit;
}

/** `${month}|${line}`: one cell of the sheet. */
export type CellKey = `${string}|${ClosedMonthLine}`;
export const cellKey = (month: string, line: ClosedMonthLine): CellKey => `${month}|${line}`;

export type Edits = Readonly<Record<CellKey, number>>;

export interface SheetRow {
  line: ClosedMonthLine;
  label: string;
  /** The line's unit as the sheet heads it: €, count, rides or FTE (in the user's language). */
  unit: string;
  /** The group's name as shown; `groupId` names it for styling. */
  group: string;
  groupId: LineGroup | 'totals';
  /** month → shown value (the edit, else the saved value). */
  values: Record<string, number | undefined>;
}

/** A line's name as the published definition gives it, in the user's language. */
export function lineLabel(line: ClosedMonthLine): string {
  return tablesOf(appStore.get(shownDefinitionAtom)).lineById.get(line)?.name ?? line;
}

/** The values with the edits applied. */
export function withEdits(saved: MonthlyActualValues, edits: Edits): MonthlyActualValues {
  const values: MonthlyActualValues = Object.fromEntries(Object.entries(saved).map(([month, row]) => [month, { ...row }]));
  for (const [key, value] of Object.entries(edits)) {
    const [month, line] = key.split('|') as [string, ClosedMonthLine];
    (values[month] ??= {})[line] = value;
  }
  return values;
}

/** The sheet's months: 2026-01 through the month after the last with data, at least all of 2026. */
export function sheetMonths(values: MonthlyActualValues): string[] {
  const last = actualMonths(values).at(-1);
  const lastIndex = Math.max(11, last === undefined ? 0 : CLOSABLE_MONTHS.indexOf(last) + 1);
  return CLOSABLE_MONTHS.slice(0, Math.min(lastIndex, CLOSABLE_MONTHS.length - 1) + 1);
}

export function sheetRows(values: MonthlyActualValues, months: readonly string[]): SheetRow[] {
  // Grouped in the sheet's order (revenue, costs, volumes, balances), the model's order within a group.
  const lines = [...MONTHLY_ACTUAL_LINES].sort((a, b) => LINE_GROUPS.indexOf(groupOf(a)) - LINE_GROUPS.indexOf(groupOf(b)));
  return lines.map((line) => ({
    line,
    label: lineLabel(line),
    unit: shownUnit(line),
    group: i18n.t(`monthlyActuals:groups.${groupOf(line)}`),
    groupId: groupOf(line),
    values: Object.fromEntries(months.map((month) => [month, values[month]?.[line]])),
  }));
}

/** A typed or pasted cell text as the value of `line`, or why it is refused (the old value stays). */
export function readTypedCell(line: ClosedMonthLine, text: unknown): { ok: true; value: number } | { ok: false; message: string } {
  const value = parseTypedNumber(text, unitOf(line));
  const label = lineLabel(line);
  if (Number.isNaN(value)) {
    const empty = text === null || text === undefined || text === '';
    return { ok: false, message: empty ? i18n.t('monthlyActuals:typed.emptyNotNumber', { label }) : i18n.t('monthlyActuals:typed.notNumber', { text: String(text), label }) };
  }
  // The engine's reason in the reader's language, with the line named as the sheet names it.
  const problem = valueProblem(line, value);
  return problem ? { ok: false, message: i18n.t('monthlyActuals:typed.refused', { problem: fileProblemText(problem).replace(line, label) }) } : { ok: true, value: value + 0 };
}

export interface CellChange {
  month: string;
  line: ClosedMonthLine;
  old: number | undefined;
  new: number;
}

/** What applying `incoming` to `current` changes, months ascending, lines in the model's order. */
export function changesOf(current: MonthlyActualValues, incoming: MonthlyActualValues): CellChange[] {
  return monthlyActualRows(incoming).flatMap(({ month, line, value }) => {
    const old = current[month]?.[line as ClosedMonthLine];
    return old === value ? [] : [{ month, line: line as ClosedMonthLine, old, new: value }];
  });
}

/** Edits that make `changes` (added to the ones there are). */
export function editsWith(edits: Edits, changes: readonly CellChange[]): Edits {
  return { ...edits, ...Object.fromEntries(changes.map((change) => [cellKey(change.month, change.line), change.new])) };
}

/** The whole set as the rows a save sends. */
export function rowsToSave(saved: MonthlyActualValues, edits: Edits): MonthlyActualRow[] {
  return monthlyActualRows(withEdits(saved, edits));
}

/** The saved values as a map (the GET answer's rows). */
export function valuesOf(rows: readonly MonthlyActualRow[]): MonthlyActualValues {
  const values: MonthlyActualValues = {};
  for (const { month, line, value } of rows) (values[month] ??= {})[line as ClosedMonthLine] = value;
  return values;
}
