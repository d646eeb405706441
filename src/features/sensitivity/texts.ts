import { SUM_OF_PARTS, SUM_OF_PARTS_REVENUE_MULTIPLE } from '../../../engine/analysis/sensitivity.ts';
import type { SensitivitySortKey } from '../../../engine/analysis/sensitivityTable.ts';
import { formatMultiple } from '../../ui/figures.ts';

/** Sensitivity Analysis texts (part 2 §2). */
export const SENSITIVITY_TEXT = {
  title: 'Sensitivity Analysis',
  subtitle: 'Impact of a +1% change of each driver\'s value on 2026-2030, computed with the full model: the same relative step for every driver, percentages included, so the ranking compares like with like (the sales team moves by one rep, scaled to 1% of the team)',
  loading: 'Calculating sensitivity of the 12 key drivers...',
  failed: 'The sensitivity sweep failed',
  columns: {
    name: 'Key Driver',
    category: 'Category',
    current: 'Current Value',
    revenue: 'Revenue Impact',
    profit: 'Profit Impact',
    valuation: 'Valuation Impact (2026-2030)',
    total: 'Total Strategic Impact',
  } satisfies Record<SensitivitySortKey | 'category' | 'current', string>,
  baseline: 'Baseline',
  step: 'Step',
  costDriver: 'cost driver',
  insights: 'Key Insights',
  topDrivers: 'Top 3 drivers by strategic impact',
  sumOfParts: 'Sum-of-parts valuation',
  // A getter: the figures are written in the number format of the moment they are read.
  get sumOfPartsNotes() {
    return [
      `ARR part: ${Math.round(SUM_OF_PARTS.arrShare * 100)}% of revenue at ${formatMultiple(SUM_OF_PARTS.arrMultiple)}`,
      `Transactional part: ${Math.round(SUM_OF_PARTS.transactionalShare * 100)}% of revenue at ${formatMultiple(SUM_OF_PARTS.transactionalMultiple)}`,
      `Blended: ${formatMultiple(SUM_OF_PARTS_REVENUE_MULTIPLE, 2)} the change in 2030 revenue`,
      'Revenue and profit impacts add up the changes of 2026-2030',
    ];
  },
  legend: 'Heatmap Legend',
  tornado: 'EBITDA 2030 impact by driver (tornado)',
  tornadoAxis: 'Change in EBITDA 2030',
} as const;

