import type { NumberFormatter } from '../format/number.ts';
import {
  MARKET_STUDY, TRADITIONAL_B2B_BENCHMARK, UNDIGITIZED_MARKET_EUR, germanSharePercent, simulateGtm,
  type GtmResult, type LeverSet,
} from './gtm.ts';
import type { GtmPlan } from './gtmStart.ts';

/**
 * What the GTM simulator recommends and tabulates from a result (part 2 §2–§3): strategic
 * priorities, the market structure and financial impact tables, DACH cards and the roadmap.
 * Every number comes from the simulation, the model's figures of the scenario (`GtmPlan`) or the
 * market study; the priorities carry their numbers, not sentences, so the screen can write them in
 * the reader's language.
 */

export type PriorityLevel = 'CRITICAL' | 'HIGH' | 'MEDIUM';

/**
 * A priority's id with the numbers its sentences (rationale, business case, success metric) are
 * written with: the screen writes the sentences in the reader's language and number format.
 */
export type PriorityFigures =
  | { id: 'germany'; figures: { undigitizedRides: number; germanRides: number; projectedSharePercent: number; projectedRides: number } }
  | { id: 'acquisition'; figures: { customerAcquisitionCost2025: number | null; customerAcquisitionCost2026: number | null; ltvCac2026: number | null } }
  | { id: 'dach'; figures: { crossBorderRides: number; internationalRevenue: number } }
  | { id: 'material'; figures: { materialRides: number; materialPrice: number; materialRevenue: number } }
  | { id: 'data'; figures: { transportSpend: number; dataMultiplier: number; dataUplift: number } }
  | { id: 'ai'; figures: { aiBfsAdvantage: number; traditionalBenchmark: number } };

export type PriorityId = PriorityFigures['id'];

/** The return a priority promises: the plan's LTV/CAC (null when the model has none), or annual return ÷ investment (null without investment). */
export type PriorityReturn = { kind: 'ltvCac'; ltvCac2026: number | null } | { kind: 'multiple'; multiple: number | null };

/** Part 2 §3 strategic priority; its action is named by its id (the screen's words). */
export type StrategicPriority = PriorityFigures & {
  priority: PriorityLevel;
  timeline: string;
  investmentEur: number;
  roi: PriorityReturn;
};

/** Part 2 §9: the AI priority appears only above this AI/BFS advantage. */
export const AI_PRIORITY_THRESHOLD = 75;

/** A lever below this needs attention: its priority rises one level. */
const WEAK_LEVER = 60;

function level(lever: number, strong: PriorityLevel, weak: PriorityLevel): PriorityLevel {
  return lever < WEAK_LEVER ? weak : strong;
}

function returnOn(annualReturn: number, investmentEur: number): PriorityReturn {
  return { kind: 'multiple', multiple: investmentEur > 0 ? annualReturn / investmentEur : null };
}

