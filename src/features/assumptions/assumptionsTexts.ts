/** Display constants of the Business Assumptions Documentation (part 1 §2, §8), word for word where given. */
export const ASSUMPTIONS_TEXT = {
  title: 'Business Assumptions Documentation',
  subtitle: 'Every assumption of the model with its value, reasoning and the P&L lines it moves.',
  summaryTitle: 'P&L Traceability',
  totalAssumptions: 'Total Assumptions',
  connected: 'P&L Connected',
  coverage: 'Coverage %',
  collapseAll: 'Collapse All',
  showAllImpacts: 'Show All Impacts',
  showDetails: 'Show Details',
  hideDetails: 'Hide Details',
  impactYear: 'Impact year',
  errorTitle: 'Traceability Data Error',
  errorFallback: 'Failed to load traceability data',
  noToken: 'No authentication token found',
  retry: 'Retry Loading',
  loading: 'Loading assumptions...',
  reasoning: 'Reasoning',
  businessLogic: 'Business logic',
  source: 'Source',
  historical: 'Historical',
  projection: 'Projection',
  linesReached: 'P&L lines it reaches',
  impactHeader: (year: number) => `Impact of +1% in ${year}`,
  ebitdaImpact: (year: number) => `EBITDA impact of +1% in ${year}`,
  noEffectInYear: (year: number) => `no effect in ${year}`,
  notConnected: 'No P&L formula uses this assumption; it documents the baseline or a contract term.',
  formulas: 'Where it enters the model',
  entries: (count: number) => `${count} ${count === 1 ? 'assumption' : 'assumptions'}`,
} as const;

/** Years whose impacts the screen can show (the forecast years). */
export const IMPACT_YEARS = [2026, 2027, 2028, 2029, 2030] as const;
