/** Texts the statement grids share (P&L, balance sheet, cash flow). */
export const STATEMENT_TEXT = {
  lineItem: 'Line Item',
  /** Why a row below EBITDA is empty in 2024 and 2025. */
  notInBaseline: 'Not in the 2024–2025 baseline data',
  notInBaselineExplanation: 'The 2024–2025 baseline data holds the P&L down to EBITDA only: no depreciation, interest or tax actuals, so the rows below EBITDA are empty in those years (never 0). They start with the forecast in 2026.',
  exportCsv: 'Export CSV',
  retry: 'Retry',
} as const;
