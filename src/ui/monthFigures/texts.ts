import { i18n } from '../../i18n/index.ts';

/**
 * The names of a month's figures (the close review, the import previews of monthly actuals and of
 * DATEV), for the Monthly Actuals screen's own texts, which reuse them: read at use, so they follow
 * the language (src/i18n/locales/<language>/statements.json, monthFigures.*).
 */
export const MONTH_FIGURES_TEXT = {
  get unitColumn() { return i18n.t('statements:monthFigures.unitColumn'); },
  get revenue() { return i18n.t('statements:monthFigures.revenue'); },
  get costs() { return i18n.t('statements:monthFigures.costs'); },
  get ebitda() { return i18n.t('statements:monthFigures.ebitda'); },
  get openingCash() { return i18n.t('statements:monthFigures.openingCash'); },
  get operatingCash() { return i18n.t('statements:monthFigures.operatingCash'); },
  get investingCash() { return i18n.t('statements:monthFigures.investingCash'); },
  get financingCash() { return i18n.t('statements:monthFigures.financingCash'); },
  get closingCash() { return i18n.t('statements:monthFigures.closingCash'); },
  get bankCash() { return i18n.t('statements:monthFigures.bankCash'); },
  get ftes() { return i18n.t('statements:monthFigures.ftes'); },
  ftesValue: (ftes: string, actual: boolean) => i18n.t(actual ? 'statements:monthFigures.ftesActual' : 'statements:monthFigures.ftesPlan', { ftes }),
};
