/** What a forecast-ranges run draws and summarises (docs/model.md "Forecast ranges"). */

export const DEFAULT_DRAWS = 10_000;
export const MAX_DRAWS = 100_000;

/** Yearly figures summarised by year (P10/P50/P90/mean): annual line ids. */
export const YEARLY_FIGURES = ['total_revenue', 'ebitda', 'net_income', 'closing_cash', 'total_clients', 'rides'] as const;
export type YearlyFigure = (typeof YEARLY_FIGURES)[number];

/** Lines drawn as fan charts, month by month and year by year. */
export const FAN_LINES = ['total_revenue', 'ebitda', 'closing_cash'] as const;
export type FanLine = (typeof FAN_LINES)[number];
