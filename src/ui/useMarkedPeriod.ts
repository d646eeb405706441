import { useAtomValue } from 'jotai';
import { markedPeriod } from '../../engine/format/periodMarking.ts';
import { closedThroughAtom } from '../state/scenarios.ts';

/** A period key as the statements head it, marked with its actual months at the current close ('2026 (11 + 1)'). */
export function useMarkedPeriod(key: string): string {
  return markedPeriod(key, useAtomValue(closedThroughAtom));
}
