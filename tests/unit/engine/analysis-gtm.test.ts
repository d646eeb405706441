import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { propertyBudget } from '../../helpers/propertyBudget.ts';
import {
  DEFAULT_LEVERS, LEVER_IDS, MARKET_STUDY, SHARE_WEIGHTS, SLIDER_GROUPS, UNDIGITIZED_MARKET_EUR, leversFromDrivers, shareIndexPercent,
  simulateGtm, sliderColour, snapLever, type LeverSet, type PlanAnchor,
} from '../../../engine/analysis/gtm.ts';
import { financialImpact, roadmap, strategicPriorities } from '../../../engine/analysis/gtmPlan.ts';
import type { GtmPlan } from '../../../engine/analysis/gtmStart.ts';
import { BUILT_IN_SCENARIOS } from '../../../engine/scenarios.ts';
import { createCalcApi } from '../../../workers/calc-api.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';

const all = (value: number): LeverSet => Object.fromEntries(LEVER_IDS.map((id) => [id, value])) as LeverSet;
const anchor: PlanAnchor = { revenue2030: 40_000_000, rides2030: 20_000_000 };
const plan: GtmPlan = {
  ...anchor, revenue2025: 1_400_000, rides2025: 540_000, arr2025: 1_100_000, clients2025: 280, grossMargin2025: 85.8,
  customerAcquisitionCost2025: 2240, customerAcquisitionCost2026: 790, ltvCac2026: 6.6, salesMarketing2026: 480_000, salesMarketing2027: 680_000,
};
const growth = (sharePercent: number) => Math.pow(1 + (sharePercent / 100) * 3.5, 5);

describe('GTM: part 2 §9 formulas applied to the plan', () => {
  it('computes the share index from the weighted lever fractions', () => {
    // 65·.12 + 80·.12 + 60·.11 + 70·.13 + 70·.12 + 40·.10 + 45·.10 + 0·.05 + 50·.05 + 65·.05 + 0·.03 + 0·.02 = 55.75
    expect(simulateGtm(DEFAULT_LEVERS, DEFAULT_LEVERS, anchor).weightedLeverFraction).toBeCloseTo(0.5575, 12);
    expect(shareIndexPercent(DEFAULT_LEVERS)).toBeCloseTo(3 + 13.57 * 0.5575, 12);
    expect(shareIndexPercent(all(0))).toBe(3);
    expect(shareIndexPercent(all(100))).toBeCloseTo(16.57, 12);
    expect(Object.values(SHARE_WEIGHTS).reduce((a, b) => (a ?? 0) + (b ?? 0), 0)).toBeCloseTo(1, 12);
  });

  it('is the plan exactly at the plan\'s levers: same revenue, same rides, no difference', () => {
    const result = simulateGtm(DEFAULT_LEVERS, DEFAULT_LEVERS, anchor);
    expect(result.totalRevenue).toBe(anchor.revenue2030);
    expect(result.projectedGermanRides).toBe(anchor.rides2030);
    expect(result.differenceToPlan).toBe(0);
    expect(result.projectedGermanSharePercent).toBeCloseTo((20_000_000 / 83_000_000) * 100, 12);
  });

  it('scales the plan\'s revenue by the §9 growth factor and its rides by the share index', () => {
    const levers = { ...DEFAULT_LEVERS, marketPenetrationVelocity: 100, aiOptimizationImpact: 40 };
    const result = simulateGtm(levers, DEFAULT_LEVERS, anchor);
    const index = shareIndexPercent(levers);
    const planIndex = shareIndexPercent(DEFAULT_LEVERS);
    expect(result.germanRevenue).toBeCloseTo(anchor.revenue2030 * (growth(index) / growth(planIndex)), 4);
    expect(result.projectedGermanRides).toBeCloseTo(anchor.rides2030 * (index / planIndex), 4);
    expect(result.totalRevenue).toBeCloseTo(result.germanRevenue, 4);
  });

  it('adds the DACH and material revenues of §9 on top and scales everything by the data multiplier against the plan\'s', () => {
    const levers = { ...DEFAULT_LEVERS, swissMarketEntry: 30, austriaMarketEntry: 20, materialTransportCapture: 20, dataMonetizationPotential: 60 };
    const result = simulateGtm(levers, DEFAULT_LEVERS, anchor);
    expect(result.swissRevenue).toBeCloseTo(18e6 * 0.3 * 0.015 * 20, 6); // 1,620,000
    expect(result.austriaRevenue).toBeCloseTo(12e6 * 0.2 * 0.012 * 18, 6); // 518,400
    expect(result.materialRevenue).toBeCloseTo(113e6 * 0.2 * 0.03 * 15, 6); // 10,170,000
    expect(result.dataMultiplier).toBeCloseTo(1.21, 12);
    expect(result.dataMultiplierVsPlan).toBeCloseTo(1.21 / 1.14, 12);
    const beforeData = result.germanRevenue + 1_620_000 + 518_400 + 10_170_000;
    expect(result.totalRevenue).toBeCloseTo(beforeData * (1.21 / 1.14), 4);
    expect(result.dataUplift).toBeCloseTo(result.totalRevenue - beforeData, 4);
    expect(result.differenceToPlan).toBeCloseTo(result.totalRevenue - anchor.revenue2030, 4);
  });

  it('never lowers share or revenue when a lever rises, and moves revenue up when a share lever rises', () => {
    fc.assert(fc.property(fc.constantFrom(...LEVER_IDS), fc.integer({ min: 0, max: 95 }), (id, value) => {
      const lower = simulateGtm({ ...DEFAULT_LEVERS, [id]: value }, DEFAULT_LEVERS, anchor);
      const higher = simulateGtm({ ...DEFAULT_LEVERS, [id]: value + 5 }, DEFAULT_LEVERS, anchor);
      expect(higher.projectedGermanSharePercent).toBeGreaterThanOrEqual(lower.projectedGermanSharePercent);
      expect(higher.totalRevenue).toBeGreaterThanOrEqual(lower.totalRevenue);
      if (SHARE_WEIGHTS[id]) expect(higher.totalRevenue).toBeGreaterThan(lower.totalRevenue);
    }), propertyBudget({ numRuns: 100 }));
  });

  it('measures the gap to traditional B2B and floors competitive risk at 20', () => {
    const weak = simulateGtm({ ...DEFAULT_LEVERS, aiOptimizationImpact: 40, bfsPartnershipLeverage: 50 }, DEFAULT_LEVERS, anchor);
    expect(weak.aiBfsAdvantage).toBe(45);
    expect(weak.traditionalB2bGap).toBe(20);
    // 65·.2 + 80·.25 + 60·.2 + 60·.15 + 70·.2 = 68; 100 − 68 − 0.25·75 = 13.25 → 20
    const result = simulateGtm(DEFAULT_LEVERS, DEFAULT_LEVERS, anchor);
    expect(result.marketLeadershipScore).toBeCloseTo(68, 12);
    expect(result.competitiveRisk).toBe(20);
    expect(simulateGtm({ ...all(40), switchingCostAdvantage: 0 }, DEFAULT_LEVERS, anchor).competitiveRisk).toBeCloseTo(60, 12);
  });
});

