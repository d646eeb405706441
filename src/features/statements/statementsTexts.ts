import type { LineSection, Statement } from '../../../engine/model/types.ts';
import { i18n } from '../../i18n/index.ts';
import { FORECAST_YEARS, yearRange } from '../../../engine/calendar.ts';

/**
 * What the Balance Sheet and Cash Flow screens show besides figures (ours: the specification has
 * neither). Their words are in the `statements` namespace (src/i18n/locales/<language>/statements.json).
 */

export type StatementKind = Extract<Statement, 'balance' | 'cashflow'>;

export interface StatementScreenDef {
  /** The years shown; the balance sheet adds its opening column (31 December 2025) before them. */
  years: readonly number[];
  rangeLabel: string;
}

export const STATEMENT_SCREENS: Record<StatementKind, StatementScreenDef> = {
  balance: { years: FORECAST_YEARS, rangeLabel: yearRange(FORECAST_YEARS) },
  cashflow: { years: FORECAST_YEARS, rangeLabel: yearRange(FORECAST_YEARS) },
};

const TITLED_SECTIONS = ['assets', 'liabilities', 'equity', 'cf_operating', 'cf_investing', 'cf_financing'] as const satisfies readonly LineSection[];
type TitledSection = (typeof TITLED_SECTIONS)[number];

/** The title above the first row of a section (sections of the model definition), if it has one. */
export function sectionTitle(section: LineSection): string | undefined {
  return (TITLED_SECTIONS as readonly LineSection[]).includes(section) ? i18n.t(`statements:sections.${section as TitledSection}`) : undefined;
}

/** The balance sheet's check row: the model line of that id. */
export const CHECK_LINE = 'balance_check';

/** A check within half a cent is 0: the figures are exact to the cent. */
export const CHECK_TOLERANCE_EUR = 0.005;
