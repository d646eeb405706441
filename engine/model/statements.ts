/** The P&L rows in the order of part 2 §2, and the cash flow rows. */
export const PNL_ROWS = [
  'one_time_revenue', 'recurring_revenue', 'transaction_revenue', 'total_revenue',
  'cost_of_goods_sold', 'gross_profit',
  'employees', 'sales_marketing', 'hosting_licenses', 'office_infrastructure', 'legal_tax', 'bfs_factoring',
  'bonus_pool_tc', 'bonus_pool_mc', 'rounding_adjustment', 'total_operating_expenses',
  'ebitda',
] as const;
export type PnlRow = (typeof PNL_ROWS)[number];

export const PNL_LABELS: Record<PnlRow, string> = {
  one_time_revenue: 'One-time Implementation',
  recurring_revenue: 'Recurring SaaS / ARR',
  transaction_revenue: 'Transaction (per Ride)',
  total_revenue: 'Total Revenue',
  cost_of_goods_sold: 'Cost of Goods Sold',
  gross_profit: 'Gross Profit',
  employees: 'Employees',
  sales_marketing: 'Sales & Marketing',
  hosting_licenses: 'Hosting & Licenses',
  office_infrastructure: 'Office Infrastructure',
  legal_tax: 'Legal & Tax',
  bfs_factoring: 'Factoring & Accounting',
  bonus_pool_tc: 'Bonus Pool TC',
  bonus_pool_mc: 'Bonus Pool MC',
  rounding_adjustment: 'Rounding / Reconciliation Adjustment',
  total_operating_expenses: 'Total Operating Expenses',
  ebitda: 'EBITDA',
};

export const CASHFLOW_ROWS = ['opening_cash', 'ebitda', 'capital_injection', 'closing_cash'] as const;
