import { apiFile, apiRequest } from './client.ts';
import {
  closeAnswer, closeReviewAnswer, type CloseReviewAnswer, monthlyActualsAnswer, monthlyActualsReadAnswer, MONTHLY_ACTUALS_XLSX_TYPE, monthlyActualsSavedAnswer, type CloseAnswer, type MonthlyActualRowInput, type MonthlyActualsAnswer,
} from '../../contract/monthlyActuals.ts';

/** docs/api.md "Monthly actuals": the actuals of 2026 on and the last closed month. */
const TIMEOUT_MS = 10_000;

export function getMonthlyActuals(): Promise<MonthlyActualsAnswer> {
  return apiRequest('GET', '/actuals/monthly', { schema: monthlyActualsAnswer, timeoutMs: TIMEOUT_MS });
}

/** Replaces the whole set; `version` is the one shown, so a save over someone else's is a 409. */
export function putMonthlyActuals(rows: MonthlyActualRowInput[], version: number) {
  return apiRequest('PUT', '/actuals/monthly', { body: { rows, version }, schema: monthlyActualsSavedAnswer, timeoutMs: TIMEOUT_MS });
}

/** An XLSX file read by the server (the browser bundle has no XLSX reader), not stored; 422 lists its problems. */
export function readMonthlyActualsXlsx(file: Blob) {
  return apiRequest('POST', '/actuals/monthly/read', { file: { content: file, type: MONTHLY_ACTUALS_XLSX_TYPE }, schema: monthlyActualsReadAnswer, timeoutMs: 30_000 });
}

/** Loads the shipped sample into an empty set (admin); 409 actuals_exist when any value is stored. */
export function loadSampleActuals() {
  return apiRequest('POST', '/actuals/monthly/sample', { schema: monthlyActualsSavedAnswer, timeoutMs: TIMEOUT_MS });
}

/** Rows read by the server, not stored, with their effect on revenue, costs, EBITDA and cash (the import preview). */
export function readMonthlyActualRows(rows: MonthlyActualRowInput[]) {
  return apiRequest('POST', '/actuals/monthly/read', { body: rows, schema: monthlyActualsReadAnswer, timeoutMs: 30_000 });
}

/** The review of closing through `through` (admin): each month's figures and the warnings to confirm. */
export function getCloseReview(through: string): Promise<CloseReviewAnswer> {
  return apiRequest('GET', '/settings/close/review', { query: { through }, schema: closeReviewAnswer, timeoutMs: 30_000 });
}

/** Closes through `month` confirming the review's warnings, or reopens months (an earlier month or null: nothing closed). */
export function putLastClosedMonth(month: string | null, confirmedWarnings: string[] = []): Promise<CloseAnswer> {
  return apiRequest('PUT', '/settings/close', { body: { last_closed_month: month, confirmed_warnings: confirmedWarnings }, schema: closeAnswer, timeoutMs: 30_000 });
}

export function downloadMonthlyActuals(format: 'csv' | 'xlsx') {
  return apiFile('/actuals/monthly', { query: { format }, timeoutMs: 30_000, fallbackName: `Fahrplan_Monthly_Actuals.${format}` });
}
