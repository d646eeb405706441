import type { RiskQuadrant } from '../../../engine/analysis/risks.ts';

/** Strategic Risk Assessment texts (part 2 §2, §5). */
export const RISK_TEXT = {
  title: 'Strategic Risk Assessment',
  subtitle: 'Probability and impact on a 0-4 scale, revenue impact in €M',
  loading: 'Loading risks...',
  offline: 'The server could not be reached; the built-in risk list is shown.',
  retry: 'Retry',
  totalExposure: 'Total Risk Exposure',
  expectedLoss: 'Expected Loss',
  riskCoverage: 'Risk Coverage',
  definitions: {
    totalExposure: 'Sum of the revenue impacts of all risks',
    expectedLoss: 'Sum of probability / 4 × revenue impact',
    riskCoverage: 'Share of the exposure outside the CRITICAL quadrant',
  },
  matrix: 'Risk Matrix',
  probability: 'Probability',
  impact: 'Impact',
  list: 'Detailed Risk List',
  columns: ['Risk', 'Category', 'Probability', 'Impact', 'Revenue Impact', 'Quadrant'],
  revenueImpact: 'Revenue impact',
  description: 'Description',
  mitigation: 'Mitigation',
  timeframe: 'Timeframe',
  derivation: 'Derivation',
  close: 'Close',
  edit: 'Edit figures',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  saved: 'Saved',
  revenueImpactField: 'Revenue impact (€M)',
  lastChanged: (by: string, at: string) => `Last changed by ${by} on ${at}`,
} as const;

/** Part 2 §2 matrix cells. */
export const QUADRANT_LABELS: Record<RiskQuadrant, string> = {
  CRITICAL: 'CRITICAL',
  MITIGATE: 'MITIGATE',
  MONITOR: 'MONITOR',
  ACCEPT: 'ACCEPT',
};

export const QUADRANT_TONE: Record<RiskQuadrant, 'critical' | 'warning' | 'info' | 'good'> = {
  CRITICAL: 'critical',
  MITIGATE: 'warning',
  MONITOR: 'info',
  ACCEPT: 'good',
};
