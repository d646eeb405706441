/** The rows of a month's figures (the close review, the import previews of monthly actuals and of DATEV). */
export const MONTH_FIGURES_TEXT = {
  unitColumn: 'In €',
  revenue: 'Revenue',
  costs: 'Costs',
  ebitda: 'EBITDA',
  openingCash: 'Opening cash',
  operatingCash: '+ Operating cash flow',
  investingCash: '+ Investing cash flow',
  financingCash: '+ Financing cash flow',
  closingCash: '= Closing cash (model)',
  bankCash: 'Bank closing cash (actual)',
  ftes: 'FTEs (people)',
  ftesValue: (ftes: string, actual: boolean) => `${ftes} ${actual ? '(actual)' : '(plan)'}`,
} as const;
