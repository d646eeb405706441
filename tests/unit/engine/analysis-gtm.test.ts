import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_LEVERS, GTM_MARKET, LEVER_IDS, SHARE_WEIGHTS, SLIDER_GROUPS, leversFromDrivers, simulateGtm, sliderColour, snapLever,
  type LeverSet,
} from '../../../engine/analysis/gtm.ts';
import { financialImpact, roadmap, strategicPriorities } from '../../../engine/analysis/gtmPlan.ts';

const all = (value: number): LeverSet => Object.fromEntries(LEVER_IDS.map((id) => [id, value])) as LeverSet;

describe('GTM: the part 2 §9 model on the default levers', () => {
  const result = simulateGtm(DEFAULT_LEVERS);

  it('projects the German share from the weighted lever fractions', () => {
    // 65·.12 + 80·.12 + 60·.11 + 70·.13 + 70·.12 + 40·.10 + 45·.10 + 20·.05 + 50·.05 + 65·.05 + 30·.03 + 20·.02 = 58.05 → 0.5805
    expect(result.weightedLeverFraction).toBeCloseTo(0.5805, 12);
    expect(result.projectedGermanSharePercent).toBeCloseTo(3 + 13.57 * 0.5805, 12);
  });

  it('scores leadership with our lever weights and floors competitive risk at 20', () => {
    // 65·.2 + 80·.25 + 60·.2 + 60·.15 + 70·.2 = 68; 100 − 68 − 0.25·75 = 13.25 → 20
    expect(result.marketLeadershipScore).toBeCloseTo(68, 12);
    expect(result.competitiveRisk).toBe(20);
    expect(result.aiBfsAdvantage).toBe(70);
    expect(result.traditionalB2bGap).toBe(0);
  });

  it('computes the DACH, material and data revenues and the total', () => {
    expect(result.swissRevenue).toBeCloseTo(18e6 * 0.3 * 0.015 * 20, 6); // 1,620,000
    expect(result.austriaRevenue).toBeCloseTo(12e6 * 0.2 * 0.012 * 18, 6); // 518,400
    expect(result.materialRevenue).toBeCloseTo(113e6 * 0.2 * 0.03 * 15, 6); // 10,170,000
    expect(result.dataMultiplier).toBeCloseTo(1.14, 12);
    expect(result.projectedArr).toBeCloseTo(1_123_000 * Math.pow(1 + 0.10877385 * 3.5, 5), 4); // 5,634,945.36
    expect(result.totalRevenue).toBeCloseTo((5_634_945.362313611 + 1_620_000 + 518_400 + 10_170_000) * 1.14, 3);
  });
});

describe('GTM: limits and rules', () => {
  it('spans 3% with every lever at 0 to the 16.57% target with every lever at 100', () => {
    expect(Object.values(SHARE_WEIGHTS).reduce((a, b) => (a ?? 0) + (b ?? 0), 0)).toBeCloseTo(1, 12);
    expect(simulateGtm(all(0)).projectedGermanSharePercent).toBe(3);
    expect(simulateGtm(all(100)).projectedGermanSharePercent).toBeCloseTo(16.57, 12);
  });

  it('measures the gap to traditional B2B below an AI/BFS advantage of 65', () => {
    const result = simulateGtm({ ...DEFAULT_LEVERS, aiOptimizationImpact: 40, bfsPartnershipLeverage: 50 });
    expect(result.aiBfsAdvantage).toBe(45);
    expect(result.traditionalB2bGap).toBe(20);
  });

  it('raises competitive risk as leadership falls', () => {
    const result = simulateGtm({ ...all(40), switchingCostAdvantage: 0 });
    expect(result.competitiveRisk).toBeCloseTo(60, 12);
  });

  it('never lowers the share when a lever rises', () => {
    fc.assert(fc.property(fc.constantFrom(...LEVER_IDS), fc.integer({ min: 0, max: 95 }), (id, value) => {
      const lower = simulateGtm({ ...DEFAULT_LEVERS, [id]: value });
      const higher = simulateGtm({ ...DEFAULT_LEVERS, [id]: value + 5 });
      expect(higher.projectedGermanSharePercent).toBeGreaterThanOrEqual(lower.projectedGermanSharePercent);
      expect(higher.totalRevenue).toBeGreaterThanOrEqual(lower.totalRevenue);
    }));
  });
});

