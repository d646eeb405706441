/**
 * Market leadership strategy simulator (GTM, part 2 §2, §5, §9): 15 strategic levers (0–100)
 * turned into the projected German market share, the leadership score and competitive risk,
 * the AI/BFS advantage and the 2030 revenue with DACH expansion, material transports and data
 * monetisation. Part 2 §9's formulas and constants, started from the active scenario's forecast
 * (at the plan's levers the simulated 2030 revenue is the P&L's); our choices are marked and
 * documented in docs/model.md ("GTM market-leadership simulator").
 */

export const LEVER_IDS = [
  'marketPenetrationVelocity', 'competitiveAdvantageScore', 'customerAcquisitionEfficiency', 'aiOptimizationImpact',
  'bfsPartnershipLeverage', 'dataMonetizationPotential', 'swissMarketEntry', 'austriaMarketEntry', 'crossBorderSynergies',
  'materialTransportCapture', 'hybridServiceIntegration', 'premiumServiceTier', 'switchingCostAdvantage',
  'networkEffectsStrength', 'innovationVelocity',
] as const;
export type LeverId = (typeof LEVER_IDS)[number];
export type LeverSet = Record<LeverId, number>;

export interface SliderDef {
  id: LeverId;
  label: string;
  min: number;
  max: number;
}

/** Part 2 §5: the 12 sliders (integers, step 5) in four groups. */
export const LEVER_STEP = 5;
export const SLIDER_GROUPS: readonly { title: string; sliders: readonly SliderDef[] }[] = [
  {
    title: 'Market Penetration',
    sliders: [
      { id: 'marketPenetrationVelocity', label: 'Market Penetration Velocity', min: 30, max: 100 },
      { id: 'competitiveAdvantageScore', label: 'Competitive Advantage Score', min: 40, max: 100 },
      { id: 'customerAcquisitionEfficiency', label: 'Customer Acquisition Efficiency', min: 30, max: 100 },
    ],
  },
  {
    title: 'AI & Partnerships',
    sliders: [
      { id: 'aiOptimizationImpact', label: 'AI Optimization Impact', min: 40, max: 100 },
      { id: 'bfsPartnershipLeverage', label: 'BFS Partnership Leverage', min: 40, max: 100 },
      { id: 'dataMonetizationPotential', label: 'Data Monetization Potential', min: 20, max: 100 },
    ],
  },
  {
    title: 'DACH Expansion',
    sliders: [
      { id: 'swissMarketEntry', label: 'Swiss Market Entry', min: 0, max: 100 },
      { id: 'austriaMarketEntry', label: 'Austria Market Entry', min: 0, max: 100 },
      { id: 'crossBorderSynergies', label: 'Cross-Border Synergies', min: 20, max: 100 },
    ],
  },
  {
    title: 'Service Portfolio',
    sliders: [
      { id: 'materialTransportCapture', label: 'Material Transport Capture', min: 0, max: 100 },
      { id: 'hybridServiceIntegration', label: 'Hybrid Service Integration', min: 30, max: 100 },
      { id: 'premiumServiceTier', label: 'Premium Service Tier', min: 20, max: 100 },
    ],
  },
];

export type SliderColour = 'green' | 'yellow' | 'grey';

/** Part 2 §5: 70% or more of the slider's range green, 40% or more yellow, else grey. */
export function sliderColour(value: number, min: number, max: number): SliderColour {
  const position = max > min ? (value - min) / (max - min) : 0;
  if (position >= 0.7) return 'green';
  if (position >= 0.4) return 'yellow';
  return 'grey';
}

/**
 * Part 2 §9 base data that describes the market, not us: an external market study of DACH ride
 * volumes and prices (the screen labels it so). Our own starting figures (ARR, clients, gross
 * margin, acquisition cost, rides) come from the model (`gtmStart.ts`), never from here.
 */
export const MARKET_STUDY = {
  germanyRides: 83_000_000,
  germanyDigitizedRides: 1_000_000,
  germanyUndigitizedRides: 82_000_000,
  switzerlandRides: 18_000_000,
  austriaRides: 12_000_000,
  patientTransportRides: 58_100_000,
  patientTransportPrice: 25,
  materialTransportRides: 24_900_000,
  materialTransportPrice: 15,
  targetShare2030Percent: 16.57,
} as const;

/** The simulator's header (part 2 §2): the market not yet digitised, valued at the study's prices. */
export const UNDIGITIZED_MARKET_EUR = MARKET_STUDY.patientTransportRides * MARKET_STUDY.patientTransportPrice
  + MARKET_STUDY.materialTransportRides * MARKET_STUDY.materialTransportPrice;

/** Our share of German rides, in %, for a number of rides a year on the platform. */
export function germanSharePercent(rides: number): number {
  return (rides / MARKET_STUDY.germanyRides) * 100;
}

