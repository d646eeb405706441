import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { createCalcApi } from '../../../workers/calc-api.ts';
import { keyFiguresOf } from '../../../engine/session/keyFigures.ts';
import { earlyKeyFiguresAtom, keyFiguresAtom, snapshotAtom } from '../../../src/model/modelState.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';

describe('the Key Drivers screen\'s figures (keyFiguresAtom)', () => {
  const api = createCalcApi();
  const loaded = api.load({ actuals: baselineActuals(), overrides: {} });
  const moved = api.preview({ sales_rep_productivity: 2.5 });

  it('shows a preview\'s early key figures while they are newer than the snapshot, and the snapshot\'s once it catches up', () => {
    const store = createStore();
    expect(store.get(keyFiguresAtom)).toBeNull();
    store.set(snapshotAtom, loaded);
    expect(store.get(keyFiguresAtom)).toEqual(keyFiguresOf(loaded));
    const early = { version: moved.version, figures: keyFiguresOf(moved) };
    store.set(earlyKeyFiguresAtom, early);
    expect(store.get(keyFiguresAtom)).toBe(early.figures);
    store.set(snapshotAtom, moved);
    expect(store.get(keyFiguresAtom)).toEqual(keyFiguresOf(moved));
    // Early figures older than the snapshot shown (a reload overtook them) are not shown.
    store.set(snapshotAtom, { ...loaded, version: moved.version + 1 });
    expect(store.get(keyFiguresAtom)).toEqual(keyFiguresOf(loaded));
  });

  it('keeps its value when the snapshot that follows the early figures holds the same numbers, so nothing is drawn twice', () => {
    const store = createStore();
    store.set(snapshotAtom, loaded);
    store.set(earlyKeyFiguresAtom, { version: moved.version, figures: keyFiguresOf(moved) });
    const shown = store.get(keyFiguresAtom);
    const drawn: unknown[] = [];
    const stop = store.sub(keyFiguresAtom, () => drawn.push(store.get(keyFiguresAtom)));
    store.set(snapshotAtom, moved);
    expect(store.get(keyFiguresAtom)).toBe(shown);
    expect(drawn).toEqual([]);
    store.set(snapshotAtom, { ...loaded, version: moved.version + 1 });
    expect(drawn).toHaveLength(1);
    stop();
  });
});
