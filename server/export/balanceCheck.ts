/**
 * The balance sheet's check row as both exports show it: total assets − total liabilities − total
 * equity (the definition's `balance_check`), 0 within half a cent (the three-statements property's
 * tolerance) in every month; the Excel model and the PDF mark it green at 0 and red otherwise.
 */
export const BALANCE_CHECK_LINE = 'balance_check';
export const BALANCE_CHECK_TOLERANCE_EUR = 0.005;

export function balanceCheckHolds(value: number | null | undefined): boolean {
  return value !== null && value !== undefined && Math.abs(value) < BALANCE_CHECK_TOLERANCE_EUR;
}
