import type { Language } from '../../../contract/preferences.ts';
import { translatorFor, type Translate } from '../../i18n/index.ts';
import { periodNames, type PeriodNames } from '../../i18n/periods.ts';
import { excelSheetNames, type ExcelSheetNames } from './sheetNames.ts';

/** The Excel model's words in one language: its texts, its sheet names and its period labels. */
export interface ExcelTexts {
  t: Translate;
  sheets: ExcelSheetNames;
  periods: PeriodNames;
}

export function excelTexts(language: Language): ExcelTexts {
  const t = translatorFor(language);
  return { t, sheets: excelSheetNames(t), periods: periodNames(t) };
}

/** The specification's words: what a writer uses when no language is asked for. */
export const ENGLISH_EXCEL: ExcelTexts = excelTexts('en');
