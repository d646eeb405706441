import { describe, expect, it } from 'vitest';
import { columnLetters, referencesOf, translate } from '../../../engine/formula/translate.ts';

describe('formula language', () => {
  it('resolves names, prev() and keeps spreadsheet functions', () => {
    const out = translate('MAX(0, prev(clients) * (1 - churn)) + new_clients', (ref) => {
      if (ref.kind === 'prev') return 'B5';
      if (ref.id === 'churn') return null;
      return ref.id === 'clients' ? 'C5' : 'C6';
    });
    expect(out).toBe('MAX(0, B5 * (1 - churn)) + C6');
  });

  it('lists references once each, in source order, with their function', () => {
    expect(referencesOf('a + prev(b) + a + prev_year(c) + SUM(d)')).toEqual([
      { kind: 'name', id: 'a' }, { kind: 'prev', id: 'b' }, { kind: 'prev_year', id: 'c' }, { kind: 'name', id: 'd' },
    ]);
  });

  it('refuses an unknown lower-case function', () => {
    expect(() => translate('foo(x) + 1', () => null)).toThrow(/Unknown function foo/);
  });

  it('spells column letters like a spreadsheet', () => {
    expect([0, 25, 26, 61, 701, 702].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'BJ', 'ZZ', 'AAA']);
  });
});
