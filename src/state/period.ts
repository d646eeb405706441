import { atom } from 'jotai';

/** The header's period switch (part 1 §2: yearly/quarterly/monthly, shown on the forecast P&L). */
export type Period = 'yearly' | 'quarterly' | 'monthly';

export const PERIODS: readonly { key: Period; label: string }[] = [
  { key: 'yearly', label: 'Yearly' },
  { key: 'quarterly', label: 'Quarterly' },
  { key: 'monthly', label: 'Monthly' },
];

export const periodAtom = atom<Period>('yearly');
