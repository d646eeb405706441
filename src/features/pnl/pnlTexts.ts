import { prose } from '../../ui/figures.ts';
import type { HeadlineMetric } from '../../../engine/analysis/pnlStatement.ts';
import type { LineSection } from '../../../engine/model/types.ts';

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
  yoyGrowth: 'YoY Growth',
  margin: (year: number) => `${year} Margin`,
  yoyTooltip: (year: number) => `Growth of ${year} over ${year - 1}, green where the change is good news (a cost falling, revenue or profit rising) and red where it is bad; a dash where ${year - 1} is zero or missing, and on the rounding adjustment`,
  marginTooltip: (year: number) => `The line as a share of ${year} total revenue`,
  loading: 'Loading P&L...',
  statementError: 'The statement could not be computed.',
} as const;

/** The title above the first row of a section of the statement (sections of the model definition). */
export const SECTION_TITLES: Partial<Record<LineSection, string>> = { revenue: 'Revenue', opex: 'Operating Expenses' };

export type PnlLayout = 'management' | 'hgb';

/** The layout switch: the management P&L, or the German statutory format (whose rows are in German). */
export const LAYOUT_TEXT = {
  label: 'Layout',
  options: [
    { key: 'management', label: 'Management' },
    { key: 'hgb', label: 'HGB (German statutory)' },
  ] as const satisfies readonly { key: PnlLayout; label: string }[],
  hgbNote: 'Nature-of-expense format of § 275 Abs. 2 HGB (Gesamtkostenverfahren): each item adds up the P&L lines mapped to it; rows in German, as the law words them.',
} as const;

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
    title: 'EBITDA to net income',
    body: 'EBITDA is gross profit less operating expenses (plus own work capitalised). Below it the forecast deducts depreciation and amortisation (EBIT), interest and the German income taxes (corporate income tax with solidarity surcharge, trade tax) to net income. The 2024–2025 baseline data ends at EBITDA, so those rows are empty in 2024 and 2025. Equity rounds and loans are financing, not income: they show on the Cash Flow and Balance Sheet screens.',
  },
  {
    title: 'Rounding and reconciliation',
    get body() { return prose('The rounding / reconciliation adjustment aligns the sum of the expense lines with the stated EBITDA to the euro (2024: €1). Each year is checked: revenue minus total expenses must equal EBITDA exactly.'); },
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
  lastSaveSource: { baseline: 'baseline 2024–2025', monthly: 'monthly actuals' },
  fallbackScenario: 'Baseline',
} as const;
