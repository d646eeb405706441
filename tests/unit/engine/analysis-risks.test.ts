import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RISKS, assessRisk, probabilityPercent, riskLevelLabel, riskQuadrant, riskSummary,
} from '../../../engine/analysis/risks.ts';

describe('risks: the five risks of part 2 §9', () => {
  it('hold the specification’s probability, impact and revenue impact', () => {
    expect(DEFAULT_RISKS.map((r) => [r.name, r.probability, r.impact, r.revenueImpact])).toEqual([
      ['Regulatory Changes', 2.1, 3.8, 2.8],
      ['Market Competition', 3.1, 3.4, 1.2],
      ['Technology Infrastructure', 2.8, 3.8, 4.1],
      ['Key Personnel', 2.0, 2.8, 0.8],
      ['Talent Acquisition', 3.4, 2.1, 0.5],
    ]);
  });

  it('land in the quadrants part 2 §2 shows: 1 MITIGATE, 2 and 3 CRITICAL, 4 ACCEPT, 5 MONITOR', () => {
    expect(DEFAULT_RISKS.map((r) => assessRisk(r).quadrant)).toEqual(['MITIGATE', 'CRITICAL', 'CRITICAL', 'ACCEPT', 'MONITOR']);
  });
});

describe('risks: rules', () => {
  it('treats probability 2.5 and impact 3.0 as the first high values', () => {
    expect(riskQuadrant(2.5, 3.0)).toBe('CRITICAL');
    expect(riskQuadrant(2.49, 3.0)).toBe('MITIGATE');
    expect(riskQuadrant(2.5, 2.99)).toBe('MONITOR');
    expect(riskQuadrant(2.49, 2.99)).toBe('ACCEPT');
  });

  it('labels impact 3 and more High, 2.5 and more Medium, below Low', () => {
    expect([4, 3, 2.99, 2.5, 2.49, 0].map(riskLevelLabel)).toEqual(['High', 'High', 'Medium', 'Medium', 'Low', 'Low']);
  });

  it('labels a probability by the chance it stands for, never contradicting its percentage: 2.1 (52.5 %) is Medium, not Low', () => {
    const regulatory = assessRisk({ ...(DEFAULT_RISKS[0] as (typeof DEFAULT_RISKS)[number]), probability: 2.1 });
    expect({ percent: regulatory.probabilityPercent, label: regulatory.probabilityLabel }).toEqual({ percent: 52.5, label: 'Medium' });
    for (let tenths = 0; tenths <= 40; tenths += 1) {
      const { probabilityPercent: percent, probabilityLabel: label } = assessRisk({ ...(DEFAULT_RISKS[0] as (typeof DEFAULT_RISKS)[number]), probability: tenths / 10 });
      if (label === 'Low') expect(percent, `${tenths / 10}`).toBeLessThan(37.5);
      if (label === 'High') expect(percent, `${tenths / 10}`).toBeGreaterThanOrEqual(62.5);
      // High probability is exactly the matrix's likely side.
      expect(label === 'High', `${tenths / 10}`).toBe(tenths / 10 >= 2.5);
    }
  });

  it('shows probability as probability / 4 × 100', () => {
    expect(probabilityPercent(2.1)).toBeCloseTo(52.5, 12);
    expect(probabilityPercent(4)).toBe(100);
    expect(assessRisk(DEFAULT_RISKS[4] as (typeof DEFAULT_RISKS)[number])).toMatchObject({ probabilityPercent: 85, probabilityLabel: 'High', impactLabel: 'Low' });
  });
});

describe('risks: header figures', () => {
  it('sums exposure, weights expected loss by probability and covers the exposure outside CRITICAL', () => {
    const summary = riskSummary(DEFAULT_RISKS);
    // 2.8 + 1.2 + 4.1 + 0.8 + 0.5
    expect(summary.totalExposure).toBeCloseTo(9.4, 12);
    // 2.1/4·2.8 + 3.1/4·1.2 + 2.8/4·4.1 + 2.0/4·0.8 + 3.4/4·0.5 = 1.47 + 0.93 + 2.87 + 0.4 + 0.425
    expect(summary.expectedLoss).toBeCloseTo(6.095, 12);
    // (2.8 + 0.8 + 0.5) / 9.4
    expect(summary.coveredExposure).toBeCloseTo(4.1, 12);
    expect(summary.riskCoverage).toBeCloseTo((4.1 / 9.4) * 100, 10);
  });

  it('counts full coverage when no risk is critical or there is no exposure', () => {
    const calm = DEFAULT_RISKS.map((r) => ({ ...r, probability: 1 }));
    expect(riskSummary(calm).riskCoverage).toBe(100);
    expect(riskSummary([])).toEqual({ totalExposure: 0, expectedLoss: 0, coveredExposure: 0, riskCoverage: 100 });
  });
});
