import { atom } from 'jotai';

/**
 * Why the last value typed or pasted into a driver's cell was refused, by driver id. Cells read
 * it themselves: AG Grid repaints a cell's content only when its value changes, and a refusal
 * leaves the value as it was.
 */
export const gridRefusalsAtom = atom<Record<string, string>>({});
