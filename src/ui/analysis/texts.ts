import { keptTexts } from '../../i18n/index.ts';

const t = keptTexts('cockpit');

/**
 * Texts of goal seek ('Seek target' on Key Drivers, 'What would it take?' in the P&L's explain
 * panel) and of the figure picker it shares with the Compare Scenarios waterfall. Beyond the
 * specification (issue 17), so ours throughout. Kept in the cockpit namespace (analysis.*) and
 * read in the language of the moment.
 */
export const GOAL_SEEK_TEXT = {
  get open() { return t('analysis.open'); },
  openLabel: (driver: string) => t('analysis.openLabel', { driver }),
  get openFromFigure() { return t('analysis.openFromFigure'); },
  openFromFigureLabel: (figure: string) => t('analysis.openFromFigureLabel', { figure }),
  get title() { return t('analysis.title'); },
  questionForDriver: (driver: string) => t('analysis.questionForDriver', { driver }),
  questionForFigure: (figure: string) => t('analysis.questionForFigure', { figure }),
  get driver() { return t('analysis.driver'); },
  get figure() { return t('analysis.figure'); },
  get year() { return t('analysis.year'); },
  get target() { return t('analysis.target'); },
  now: (value: string) => t('analysis.now', { value }),
  get targetInvalid() { return t('analysis.targetInvalid'); },
  get seek() { return t('analysis.seek'); },
  get seeking() { return t('analysis.seeking'); },
  get apply() { return t('analysis.apply'); },
  get cancel() { return t('analysis.cancel'); },
  get failed() { return t('analysis.failed'); },
  get noDriver() { return t('analysis.noDriver'); },
  get answerTitle() { return t('analysis.answerTitle'); },
  valueFound: (driver: string) => t('analysis.valueFound', { driver }),
  fromCurrent: (value: string) => t('analysis.fromCurrent', { value }),
  gives: (figure: string) => t('analysis.gives', { figure }),
  get notReachable() { return t('analysis.notReachable'); },
  reachable: (driver: string, low: string, high: string, figure: string, min: string, max: string) =>
    t('analysis.reachable', { driver, low, high, figure, min, max }),
  noValue: (figure: string) => t('analysis.noValue', { figure }),
  get rootOnly() { return t('analysis.rootOnly'); },
  rootClosest: (roots: number, current: string) => t('analysis.rootClosest', { roots, current }),
  get rootWhole() { return t('analysis.rootWhole'); },
  get rootStep() { return t('analysis.rootStep'); },
  get notMonotone() { return t('analysis.notMonotone'); },
  get atCurrent() { return t('analysis.atCurrent'); },
  applied: (driver: string, value: string, figure: string, achieved: string) => t('analysis.applied', { driver, value, figure, achieved }),
  get undo() { return t('analysis.undo'); },
  get dismiss() { return t('analysis.dismiss'); },
};

export const FIGURE_PICKER_TEXT = {
  get common() { return t('analysis.figureGroups.common'); },
  get lines() { return t('analysis.figureGroups.lines'); },
  get kpis() { return t('analysis.figureGroups.kpis'); },
};
