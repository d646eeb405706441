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
  howComputed: (figure: string) => `How ${figure} is computed`,
  explain: {
    totalExposure: (terms: string, total: string) =>
      `The revenue impacts of all risks added up, each in full however likely it is: ${terms} = ${total}.`,
    expectedLoss: (terms: string, total: string) =>
      `Each revenue impact weighted by its probability on the 0-4 scale (probability / 4): ${terms} = ${total}.`,
    riskCoverage: (covered: string, total: string, share: string) =>
      `Risks outside the CRITICAL quadrant are covered by their quadrant's strategy (accept, monitor, mitigate); critical ones are not until their probability or impact falls. Covered ${covered} of ${total} = ${share}.`,
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
