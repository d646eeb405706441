import { atom } from 'jotai';

/** The driver whose 'Seek target' dialog is open (one at a time, rendered by the screen, not by each card). */
export const seekDriverAtom = atom<string | null>(null);