/** Part 2 §9: weights of the lever fractions in the projected German share (they sum to 1). */
export const SHARE_WEIGHTS: Readonly<Partial<Record<LeverId, number>>> = {
  marketPenetrationVelocity: 0.12, competitiveAdvantageScore: 0.12, customerAcquisitionEfficiency: 0.11,
  aiOptimizationImpact: 0.13, bfsPartnershipLeverage: 0.12, dataMonetizationPotential: 0.1, premiumServiceTier: 0.1,
  materialTransportCapture: 0.05, hybridServiceIntegration: 0.05, crossBorderSynergies: 0.05, swissMarketEntry: 0.03,
  austriaMarketEntry: 0.02,
};
/** Part 2 §9: share = 3 + 13.57 × weighted lever fraction (so 3% … 16.57%). */
export const SHARE_BASE_PERCENT = 3;
export const SHARE_RANGE_PERCENT = 13.57;

/**
 * Part 2 §9 gives the leadership weights 0.2, 0.25, 0.2, 0.15, 0.2 without their levers. Ours:
 * speed of taking the market, defensible advantage (the largest weight), efficient acquisition,
 * network effects and innovation speed — what makes a leader hard to catch.
 */
export const LEADERSHIP_WEIGHTS: Readonly<Partial<Record<LeverId, number>>> = {
  marketPenetrationVelocity: 0.2, competitiveAdvantageScore: 0.25, customerAcquisitionEfficiency: 0.2,
  networkEffectsStrength: 0.15, innovationVelocity: 0.2,
};

/** Part 2 §9: DACH revenue per ride captured (share of rides × price). */
export const SWISS = { captureRate: 0.015, pricePerRide: 20 } as const;
export const AUSTRIA = { captureRate: 0.012, pricePerRide: 18 } as const;
export const MATERIAL = { captureRate: 0.03, pricePerRide: 15 } as const;
export const DATA_MULTIPLIER_RATE = 0.35;
/** Part 2 §9: revenue grows by (1 + share × 3.5) a year for five years. */
export const ARR_GROWTH_FACTOR = 3.5;
export const PROJECTION_YEARS = 5;
export const TRADITIONAL_B2B_BENCHMARK = 65;
export const COMPETITIVE_RISK_FLOOR = 20;

/** What the plan says for 2030: the forecast's revenue and rides (see `GtmPlan`). */
export interface PlanAnchor {
  revenue2030: number;
  rides2030: number;
}

export interface GtmResult {
  /** Weighted lever fraction 0–1. */
  weightedLeverFraction: number;
  /** Part 2 §9's share formula, 3% … 16.57%: the index the levers move the plan's rides by. */
  shareIndexPercent: number;
  /** Our share of German rides in 2030: projected rides ÷ the study's 83M. */
  projectedGermanSharePercent: number;
  /** 2030 rides on the platform: the plan's rides × share index ÷ the index at the plan's levers. */
  projectedGermanRides: number;
  marketLeadershipScore: number;
  competitiveRisk: number;
  aiBfsAdvantage: number;
  traditionalB2bGap: number;
  /** The forecast P&L's 2030 revenue. */
  planRevenue: number;
  /** The plan's revenue × the §9 growth factor at these levers ÷ the factor at the plan's levers. */
  germanRevenue: number;
  swissRevenue: number;
  austriaRevenue: number;
  internationalRevenue: number;
  materialRevenue: number;
  /** Part 2 §9's data multiplier, 1 + 0.35 × monetisation. */
  dataMultiplier: number;
  /** The data multiplier ÷ its value at the plan's levers: what data monetisation adds to the plan. */
  dataMultiplierVsPlan: number;
  /** What data monetisation adds to German, international and material revenue (negative below the plan's level). */
  dataUplift: number;
  /** (German + international + material revenue) × data multiplier against the plan. */
  totalRevenue: number;
  /** totalRevenue − planRevenue. */
  differenceToPlan: number;
}

const fraction = (value: number) => value / 100;

function weighted(levers: LeverSet, weights: Readonly<Partial<Record<LeverId, number>>>, scale: (v: number) => number): number {
  return Object.entries(weights).reduce((sum, [id, weight]) => sum + (weight ?? 0) * scale(levers[id as LeverId]), 0);
}

/** Part 2 §9's projected share, 3% … 16.57%. */
export function shareIndexPercent(levers: LeverSet): number {
  return SHARE_BASE_PERCENT + SHARE_RANGE_PERCENT * weighted(levers, SHARE_WEIGHTS, fraction);
}

/** Part 2 §9's five-year growth of revenue at a share: (1 + share × 3.5)⁵. */
function growthFactor(levers: LeverSet): number {
  return Math.pow(1 + fraction(shareIndexPercent(levers)) * ARR_GROWTH_FACTOR, PROJECTION_YEARS);
}

function dataMultiplierOf(levers: LeverSet): number {
  return 1 + DATA_MULTIPLIER_RATE * fraction(levers.dataMonetizationPotential);
}

/**
 * The simulator on the plan (docs/model.md "GTM market-leadership simulator"): part 2 §9's
 * formulas with their constants, applied as ratios to the forecast's 2030 revenue and rides, and
 * the expansion revenues (Switzerland, Austria, material transports) added on top. At the plan's
 * levers — expansion at 0, the rest from the scenario's drivers — every ratio is exactly 1 and
 * the expansion 0, so the simulated revenue is the P&L's.
 */