/** The six strategic actions; the AI one only when the AI/BFS advantage exceeds 75 (part 2 §9). */
export function strategicPriorities(levers: LeverSet, result: GtmResult, plan: GtmPlan): StrategicPriority[] {
  const ltvCac: PriorityReturn = { kind: 'ltvCac', ltvCac2026: plan.ltvCac2026 };
  const dachInvestment = Math.max(250_000, result.internationalRevenue * 0.3);
  const materialInvestment = Math.max(150_000, result.materialRevenue * 0.25);
  const priorities: StrategicPriority[] = [
    {
      id: 'germany', priority: 'CRITICAL', timeline: '2026-2027',
      figures: {
        undigitizedRides: MARKET_STUDY.germanyUndigitizedRides, germanRides: MARKET_STUDY.germanyRides,
        projectedSharePercent: result.projectedGermanSharePercent, projectedRides: result.projectedGermanRides,
      },
      investmentEur: plan.salesMarketing2026 + plan.salesMarketing2027, roi: ltvCac,
    },
    {
      id: 'acquisition', priority: level(levers.customerAcquisitionEfficiency, 'HIGH', 'CRITICAL'),
      timeline: '2026',
      figures: {
        customerAcquisitionCost2025: plan.customerAcquisitionCost2025,
        customerAcquisitionCost2026: plan.customerAcquisitionCost2026, ltvCac2026: plan.ltvCac2026,
      },
      investmentEur: plan.salesMarketing2026, roi: ltvCac,
    },
    {
      id: 'dach', priority: level(Math.max(levers.swissMarketEntry, levers.austriaMarketEntry), 'MEDIUM', 'HIGH'),
      timeline: '2027-2028',
      figures: { crossBorderRides: MARKET_STUDY.switzerlandRides + MARKET_STUDY.austriaRides, internationalRevenue: result.internationalRevenue },
      investmentEur: dachInvestment, roi: returnOn(result.internationalRevenue, dachInvestment),
    },
    {
      id: 'material', priority: level(levers.materialTransportCapture, 'MEDIUM', 'HIGH'),
      timeline: '2027',
      figures: {
        materialRides: MARKET_STUDY.materialTransportRides, materialPrice: MARKET_STUDY.materialTransportPrice,
        materialRevenue: result.materialRevenue,
      },
      investmentEur: materialInvestment, roi: returnOn(result.materialRevenue, materialInvestment),
    },
    {
      id: 'data', priority: level(levers.dataMonetizationPotential, 'MEDIUM', 'HIGH'),
      timeline: '2028',
      figures: { transportSpend: UNDIGITIZED_MARKET_EUR, dataMultiplier: result.dataMultiplier, dataUplift: result.dataUplift },
      investmentEur: 400_000, roi: returnOn(result.dataUplift, 400_000),
    },
  ];
  if (result.aiBfsAdvantage > AI_PRIORITY_THRESHOLD) {
    priorities.splice(1, 0, {
      id: 'ai', priority: 'CRITICAL', timeline: '2026',
      figures: { aiBfsAdvantage: result.aiBfsAdvantage, traditionalBenchmark: TRADITIONAL_B2B_BENCHMARK },
      investmentEur: 600_000, roi: returnOn(result.germanRevenue * 0.1, 600_000),
    });
  }
  return priorities;
}

export interface TableRow {
  label: string;
  current: string;
  projected: string;
}

/** Executive view: the market today (our 2025 rides) against the 2030 projection. */
export function marketStructure(result: GtmResult, plan: GtmPlan, figures: NumberFormatter): TableRow[] {
  const { formatCountShort, formatPercent, formatDecimal } = figures;
  const notOnPlatform = (rides: number) => formatCountShort(Math.max(0, MARKET_STUDY.germanyRides - rides));
  return [
    { label: 'Our German market share', current: formatPercent(germanSharePercent(plan.rides2025)), projected: formatPercent(result.projectedGermanSharePercent) },
    { label: 'Rides on our platform (DE)', current: formatCountShort(plan.rides2025), projected: formatCountShort(result.projectedGermanRides) },
    { label: 'Rides not on our platform (DE)', current: notOnPlatform(plan.rides2025), projected: notOnPlatform(result.projectedGermanRides) },
    { label: 'Competitive risk', current: '—', projected: `${formatDecimal(result.competitiveRisk, 0)} / 100` },
    { label: 'Market leadership score', current: '—', projected: `${formatDecimal(result.marketLeadershipScore, 0)} / 100` },
  ];
}

export interface FinancialImpactRow {
  label: string;
  baseline2025: number;
  projection2030: number;
  /** projection ÷ baseline; null where 2025 had none. */
  growthMultiple: number | null;
}

/**
 * Detailed view: the bridge from the plan to the simulated revenue, 2025 actual against 2030,
 * with the growth multiple. The rows add up: plan + German levers + international + material +
 * data monetisation = total.
 */
