import type { TomYear } from './useTomData.ts';

/** What each year of the year selector is (part 2 §2): its label is tom:years.<kind>. */
export const YEAR_KINDS: Record<TomYear, 'actual' | 'projected' | 'target'> = {
  2025: 'actual',
  2026: 'projected',
  2027: 'projected',
  2030: 'target',
};

/** The scaling plan's columns, as keys of tom:scalingColumns. */
export const SCALING_COLUMNS = ['year', 'ftes', 'revenue', 'revenuePerFte'] as const;
