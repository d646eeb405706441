import type { LineDef } from '../types.ts';

/**
 * The cash flow statement by the indirect method in the structure of DRS 21: operating activities
 * from net income (interest and income taxes shown as paid, DRS 21.44 and 21.48), investing
 * activities (purchases, capitalised development, interest received) and financing activities
 * (equity, loans, interest paid). Cash at the end of the month is the balance sheet's cash.
 */
const flow = (id: string, section: LineDef['section'], label: string, formula: string, explanation: string): LineDef =>
  ({ id, name: label.charAt(0) + label.slice(1).toLowerCase(), unit: 'EUR', section, aggregate: 'sum', statement: 'cashflow', label, formula, explanation });

export const CASH_FLOW_LINES: readonly LineDef[] = [
  // ── operating activities ──────────────────────────────────────────────────────────────────
  flow('cf_net_income', 'cf_operating', 'Net Income', 'net_income', 'Net income of the month.'),
  flow('cf_depreciation', 'cf_operating', 'Depreciation & Amortisation', 'depreciation_amortisation', 'Depreciation and amortisation: an expense that pays nothing out.'),
  flow('cf_change_receivables', 'cf_operating', 'Decrease (Increase) in Trade Receivables', 'prev(receivables) - receivables', 'Cash tied up in, or released from, unpaid invoices.'),
  flow('cf_change_payables', 'cf_operating', 'Increase (Decrease) in Trade Payables', 'payables - prev(payables)', 'Cash kept by paying suppliers later, or spent by paying them sooner.'),
  flow('cf_change_deferred_revenue', 'cf_operating', 'Increase (Decrease) in Deferred Revenue', 'deferred_revenue - prev(deferred_revenue)', 'Fees collected in advance beyond those earned.'),
  flow('cf_change_vat', 'cf_operating', 'Increase (Decrease) in VAT Payable', 'vat_balance - prev(vat_balance)', 'VAT collected and not yet paid to the tax office, less refunds not yet received.'),
  flow('cf_interest_result', 'cf_operating', 'Interest Expense (Income)', 'interest_expense - interest_income', 'Interest is shown where it is paid and received, under financing and investing activities.'),
  flow('cf_income_tax_expense', 'cf_operating', 'Income Tax Expense', 'income_taxes', 'Income taxes booked: added back, because the taxes paid follow.'),
  flow('cf_income_taxes_paid', 'cf_operating', 'Income Taxes Paid', '-taxes_paid', 'Prepayments and settlements paid to the tax office.'),
  {
    id: 'cash_from_operations', name: 'Cash flow from operating activities', unit: 'EUR', section: 'cash', aggregate: 'sum',
    statement: 'cashflow', label: 'Cash Flow from Operating Activities', total: true,
    formula: 'SUM_SECTION(cf_operating)',
    explanation: 'Net income adjusted for what did not move cash and for the change in working capital, after income taxes paid.',
  },
  // ── investing activities ──────────────────────────────────────────────────────────────────
  flow('cf_capex', 'cf_investing', 'Payments for Property, Plant and Equipment', '-capex', 'Purchases of IT and office equipment.'),
  flow('cf_capitalised_development', 'cf_investing', 'Payments for Intangible Assets', '-own_work_capitalised', 'Payroll spent on development that was capitalised: paid with the payroll, shown here as an investment (operating activities keep its income in net income).'),
  flow('cf_interest_received', 'cf_investing', 'Interest Received', 'interest_income', 'Interest earned on cash.'),
  {
    id: 'cash_from_investing', name: 'Cash flow from investing activities', unit: 'EUR', section: 'cash', aggregate: 'sum',
    statement: 'cashflow', label: 'Cash Flow from Investing Activities', total: true,
    formula: 'SUM_SECTION(cf_investing)',
    explanation: 'Capital expenditure and capitalised development, plus interest received.',
  },
  // ── financing activities ──────────────────────────────────────────────────────────────────
  flow('cf_equity_raised', 'cf_financing', 'Proceeds from Equity', 'equity_raised', 'Equity rounds paid in.'),
  flow('cf_loan_draws', 'cf_financing', 'Proceeds from Loans', 'loan_draws', 'Loans drawn.'),
  flow('cf_loan_repayments', 'cf_financing', 'Repayment of Loans', '-loan_repayments', 'Principal repaid.'),
  flow('cf_interest_paid', 'cf_financing', 'Interest Paid', '-interest_expense', 'Interest paid on the loans.'),
  {
    id: 'cash_from_financing', name: 'Cash flow from financing activities', unit: 'EUR', section: 'cash', aggregate: 'sum',
    statement: 'cashflow', label: 'Cash Flow from Financing Activities', total: true,
    formula: 'SUM_SECTION(cf_financing)',
    explanation: 'Equity and loans raised, less repayments and interest paid.',
  },
  {
    id: 'net_change_in_cash', name: 'Net change in cash', unit: 'EUR', section: 'cash', aggregate: 'sum',
    statement: 'cashflow', label: 'Net Change in Cash', total: true,
    formula: 'cash_from_operations + cash_from_investing + cash_from_financing',
    explanation: 'The three cash flows together.',
  },
  {
    id: 'opening_cash', name: 'Opening cash', unit: 'EUR', section: 'cash', aggregate: 'first',
    statement: 'cashflow', label: 'Opening Cash',
    formula: 'prev(closing_cash)',
    explanation: 'Last month\'s closing cash.',
  },
  {
    id: 'closing_cash', name: 'Closing cash', unit: 'EUR', section: 'cash', aggregate: 'last',
    statement: 'cashflow', label: 'Closing Cash', total: true, actuals: { closed: 'balance' },
    formula: 'opening_cash + net_change_in_cash',
    opening: 'actual(closing_cash)',
    explanation: 'Opening cash plus the net change in cash.',
  },
  // ── figures read from the cash flow ───────────────────────────────────────────────────────
  {
    id: 'cash_flow_before_financing', name: 'Cash flow before financing', unit: 'EUR', section: 'kpi_inputs', aggregate: 'sum',
    formula: 'net_change_in_cash - equity_raised - loan_draws + loan_repayments',
    explanation: 'The change in cash without the funding events (equity paid in, loans drawn and repaid); interest paid counts. Negative when the business consumes cash: the net burn of the Monthly Burn Rate and the Cash Runway.',
  },
  {
    id: 'net_burn', name: 'Net burn', unit: 'EUR', section: 'kpi_inputs', aggregate: 'sum',
    formula: 'MAX(0, -cash_flow_before_financing)',
    explanation: 'How much cash the month consumed before financing (equity and loan principal); interest counts. 0 in a month that adds cash.',
  },
  {
    id: 'below_covenant', name: 'Cash below the minimum cash covenant', unit: 'count', section: 'kpi_inputs', aggregate: 'sum',
    formula: 'IF(closing_cash < minimum_cash_covenant, 1, 0)',
    explanation: '1 in a month whose closing cash is below the minimum cash covenant.',
  },
];