export function financialImpact(result: GtmResult, plan: GtmPlan): FinancialImpactRow[] {
  const row = (label: string, baseline2025: number, projection2030: number): FinancialImpactRow => (
    { label, baseline2025, projection2030, growthMultiple: baseline2025 > 0 ? projection2030 / baseline2025 : null }
  );
  return [
    row('Plan revenue (forecast P&L)', plan.revenue2025, result.planRevenue),
    row('German market levers', 0, result.germanRevenue - result.planRevenue),
    row('International revenue (CH, AT)', 0, result.internationalRevenue),
    row('Material transport revenue', 0, result.materialRevenue),
    row('Data monetization', 0, result.dataUplift),
    row('Total revenue', plan.revenue2025, result.totalRevenue),
  ];
}

export interface DachCard {
  country: 'Germany' | 'Switzerland' | 'Austria';
  annualRides: number;
  /** Entry or share lever in %. */
  position: number;
  positionLabel: string;
  revenue2030: number;
}

export function dachCards(levers: LeverSet, result: GtmResult): DachCard[] {
  return [
    { country: 'Germany', annualRides: MARKET_STUDY.germanyRides, position: result.projectedGermanSharePercent, positionLabel: 'Projected market share', revenue2030: result.germanRevenue },
    { country: 'Switzerland', annualRides: MARKET_STUDY.switzerlandRides, position: levers.swissMarketEntry, positionLabel: 'Market entry', revenue2030: result.swissRevenue },
    { country: 'Austria', annualRides: MARKET_STUDY.austriaRides, position: levers.austriaMarketEntry, positionLabel: 'Market entry', revenue2030: result.austriaRevenue },
  ];
}

/** Critical success factors with the lever that carries each and whether it is on track (≥ 70). */
export function criticalSuccessFactors(levers: LeverSet): { factor: string; lever: number; onTrack: boolean }[] {
  const factor = (text: string, lever: number) => ({ factor: text, lever, onTrack: lever >= 70 });
  return [
    factor('Speed of hospital roll-out', levers.marketPenetrationVelocity),
    factor('Defensible product and regulatory advantage', levers.competitiveAdvantageScore),
    factor('Efficient customer acquisition', levers.customerAcquisitionEfficiency),
    factor('AI dispatch quality', levers.aiOptimizationImpact),
    factor('Switching costs through integrations', levers.switchingCostAdvantage),
    factor('Two-sided network effects', levers.networkEffectsStrength),
  ];
}

const PRIORITY_ORDER: Record<PriorityLevel, number> = { CRITICAL: 0, HIGH: 1, MEDIUM: 2 };

/** The implementation roadmap: the priorities by start year, then by priority. */
export function roadmap(priorities: readonly StrategicPriority[]): StrategicPriority[] {
  const start = (p: StrategicPriority) => Number(p.timeline.slice(0, 4));
  return [...priorities].sort((a, b) => start(a) - start(b) || PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority]);
}

/** Everything the simulator screen shows for one lever set. */
export interface GtmAnalysis {
  levers: LeverSet;
  /** The neutral setting: at these levers the simulated revenue is the plan's. */
  planLevers: LeverSet;
  plan: GtmPlan;
  /** Our share of German rides in 2025 (the header's current German position). */
  currentSharePercent: number;
  result: GtmResult;
  priorities: StrategicPriority[];
  roadmap: StrategicPriority[];
  marketStructure: TableRow[];
  financialImpact: FinancialImpactRow[];
  dach: DachCard[];
  successFactors: ReturnType<typeof criticalSuccessFactors>;
}

/** The GTM analysis, its market table's figures written by `figures` (the reader's number format). */
export function gtmAnalysis(levers: LeverSet, planLevers: LeverSet, plan: GtmPlan, figures: NumberFormatter): GtmAnalysis {
  const result = simulateGtm(levers, planLevers, plan);
  const priorities = strategicPriorities(levers, result, plan);
  return {
    levers,
    planLevers,
    plan,
    currentSharePercent: germanSharePercent(plan.rides2025),
    result,
    priorities,
    roadmap: roadmap(priorities),
    marketStructure: marketStructure(result, plan, figures),
    financialImpact: financialImpact(result, plan),
    dach: dachCards(levers, result),
    successFactors: criticalSuccessFactors(levers),
  };
}
