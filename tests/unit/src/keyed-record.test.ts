import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { keyedRecord, sameRecord } from '../../../src/state/keyedRecord.ts';

describe('a record read one key at a time (keyedRecord)', () => {
  it('writes only the keys whose value changed, so a move reaches its own card and no other', () => {
    const drafts = keyedRecord<number>();
    const store = createStore();
    const writes: string[] = [];
    for (const id of ['logo_churn_rate', 'sales_team_size', 'legal_tax_monthly']) store.sub(drafts.atomOf(id), () => writes.push(id));
    expect(store.get(drafts.written)).toBe(false);

    drafts.write(store, { logo_churn_rate: 5, sales_team_size: 9 });
    expect(store.get(drafts.written)).toBe(true);
    expect(writes.splice(0)).toEqual(['logo_churn_rate', 'sales_team_size']);

    drafts.write(store, { logo_churn_rate: 5.5, sales_team_size: 9 });
    expect(writes.splice(0)).toEqual(['logo_churn_rate']);
    expect(store.get(drafts.atomOf('logo_churn_rate'))).toBe(5.5);

    // A key let go (a draft saved or reset) is written as none.
    drafts.write(store, { logo_churn_rate: 5.5 });
    expect(writes.splice(0)).toEqual(['sales_team_size']);
    expect(store.get(drafts.atomOf('sales_team_size'))).toBeUndefined();
    expect(store.get(drafts.atomOf('legal_tax_monthly'))).toBeUndefined();
  });

  it('keeps each store\'s record apart (a new sign-in starts with nothing written)', () => {
    const drivers = keyedRecord<number>();
    drivers.write(createStore(), { logo_churn_rate: 5 });
    const second = createStore();
    expect(second.get(drivers.written)).toBe(false);
    expect(second.get(drivers.atomOf('logo_churn_rate'))).toBeUndefined();
  });

  it('tells records with the same keys and values apart from others', () => {
    expect(sameRecord({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
    expect(sameRecord({ a: 1, b: 2 }, { a: 1, b: 3 })).toBe(false);
    expect(sameRecord({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameRecord<number | undefined>({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameRecord({ a: Number.NaN }, { a: Number.NaN })).toBe(true);
  });
});
