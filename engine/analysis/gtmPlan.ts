import { formatMoneyShort, formatPercent, formatCountShort } from '../format/number.ts';
import { GTM_BASE, TRADITIONAL_B2B_BENCHMARK, simulateGtm, type GtmResult, type LeverSet } from './gtm.ts';

/**
 * What the GTM simulator recommends and tabulates from a result (part 2 §2–§3): strategic
 * priorities, the market structure and financial impact tables, DACH cards and the roadmap.
 * Texts are ours; every number in them comes from the simulation.
 */

export type PriorityLevel = 'CRITICAL' | 'HIGH' | 'MEDIUM';

/** Part 2 §3 strategic priority. */
export interface StrategicPriority {
  id: string;
  priority: PriorityLevel;
  action: string;
  rationale: string;
  businessCase: string;
  timeline: string;
  successMetric: string;
  investmentRequired: string;
  roi: string;
}

/** Part 2 §9: the AI priority appears only above this AI/BFS advantage. */
export const AI_PRIORITY_THRESHOLD = 75;

/** A lever below this needs attention: its priority rises one level. */
const WEAK_LEVER = 60;

function level(lever: number, strong: PriorityLevel, weak: PriorityLevel): PriorityLevel {
  return lever < WEAK_LEVER ? weak : strong;
}

/** The six strategic actions; the AI one only when the AI/BFS advantage exceeds 75 (part 2 §9). */
export function strategicPriorities(levers: LeverSet, result: GtmResult): StrategicPriority[] {
  const undigitizedMarket = GTM_BASE.patientTransportRides * GTM_BASE.patientTransportPrice
    + GTM_BASE.materialTransportRides * GTM_BASE.materialTransportPrice;
  const priorities: StrategicPriority[] = [
    {
      id: 'germany', priority: 'CRITICAL', action: 'Win the German hospital market before competitors digitise it',
      rationale: `${formatCountShort(GTM_BASE.germanyUndigitizedRides)} of ${formatCountShort(GTM_BASE.germanyRides)} German rides are still booked by phone or fax.`,
      businessCase: `Reaching ${formatPercent(result.projectedGermanSharePercent)} share puts ${formatCountShort(result.projectedGermanRides)} rides a year on the platform.`,
      timeline: '2026-2027', successMetric: `German market share ${formatPercent(result.projectedGermanSharePercent)} by 2030`,
      investmentRequired: formatMoneyShort(GTM_BASE.cac * 40), roi: `${(GTM_BASE.ltv / GTM_BASE.cac).toFixed(1)}x LTV/CAC`,
    },
    {
      id: 'acquisition', priority: level(levers.customerAcquisitionEfficiency, 'HIGH', 'CRITICAL'),
      action: 'Scale acquisition through hospital groups and referrals',
      rationale: `CAC of ${formatMoneyShort(GTM_BASE.cac)} against an LTV of ${formatMoneyShort(GTM_BASE.ltv)}.`,
      businessCase: `Group contracts onboard several facilities per sale and keep LTV/CAC above ${GTM_BASE.ltvCac.toFixed(1)}x.`,
      timeline: '2026', successMetric: 'LTV/CAC above 6x',
      investmentRequired: formatMoneyShort(GTM_BASE.cac * 20), roi: `${GTM_BASE.ltvCac.toFixed(1)}x`,
    },
    {
      id: 'dach', priority: level(Math.max(levers.swissMarketEntry, levers.austriaMarketEntry), 'MEDIUM', 'HIGH'),
      action: 'Enter Switzerland and Austria with the German platform',
      rationale: `${formatCountShort(GTM_BASE.switzerlandRides + GTM_BASE.austriaRides)} rides a year across the border use the same processes.`,
      businessCase: `International revenue of ${formatMoneyShort(result.internationalRevenue)} by 2030.`,
      timeline: '2027-2028', successMetric: `${formatMoneyShort(result.internationalRevenue)} DACH revenue`,
      investmentRequired: formatMoneyShort(Math.max(250_000, result.internationalRevenue * 0.3)), roi: roiText(result.internationalRevenue, Math.max(250_000, result.internationalRevenue * 0.3)),
    },
    {
      id: 'material', priority: level(levers.materialTransportCapture, 'MEDIUM', 'HIGH'),
      action: 'Add material transports (samples, blood, pharmaceuticals) to the network',
      rationale: `${formatCountShort(GTM_BASE.materialTransportRides)} material rides at €${GTM_BASE.materialTransportPrice} use the same vehicles and hospitals.`,
      businessCase: `Material revenue of ${formatMoneyShort(result.materialRevenue)} by 2030.`,
      timeline: '2027', successMetric: `${formatMoneyShort(result.materialRevenue)} material revenue`,
      investmentRequired: formatMoneyShort(Math.max(150_000, result.materialRevenue * 0.25)), roi: roiText(result.materialRevenue, Math.max(150_000, result.materialRevenue * 0.25)),
    },
    {
      id: 'data', priority: level(levers.dataMonetizationPotential, 'MEDIUM', 'HIGH'),
      action: 'Launch the data intelligence premium for hospitals and insurers',
      rationale: `Ride data across ${formatMoneyShort(undigitizedMarket)} of transport spend shows where capacity and money are lost.`,
      businessCase: `Revenue multiplier ${result.dataMultiplier.toFixed(2)}x on all revenue.`,
      timeline: '2028', successMetric: `Data multiplier ${result.dataMultiplier.toFixed(2)}x`,
      investmentRequired: formatMoneyShort(400_000), roi: roiText(result.totalRevenue - result.totalRevenue / result.dataMultiplier, 400_000),
    },
  ];
  if (result.aiBfsAdvantage > AI_PRIORITY_THRESHOLD) {
    priorities.splice(1, 0, {
      id: 'ai', priority: 'CRITICAL', action: 'Make AI dispatch with the BFS partnership the market standard',
      rationale: `AI/BFS advantage of ${result.aiBfsAdvantage.toFixed(0)} against ${TRADITIONAL_B2B_BENCHMARK} for traditional B2B software.`,
      businessCase: 'Automated dispatch and factoring lower cost per ride and shorten payment cycles for transport partners.',
      timeline: '2026', successMetric: 'AI/BFS advantage above 80',
      investmentRequired: formatMoneyShort(600_000), roi: roiText(result.projectedArr * 0.1, 600_000),
    });
  }
  return priorities;
}

