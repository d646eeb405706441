import { prose } from '../../ui/figures.ts';
/** Executive Cockpit texts (part 1 §2, §4). */
export const COCKPIT_TEXT = {
  title: 'EXECUTIVE COCKPIT',
  okrs: 'Strategic OKRs 2026',
  costEfficiency: 'Cost Efficiency Metrics',
  forecast2026: '2026 Forecast',
  target: 'Target',
  actual2024: '2024 Actual',
  actual2025: '2025 Actual',
  vs2025: 'vs 2025',
  notInBaseline: (measure: string) => `${measure} is not in the 2024–2025 baseline data, which stop at EBITDA.`,
  ofTarget: 'of target',
  noTarget: 'No target set for 2026.',
  zeroTarget: 'Target zero: met at break-even or better.',
  attainmentRule: (exact: string, forecast: string, target: string) =>
    `Attainment ${exact} of target: 2026 forecast ${forecast} against a target of ${target}.`,
  zeroTargetRule: (forecast: string) => `2026 forecast ${forecast} against a target of zero: good at zero or above, critical below.`,
  noTargetRule: 'No 2026 target is set, so the objective counts as critical until the scenario sets one.',
  thresholds: (good: number, warning: number) =>
    `Good from ${good}% of target, warning from ${warning}%, critical below; a loss against a profit target counts below zero.`,
  totalCogs: 'Total COGS 2026',
  cogsPerRide: 'COGS per Ride 2026',
  cogsShareTarget: 'Target: under 25% of revenue',
  // A getter: the figure is written in the number format of the moment it is read.
  get cogsPerRideTarget() { return prose('Target: under €2.20'); },
  ofRevenue: 'of revenue',
  perRide: 'per ride',
  charts: 'Scenario Trajectories 2024-2030',
  revenueChart: 'Revenue',
  ebitdaChart: 'EBITDA',
  cashChart: 'Cash Balance and Runway',
  actuals: 'Actuals',
  closingCash: 'Closing cash',
  active: 'active',
  /** The band a forecast-ranges run adds to the revenue chart (issue 17). */
  simulatedBand: 'P10–P90 (simulated)',
  simulatedBandLabel: (draws: string) => `, with the P10–P90 range of ${draws} simulated draws from Forecast Ranges`,
  /** Which run the band shows (issue 26): the kept run's name, or the run this device has not had kept. */
  bandRun: (name: string) => `P10–P90 band: ${name}`,
  bandOnThisDevice: (draws: string, seed: number, at: string) => `Forecast ranges: run of ${at} on this device, ${draws} draws, seed ${seed}`,
  fundedTo2030: 'Funded to 2030: cash stays above zero in every month.',
  cashOut: (month: string, months: number) => `Cash runs out in ${month}, ${months} months after December 2025.`,
  lowPoint: (month: string, value: string) => `Lowest balance ${value} in ${month}.`,
  closingLast: (value: string) => `Cash at the end of 2030: ${value}.`,
  /** The minimum cash covenant (driver Minimum Cash Covenant): the first plan month below it, or none. */
  covenantBreach: (amount: string, month: string) => `Cash falls below the ${amount} covenant in ${month}.`,
  covenantKept: (amount: string) => `Cash stays above the ${amount} covenant from 2026 through 2030.`,
  covenantLine: (amount: string) => `Covenant ${amount}`,
  covenantStatus: { good: 'Covenant kept', critical: 'Covenant breached' },
  /** The Cash Runway KPI of 2026: closing cash ÷ average monthly net burn, or none to count in a year that adds cash. */
  runway: (months: string) => `Runway at the 2026 net burn: ${months}.`,
  runwayCashPositive: '2026 adds cash before funding: no net burn, so no runway to count (Cash-positive).',
  /** EBITDA-positive is the P&L; cash-positive is the cash flow before equity and loans, after tax, working capital and capex. */
  ebitdaPositiveFrom: (month: string) => `EBITDA-positive from ${month}`,
  ebitdaNotPositive: 'Not EBITDA-positive by the end of 2030',
  cashPositiveFrom: (year: number) => `cash-positive before funding from ${year}.`,
  cashNotPositive: 'still consuming cash before funding in 2030.',
  scenarioLabel: 'Scenario',
  source: { drafts: 'Unsaved drafts over the scenario', scenario: 'Saved scenario values', defaults: 'Default key drivers (no scenario from the server)' },
} as const;

/** Part 1 §4: the scenario name falls back to Baseline when none is set. */
export const FALLBACK_SCENARIO_NAME = 'Baseline';
