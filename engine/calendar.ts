/** The model's time axis: actual months 2024-01 … 2025-12, forecast months 2026-01 … 2030-12. */

export const ACTUAL_YEARS = [2024, 2025] as const;
export const FORECAST_YEARS = [2026, 2027, 2028, 2029, 2030] as const;
export const ALL_YEARS = [...ACTUAL_YEARS, ...FORECAST_YEARS] as const;
export type Year = (typeof ALL_YEARS)[number];

function monthsOf(years: readonly number[]): string[] {
  return years.flatMap((year) => Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`));
}

/** 'YYYY-MM' keys. */
export const ACTUAL_MONTHS: readonly string[] = monthsOf(ACTUAL_YEARS);
export const FORECAST_MONTHS: readonly string[] = monthsOf(FORECAST_YEARS);
export const ALL_MONTHS: readonly string[] = [...ACTUAL_MONTHS, ...FORECAST_MONTHS];

export const FIRST_FORECAST_YEAR = 2026;

/** The years' span as the screens' period filters name it: '2026-2030'. */
export function yearRange(years: readonly number[]): string {
  return `${years[0]}-${years[years.length - 1]}`;
}

export function yearOf(month: string): number {
  return Number(month.slice(0, 4));
}

export function monthNumberOf(month: string): number {
  return Number(month.slice(5, 7));
}

/** yyyymm as a number, e.g. 202511 (how months are compared inside the workbook). */
export function monthKey(month: string): number {
  return yearOf(month) * 100 + monthNumberOf(month);
}

export function monthFromKey(key: number): string {
  return `${Math.floor(key / 100)}-${String(key % 100).padStart(2, '0')}`;
}

export function quarterOf(month: string): string {
  return `${yearOf(month)}-Q${Math.ceil(monthNumberOf(month) / 3)}`;
}

export function isMonthKey(value: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

/** The months of a period key ('2026', '2026-Q4' or '2026-11'), in order. */
export function monthsOfPeriod(key: string): string[] {
  const quarter = /^(\d{4})-Q([1-4])$/.exec(key);
  if (quarter) return [1, 2, 3].map((i) => `${quarter[1]}-${String((Number(quarter[2]) - 1) * 3 + i).padStart(2, '0')}`);
  if (isMonthKey(key)) return [key];
  return ALL_MONTHS.filter((month) => month.startsWith(`${key}-`));
}

/**
 * How many months of a period hold actuals: every month of 2024–2025, and from 2026 on the months
 * up to the last closed month (`closedThrough`, null when none is closed).
 */
export function closedMonthsOfPeriod(key: string, closedThrough: string | null): number {
  return monthsOfPeriod(key).filter((month) => yearOf(month) < FIRST_FORECAST_YEAR || (closedThrough !== null && month <= closedThrough)).length;
}

const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A period key as a reader sees it: '2030', 'Q2 2030', 'Jun 2030' or 'YTD 2026' (for '2026-YTD'). */
export function periodLabel(key: string): string {
  const quarter = /^(\d{4})-Q([1-4])$/.exec(key);
  if (quarter) return `Q${quarter[2]} ${quarter[1]}`;
  const yearToDate = /^(\d{4})-YTD$/.exec(key);
  if (yearToDate) return `YTD ${yearToDate[1]}`;
  const month = /^(\d{4})-(\d{2})$/.exec(key);
  if (month) return `${MONTH_ABBREVIATIONS[Number(month[2]) - 1] ?? month[2]} ${month[1]}`;
  return key;
}
