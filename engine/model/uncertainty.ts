import { FORECAST_YEARS } from '../calendar.ts';
import { DRIVERS, DRIVER_BY_ID } from './drivers.ts';
import { UNCERTAINTY_DISTRIBUTIONS, type DriverDef, type DriverUncertainty, type UncertaintyDistribution } from './types.ts';

/**
 * How uncertain each driver is, for forecast ranges (Monte Carlo, docs/model.md "Forecast ranges").
 * The likely value is always the scenario's own value, so a range is declared as how far below and
 * above it reaches: a fraction of the value (0.2 is 20%) or, for the sales team, whole reps. The
 * range is cut at the driver's bounds. Drivers the company decides (budgets, funding, incentive
 * policies), facts of the market it can look up, targets, calendar months and assessments that
 * move no figure of the results stay fixed, each with its reason. Drivers that move together are
 * declared in groups with their rank correlation (`DRIVER_CORRELATION_GROUPS`, below).
 */

export { UNCERTAINTY_DISTRIBUTIONS, type DriverUncertainty, type UncertaintyDistribution };

const range = (below: number, above: number, reason: string): DriverUncertainty =>
  ({ kind: 'range', spread: 'relative', below, above, distribution: 'triangular', reason });
const fixed = (reason: string): DriverUncertainty => ({ kind: 'fixed', reason });

const MARKET_FACT = 'a fact of the German market the company looks up, not a forecast';
const DECIDED = 'a decision of the company, not an uncertainty';
const POLICY = 'an incentive policy the company sets';
const LIST_PRICE = range(0.1, 0.05, 'list price: discounts lower the realised price more often than surcharges raise it');
const FIXED_COST = range(0.1, 0.2, 'a running cost: overruns are likelier than savings');

