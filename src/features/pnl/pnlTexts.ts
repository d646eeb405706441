import type { HeadlineMetric } from '../../../engine/analysis/pnlStatement.ts';
import type { Period as ScreenPeriod } from '../../state/period.ts';
import type { Period as StatementPeriod } from '../../../engine/session/session.ts';

/** Display constants of the P&L screens (part 2 §2, §8), word for word where the specification has them. */

export type PnlKind = 'baseline' | 'forecast';

export interface PnlScreenDef {
  title: string;
  years: readonly number[];
  /** The period filter the screen shows (part 2 §2). */
  rangeLabel: string;
}

export const PNL_SCREENS: Record<PnlKind, PnlScreenDef> = {
  baseline: { title: 'Baseline P&L 2024-2025', years: [2024, 2025], rangeLabel: '2024-2025' },
  forecast: { title: 'Forecast P&L 2026-2030', years: [2026, 2027, 2028, 2029, 2030], rangeLabel: '2026-2030' },
};

export const STATEMENT_PERIOD: Record<ScreenPeriod, StatementPeriod> = { yearly: 'year', quarterly: 'quarter', monthly: 'month' };

export const PERIOD_WORDS: Record<ScreenPeriod, string> = { yearly: 'Yearly', quarterly: 'Quarterly', monthly: 'Monthly' };

export const KPI_CARD_LABELS: Record<HeadlineMetric, string> = {
  total_revenue: 'Total Revenue',
  arr: 'ARR (Recurring)',
  ebitda: 'EBITDA',
  rides: 'Total Rides',
};

export const TREND_WORDS = { up: 'up', down: 'down', flat: 'flat' } as const;

/** Why a YoY figure is a dash. */
export const NO_PRIOR_YEAR = (prior: number) => `No growth rate: ${prior} has no value to compare with (zero or missing).`;

export const TRACEABILITY_TEXT = {
  bannerTitle: 'P&L Traceability',
  bannerBody: 'Every line links to the assumptions and the formula it comes from. Click any figure (or press Enter on it) to see how it is calculated.',
  show: 'Show Traceability',
  hide: 'Hide Traceability',
  column: 'Traceability',
  errorTitle: 'Traceability Error',
  noToken: 'No authentication token found',
  fallback: 'Failed to load P&L traceability data',
  retry: 'Retry',
  loading: 'Loading traceability...',
  sourceAssumptions: 'Source assumptions',
  formula: 'Formula',
} as const;

export const RECONCILIATION_TEXT = {
  title: 'EBITDA Reconciliation Validation',
  perfect: 'PERFECT RECONCILIATION',
  variance: 'VARIANCE DETECTED',
  markerReconciled: 'RECONCILED',
  markerVariance: 'VARIANCE',
  totalRevenue: 'Total Revenue',
  totalExpenses: 'Total Expenses',
  computedEbitda: 'Computed EBITDA',
  targetEbitda: 'Target EBITDA',
  varianceLabel: 'Variance',
  rule: 'Computed EBITDA = total revenue − total expenses (cost of goods sold and every operating expense line, including the rounding adjustment). A year reconciles only when the variance is exactly zero.',
} as const;

export const GRID_TEXT = {
  lineItem: 'Line Item',
  // ours: a forecast-year column whose months are closed holds actuals
  actualPeriod: (label: string) => `${label} (Actual)`,
  yoyGrowth: 'YoY Growth',
  margin: (year: number) => `${year} Margin`,
  yoyTooltip: (year: number) => `Growth of ${year} over ${year - 1}; a dash where ${year - 1} is zero or missing, and on the rounding adjustment`,
  revenueSection: 'Revenue',
  expenseSection: 'Operating Expenses',
  exportCsv: 'Export CSV',
  loading: 'Loading P&L...',
  statementError: 'The statement could not be computed.',
  retry: 'Retry',
} as const;

/** Lines printed bold as totals and results. */
export const TOTAL_ROWS: ReadonlySet<string> = new Set(['total_revenue', 'gross_profit', 'total_operating_expenses', 'ebitda']);

export const NOTES_TITLE = 'Notes to the Financial Statement';

/** The five financial statement notes below the statement (part 2 §2). */
export const STATEMENT_NOTES: readonly { title: string; body: string }[] = [
  {
    title: 'Basis of preparation',
    body: '2024 and 2025 are actuals from the baseline data (management accounts, monthly). 2026-2030 are forecast by the driver model of the active scenario; every forecast figure is a formula over the key drivers. Months of 2026 on up to the last closed month hold their monthly actuals (marked Actual), and the forecast continues from the closed month\'s clients, adoption and cash.',
  },
  {
    title: 'Revenue recognition',
    body: 'One-time implementation fees are recognised when a facility is onboarded; recurring SaaS fees monthly over the contract; transaction revenue per revenue-generating ride as the platform share of the ride price.',
  },
  {
    title: 'EBITDA',
    body: 'EBITDA is gross profit less operating expenses. Depreciation, amortisation, interest and taxes are outside this statement, as is the capital injection (a cash flow, not income).',
  },
  {
    title: 'Rounding and reconciliation',
    body: 'The rounding / reconciliation adjustment aligns the sum of the expense lines with the stated EBITDA to the euro (2024: €1). Each year is checked: revenue minus total expenses must equal EBITDA exactly.',
  },
  {
    title: 'Bonus pools',
    body: 'Bonus Pool TC rewards transport partners (driver quality bonus on gated marketplace rides and referral bonuses); Bonus Pool MC returns a share of transaction revenue to medical clients.',
  },
];

export const ANALYSIS_TEXT = {
  revenueTitle: 'Revenue Analysis',
  profitTitle: 'Path to Profitability',
  recurringGrowth: 'Recurring revenue growth',
  transactionGrowth: 'Transaction growth',
  recurringMix: 'Recurring mix',
  // The statement's margin; the Gross Margin KPI also counts hosting as a cost of revenue.
  grossMargin: 'Gross margin before hosting',
  operatingLeverage: 'Operating leverage',
  ebitdaMargin: 'EBITDA margin',
  breakEven: 'EBITDA break-even',
  notYet: (year: number) => `Not by ${year}`,
  growthSpan: (first: number, last: number) => (last - first === 1 ? `${last} vs ${first}` : `CAGR ${first}-${last}`),
  leverageNote: (revenue: string, expenses: string) => `Revenue ${revenue} a year against total expenses ${expenses}`,
} as const;

export const HEADER_TEXT = {
  scenario: 'Scenario',
  period: 'Period',
  lastUpdated: 'Last updated',
  fallbackScenario: 'Baseline',
} as const;
