import { prose } from '../../ui/figures.ts';
import type { ImpactLevel } from '../../../engine/model/types.ts';

/** The Key Performance Dashboard's texts (part 2 §2, word for word where the specification has them). */
export const KEY_DRIVERS_TEXT = {
  title: 'Key Performance Dashboard',
  subtitle: 'Investment Banking-Grade Financial Projections',
  skipToDrivers: 'Skip to the drivers',
  refresh: 'Refresh',
  realTimeBadge: 'Real-Time',
  realTimeOn: 'Real-Time ON',
  realTimeOff: 'Real-Time OFF',
  loading: 'Loading Investment Banking-Grade Key Drivers...',
  calculating: 'Calculating…',
  pnlTitle: 'Real-Time P&L Impact Analysis',
  pnlHint: 'Revenue, EBITDA and EBITDA margin per forecast year, recalculated by the model for the values above.',
  pendingChanges: (count: number) => `${count} change${count === 1 ? '' : 's'} not yet calculated: press Refresh.`,
  variables: (count: number) => `${count} variable${count === 1 ? '' : 's'}`,
  summary: {
    revenue: 'Total Revenue',
    ebit: 'EBIT',
    trips: 'Medical Trips',
    revenueGrowth: 'CAGR',
    ebitGrowth: 'Growth',
    tripsGrowth: 'Volume growth',
    growthUndefined: 'n/a',
    growthUndefinedHint: 'No growth rate: the 2026 value is at or below zero.',
  },
  views: { cards: 'Variables', grid: 'Driver Grid' },
  // ours: each card's way back to the scenario's value
  resetToScenario: 'Reset to scenario',
  resetLabel: (driver: string) => `Reset to scenario: ${driver}`,
  resetTitle: (value: string) => `Back to the scenario's value, ${value}`,
  atScenarioValue: (value: string) => `At the scenario's value, ${value}`,
  // ours (issue 28): a driver the scenario's own headcount plan supersedes
  setByPlan: 'Set by the headcount plan',
  setByPlanHint: 'This scenario plans its people position by position, so this value changes nothing.',
  openPlan: 'Open the headcount plan',
  pnl: { revenue: 'Revenue', ebitda: 'EBITDA', margin: 'Margin %' },
  footer: {
    title: 'CSV Data Integration Status',
    // Static figures of part 2 §2.
    get items() { return ['71,280 Vehicles', '47.8M Trips', '46,304 Clients'].map(prose); },
  },
} as const;

/**
 * The impact marker (part 2 §2 gives a coloured dot): how strongly a driver moves the forecast, as
 * three bars filled by level in one neutral colour, never red, because red on this product means
 * bad news and a driver's reach is neither good nor bad (docs/decisions.md). A legend explains it.
 */
export function impactTone(level: ImpactLevel | string): 'high' | 'medium' | 'low' | 'other' {
  return level === 'high' || level === 'medium' || level === 'low' ? level : 'other';
}

/** Bars filled for each impact level, of three. */
export const IMPACT_BARS = { high: 3, medium: 2, low: 1, other: 0 } as const;

export const IMPACT_TEXT = {
  legendLabel: 'What the impact marker means',
  legend: 'Impact: how strongly a driver moves revenue and EBITDA when it changes (three bars high, two medium, one low). It says how much a driver matters, not whether its value is good or bad.',
  levels: { high: 'High', medium: 'Medium', low: 'Low', other: 'Unrated' },
  marker: (level: string) => `${level} impact: how strongly this driver moves the forecast`,
} as const;

/** 'Import from Excel' on Key Drivers (issue #19; ours, beyond the specification). */
export const IMPORT_TEXT = {
  button: 'Import from Excel',
  fileLabel: 'Excel model to import drivers from',
  title: 'Import drivers from Excel',
  file: (name: string) => `Workbook: ${name}`,
  reading: 'Reading the Drivers sheet…',
  nothing: (scenario: string) => `Every driver in the workbook has the value ${scenario} uses: nothing to apply.`,
  caption: (scenario: string) => `Drivers that differ from ${scenario}`,
  driver: 'Driver',
  old: 'Now',
  new: 'In the workbook',
  cell: (row: number, column: string, message: string) => `Row ${row}, column ${column}: ${message}`,
  cancel: 'Cancel',
  close: 'Close',
  apply: (count: number) => `Apply ${count} as draft${count === 1 ? '' : 's'}`,
} as const;

/** The funding events editor in the Finance & Tax category (ours: issue 25). */
export const FUNDING_TEXT = {
  title: 'Funding events',
  intro: 'Equity rounds and loans after the 2025 round. Each change is a draft of the scenario, like a slider: save it into the scenario or undo it.',
  round2025: '2025 round',
  round2025Note: 'Baseline data: the same for every scenario (edit it on Baseline Data Input).',
  equity: (slot: number) => `Equity round ${slot}`,
  loan: (slot: number) => `Loan ${slot}`,
  month: 'Month',
  amount: 'Amount (€)',
  principal: 'Principal (€)',
  rate: 'Interest (%/year)',
  term: 'Term (months)',
  repayment: 'Repayment',
  none: 'No funding events after the 2025 round.',
  addEquity: 'Add equity round',
  addLoan: 'Add loan',
  /** Shown when every slot of the definition is in use. */
  full: (what: string, slots: number) => `All ${slots} ${what} slots are in use: remove one to add another.`,
  equityWord: 'equity round',
  loanWord: 'loan',
  remove: 'Remove',
  removeLabel: (event: string) => `Remove ${event}`,
  undo: 'Undo last change',
  draft: 'draft',
  pending: 'pending',
  added: (event: string) => `${event} added: set its month and amount.`,
  removed: (event: string) => `${event} removed.`,
} as const;