/** Ranges of the drivers that are not fixed by their role or unit (see `uncertaintyOf`). */
const DECLARED: Readonly<Record<string, DriverUncertainty>> = {
  medical_client_growth_rate: range(0.3, 0.3, 'referral growth is an estimate of how peers talk; no contract backs it'),
  sales_team_size: { kind: 'range', spread: 'absolute', below: 1, above: 1, distribution: 'triangular', reason: 'one rep more or less in January 2026: a hire can come early or leave' },
  sales_rep_productivity: range(0.25, 0.15, 'closing rates disappoint more often than they surprise'),
  onboarding_conversion_rate: range(0.1, 0.1, 'measured on few onboardings so far'),
  inpatient_share_of_new_clients: range(0.1, 0.1, 'the mix follows which facilities sign first'),
  beds_per_inpatient_client: fixed(MARKET_FACT),
  medical_rides_per_bed_per_month: range(0.1, 0.1, 'transport demand per bed is an average over very different hospitals'),
  outpatient_rides_per_client_month: range(0.15, 0.15, 'outpatient demand varies more than inpatient demand'),
  platform_adoption_rate: range(0.1, 0.05, 'wards keep booking by phone longer than planned more often than they switch faster'),
  adoption_ramp_months: range(0.3, 0.5, 'ramps take longer more often than they go faster'),
  logo_churn_rate: range(0.25, 0.5, 'a few lost accounts move a small churn rate by half'),
  customer_retention_rate: range(0.03, 0.02, 'downgrades are a few points either way; retention near 100% has little room up'),
  account_expansion_rate: range(0.3, 0.2, 'upsell of modules depends on hospital budgets'),
  medical_market_penetration: fixed('an assessment that moves no figure of the results'),
  addressable_medical_facilities: fixed(MARKET_FACT),
  transport_client_growth_rate: range(0.3, 0.2, 'partner referrals are calibrated to the plan, not measured'),
  transport_market_penetration_start: range(0.3, 0.3, 'inbound pull of transport companies is an estimate'),
  transport_partners_per_new_medical_client: range(0.3, 0.3, 'the network pull of a new facility is calibrated, not measured'),
  german_transport_companies: fixed(MARKET_FACT),
  serviceable_transport_share: range(0.2, 0.1, 'the regional roll-out is slower more often than faster'),
  vehicles_per_transport_client: fixed(MARKET_FACT),
  transport_rides_per_client_month: range(0.1, 0.1, 'dispatched volume per partner varies with the season and region'),
  transport_rides_per_vehicle_per_month: fixed('the capacity of a vehicle, a fact of the trade'),
  transport_avg_ride_cost: range(0.05, 0.05, 'ride prices follow negotiated health-insurance tariffs'),
  revenue_generating_rides_share: range(0.1, 0.1, 'which rides pay through the platform depends on contracts still open'),
  qrago_revenue_share: range(0.2, 0.1, 'the platform share is negotiated with each partner'),
  medical_premium_monthly_fee: range(0.15, 0.05, 'premium is sold with discounts'),
  premium_conversion_rate: range(0.3, 0.3, 'premium uptake has little history'),
  inpatient_saas_per_bed_month: LIST_PRICE,
  support_24_7_per_bed_month: LIST_PRICE,
  core_reporting_per_bed_month: LIST_PRICE,
  strategic_reporting_per_bed_month: LIST_PRICE,
  core_reporting_attach_rate: range(0.2, 0.1, 'modules are dropped in price negotiations'),
  strategic_reporting_attach_rate: range(0.2, 0.1, 'modules are dropped in price negotiations'),
  outpatient_dispatch_saas_per_ride: LIST_PRICE,
  dispatch_software_per_vehicle_month: LIST_PRICE,
  implementation_fee_min: LIST_PRICE,
  implementation_fee_per_bed: LIST_PRICE,
  transport_onboarding_fee: LIST_PRICE,
  customer_acquisition_cost: range(0.15, 0.3, 'acquisition costs overrun more often than they undercut'),
  transport_acquisition_cost: range(0.15, 0.3, 'acquisition costs overrun more often than they undercut'),
  marketing_fixed_monthly: fixed(DECIDED),
  employee_cost_growth_annual: range(0.2, 0.3, 'wage settlements in a tight market for engineers'),
  avg_cost_per_fte: fixed('the 2025 actual, known'),
  fte_plan_2026: range(0.1, 0, 'positions the plan leaves unfilled (when hires start is the Hiring Delay\'s range); the plan is the ceiling'),
  fte_plan_2027: range(0.1, 0, 'positions the plan leaves unfilled (when hires start is the Hiring Delay\'s range); the plan is the ceiling'),
  fte_plan_2028: range(0.1, 0, 'positions the plan leaves unfilled (when hires start is the Hiring Delay\'s range); the plan is the ceiling'),
  fte_plan_2029: range(0.1, 0, 'positions the plan leaves unfilled (when hires start is the Hiring Delay\'s range); the plan is the ceiling'),
  fte_plan_2030: range(0.1, 0, 'positions the plan leaves unfilled (when hires start is the Hiring Delay\'s range); the plan is the ceiling'),
  cogs_per_ride: range(0.15, 0.3, 'telephony, maps and payment fees at volumes not bought yet'),
  customer_success_cost_per_client_month: range(0.1, 0.2, 'support effort per client grows with the product'),
  implementation_cost_per_client: range(0.1, 0.3, 'implementations overrun more often than they undercut'),
  hosting_cost_per_ride: range(0.1, 0.3, 'cloud prices and usage per ride are estimates'),
  hosting_fixed_monthly: FIXED_COST,
  licenses_per_fte_month: FIXED_COST,
  office_cost_per_fte_month: FIXED_COST,
  legal_tax_monthly: FIXED_COST,
  legal_tax_share_of_revenue: range(0.2, 0.2, 'legal work on contracts scales loosely with revenue'),
  accounting_monthly: FIXED_COST,
  bfs_factoring_rate: range(0.2, 0.2, 'factoring terms are renegotiated every year'),
  driver_quality_bonus: fixed(POLICY),
  driver_bonus_gate_share: range(0.25, 0.25, 'how many rides pass the quality gate is measured, not set'),
  driver_referral_bonus: fixed(POLICY),
  driver_referral_share: range(0.25, 0.25, 'how many facilities come through driver referrals is measured, not set'),
  medical_client_bonus_rate: fixed(POLICY),
  dso_medical_days: range(0.2, 0.4, 'hospitals pay later than their terms more often than sooner'),
  dso_transport_days: range(0.2, 0.4, 'partners pay later than their terms more often than sooner'),
  dpo_days: range(0.2, 0.1, 'suppliers shorten terms more often than they extend them'),
  annual_billing_share: range(0.5, 0.5, 'how many clients prepay the year is negotiated contract by contract'),
  input_vat_share: range(0.1, 0.1, 'the mix of costs with and without VAT shifts'),
  it_equipment_per_new_fte: FIXED_COST,
  it_equipment_per_fte_year: FIXED_COST,
  office_equipment_per_new_fte: FIXED_COST,
};

