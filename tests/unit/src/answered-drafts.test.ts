import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { answeredAtom, answeredDraftAtom, noteAnsweredDrafts } from '../../../src/model/modelState.ts';

describe('the drafts the shown figures answer for', () => {
  it('writes only the drivers whose draft changed, so a move reaches its own card and no other', () => {
    const store = createStore();
    const writes: string[] = [];
    for (const id of ['logo_churn_rate', 'sales_team_size', 'legal_tax_monthly']) store.sub(answeredDraftAtom(id), () => writes.push(id));
    expect(store.get(answeredAtom)).toBe(false);

    noteAnsweredDrafts(store, { logo_churn_rate: 5, sales_team_size: 9 });
    expect(store.get(answeredAtom)).toBe(true);
    expect(writes.splice(0)).toEqual(['logo_churn_rate', 'sales_team_size']);

    noteAnsweredDrafts(store, { logo_churn_rate: 5.5, sales_team_size: 9 });
    expect(writes.splice(0)).toEqual(['logo_churn_rate']);
    expect(store.get(answeredDraftAtom('logo_churn_rate'))).toBe(5.5);

    // A draft let go (saved or reset) is written as none.
    noteAnsweredDrafts(store, { logo_churn_rate: 5.5 });
    expect(writes.splice(0)).toEqual(['sales_team_size']);
    expect(store.get(answeredDraftAtom('sales_team_size'))).toBeUndefined();
    expect(store.get(answeredDraftAtom('legal_tax_monthly'))).toBeUndefined();
  });

  it('keeps each store\'s drafts apart (a new sign-in starts with none answered)', () => {
    const first = createStore();
    noteAnsweredDrafts(first, { logo_churn_rate: 5 });
    const second = createStore();
    expect(second.get(answeredAtom)).toBe(false);
    expect(second.get(answeredDraftAtom('logo_churn_rate'))).toBeUndefined();
  });
});
