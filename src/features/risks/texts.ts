import type { RiskQuadrant } from '../../../engine/analysis/risks.ts';

/** The badge tone of each quadrant of the part 2 §2 matrix (its words are in the `risks` namespace). */
export const QUADRANT_TONE: Record<RiskQuadrant, 'critical' | 'warning' | 'info' | 'good'> = {
  CRITICAL: 'critical',
  MITIGATE: 'warning',
  MONITOR: 'info',
  ACCEPT: 'good',
};
