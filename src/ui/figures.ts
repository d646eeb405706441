import { numberFormatter, type NumberFormat, type NumberFormatter } from '../../engine/format/number.ts';
import { KPI_BY_ID } from '../../engine/model/kpis.ts';
import { unitLabel as unitLabelIn, type UnitLanguage } from '../../engine/format/unitWords.ts';
import { currentLanguage, i18n } from '../i18n/index.ts';

/**
 * The figure formats of the screens, in the number format the user chose (src/state/numberFormat.ts
 * sets it before the first render and remounts the app when it changes, so every figure, tooltip
 * and chart label is written again). Screens import these, never engine/format/number.ts's
 * formatters directly, so no figure can miss the setting.
 */
let activeLanguage: UnitLanguage = currentLanguage();
let active: NumberFormatter = numberFormatter('en', activeLanguage);

export function setActiveNumberFormat(format: NumberFormat): void {
  active = numberFormatter(format, activeLanguage);
}

// Units and benchmark words follow the app's language, however it is switched.
i18n.on('languageChanged', () => {
  activeLanguage = currentLanguage();
  active = numberFormatter(active.format, activeLanguage);
});

/** A unit on its own (a unit column, a field's unit) in the user's language: "€/bed/month" → "€/Bett/Monat". */
export function unitLabel(unit: string): string {
  return unitLabelIn(unit, activeLanguage);
}

export function activeNumberFormat(): NumberFormat {
  return active.format;
}

export const formatMoneyShort: NumberFormatter['formatMoneyShort'] = (...args) => active.formatMoneyShort(...args);
export const formatCountShort: NumberFormatter['formatCountShort'] = (...args) => active.formatCountShort(...args);
export const formatCockpit: NumberFormatter['formatCockpit'] = (...args) => active.formatCockpit(...args);
export const formatPnl: NumberFormatter['formatPnl'] = (...args) => active.formatPnl(...args);
export const formatMoneyMillions: NumberFormatter['formatMoneyMillions'] = (...args) => active.formatMoneyMillions(...args);
export const formatPercent: NumberFormatter['formatPercent'] = (...args) => active.formatPercent(...args);
export const formatPercentFloor: NumberFormatter['formatPercentFloor'] = (...args) => active.formatPercentFloor(...args);
export const formatByUnit: NumberFormatter['formatByUnit'] = (...args) => active.formatByUnit(...args);
export const formatEuroExact: NumberFormatter['formatEuroExact'] = (...args) => active.formatEuroExact(...args);
export const formatWholeNumber: NumberFormatter['formatWholeNumber'] = (...args) => active.formatWholeNumber(...args);
export const formatValueWithUnit: NumberFormatter['formatValueWithUnit'] = (...args) => active.formatValueWithUnit(...args);
export const formatKpiValue: NumberFormatter['formatKpiValue'] = (...args) => active.formatKpiValue(...args);
export const formatKpiResult: NumberFormatter['formatKpiResult'] = (...args) => active.formatKpiResult(...args);
export const formatKpiBase: NumberFormatter['formatKpiBase'] = (...args) => active.formatKpiBase(...args);
export const formatStrategyMoney: NumberFormatter['formatStrategyMoney'] = (...args) => active.formatStrategyMoney(...args);
export const formatGridNumber: NumberFormatter['formatGridNumber'] = (...args) => active.formatGridNumber(...args);
export const formatDecimal: NumberFormatter['formatDecimal'] = (...args) => active.formatDecimal(...args);
export const formatMultiple: NumberFormatter['formatMultiple'] = (...args) => active.formatMultiple(...args);
export const formatFtes: NumberFormatter['formatFtes'] = (...args) => active.formatFtes(...args);
export const digits: NumberFormatter['digits'] = (...args) => active.digits(...args);
export const prose: NumberFormatter['prose'] = (...args) => active.prose(...args);
export const formatBenchmark: NumberFormatter['formatBenchmark'] = (...args) => active.formatBenchmark(...args);

/** A KPI result's benchmark in the active format, from its definition (the answer's text is English). */
export function kpiBenchmark(kpi: { id: string; benchmark: string }): string {
  const definition = KPI_BY_ID.get(kpi.id);
  return definition ? active.formatBenchmark(definition.benchmark, definition.unit) : kpi.benchmark;
}

export { cagrPercent, formatMonthKey, formatSavedAtDe, formatTimestampDe, growthPercent, trendOf, type Trend } from '../../engine/format/number.ts';
