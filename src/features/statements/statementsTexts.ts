import type { LineSection, Statement } from '../../../engine/model/types.ts';

/** Display constants of the Balance Sheet and Cash Flow screens (ours: the specification has neither). */

export type StatementKind = Extract<Statement, 'balance' | 'cashflow'>;

export interface StatementScreenDef {
  title: string;
  /** The years shown; the balance sheet adds its opening column (31 December 2025) before them. */
  years: readonly number[];
  rangeLabel: string;
  note: string;
  loading: string;
}

export const STATEMENT_SCREENS: Record<StatementKind, StatementScreenDef> = {
  balance: {
    title: 'Balance Sheet 2026-2030',
    years: [2026, 2027, 2028, 2029, 2030],
    rangeLabel: '2026-2030',
    note: 'Balances at the end of each period, from the opening balance of 31 December 2025 (baseline data). Every item rolls forward by the flows of the P&L and the cash flow statement, so the balance check (total assets − total liabilities − total equity) is 0 in every period. Click any figure to see how it is calculated.',
    loading: 'Loading balance sheet...',
  },
  cashflow: {
    title: 'Cash Flow Statement 2026-2030',
    years: [2026, 2027, 2028, 2029, 2030],
    rangeLabel: '2026-2030',
    note: 'Indirect method in the structure of DRS 21: operating activities from net income, investing and financing activities. Closing cash is the balance sheet\'s cash at the end of each period. Click any figure to see how it is calculated.',
    loading: 'Loading cash flow statement...',
  },
};

/** The title above the first row of a section (sections of the model definition). */
export const SECTION_TITLES: Partial<Record<LineSection, string>> = {
  assets: 'Assets',
  liabilities: 'Liabilities',
  equity: 'Equity',
  cf_operating: 'Operating Activities',
  cf_investing: 'Investing Activities',
  cf_financing: 'Financing Activities',
};

/** The balance sheet's check row: the model line of that id. */
export const CHECK_LINE = 'balance_check';

/** A check within half a cent is 0: the figures are exact to the cent. */
export const CHECK_TOLERANCE_EUR = 0.005;

export const STATEMENTS_TEXT = {
  scenario: 'Scenario',
  period: 'Period',
  fallbackScenario: 'Baseline',
  openingColumn: 'Opening Dec 2025',
  statementError: 'The statement could not be computed.',
  balanced: 'Balanced in every period',
  unbalanced: (count: number) => `Out of balance in ${count} ${count === 1 ? 'period' : 'periods'}`,
  checkOk: 'balanced',
  checkOff: 'out of balance',
} as const;