describe('GTM on the model: the simulator starts from each built-in scenario\'s forecast', () => {
  const api = createCalcApi();
  for (const scenario of BUILT_IN_SCENARIOS) {
    it(`${scenario.scenario_name}: at the plan's levers the 2030 revenue and rides are the forecast's, and the base data are the model's 2025 figures`, () => {
      const snapshot = api.load({ actuals: baselineActuals(), overrides: scenario.key_drivers });
      const planLevers = leversFromDrivers(snapshot.drivers);
      const analysis = api.gtm(planLevers, 'en');
      const years = snapshot.years;
      expect(analysis.result.totalRevenue).toBe(years[2030]?.total_revenue);
      expect(analysis.result.planRevenue).toBe(years[2030]?.total_revenue);
      expect(analysis.result.projectedGermanRides).toBe(years[2030]?.rides);
      expect(analysis.plan.arr2025).toBe(years[2025]?.arr);
      expect(analysis.plan.clients2025).toBe((years[2025]?.medical_clients ?? 0) + (years[2025]?.transport_clients ?? 0));
      expect(analysis.currentSharePercent).toBeCloseTo(((years[2025]?.rides ?? 0) / MARKET_STUDY.germanyRides) * 100, 12);
      const kpi = (id: string) => snapshot.kpis[2026]?.find((k) => k.id === id);
      expect(analysis.plan.grossMargin2025).toBe(kpi('gross_margin')?.base2025);
      expect(analysis.plan.customerAcquisitionCost2025).toBe(kpi('cac')?.base2025);
      expect(analysis.plan.ltvCac2026).toBe(kpi('ltv_cac')?.value);
      const more = api.gtm({ ...planLevers, swissMarketEntry: 50 }, 'en');
      expect(more.result.totalRevenue).toBeGreaterThan(analysis.result.totalRevenue);
    });
  }
});