function roiText(annualReturn: number, investment: number): string {
  return investment > 0 ? `${(annualReturn / investment).toFixed(1)}x` : '—';
}

export interface TableRow {
  label: string;
  current: string;
  projected: string;
}

/** Executive view: the market today against the 2030 projection. */
export function marketStructure(result: GtmResult): TableRow[] {
  const currentShare = (GTM_BASE.germanyDigitizedRides / GTM_BASE.germanyRides) * 100;
  return [
    { label: 'Our German market share', current: formatPercent(currentShare), projected: formatPercent(result.projectedGermanSharePercent) },
    { label: 'Rides on our platform (DE)', current: formatCountShort(GTM_BASE.germanyDigitizedRides), projected: formatCountShort(result.projectedGermanRides) },
    { label: 'Rides booked by phone or fax (DE)', current: formatCountShort(GTM_BASE.germanyUndigitizedRides), projected: formatCountShort(GTM_BASE.germanyRides - result.projectedGermanRides) },
    { label: 'Competitive risk', current: '—', projected: `${result.competitiveRisk.toFixed(0)} / 100` },
    { label: 'Market leadership score', current: '—', projected: `${result.marketLeadershipScore.toFixed(0)} / 100` },
  ];
}

export interface FinancialImpactRow {
  label: string;
  baseline2025: number;
  projection2030: number;
  /** projection ÷ baseline; null where 2025 had none. */
  growthMultiple: number | null;
}

/** Detailed view: 2025 baseline, 2030 projection, growth multiple. */
export function financialImpact(result: GtmResult): FinancialImpactRow[] {
  const row = (label: string, baseline2025: number, projection2030: number): FinancialImpactRow => (
    { label, baseline2025, projection2030, growthMultiple: baseline2025 > 0 ? projection2030 / baseline2025 : null }
  );
  return [
    row('ARR (Germany)', GTM_BASE.arr, result.projectedArr),
    row('International revenue (CH, AT)', 0, result.internationalRevenue),
    row('Material transport revenue', 0, result.materialRevenue),
    row('Data monetization uplift', 0, result.totalRevenue - result.totalRevenue / result.dataMultiplier),
    row('Total revenue', GTM_BASE.arr, result.totalRevenue),
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
    { country: 'Germany', annualRides: GTM_BASE.germanyRides, position: result.projectedGermanSharePercent, positionLabel: 'Projected market share', revenue2030: result.projectedArr },
    { country: 'Switzerland', annualRides: GTM_BASE.switzerlandRides, position: levers.swissMarketEntry, positionLabel: 'Market entry', revenue2030: result.swissRevenue },
    { country: 'Austria', annualRides: GTM_BASE.austriaRides, position: levers.austriaMarketEntry, positionLabel: 'Market entry', revenue2030: result.austriaRevenue },
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
  result: GtmResult;
  priorities: StrategicPriority[];
  roadmap: StrategicPriority[];
  marketStructure: TableRow[];
  financialImpact: FinancialImpactRow[];
  dach: DachCard[];
  successFactors: ReturnType<typeof criticalSuccessFactors>;
}

export function gtmAnalysis(levers: LeverSet): GtmAnalysis {
  const result = simulateGtm(levers);
  const priorities = strategicPriorities(levers, result);
  return {
    levers,
    result,
    priorities,
    roadmap: roadmap(priorities),
    marketStructure: marketStructure(result),
    financialImpact: financialImpact(result),
    dach: dachCards(levers, result),
    successFactors: criticalSuccessFactors(levers),
  };
}
