import type { Okr } from '../../../engine/session/okrs.ts';
import { keptTexts } from '../../i18n/index.ts';
import cockpitEn from '../../i18n/locales/en/cockpit.json';
import { prose } from '../../ui/figures.ts';

const t = keptTexts('cockpit');

type ObjectiveId = keyof typeof cockpitEn.okr.objectives;
const objectiveOf = (okr: Okr): ObjectiveId | null => (okr.id in cockpitEn.okr.objectives ? okr.id as ObjectiveId : null);

/**
 * An OKR's own words come from engine/session/okrs.ts in English; they are shown here by the
 * objective's id (an objective this file does not know keeps the engine's words).
 */
export const OKR_TEXT = {
  title: (okr: Okr) => {
    const id = objectiveOf(okr);
    return id ? t(`okr.objectives.${id}.title`) : okr.title;
  },
  measure: (okr: Okr) => {
    const id = objectiveOf(okr);
    return id ? t(`okr.objectives.${id}.measure`) : okr.measure;
  },
  remedy: (okr: Okr) => {
    const id = objectiveOf(okr);
    return id && okr.remedy !== null && okr.status !== 'good' ? t(`okr.objectives.${id}.${okr.status}`) : okr.remedy;
  },
};

/**
 * Executive Cockpit texts (part 1 §2, §4), in the language of the moment they are read
 * (locales/<language>/cockpit.json): getters and functions, so chart options and the OKR hint
 * built outside a component speak the same language as the card beside them.
 */
export const COCKPIT_TEXT = {
  get title() { return t('title'); },
  get loading() { return t('loading'); },
  get okrs() { return t('okr.title'); },
  get costEfficiency() { return t('cost.title'); },
  get forecast2026() { return t('okr.forecast2026'); },
  get target() { return t('okr.target'); },
  get actual2024() { return t('okr.actual2024'); },
  get actual2025() { return t('okr.actual2025'); },
  get vs2025() { return t('okr.vs2025'); },
  notInBaseline: (measure: string) => t('okr.notInBaseline', { measure }),
  get ofTarget() { return t('okr.ofTarget'); },
  get noTarget() { return t('okr.noTarget'); },
  get zeroTarget() { return t('okr.zeroTarget'); },
  attainmentRule: (exact: string, forecast: string, target: string) => t('okr.attainmentRule', { exact, forecast, target }),
  zeroTargetRule: (forecast: string) => t('okr.zeroTargetRule', { forecast }),
  get noTargetRule() { return t('okr.noTargetRule'); },
  thresholds: (good: number, warning: number) => t('okr.thresholds', { good, warning }),
  get totalCogs() { return t('cost.totalCogs'); },
  get cogsPerRide() { return t('cost.cogsPerRide'); },
  get cogsShareTarget() { return t('cost.cogsShareTarget'); },
  // The figure is written in the number format of the moment it is read.
  get cogsPerRideTarget() { return prose(t('cost.cogsPerRideTarget')); },
  get ofRevenue() { return t('cost.ofRevenue'); },
  get perRide() { return t('cost.perRide'); },
  rides: (rides: string) => t('cost.rides', { rides }),
  get charts() { return t('trajectories.title'); },
  get revenueChart() { return t('trajectories.revenueChart'); },
  get ebitdaChart() { return t('trajectories.ebitdaChart'); },
  get cashChart() { return t('cash.title'); },
  get actuals() { return t('chart.actuals'); },
  get closingCash() { return t('cash.closingCash'); },
  get active() { return t('trajectories.active'); },
  /** The band a forecast-ranges run adds to the revenue chart (issue 17). */
  get simulatedBand() { return t('trajectories.simulatedBand'); },
  simulatedBandLabel: (draws: string) => t('trajectories.simulatedBandLabel', { draws }),
  revenueLabel: (active: string, others: string, band: string) => t('trajectories.revenueLabel', { active, others, band }),
  ebitdaLabel: (active: string, others: string) => t('trajectories.ebitdaLabel', { active, others }),
  /** Which run the band shows (issue 26): the kept run's name, or the run this device has not had kept. */
  bandRun: (name: string) => t('trajectories.bandRun', { name }),
  /** A kept run's name, in the words the exports name it by (server/i18n export.json rangesReadout.runName). */
  keptRun: (run: { at: string; by: string; draws: string; seed: number; scenario: string; version: number }, withDrafts: boolean) =>
    `${t('trajectories.keptRun', run)}${withDrafts ? t('trajectories.withDrafts') : ''}`,
  bandOnThisDevice: (draws: string, seed: number, at: string) => t('trajectories.bandOnThisDevice', { draws, seed, at }),
  cashChartLabel: (covenant: string, cashOut: string, closing: string) => t('cash.chartLabel', { covenant, cashOut, closing }),
  cashOutMark: (month: string) => t('cash.cashOutMark', { month }),
  get fundedTo2030() { return t('cash.fundedTo2030'); },
  cashOut: (month: string, months: number) => t('cash.cashOut', { month, months }),
  lowPoint: (month: string, value: string) => t('cash.lowPoint', { month, value }),
  closingLast: (value: string) => t('cash.closingLast', { value }),
  /** The minimum cash covenant (driver Minimum Cash Covenant): the first plan month below it, or none. */
  covenantBreach: (amount: string, month: string) => t('cash.covenantBreach', { amount, month }),
  covenantKept: (amount: string) => t('cash.covenantKept', { amount }),
  covenantLine: (amount: string) => t('cash.covenantLine', { amount }),
  covenantStatus: (status: 'good' | 'critical') => t(`cash.covenantStatus.${status}`),
  /** The Cash Runway KPI of 2026: closing cash ÷ average monthly net burn, or none to count in a year that adds cash. */
  runway: (months: string) => t('cash.runway', { months }),
  get runwayCashPositive() { return t('cash.runwayCashPositive'); },
  /** EBITDA-positive is the P&L; cash-positive is the cash flow before equity and loans, after tax, working capital and capex. */
  ebitdaPositiveFrom: (month: string) => t('cash.ebitdaPositiveFrom', { month }),
  get ebitdaNotPositive() { return t('cash.ebitdaNotPositive'); },
  cashPositiveFrom: (year: number) => t('cash.cashPositiveFrom', { year }),
  get cashNotPositive() { return t('cash.cashNotPositive'); },
  get scenarioLabel() { return t('scenarioLabel'); },
  source: (source: 'drafts' | 'scenario' | 'defaults') => t(`source.${source}`),
  /** Part 1 §4: the scenario name falls back to Baseline when none is set. */
  get fallbackScenarioName() { return t('fallbackScenarioName'); },
};
