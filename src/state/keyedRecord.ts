import { atom, type Atom, type createStore, type PrimitiveAtom } from 'jotai';

type Store = ReturnType<typeof createStore>;

/** Whether two records hold the same keys with the same values. */
export function sameRecord<V>(a: Readonly<Record<string, V>>, b: Readonly<Record<string, V>>): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b && Object.is(a[key], b[key]));
}

/**
 * A record replaced as a whole on every change (the drafts an answer was computed for, a
 * snapshot's drivers) but read one key at a time: each key has an atom of its own, written only
 * when that key's value changed, so a reader of one key (a driver card) is not recomputed when
 * another key moves (issue 26: every move of a slider recomputed every card on the screen).
 */
export interface KeyedRecord<V> {
  /** One key's value: undefined while the key is absent, or before the first write. */
  atomOf(key: string): Atom<V | undefined>;
  /** Whether a record has been written in the store at all. */
  written: Atom<boolean>;
  write(store: Store, record: Readonly<Record<string, V>>): void;
}

export function keyedRecord<V>(): KeyedRecord<V> {
  const whole = atom<Readonly<Record<string, V>> | null>(null);
  const written = atom(false);
  const keys = new Map<string, PrimitiveAtom<V | undefined>>();
  const atomOf = (key: string): PrimitiveAtom<V | undefined> => {
    let value = keys.get(key);
    if (!value) {
      value = atom<V | undefined>(undefined);
      keys.set(key, value);
    }
    return value;
  };
  return {
    atomOf,
    written,
    write(store, record) {
      const before = store.get(whole) ?? {};
      if (before === record) return;
      store.set(whole, record);
      for (const key of new Set([...Object.keys(before), ...Object.keys(record)])) {
        if (!Object.is(before[key], record[key])) store.set(atomOf(key), record[key]);
      }
      if (!store.get(written)) store.set(written, true);
    },
  };
}
