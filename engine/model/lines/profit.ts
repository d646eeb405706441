import { LOAN_SLOTS } from '../drivers/finance-and-tax.ts';
import type { LineDef } from '../types.ts';

/**
 * The profit and loss statement below EBITDA, down to net income: depreciation and amortisation,
 * interest, and the German income taxes (their workings are in taxes.ts).
 */
export const PROFIT_LINES: readonly LineDef[] = [
  {
    id: 'depreciation_amortisation', name: 'Depreciation and amortisation', unit: 'EUR', section: 'depreciation', aggregate: 'sum',
    statement: 'pnl', label: 'Depreciation & Amortisation', hgb: '7a',
    formula: 'depreciation_opening_assets + depreciation_it_equipment + depreciation_office_equipment + amortisation_own_work',
    explanation: 'Straight-line write-off of the fixed assets: those of 31 December 2025 over their remaining life, IT equipment over 36 months, furniture over 13 years, capitalised development over 60 months.',
  },
  {
    id: 'ebit', name: 'EBIT', unit: 'EUR', section: 'result', aggregate: 'sum',
    statement: 'pnl', label: 'EBIT', total: true,
    formula: 'ebitda - depreciation_amortisation',
    explanation: 'Earnings before interest and taxes: EBITDA minus depreciation and amortisation.',
  },
  {
    id: 'interest_income', name: 'Interest income', unit: 'EUR', section: 'financial', aggregate: 'sum',
    statement: 'pnl', label: 'Interest Income', hgb: '11',
    formula: 'MAX(0, prev(closing_cash)) * interest_rate_on_cash / 100 / 12',
    explanation: 'Interest on last month\'s positive cash balance at the interest rate on cash (0 unless chosen).',
  },
  {
    id: 'interest_expense', name: 'Interest expense', unit: 'EUR', section: 'financial', aggregate: 'sum',
    statement: 'pnl', label: 'Interest Expense', hgb: '13',
    formula: ['opening_loans_interest', ...LOAN_SLOTS.map((k) => `loan_${k}_interest`)].join(' + '),
    explanation: 'Interest on the loans outstanding last month, each at its own rate.',
  },
  {
    id: 'earnings_before_tax', name: 'Earnings before tax', unit: 'EUR', section: 'result', aggregate: 'sum',
    statement: 'pnl', label: 'Earnings Before Tax', total: true,
    formula: 'ebit + interest_income - interest_expense',
    explanation: 'EBIT plus interest income minus interest expense.',
  },
  {
    id: 'corporate_income_tax', name: 'Corporate income tax and solidarity surcharge', unit: 'EUR', section: 'tax', aggregate: 'sum',
    statement: 'pnl', label: 'Corporate Income Tax & Solidarity Surcharge', hgb: '14',
    formula: 'corporate_tax_ytd - IF(month_of_year = 1, 0, prev(corporate_tax_ytd))',
    explanation: 'This month\'s part of the year\'s corporate income tax with solidarity surcharge: the tax on the income so far this year less what earlier months of the year already booked.',
  },
  {
    id: 'trade_tax', name: 'Trade tax', unit: 'EUR', section: 'tax', aggregate: 'sum',
    statement: 'pnl', label: 'Trade Tax', hgb: '14',
    formula: 'trade_tax_ytd - IF(month_of_year = 1, 0, prev(trade_tax_ytd))',
    explanation: 'This month\'s part of the year\'s trade tax: the tax on the trade income so far this year less what earlier months of the year already booked.',
  },
  {
    id: 'income_taxes', name: 'Income taxes', unit: 'EUR', section: 'result', aggregate: 'sum',
    statement: 'pnl', label: 'Income Taxes', total: true,
    formula: 'SUM_SECTION(tax)',
    explanation: 'Corporate income tax with solidarity surcharge plus trade tax.',
  },
  {
    id: 'net_income', name: 'Net income', unit: 'EUR', section: 'result', aggregate: 'sum',
    statement: 'pnl', label: 'Net Income', total: true,
    formula: 'earnings_before_tax - income_taxes',
    explanation: 'Earnings before tax minus income taxes: the net income (Jahresüberschuss) or net loss (Jahresfehlbetrag).',
  },
];
