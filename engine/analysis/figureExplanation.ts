import type { ExplainRef } from '../session/cellRef.ts';

/**
 * How a figure the screen composes from model cells came about — a YoY growth or margin column,
 * an item of the HGB layout: its formula in business names and the cells behind it, each of which
 * the explain panel can explain in turn. Model cells themselves are explained by the session
 * (session/explain.ts).
 */
/**
 * What a figure is, so a screen names and explains it in the reader's language
 * (src/ui/explain/engineSentences.ts); `name` and `explanation` keep the English. `line` is the
 * name the figure was given (a P&L row's shown name, an HGB item).
 */
export type FigureAbout =
  | { code: 'yoy'; line: string; year: number; reconciling: boolean }
  | { code: 'margin'; line: string; year: number; layout: 'management' | 'hgb' }
  | { code: 'hgb_item'; total: boolean };

export interface FigureExplanation {
  name: string;
  value: number | null;
  unit: 'EUR' | 'percent';
  /** Shown with its sign (+4.2%): a change rather than a level. */
  signed: boolean;
  formula: string;
  explanation: string;
  inputs: { ref: ExplainRef; name: string; value: number | null }[];
  /** Absent on a figure a screen words itself. */
  about?: FigureAbout;
}
