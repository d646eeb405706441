import type { HypothesisGroup } from '../../../../engine/model/hypotheses.ts';
import type { KpiStatus, KpiTab } from '../../../../engine/model/types.ts';
import type { HypothesisResult } from '../../../../engine/session/hypotheses.ts';
import { keptTexts } from '../../../i18n/index.ts';
import cockpitEn from '../../../i18n/locales/en/cockpit.json';

export type AnalysisTab = Exclude<KpiTab, 'other'>;

const t = keptTexts('cockpit');

type HypothesisId = keyof typeof cockpitEn.kpis.bi.hypotheses;
const isHypothesis = (id: string): id is HypothesisId => id in cockpitEn.kpis.bi.hypotheses;

/**
 * KPI Performance Analysis texts (part 1 §2), read in the language of the moment. The hypotheses'
 * titles and claims are the engine's English words (engine/model/hypotheses.ts), shown here by
 * the hypothesis's id; one this file does not know keeps the engine's words.
 */
export const KPI_TEXT = {
  get title() { return t('kpis.title'); },
  tab: (tab: AnalysisTab) => t(`kpis.tabs.${tab}`),
  get value2026() { return t('kpis.value2026'); },
  get base2025() { return t('kpis.base2025'); },
  get benchmarkLabel() { return t('kpis.benchmark'); },
  get source() { return t('kpis.source'); },
  get noRemedy() { return t('kpis.noRemedy'); },
  followsDrivers: (closed: number) => (closed === 12 ? t('kpis.followsDriversYear') : t('kpis.followsDriversMonths', { months: closed })),
  status: (status: KpiStatus) => t(`kpis.status.${status}`),
  get biInfo() { return t('kpis.bi.info'); },
  get biExplanation() { return t('kpis.bi.explanation'); },
  get biIntro() { return t('kpis.bi.intro'); },
  hypothesisStatus: (status: KpiStatus) => t(`kpis.bi.status.${status}`),
  get evidence() { return t('kpis.bi.evidence'); },
  group: (group: HypothesisGroup) => t(`kpis.bi.groups.${group}`),
  hypothesisTitle: (h: HypothesisResult) => (isHypothesis(h.id) ? t(`kpis.bi.hypotheses.${h.id}.title`) : h.title),
  hypothesisClaim: (h: HypothesisResult) => (isHypothesis(h.id) ? t(`kpis.bi.hypotheses.${h.id}.claim`) : h.claim),
};

/** Part 1 §2: the analysis's own tab order, and the order of the version embedded in the cockpit. */
export const ANALYSIS_TABS: readonly AnalysisTab[] = ['bi', 'growth', 'margin', 'efficiency', 'industry'];
export const COCKPIT_TABS: readonly AnalysisTab[] = ['efficiency', 'industry', 'bi', 'growth', 'margin'];
