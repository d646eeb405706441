import { atom } from 'jotai';

/** The header's period switch (part 1 §2: yearly/quarterly/monthly, shown on the forecast P&L). */
export type Period = 'yearly' | 'quarterly' | 'monthly';

/** In the switch's order; each is named by the shell's texts (shell:periods.<period>). */
export const PERIODS: readonly Period[] = ['yearly', 'quarterly', 'monthly'];

export const periodAtom = atom<Period>('yearly');
