import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_DEPARTMENTS, POSITION_FIELDS, type Position } from '../../../engine/headcount/plan.ts';
import { applyEdits, blockEdits, newPosition, readCell, samePositions } from '../../../src/features/headcount/positionEdits.ts';
import { discardPlanDraft, headcountDraftBaseAtom, setPlanDraft } from '../../../src/features/headcount/planSaves.ts';
import { headcountDraftsAtom } from '../../../src/state/headcount.ts';
import { appStore } from '../../../src/state/store.ts';
import { pastedBlock, pastedColumn } from '../../../src/ui/pastedColumn.ts';

const engineer: Position = {
  role: 'Software Engineer', department: 'engineering', count: 2, start_month: '2026-04', end_month: null,
  annual_salary: 80_000, raise_pct: null, raise_month: 1, variable_pct: 0, recruiting_cost: 8000,
};
const plan: readonly Position[] = [engineer, { ...engineer, role: 'Data Analyst', department: 'operations', count: 1 }];

describe('headcount grid edits', () => {
  it('reads cells as the plan holds them: departments by id or name, empty end and raise as open and following, numbers in the user\'s format', () => {
    expect(readCell('department', 'Customer Success', DEFAULT_DEPARTMENTS)).toEqual({ ok: true, value: 'customer_success' });
    expect(readCell('department', 'g_and_a', DEFAULT_DEPARTMENTS)).toEqual({ ok: true, value: 'g_and_a' });
    expect(readCell('end_month', '  ', DEFAULT_DEPARTMENTS)).toEqual({ ok: true, value: null });
    expect(readCell('raise_pct', '', DEFAULT_DEPARTMENTS)).toEqual({ ok: true, value: null });
    expect(readCell('raise_pct', '3.5%', DEFAULT_DEPARTMENTS, 'en')).toEqual({ ok: true, value: 3.5 });
    expect(readCell('annual_salary', '45,300', DEFAULT_DEPARTMENTS, 'en')).toEqual({ ok: true, value: 45_300 });
    expect(readCell('annual_salary', '45.300', DEFAULT_DEPARTMENTS, 'de')).toEqual({ ok: true, value: 45_300 });
    expect(readCell('count', 'two', DEFAULT_DEPARTMENTS)).toEqual({ ok: false, message: '"two" is not a number' });
  });

  it('takes a valid edit into a new list, leaving the one it was given alone', () => {
    const outcome = applyEdits(plan, [{ index: 1, field: 'start_month', text: '2027-03' }], DEFAULT_DEPARTMENTS, 'en');
    expect(outcome).toEqual({ ok: true, positions: [engineer, { ...plan[1], start_month: '2027-03' }] });
    expect(plan[1]?.start_month).toBe('2026-04');
  });

  it('refuses a value the engine refuses, with its row and field, and takes nothing of the batch', () => {
    const outcome = applyEdits(plan, [
      { index: 0, field: 'count', text: '3' },
      { index: 1, field: 'end_month', text: '2026-01' },
      { index: 1, field: 'annual_salary', text: '5' },
    ], DEFAULT_DEPARTMENTS, 'en');
    expect(outcome).toEqual({
      ok: false,
      refusals: [
        { row: 2, field: 'end_month', message: 'end_month 2026-01 is before start_month 2026-04' },
        { row: 2, field: 'annual_salary', message: 'annual_salary must be from 24,000 to 1,000,000 €, got 5' },
      ],
    });
  });

  it('names an unknown department and a cell that is no number', () => {
    const outcome = applyEdits(plan, [{ index: 0, field: 'department', text: 'marketing' }, { index: 0, field: 'variable_pct', text: 'lots' }], DEFAULT_DEPARTMENTS, 'en');
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.refusals.map((r) => [r.row, r.field])).toEqual([[1, 'variable_pct'], [1, 'department']]);
    expect(outcome.refusals[1]?.message).toContain('department "marketing" is not one of sales');
  });

  it('fills a pasted block rightwards and downwards, lines beyond the last row becoming new positions', () => {
    const block = pastedBlock('Account Executive\tsales\t1\t2027-03\r\nCSM\tCustomer Success\t2\t2028-01\r\n');
    const edits = blockEdits({ index: 1, field: 'role' }, block);
    expect(edits).toHaveLength(8);
    const outcome = applyEdits(plan, edits ?? [], DEFAULT_DEPARTMENTS, 'en');
    expect(outcome.ok && outcome.positions).toEqual([
      engineer,
      { ...plan[1], role: 'Account Executive', department: 'sales', count: 1, start_month: '2027-03' },
      { ...newPosition(DEFAULT_DEPARTMENTS), role: 'CSM', department: 'customer_success', count: 2, start_month: '2028-01' },
    ]);
  });

  it('refuses a block wider than the fields right of the focused cell', () => {
    expect(blockEdits({ index: 0, field: 'recruiting_cost' }, [['1', '2']])).toBeNull();
    expect(blockEdits({ index: 0, field: 'role' }, [POSITION_FIELDS.map(() => 'x')])).toHaveLength(POSITION_FIELDS.length);
  });

  it('adds a new row that is a valid position', () => {
    expect(applyEdits(plan, [{ index: 2, field: 'count', text: '1' }], DEFAULT_DEPARTMENTS, 'en').ok).toBe(true);
  });

  it('reads a pasted column as the first cell of each line, as before', () => {
    expect(pastedColumn('4\tignored\r\n5\n')).toEqual(['4', '5']);
    expect(pastedBlock('a\tb\nc')).toEqual([['a', 'b'], ['c']]);
  });
});

describe('headcount plan drafts', () => {
  const saved = { version: 4, generated: true, departments: [...DEFAULT_DEPARTMENTS], positions: [...plan], scenarioId: 'custom-1' };
  afterEach(() => discardPlanDraft('custom-1'));

  it('keeps a changed plan as the scenario\'s draft with the version it was made on, and drops a draft equal to the saved plan', () => {
    expect(samePositions(plan, [...plan])).toBe(true);
    setPlanDraft('custom-1', [engineer], saved);
    expect(appStore.get(headcountDraftsAtom)['custom-1']).toEqual([engineer]);
    expect(appStore.get(headcountDraftBaseAtom)['custom-1']).toBe(4);
    // A later edit keeps the version the first was made on: a save made meanwhile is a conflict, never overwritten.
    setPlanDraft('custom-1', [engineer, engineer], { ...saved, version: 5 });
    expect(appStore.get(headcountDraftBaseAtom)['custom-1']).toBe(4);
    setPlanDraft('custom-1', [...plan], saved);
    expect(appStore.get(headcountDraftsAtom)['custom-1']).toBeUndefined();
    expect(appStore.get(headcountDraftBaseAtom)['custom-1']).toBeUndefined();
  });
});
