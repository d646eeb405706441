import { POSITION_FIELDS, positionProblems, type Department, type PlanProblem, type Position, type PositionField } from '../../../engine/headcount/plan.ts';
import type { NumberFormat } from '../../../engine/format/number.ts';
import { parseTypedNumber } from '../../ui/typedNumber.ts';
import { i18n } from '../../i18n/index.ts';

/**
 * Typed and pasted cells of the positions grid turned into a new list of positions, all or
 * nothing. The rules are the engine's (positionProblems): an edit is refused when it gives its
 * position a problem it did not have, so a refused value is never taken, and the reason named is
 * the engine's, by row (1-based) and field.
 */

/** One typed or pasted cell: the position's index in the list (the list's length: a new position) and the field. */
export interface CellEdit {
  index: number;
  field: PositionField;
  text: unknown;
}

export type EditOutcome = { ok: true; positions: Position[] } | { ok: false; refusals: PlanProblem[] };

/** The fields read as numbers, with the unit parseTypedNumber reads them in (a % or € sign typed is accepted). */
const NUMBER_UNITS: Partial<Record<PositionField, string>> = {
  count: '', annual_salary: '€', raise_pct: '%', raise_month: '', variable_pct: '%', recruiting_cost: '€',
};

/** What a new row holds until it is edited: a valid position, so adding a row never adds a refusal. */
export function newPosition(departments: readonly Department[]): Position {
  return {
    role: i18n.t('headcount:newRole'), department: departments[0]?.id ?? '', count: 1, start_month: '2026-01', end_month: null,
    annual_salary: 60_000, raise_pct: null, raise_month: 1, variable_pct: 0, recruiting_cost: 0,
  };
}

const textOf = (input: unknown): string => (input === null || input === undefined ? '' : String(input)).trim();

/** A department typed by id or by name, in any case; anything else is left for positionProblems to name. */
function departmentOf(text: string, departments: readonly Department[]): string {
  const wanted = text.toLocaleLowerCase('en');
  return departments.find((d) => d.id.toLocaleLowerCase('en') === wanted || d.name.toLocaleLowerCase('en') === wanted)?.id ?? text;
}

/** The value a typed cell stands for, or why it stands for none (not a number). */
export function readCell(field: PositionField, input: unknown, departments: readonly Department[], format?: NumberFormat): { ok: true; value: Position[PositionField] } | { ok: false; message: string } {
  const text = textOf(input);
  switch (field) {
    case 'role': return { ok: true, value: text };
    case 'department': return { ok: true, value: departmentOf(text, departments) };
    case 'start_month': return { ok: true, value: text };
    // Empty: open-ended, and following Employee Cost Growth.
    case 'end_month': return { ok: true, value: text === '' ? null : text };
    case 'raise_pct': if (text === '') return { ok: true, value: null }; break;
    default: break;
  }
  const value = typeof input === 'number' ? input : parseTypedNumber(text, NUMBER_UNITS[field] ?? '', format);
  return Number.isNaN(value) ? { ok: false, message: i18n.t('headcount:notANumber', { text }) } : { ok: true, value };
}

const sameProblem = (a: PlanProblem, b: PlanProblem) => a.field === b.field && a.message === b.message;

/**
 * The positions with the edits applied, or the refusals when any cell does not read or gives its
 * position a new problem. Edits of index `positions.length` and beyond add positions (from
 * newPosition), in order.
 */
export function applyEdits(positions: readonly Position[], edits: readonly CellEdit[], departments: readonly Department[], format?: NumberFormat): EditOutcome {
  const next = [...positions];
  const refusals: PlanProblem[] = [];
  const touched = new Set<number>();
  for (const edit of edits) {
    while (next.length <= edit.index) next.push(newPosition(departments));
    const read = readCell(edit.field, edit.text, departments, format);
    if (!read.ok) {
      refusals.push({ row: edit.index + 1, field: edit.field, message: read.message });
      continue;
    }
    next[edit.index] = { ...(next[edit.index] as Position), [edit.field]: read.value };
    touched.add(edit.index);
  }
  for (const index of [...touched].sort((a, b) => a - b)) {
    const row = index + 1;
    const before = index < positions.length ? positionProblems(positions[index] as Position, row, departments) : [];
    refusals.push(...positionProblems(next[index] as Position, row, departments).filter((problem) => !before.some((old) => sameProblem(old, problem))));
  }
  return refusals.length > 0 ? { ok: false, refusals } : { ok: true, positions: next };
}

/**
 * The cells a pasted block fills from the focused cell: rows downwards (beyond the last position:
 * new positions), columns rightwards through the fields in grid order. Null when the block is wider
 * than the fields right of the focused one.
 */
export function blockEdits(start: { index: number; field: PositionField }, block: readonly (readonly string[])[]): CellEdit[] | null {
  const first = POSITION_FIELDS.indexOf(start.field);
  const width = Math.max(0, ...block.map((cells) => cells.length));
  if (first + width > POSITION_FIELDS.length) return null;
  return block.flatMap((cells, r) => cells.map((text, c) => ({ index: start.index + r, field: POSITION_FIELDS[first + c] as PositionField, text })));
}

/** How many columns a block may have from `field` rightwards. */
export function columnsRightOf(field: PositionField): number {
  return POSITION_FIELDS.length - POSITION_FIELDS.indexOf(field);
}

/** Whether two lists hold the same positions in the same order (a draft equal to the saved plan is no draft). */
export function samePositions(a: readonly Position[], b: readonly Position[]): boolean {
  return a.length === b.length && a.every((position, i) => POSITION_FIELDS.every((field) => position[field] === (b[i] as Position)[field]));
}