describe('GTM: sliders and defaults (part 2 §5)', () => {
  it('has 12 sliders in four groups', () => {
    expect(SLIDER_GROUPS.map((g) => g.sliders.length)).toEqual([3, 3, 3, 3]);
  });

  it('colours at 70% of the range green and 40% yellow', () => {
    expect([79, 78, 58, 57].map((v) => sliderColour(v, 30, 100))).toEqual(['green', 'yellow', 'yellow', 'grey']);
  });

  it('reads its defaults from the key drivers, snapped to the slider, and falls back where none is given', () => {
    expect(leversFromDrivers({ rides_digitization_rate: 65, competitive_advantage_premium: 8, regulatory_moat_strength: 7.5, cross_vertical_synergy_index: 6.5, premium_conversion_rate: 15 }))
      .toEqual(DEFAULT_LEVERS);
    expect(leversFromDrivers({})).toEqual(DEFAULT_LEVERS);
    expect(leversFromDrivers({ competitive_advantage_premium: 12, rides_digitization_rate: 23 })).toMatchObject({ competitiveAdvantageScore: 100, marketPenetrationVelocity: 30 });
    expect(snapLever('swissMarketEntry', 33)).toBe(35);
  });
});

describe('GTM: strategic priorities', () => {
  it('lists six priorities with the AI one only above an AI/BFS advantage of 75', () => {
    const without = strategicPriorities(DEFAULT_LEVERS, simulateGtm(DEFAULT_LEVERS));
    expect(without.map((p) => p.id)).toEqual(['germany', 'acquisition', 'dach', 'material', 'data']);
    const strong = { ...DEFAULT_LEVERS, aiOptimizationImpact: 80, bfsPartnershipLeverage: 75 };
    expect(simulateGtm(strong).aiBfsAdvantage).toBe(77.5);
    const withAi = strategicPriorities(strong, simulateGtm(strong));
    expect(withAi).toHaveLength(6);
    expect(withAi[1]?.id).toBe('ai');
    const edge = { ...DEFAULT_LEVERS, aiOptimizationImpact: 75, bfsPartnershipLeverage: 75 };
    expect(strategicPriorities(edge, simulateGtm(edge)).some((p) => p.id === 'ai')).toBe(false);
  });

  it('raises a priority when its lever is weak and orders the roadmap by start year', () => {
    const weak = { ...DEFAULT_LEVERS, customerAcquisitionEfficiency: 35 };
    expect(strategicPriorities(weak, simulateGtm(weak)).find((p) => p.id === 'acquisition')?.priority).toBe('CRITICAL');
    const plan = roadmap(strategicPriorities(DEFAULT_LEVERS, simulateGtm(DEFAULT_LEVERS)));
    expect(plan.map((p) => p.timeline)).toEqual(['2026-2027', '2026', '2027-2028', '2027', '2028']);
  });

  it('tabulates the financial impact against the 2025 ARR', () => {
    const result = simulateGtm(DEFAULT_LEVERS);
    const total = financialImpact(result).find((r) => r.label === 'Total revenue');
    expect(total?.baseline2025).toBe(1_123_000);
    expect(total?.growthMultiple).toBeCloseTo(result.totalRevenue / 1_123_000, 12);
  });

  it('values the header from the base data: 1M of 83M rides digitised, 58.1M × €25 + 24.9M × €15 not yet', () => {
    expect(GTM_MARKET.digitizedSharePercent).toBeCloseTo(100 / 83, 12);
    expect(GTM_MARKET.undigitizedMarketEur).toBe(1_452_500_000 + 373_500_000);
  });
});