const TAX_LAW = 'set by tax law for the plan year';
const FUNDING = 'a funding decision of the company, not an uncertainty';

/** Finance and tax drivers without a declared range: tax law, funding events and policies are fixed. */
function fixedFinance(driver: DriverDef): DriverUncertainty | undefined {
  if (driver.category !== 'finance_and_tax') return undefined;
  if (/^(equity_round|loan)_\d/.test(driver.id) || driver.id === 'minimum_cash_covenant') return fixed(FUNDING);
  if (driver.direction.favourable === 'neutral' && driver.direction.note === 'set by tax law, not by the business') return fixed(TAX_LAW);
  return fixed(DECIDED);
}

/** Why a driver without a declared entry is fixed: its role or unit decides. */
function fixedByKind(driver: DriverDef): DriverUncertainty | undefined {
  if (driver.role === 'target') return fixed('a target the forecast is measured against');
  const finance = fixedFinance(driver);
  if (finance) return finance;
  if (driver.unit === 'month') return fixed('a calendar month');
  if (driver.role === 'assessment') return fixed('an assessment that moves no figure of the results');
  return undefined;
}

for (const id of Object.keys(DECLARED)) {
  if (!DRIVER_BY_ID.has(id)) throw new Error(`engine/model/uncertainty.ts names a driver the catalog does not have: ${id}`);
}

/**
 * The range of a model driver that declares none: a cost reaches further above its value than
 * below (overruns are likelier than savings), anything else 10 % either way. docs/model.md lists
 * which drivers take it, so a modeller sees where a range of their own is missing.
 */
function defaultRange(driver: DriverDef): DriverUncertainty {
  return driver.direction.favourable === 'lower' && driver.unit.startsWith('€')
    ? range(0.1, 0.2, 'no range of its own (the default for a cost): overruns are likelier than savings')
    : range(0.1, 0.1, 'no range of its own (the default): 10% either way');
}

/** A driver's uncertainty (of the shipped model or of a published definition): its own, declared here, fixed by its kind, or the default. */
export function uncertaintyOf(driver: DriverDef): DriverUncertainty {
  return driver.uncertainty ?? DECLARED[driver.id] ?? fixedByKind(driver) ?? defaultRange(driver);
}

/** The uncertainty of every driver of the shipped catalog. */
export const DRIVER_UNCERTAINTY: ReadonlyMap<string, DriverUncertainty> = new Map(DRIVERS.map((driver) => [driver.id, uncertaintyOf(driver)] as const));

/** Drivers whose range a scenario may set: not targets, not calendar months. */
export function mayHaveRange(driver: DriverDef): boolean {
  return driver.role !== 'target' && driver.unit !== 'month';
}

