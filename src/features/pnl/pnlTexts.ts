import type { LineSection } from '../../../engine/model/types.ts';
import { i18n } from '../../i18n/index.ts';
import { ACTUAL_YEARS, FORECAST_YEARS, yearRange } from '../../../engine/calendar.ts';

/**
 * What the P&L screens show besides figures (part 2 §2, §8). Their words are in the `pnl`
 * namespace (src/i18n/locales/<language>/pnl.json), the specification's English word for word.
 */

export type PnlKind = 'baseline' | 'forecast';

export interface PnlScreenDef {
  years: readonly number[];
  /** The period filter the screen shows (part 2 §2). */
  rangeLabel: string;
}

export const PNL_SCREENS: Record<PnlKind, PnlScreenDef> = {
  baseline: { years: ACTUAL_YEARS, rangeLabel: yearRange(ACTUAL_YEARS) },
  forecast: { years: FORECAST_YEARS, rangeLabel: yearRange(FORECAST_YEARS) },
};

const TITLED_SECTIONS = ['revenue', 'opex'] as const satisfies readonly LineSection[];
type TitledSection = (typeof TITLED_SECTIONS)[number];

/** The title above the first row of a section of the statement (sections of the model definition), if it has one. */
export function sectionTitle(section: LineSection): string | undefined {
  return (TITLED_SECTIONS as readonly LineSection[]).includes(section) ? i18n.t(`pnl:sections.${section as TitledSection}`) : undefined;
}

/** The layout switch: the management P&L, or the German statutory format (whose rows are in German). */
export type PnlLayout = 'management' | 'hgb';
export const PNL_LAYOUTS: readonly PnlLayout[] = ['management', 'hgb'];

/**
 * The five financial statement notes below the statement (part 2 §2), by key; a note written with
 * English figures in it ("€1") shows them in the user's number format.
 */
export const STATEMENT_NOTES: readonly { key: 'basis' | 'revenue' | 'ebitda' | 'rounding' | 'bonus'; figures?: true }[] = [
  { key: 'basis' }, { key: 'revenue' }, { key: 'ebitda' }, { key: 'rounding', figures: true }, { key: 'bonus' },
];
