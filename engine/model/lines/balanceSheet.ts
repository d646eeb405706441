import { LOAN_SLOTS } from '../drivers/finance-and-tax.ts';
import type { LineDef } from '../types.ts';

/**
 * The balance sheet at each month end, from the opening balance at 31 December 2025 (baseline
 * data). Every item is its opening value rolled forward by the flows of the model, and cash is the
 * cash flow statement's result, so assets equal liabilities plus equity by construction; the
 * balance check shows the difference (0 to the cent). The retained earnings of the opening balance
 * are its balancing item (docs/model.md "Opening balance").
 */
const PAYMENT_DAYS = (dso: string) => `((1 - factored_invoice_share / 100) * ${dso} + factored_invoice_share / 100 * factoring_payout_days)`;

export const BALANCE_SHEET_LINES: readonly LineDef[] = [
  // ── assets ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'fixed_assets', name: 'Fixed assets', unit: 'EUR', section: 'assets', aggregate: 'last',
    statement: 'balance', label: 'Fixed Assets',
    formula: 'prev(fixed_assets) + capex + own_work_capitalised - depreciation_amortisation',
    opening: 'fixed_assets_2025',
    explanation: 'Last month\'s fixed assets plus purchases and capitalised development, less depreciation and amortisation.',
  },
  {
    id: 'receivables', name: 'Trade receivables', unit: 'EUR', section: 'assets', aggregate: 'last',
    statement: 'balance', label: 'Trade Receivables', actuals: { closed: 'balance' },
    formula: `gross_invoice_factor * ((one_time_revenue + medical_recurring_revenue) * ${PAYMENT_DAYS('dso_medical_days')} + (transport_recurring_revenue + transaction_revenue) * ${PAYMENT_DAYS('dso_transport_days')}) / days_per_month`,
    opening: 'receivables_2025',
    explanation: 'Invoices (with VAT) not yet paid: hospitals and outpatient stations (implementation and recurring fees) after their days sales outstanding, transport partners (recurring fees and ride commissions) after theirs; invoices sold to the factor after its payout days.',
  },
  {
    id: 'other_receivables', name: 'Tax and VAT receivables', unit: 'EUR', section: 'assets', aggregate: 'last',
    statement: 'balance', label: 'Tax and VAT Receivables',
    formula: 'MAX(0, -vat_balance) + MAX(0, -tax_balance)',
    opening: 'MAX(0, -vat_payable_2025) + MAX(0, -income_tax_payable_2025)',
    explanation: 'VAT refunds due and income taxes prepaid beyond the tax.',
  },
  {
    id: 'cash', name: 'Cash', unit: 'EUR', section: 'assets', aggregate: 'last',
    statement: 'balance', label: 'Cash',
    formula: 'closing_cash',
    opening: 'actual(closing_cash)',
    explanation: 'Cash at the end of the month, from the cash flow statement.',
  },
  {
    id: 'total_assets', name: 'Total assets', unit: 'EUR', section: 'balance_totals', aggregate: 'last',
    statement: 'balance', label: 'Total Assets', total: true,
    formula: 'SUM_SECTION(assets)',
    opening: 'SUM_SECTION(assets)',
    explanation: 'Fixed assets, receivables and cash.',
  },
  // ── liabilities ───────────────────────────────────────────────────────────────────────────
  {
    id: 'payables', name: 'Trade payables', unit: 'EUR', section: 'liabilities', aggregate: 'last',
    statement: 'balance', label: 'Trade Payables', actuals: { closed: 'balance' },
    formula: 'non_payroll_costs * gross_cost_factor * dpo_days / days_per_month',
    opening: 'payables_2025',
    explanation: 'Supplier invoices (with VAT) not yet paid, after the days payable outstanding; payroll is paid in its month.',
  },
  {
    id: 'deferred_revenue', name: 'Deferred revenue', unit: 'EUR', section: 'liabilities', aggregate: 'last',
    statement: 'balance', label: 'Deferred Revenue',
    formula: 'recurring_revenue * annual_billing_share / 100 * 5.5',
    opening: 'deferred_revenue_2025',
    explanation: 'Recurring fees billed a year in advance and not yet earned: with renewals spread over the year, on average 5.5 months\' fees of those contracts.',
  },
  {
    id: 'vat_payable', name: 'VAT payable', unit: 'EUR', section: 'liabilities', aggregate: 'last',
    statement: 'balance', label: 'VAT Payable',
    formula: 'MAX(0, vat_balance)',
    opening: 'MAX(0, vat_payable_2025)',
    explanation: 'VAT declared and not yet paid to the tax office.',
  },
  {
    id: 'income_tax_payable', name: 'Income tax payable', unit: 'EUR', section: 'liabilities', aggregate: 'last',
    statement: 'balance', label: 'Income Tax Payable',
    formula: 'MAX(0, tax_balance)',
    opening: 'MAX(0, income_tax_payable_2025)',
    explanation: 'Income taxes booked and not yet paid (tax provisions).',
  },
  {
    id: 'loans', name: 'Loans', unit: 'EUR', section: 'liabilities', aggregate: 'last',
    statement: 'balance', label: 'Loans',
    formula: ['opening_loans_balance', ...LOAN_SLOTS.map((k) => `loan_${k}_balance`)].join(' + '),
    opening: 'loans_2025',
    explanation: 'Principal of every loan outstanding.',
  },
  {
    id: 'total_liabilities', name: 'Total liabilities', unit: 'EUR', section: 'balance_totals', aggregate: 'last',
    statement: 'balance', label: 'Total Liabilities', total: true,
    formula: 'SUM_SECTION(liabilities)',
    opening: 'SUM_SECTION(liabilities)',
    explanation: 'Payables, deferred revenue, VAT and tax payable, loans.',
  },
  // ── equity ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'subscribed_capital', name: 'Subscribed capital', unit: 'EUR', section: 'equity', aggregate: 'last',
    statement: 'balance', label: 'Subscribed Capital',
    formula: 'prev(subscribed_capital)',
    opening: 'subscribed_capital_2025',
    explanation: 'The share capital; equity rounds are booked to the capital reserve in full.',
  },
  {
    id: 'capital_reserve', name: 'Capital reserve', unit: 'EUR', section: 'equity', aggregate: 'last',
    statement: 'balance', label: 'Capital Reserve',
    formula: 'prev(capital_reserve) + equity_raised',
    opening: 'capital_reserve_2025',
    explanation: 'Equity paid in beyond the share capital (HGB §272(2)), plus every equity round.',
  },
  {
    id: 'retained_earnings', name: 'Retained earnings', unit: 'EUR', section: 'equity', aggregate: 'last',
    statement: 'balance', label: 'Retained Earnings / Loss Carried Forward',
    formula: 'prev(retained_earnings) + IF(month_of_year = 1, prev(net_income_ytd), 0)',
    opening: 'total_assets - total_liabilities - subscribed_capital - capital_reserve - net_income_ytd',
    explanation: 'Results of earlier years; each January the year before\'s net income moves here. In the opening balance it is the balancing item.',
  },
  {
    id: 'net_income_ytd', name: 'Net income of the year', unit: 'EUR', section: 'equity', aggregate: 'last',
    statement: 'balance', label: 'Net Income of the Year',
    formula: 'IF(month_of_year = 1, 0, prev(net_income_ytd)) + net_income',
    opening: '0',
    explanation: 'Net income from January to this month (Jahresüberschuss / Jahresfehlbetrag).',
  },
  {
    id: 'total_equity', name: 'Total equity', unit: 'EUR', section: 'balance_totals', aggregate: 'last',
    statement: 'balance', label: 'Total Equity', total: true,
    formula: 'SUM_SECTION(equity)',
    opening: 'SUM_SECTION(equity)',
    explanation: 'Subscribed capital, capital reserve, retained earnings and the year\'s net income.',
  },
  {
    id: 'total_liabilities_and_equity', name: 'Total liabilities and equity', unit: 'EUR', section: 'balance_totals', aggregate: 'last',
    statement: 'balance', label: 'Total Liabilities and Equity', total: true,
    formula: 'total_liabilities + total_equity',
    opening: 'total_liabilities + total_equity',
    explanation: 'Liabilities plus equity: the other side of total assets.',
  },
  {
    id: 'balance_check', name: 'Balance check', unit: 'EUR', section: 'balance_totals', aggregate: 'last',
    statement: 'balance', label: 'Balance Check', total: true,
    formula: 'total_assets - total_liabilities - total_equity',
    opening: 'total_assets - total_liabilities - total_equity',
    explanation: 'Total assets minus liabilities minus equity: 0 in every month, because every item is rolled forward by the same flows that move cash.',
  },
];
