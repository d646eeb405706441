import type { LineDef } from '../types.ts';

/**
 * Working capital and VAT, month by month: what customers owe, what the company owes its
 * suppliers, fees billed in advance and the VAT collected for the tax office. Balances are read as
 * days of the month's flows (a month is 365 ÷ 12 days); the balance sheet shows them
 * (balanceSheet.ts) and the cash flow statement their changes (cashFlow.ts).
 */
export const WORKING_CAPITAL_LINES: readonly LineDef[] = [
  {
    id: 'non_payroll_costs', name: 'Costs paid to suppliers', unit: 'EUR', section: 'working_capital', aggregate: 'sum',
    formula: 'cost_of_goods_sold + total_operating_expenses - employees + capex',
    explanation: 'Cost of goods sold, operating expenses other than payroll, and capital expenditure: what suppliers invoice.',
  },
  {
    id: 'output_vat', name: 'Output VAT', unit: 'EUR', section: 'working_capital', aggregate: 'sum',
    formula: 'total_revenue * vat_rate / 100 * vat_liable_revenue_share / 100',
    explanation: 'VAT on the revenue invoiced with VAT.',
  },
  {
    id: 'input_vat', name: 'Input VAT', unit: 'EUR', section: 'working_capital', aggregate: 'sum',
    formula: 'non_payroll_costs * vat_rate / 100 * input_vat_share / 100',
    explanation: 'Deductible VAT on the costs that carry it.',
  },
  {
    id: 'vat_net', name: 'VAT of the month', unit: 'EUR', section: 'working_capital', aggregate: 'sum',
    formula: 'output_vat - input_vat',
    opening: 'vat_payable_2025 * IF(vat_filing_extension = 1, 0.5, 1)',
    explanation: 'Output VAT minus input VAT: what the monthly advance return declares (a refund when negative).',
  },
  {
    id: 'vat_paid', name: 'VAT paid', unit: 'EUR', section: 'working_capital', aggregate: 'sum',
    formula: 'IF(vat_filing_extension = 1, prev(vat_balance) - prev(vat_net), prev(vat_balance))',
    explanation: 'Last month\'s advance return, paid on the 10th (UStG §18(1)); with the permanent extension the month before last\'s (UStDV §46).',
  },
  {
    id: 'vat_balance', name: 'VAT owed to the tax office', unit: 'EUR', section: 'working_capital', aggregate: 'last',
    formula: 'prev(vat_balance) + vat_net - vat_paid',
    opening: 'vat_payable_2025',
    explanation: 'VAT declared and not yet paid (negative: a refund due).',
  },
];
