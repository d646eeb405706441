import { EQUITY_ROUND_SLOTS, LOAN_SLOTS } from '../drivers/finance-and-tax.ts';
import type { LineDef } from '../types.ts';

/**
 * The funding events: equity rounds paid in, and loans drawn, paying interest monthly on last
 * month's balance and repaid bullet (all at the end of the term), as an annuity (equal instalments)
 * or linearly (equal principal). The loans of the opening balance are repaid linearly. A loan's
 * term counts from the month after its draw; its last instalment clears what is left.
 */

function loanLines(k: number): LineDef[] {
  const loan = `loan_${k}`;
  const last = `${loan}_term_months + 1`;
  const final = `IF(${loan}_age = ${last}, prev(${loan}_balance), `;
  return [
    {
      id: `${loan}_age`, name: `Loan ${k}: months since the draw`, unit: 'month', section: 'financing', aggregate: 'last',
      formula: `IF(month_key = ${loan}_month, 1, IF(prev(${loan}_age) > 0, prev(${loan}_age) + 1, 0))`,
      opening: '0',
      explanation: `1 in the month loan ${k} is drawn, counting up from there; 0 before.`,
    },
    {
      id: `${loan}_draw`, name: `Loan ${k}: draw`, unit: 'EUR', section: 'financing', aggregate: 'sum',
      formula: `IF(month_key = ${loan}_month, ${loan}_amount, 0)`,
      explanation: `The principal of loan ${k} in its month.`,
    },
    {
      id: `${loan}_interest`, name: `Loan ${k}: interest`, unit: 'EUR', section: 'financing', aggregate: 'sum',
      formula: `prev(${loan}_balance) * ${loan}_rate / 100 / 12`,
      explanation: `Last month's balance of loan ${k} at its annual rate, for one month.`,
    },
    {
      id: `${loan}_repayment`, name: `Loan ${k}: repayment`, unit: 'EUR', section: 'financing', aggregate: 'sum',
      formula: `IF(${loan}_age > 1, CHOOSE(${loan}_type, IF(${loan}_age = ${last}, prev(${loan}_balance), 0), ${final}IF(${loan}_age <= ${last}, MIN(prev(${loan}_balance), ${loan}_annuity - ${loan}_interest), 0)), ${final}IF(${loan}_age <= ${last}, MIN(prev(${loan}_balance), ${loan}_amount / ${loan}_term_months), 0))), 0)`,
      explanation: `Principal repaid on loan ${k}: bullet at the end of the term, or the annuity less interest, or equal parts; the last instalment clears the rest.`,
    },
    {
      id: `${loan}_balance`, name: `Loan ${k}: balance`, unit: 'EUR', section: 'financing', aggregate: 'last',
      formula: `prev(${loan}_balance) + ${loan}_draw - ${loan}_repayment`,
      opening: '0',
      explanation: `Principal of loan ${k} outstanding at the end of the month.`,
    },
  ];
}

const ROUND = (k: number) => `IF(month_key = equity_round_${k}_month, equity_round_${k}_amount, 0)`;

export const FINANCING_LINES: readonly LineDef[] = [
  {
    id: 'equity_raised', name: 'Equity raised', unit: 'EUR', section: 'financing', aggregate: 'sum',
    formula: EQUITY_ROUND_SLOTS.map(ROUND).join(' + '),
    explanation: 'Equity rounds paid in this month.',
  },
  {
    id: 'opening_loans_repayment', name: 'Loans of 31 December 2025: repayment', unit: 'EUR', section: 'financing', aggregate: 'sum',
    formula: 'MIN(prev(opening_loans_balance), loans_2025 / loans_2025_months)',
    explanation: 'The loans of the opening balance repaid in equal parts over their remaining months.',
  },
  {
    id: 'opening_loans_interest', name: 'Loans of 31 December 2025: interest', unit: 'EUR', section: 'financing', aggregate: 'sum',
    formula: 'prev(opening_loans_balance) * loans_2025_rate / 100 / 12',
    explanation: 'Interest on the loans of the opening balance still outstanding.',
  },
  {
    id: 'opening_loans_balance', name: 'Loans of 31 December 2025: balance', unit: 'EUR', section: 'financing', aggregate: 'last',
    formula: 'prev(opening_loans_balance) - opening_loans_repayment',
    opening: 'loans_2025',
    explanation: 'What is left of the loans of the opening balance.',
  },
  ...LOAN_SLOTS.flatMap(loanLines),
  {
    id: 'loan_draws', name: 'Loans drawn', unit: 'EUR', section: 'financing', aggregate: 'sum',
    formula: LOAN_SLOTS.map((k) => `loan_${k}_draw`).join(' + '),
    explanation: 'Principal of the loans drawn this month.',
  },
  {
    id: 'loan_repayments', name: 'Loans repaid', unit: 'EUR', section: 'financing', aggregate: 'sum',
    formula: ['opening_loans_repayment', ...LOAN_SLOTS.map((k) => `loan_${k}_repayment`)].join(' + '),
    explanation: 'Principal repaid this month.',
  },
];