describe('GTM: sliders and defaults (part 2 §5)', () => {
  it('has 12 sliders in four groups', () => {
    expect(SLIDER_GROUPS.map((g) => g.sliders.length)).toEqual([3, 3, 3, 3]);
  });

  it('colours at 70% of the range green and 40% yellow', () => {
    expect([79, 78, 58, 57].map((v) => sliderColour(v, 30, 100))).toEqual(['green', 'yellow', 'yellow', 'grey']);
  });

  it('reads its defaults from the key drivers, snapped to the slider, and starts without expansion', () => {
    expect(leversFromDrivers({ rides_digitization_rate: 65, competitive_advantage_premium: 8, regulatory_moat_strength: 7.5, cross_vertical_synergy_index: 6.5, premium_conversion_rate: 15 }))
      .toEqual(DEFAULT_LEVERS);
    expect(leversFromDrivers({})).toEqual(DEFAULT_LEVERS);
    expect(leversFromDrivers({ competitive_advantage_premium: 12, rides_digitization_rate: 23 })).toMatchObject({ competitiveAdvantageScore: 100, marketPenetrationVelocity: 30 });
    expect(DEFAULT_LEVERS).toMatchObject({ swissMarketEntry: 0, austriaMarketEntry: 0, materialTransportCapture: 0 });
    expect(snapLever('swissMarketEntry', 33)).toBe(35);
  });
});

describe('GTM: strategic priorities and tables', () => {
  const result = simulateGtm(DEFAULT_LEVERS, DEFAULT_LEVERS, anchor);

  it('lists six priorities with the AI one only above an AI/BFS advantage of 75', () => {
    expect(strategicPriorities(DEFAULT_LEVERS, result, plan).map((p) => p.id)).toEqual(['germany', 'acquisition', 'dach', 'material', 'data']);
    const strong = { ...DEFAULT_LEVERS, aiOptimizationImpact: 80, bfsPartnershipLeverage: 75 };
    const withAi = strategicPriorities(strong, simulateGtm(strong, DEFAULT_LEVERS, anchor), plan);
    expect(withAi).toHaveLength(6);
    expect(withAi[1]?.id).toBe('ai');
    const edge = { ...DEFAULT_LEVERS, aiOptimizationImpact: 75, bfsPartnershipLeverage: 75 };
    expect(strategicPriorities(edge, simulateGtm(edge, DEFAULT_LEVERS, anchor), plan).some((p) => p.id === 'ai')).toBe(false);
  });

  it('names the model\'s Customer Acquisition Cost and LTV/CAC, and raises a priority when its lever is weak', () => {
    const acquisition = strategicPriorities(DEFAULT_LEVERS, result, plan).find((p) => p.id === 'acquisition');
    expect(acquisition?.figures).toEqual({ customerAcquisitionCost2025: plan.customerAcquisitionCost2025, customerAcquisitionCost2026: plan.customerAcquisitionCost2026, ltvCac2026: plan.ltvCac2026 });
    expect(acquisition?.roi).toEqual({ kind: 'ltvCac', ltvCac2026: plan.ltvCac2026 });
    const weak = { ...DEFAULT_LEVERS, customerAcquisitionEfficiency: 35 };
    expect(strategicPriorities(weak, simulateGtm(weak, DEFAULT_LEVERS, anchor), plan).find((p) => p.id === 'acquisition')?.priority).toBe('CRITICAL');
    expect(roadmap(strategicPriorities(DEFAULT_LEVERS, result, plan)).map((p) => p.timeline)).toEqual(['2026-2027', '2026', '2027-2028', '2027', '2028']);
  });

  it('bridges the plan to the simulated revenue: the rows between plan and total add up', () => {
    const levers = { ...DEFAULT_LEVERS, swissMarketEntry: 40, materialTransportCapture: 10, dataMonetizationPotential: 80, innovationVelocity: 90 };
    const rows = financialImpact(simulateGtm(levers, DEFAULT_LEVERS, anchor), plan);
    const [planRow, ...rest] = rows;
    const total = rows.at(-1);
    expect(planRow?.projection2030).toBe(anchor.revenue2030);
    expect(planRow?.baseline2025).toBe(plan.revenue2025);
    expect(total?.baseline2025).toBe(plan.revenue2025);
    const parts = rest.slice(0, -1).reduce((sum, row) => sum + row.projection2030, planRow?.projection2030 ?? 0);
    expect(parts).toBeCloseTo(total?.projection2030 ?? NaN, 4);
  });

  it('values the undigitised market from the market study: 58.1M × €25 + 24.9M × €15', () => {
    expect(UNDIGITIZED_MARKET_EUR).toBe(1_452_500_000 + 373_500_000);
  });
});