export function simulateGtm(levers: LeverSet, planLevers: LeverSet, plan: PlanAnchor): GtmResult {
  const index = shareIndexPercent(levers);
  const rides = plan.rides2030 * (index / shareIndexPercent(planLevers));
  const leadership = weighted(levers, LEADERSHIP_WEIGHTS, (v) => v);
  const aiBfs = (levers.aiOptimizationImpact + levers.bfsPartnershipLeverage) / 2;
  const swiss = MARKET_STUDY.switzerlandRides * fraction(levers.swissMarketEntry) * SWISS.captureRate * SWISS.pricePerRide;
  const austria = MARKET_STUDY.austriaRides * fraction(levers.austriaMarketEntry) * AUSTRIA.captureRate * AUSTRIA.pricePerRide;
  const dachRides = MARKET_STUDY.germanyRides + MARKET_STUDY.switzerlandRides + MARKET_STUDY.austriaRides;
  const material = dachRides * fraction(levers.materialTransportCapture) * MATERIAL.captureRate * MATERIAL.pricePerRide;
  const german = plan.revenue2030 * (growthFactor(levers) / growthFactor(planLevers));
  const dataMultiplier = dataMultiplierOf(levers);
  const dataVsPlan = dataMultiplier / dataMultiplierOf(planLevers);
  const beforeData = german + swiss + austria + material;
  const total = beforeData * dataVsPlan;
  return {
    weightedLeverFraction: weighted(levers, SHARE_WEIGHTS, fraction),
    shareIndexPercent: index,
    projectedGermanSharePercent: germanSharePercent(rides),
    projectedGermanRides: rides,
    marketLeadershipScore: leadership,
    competitiveRisk: Math.max(COMPETITIVE_RISK_FLOOR, 100 - leadership - 0.25 * levers.switchingCostAdvantage),
    aiBfsAdvantage: aiBfs,
    traditionalB2bGap: Math.max(0, TRADITIONAL_B2B_BENCHMARK - aiBfs),
    planRevenue: plan.revenue2030,
    germanRevenue: german,
    swissRevenue: swiss,
    austriaRevenue: austria,
    internationalRevenue: swiss + austria,
    materialRevenue: material,
    dataMultiplier,
    dataMultiplierVsPlan: dataVsPlan,
    dataUplift: total - beforeData,
    totalRevenue: total,
    differenceToPlan: total - plan.revenue2030,
  };
}

/**
 * Lever defaults where no key driver says otherwise (part 2 §5: missing values fall back to
 * defaults). Switzerland, Austria and material transports start at 0: the plan is the German
 * patient-transport business, so any entry there is on top of it.
 */
export const DEFAULT_LEVERS: LeverSet = {
  marketPenetrationVelocity: 65, competitiveAdvantageScore: 80, customerAcquisitionEfficiency: 60, aiOptimizationImpact: 70,
  bfsPartnershipLeverage: 70, dataMonetizationPotential: 40, swissMarketEntry: 0, austriaMarketEntry: 0, crossBorderSynergies: 65,
  materialTransportCapture: 0, hybridServiceIntegration: 50, premiumServiceTier: 45, switchingCostAdvantage: 75,
  networkEffectsStrength: 60, innovationVelocity: 70,
};

const SLIDER_BY_ID: ReadonlyMap<LeverId, SliderDef> = new Map(SLIDER_GROUPS.flatMap((g) => g.sliders).map((s) => [s.id, s]));

/** Inside the slider's range, on its step; levers without a slider stay within 0–100. */
export function snapLever(id: LeverId, value: number): number {
  const slider = SLIDER_BY_ID.get(id);
  const min = slider?.min ?? 0;
  const max = slider?.max ?? 100;
  const stepped = Math.round(value / LEVER_STEP) * LEVER_STEP;
  return Math.min(max, Math.max(min, stepped));
}

/**
 * The plan's levers, from the key drivers (part 2 §2 inputs): the simulator's neutral setting,
 * where its revenue is the forecast's. The digitisation rate is the penetration velocity; the
 * 0–50% price premium, the 0–10 regulatory moat and the 0–10 cross-vertical synergy index are
 * scaled to 0–100; premium conversion (0–100%) sets the premium tier at three times its value.
 * Missing drivers keep DEFAULT_LEVERS.
 */
export function leversFromDrivers(drivers: Readonly<Record<string, number | undefined>>): LeverSet {
  const levers: LeverSet = { ...DEFAULT_LEVERS };
  const from = (id: LeverId, driver: string, scale: number) => {
    const value = drivers[driver];
    if (typeof value === 'number' && Number.isFinite(value)) levers[id] = snapLever(id, value * scale);
  };
  from('marketPenetrationVelocity', 'rides_digitization_rate', 1);
  from('competitiveAdvantageScore', 'competitive_advantage_premium', 10);
  from('switchingCostAdvantage', 'regulatory_moat_strength', 10);
  from('crossBorderSynergies', 'cross_vertical_synergy_index', 10);
  from('premiumServiceTier', 'premium_conversion_rate', 3);
  return levers;
}
