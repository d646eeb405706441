import { SETTING_NAME_BY_ID } from '../../../engine/model/baselineSettings.ts';
import type { FigureExplanation } from '../../../engine/analysis/figureExplanation.ts';
import type { DefinitionTables } from '../../../engine/model/tables.ts';
import { displayNameOf, type FormulaWords } from '../../../engine/session/businessNames.ts';
import type { ExplainSentence } from '../../../engine/session/explain.ts';
import type { CellError } from '../../../engine/session/values.ts';
import { i18n } from '../../i18n/index.ts';

/**
 * The engine's own sentences of an explanation in the reader's language. The engine returns them
 * as codes with their parts beside its English (engine/session/explain.ts, engine/analysis/
 * figureExplanation.ts); the English keys read
 * word for word as the engine writes them, so English looks as it always did.
 */

const CALENDAR_IDS = ['year', 'month_key', 'year_index', 'month_index', 'month_of_year'] as const;
type CalendarId = (typeof CALENDAR_IDS)[number];

function isCalendarId(id: string): id is CalendarId {
  return (CALENDAR_IDS as readonly string[]).includes(id);
}

/** A calendar row's or a baseline setting's name (the definition holds no text of them); undefined for any other id. */
export function outsideName(id: string): string | undefined {
  if (isCalendarId(id)) return i18n.t(`statements:explain.calendar.${id}`);
  const setting = SETTING_NAME_BY_ID.get(id);
  if (!setting) return undefined;
  const key = `statements:explain.settings.${id}`;
  // A setting added to the engine without a text here keeps its English label rather than showing a key.
  return i18n.exists(key) ? i18n.t(key as 'statements:explain.settings.loans_2025') : setting.label;
}

/** The words a readable formula writes beside the names, in the reader's language. */
export function formulaWords(): FormulaWords {
  return {
    period: {
      prev: i18n.t('statements:explain.formulaWords.prev'),
      prev_year: i18n.t('statements:explain.formulaWords.prev_year'),
      dec: i18n.t('statements:explain.formulaWords.dec'),
      actual: i18n.t('statements:explain.formulaWords.actual'),
    },
    monthsEarlier: (count) => i18n.t('statements:explain.formulaWords.monthsEarlier', { count }),
    outsideName,
  };
}

/** The sentence a code stands for; names in the given (shown) definition's words. */
export function explainSentence(sentence: ExplainSentence, tables: DefinitionTables): string {
  switch (sentence.code) {
    case 'baseline_actual': return i18n.t('statements:explain.sentences.baselineActual');
    case 'opening_value': return i18n.t('statements:explain.sentences.openingValue');
    case 'closed_month_actual': return i18n.t('statements:explain.sentences.closedMonthActual');
    case 'annual': return i18n.t(`statements:explain.sentences.annual.${sentence.how}`, {
      months: i18n.t(`statements:explain.sentences.annualMonths.${sentence.months}`), year: sentence.year,
    });
    case 'quarter': return i18n.t(`statements:explain.sentences.quarter.${sentence.how}`, { year: sentence.year, quarter: sentence.quarter });
    case 'no_actuals': return i18n.t('statements:explain.sentences.noActuals', { name: displayNameOf(sentence.id, tables) });
  }
}

/** Why a cell has no number, in the reader's language (HyperFormula's own message stays as it gives it). */
export function cellErrorSentence(error: CellError): string {
  switch (error.code) {
    case 'div_by_zero': return i18n.t('statements:explain.errors.divByZero');
    case 'not_finite': return i18n.t('statements:explain.errors.notFinite');
    case 'workbook': return i18n.t('statements:explain.errors.workbook', { value: error.value, reason: error.message || i18n.t('statements:explain.errors.noValue') });
  }
}

/** A figure the screen composed (a YoY or margin cell, an HGB item) named and explained in the reader's language. */
export function shownFigure(explanation: FigureExplanation): FigureExplanation {
  const { about } = explanation;
  if (!about) return explanation;
  switch (about.code) {
    case 'yoy': return {
      ...explanation,
      name: i18n.t('statements:explain.figures.yoyName', { line: about.line, year: about.year }),
      explanation: i18n.t(about.reconciling ? 'statements:explain.figures.noGrowth' : 'statements:explain.figures.yoy'),
    };
    case 'margin': return {
      ...explanation,
      name: i18n.t('statements:explain.figures.marginName', { line: about.line, year: about.year }),
      explanation: i18n.t(about.layout === 'hgb' ? 'statements:explain.figures.hgbMargin' : 'statements:explain.figures.margin'),
    };
    case 'hgb_item': return { ...explanation, explanation: i18n.t(about.total ? 'statements:explain.figures.hgbTotal' : 'statements:explain.figures.hgbItem') };
  }
}
