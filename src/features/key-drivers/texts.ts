import { keptTexts } from '../../i18n/index.ts';
import { prose } from '../../ui/figures.ts';
import type { ImpactLevel } from '../../../engine/model/types.ts';

const t = keptTexts('keyDrivers');

/**
 * The Key Performance Dashboard's texts (part 2 §2, word for word where the specification has
 * them), in the language of the moment they are read (locales/<language>/keyDrivers.json).
 */
export const KEY_DRIVERS_TEXT = {
  get title() { return t('title'); },
  get subtitle() { return t('subtitle'); },
  get skipToDrivers() { return t('skipToDrivers'); },
  get refresh() { return t('refresh'); },
  get realTimeBadge() { return t('realTimeBadge'); },
  get realTimeOn() { return t('realTimeOn'); },
  get realTimeOff() { return t('realTimeOff'); },
  get loading() { return t('loading'); },
  get loadingGrid() { return t('loadingGrid'); },
  get calculating() { return t('calculating'); },
  get loadFailed() { return t('loadFailed'); },
  get changeRefused() { return t('changeRefused'); },
  get viewLabel() { return t('viewLabel'); },
  get categoriesLabel() { return t('categoriesLabel'); },
  get pnlTitle() { return t('pnlTitle'); },
  get pnlHint() { return t('pnlHint'); },
  pnlYear: (year: number) => t('pnlYear', { year }),
  pendingChanges: (count: number) => t('pendingChanges', { count }),
  variables: (count: number) => t('variables', { count }),
  summary: {
    get label() { return t('summary.label'); },
    get revenue() { return t('summary.revenue'); },
    get ebit() { return t('summary.ebit'); },
    get trips() { return t('summary.trips'); },
    get revenueGrowth() { return t('summary.revenueGrowth'); },
    get ebitGrowth() { return t('summary.ebitGrowth'); },
    get tripsGrowth() { return t('summary.tripsGrowth'); },
    get growthUndefined() { return t('summary.growthUndefined'); },
    get growthUndefinedHint() { return t('summary.growthUndefinedHint'); },
  },
  view: (view: 'cards' | 'grid') => t(`views.${view}`),
  card: {
    get draft() { return t('card.draft'); },
    get draftTitle() { return t('card.draftTitle'); },
    get pending() { return t('card.pending'); },
    get pendingTitle() { return t('card.pendingTitle'); },
  },
  // ours: each card's way back to the scenario's value
  get resetToScenario() { return t('resetToScenario'); },
  resetLabel: (driver: string) => t('resetLabel', { driver }),
  resetTitle: (value: string) => t('resetTitle', { value }),
  atScenarioValue: (value: string) => t('atScenarioValue', { value }),
  // ours (issue 28): a driver the scenario's own headcount plan supersedes
  get setByPlan() { return t('setByPlan'); },
  get setByPlanHint() { return t('setByPlanHint'); },
  get openPlan() { return t('openPlan'); },
  pnl: {
    get revenue() { return t('pnl.revenue'); },
    get ebitda() { return t('pnl.ebitda'); },
    get margin() { return t('pnl.margin'); },
  },
  footer: {
    get title() { return t('footer.title'); },
    // Static figures of part 2 §2, written in the number format of the moment they are read.
    get items() { return [t('footer.vehicles'), t('footer.trips'), t('footer.clients')].map(prose); },
  },
};

/**
 * The impact marker (part 2 §2 gives a coloured dot): how strongly a driver moves the forecast, as
 * three bars filled by level in one neutral colour, never red, because red on this product means
 * bad news and a driver's reach is neither good nor bad (docs/decisions.md). A legend explains it.
 */
export function impactTone(level: ImpactLevel | string): 'high' | 'medium' | 'low' | 'other' {
  return level === 'high' || level === 'medium' || level === 'low' ? level : 'other';
}

/** Bars filled for each impact level, of three. */
export const IMPACT_BARS = { high: 3, medium: 2, low: 1, other: 0 } as const;

export const IMPACT_TEXT = {
  get legendLabel() { return t('impact.legendLabel'); },
  get legend() { return t('impact.legend'); },
  level: (tone: ReturnType<typeof impactTone>) => t(`impact.levels.${tone}`),
  marker: (level: string) => t('impact.marker', { level }),
};

/** 'Import from Excel' on Key Drivers (issue #19; ours, beyond the specification). */
export const IMPORT_TEXT = {
  get button() { return t('import.button'); },
  get fileLabel() { return t('import.fileLabel'); },
  get title() { return t('import.title'); },
  file: (name: string) => t('import.file', { name }),
  get reading() { return t('import.reading'); },
  nothing: (scenario: string) => t('import.nothing', { scenario }),
  caption: (scenario: string) => t('import.caption', { scenario }),
  get driver() { return t('import.driver'); },
  get old() { return t('import.old'); },
  get new() { return t('import.new'); },
  cell: (row: number, column: string, message: string) => t('import.cell', { row, column, message }),
  get cancel() { return t('import.cancel'); },
  get close() { return t('import.close'); },
  apply: (count: number) => t('import.apply', { count }),
};

/** The funding events editor in the Finance & Tax category (ours: issue 25). */
export const FUNDING_TEXT = {
  get title() { return t('funding.title'); },
  get intro() { return t('funding.intro'); },
  get round2025() { return t('funding.round2025'); },
  get round2025Note() { return t('funding.round2025Note'); },
  equity: (slot: number) => t('funding.equity', { slot }),
  loan: (slot: number) => t('funding.loan', { slot }),
  get month() { return t('funding.month'); },
  get amount() { return t('funding.amount'); },
  get principal() { return t('funding.principal'); },
  get rate() { return t('funding.rate'); },
  get term() { return t('funding.term'); },
  get repayment() { return t('funding.repayment'); },
  /** A loan's repayment profile (engine/model/fundingEvents.ts LOAN_REPAYMENT_TYPES) by its value. */
  repaymentType: (type: { value: 1 | 2 | 3; name: string }) => t(`funding.repaymentTypes.${type.value}`),
  get none() { return t('funding.none'); },
  get addEquity() { return t('funding.addEquity'); },
  get addLoan() { return t('funding.addLoan'); },
  /** Shown when every slot of the definition is in use. */
  full: (what: string, slots: number) => t('funding.full', { what, slots }),
  get equityWord() { return t('funding.equityWord'); },
  get loanWord() { return t('funding.loanWord'); },
  get remove() { return t('funding.remove'); },
  removeLabel: (event: string) => t('funding.removeLabel', { event }),
  get undo() { return t('funding.undo'); },
  get draft() { return t('funding.draft'); },
  get pending() { return t('funding.pending'); },
  added: (event: string) => t('funding.added', { event }),
  removed: (event: string) => t('funding.removed', { event }),
};