/**
 * Drivers whose misses go together, drawn with this rank correlation (Spearman's ρ) between any two
 * members of a group; a member marked `inverse` moves against the others. Drivers in no group, and
 * drivers of different groups, are drawn independently. Forecast ranges reorder the draws to these
 * correlations by the Iman–Conover method (engine/analysis/ranges/correlation.ts).
 */
export interface CorrelationGroup {
  id: string;
  label: string;
  /** ρ between any two members, 0 < ρ < 1. */
  correlation: number;
  members: readonly { driver: string; inverse?: true }[];
  reason: string;
}

const group = (id: string, label: string, correlation: number, drivers: readonly string[], reason: string, inverse: readonly string[] = []): CorrelationGroup => ({
  id, label, correlation, reason,
  members: [...drivers.map((driver) => ({ driver })), ...inverse.map((driver) => ({ driver, inverse: true as const }))],
});

export const DRIVER_CORRELATION_GROUPS: readonly CorrelationGroup[] = [
  group('list_prices', 'List prices', 0.6, [
    'inpatient_saas_per_bed_month', 'support_24_7_per_bed_month', 'core_reporting_per_bed_month', 'strategic_reporting_per_bed_month',
    'outpatient_dispatch_saas_per_ride', 'dispatch_software_per_vehicle_month', 'implementation_fee_min', 'implementation_fee_per_bed',
    'transport_onboarding_fee', 'medical_premium_monthly_fee',
  ], 'one price list sold by one team to the same buyers: a discount conceded on one price is conceded on the others'),
  group('fte_plans', 'FTE plans by year', 0.9, FORECAST_YEARS.map((year) => `fte_plan_${year}`),
    'one hiring pace: a year that lags its plan leaves the next one short too'),
  group('transport_market', 'Transport market', 0.5, [
    'transport_client_growth_rate', 'transport_market_penetration_start', 'serviceable_transport_share', 'transport_partners_per_new_medical_client',
  ], 'the transport companies\' appetite for the platform drives referrals, inbound pull and the regional roll-out alike'),
  group('adoption_conversion', 'Adoption and conversion', 0.5, [
    'platform_adoption_rate', 'onboarding_conversion_rate', 'premium_conversion_rate', 'core_reporting_attach_rate', 'strategic_reporting_attach_rate',
  ], 'how well the product lands in clinics: uptake, conversion and modules rise and fall together, and a longer ramp goes with less of each', ['adoption_ramp_months']),
  group('acquisition_costs', 'Acquisition costs', 0.6, ['customer_acquisition_cost', 'transport_acquisition_cost'],
    'one sales team and one market for attention set both costs'),
  group('payment_terms', 'Payment terms', 0.5, ['dso_medical_days', 'dso_transport_days'],
    'a tight year slows every payer, hospitals and transport companies alike'),
];

for (const correlated of DRIVER_CORRELATION_GROUPS) {
  if (!(correlated.correlation > 0 && correlated.correlation < 1)) throw new Error(`engine/model/uncertainty.ts: group ${correlated.id} needs 0 < ρ < 1`);
  for (const { driver } of correlated.members) {
    if (DRIVER_UNCERTAINTY.get(driver)?.kind !== 'range') throw new Error(`engine/model/uncertainty.ts: group ${correlated.id} names ${driver}, which has no range`);
    if (DRIVER_CORRELATION_GROUPS.filter((other) => other.members.some((m) => m.driver === driver)).length > 1) {
      throw new Error(`engine/model/uncertainty.ts: ${driver} is in more than one correlation group`);
    }
  }
}

/** The rank correlation the catalog declares between two drivers: 1 with itself, 0 across groups. */
export function declaredRankCorrelation(a: string, b: string): number {
  if (a === b) return 1;
  for (const correlated of DRIVER_CORRELATION_GROUPS) {
    const first = correlated.members.find((m) => m.driver === a);
    const second = correlated.members.find((m) => m.driver === b);
    if (first && second) return (first.inverse === second.inverse ? 1 : -1) * correlated.correlation;
  }
  return 0;
}
