import { FORECAST_YEARS } from '../../../engine/calendar.ts';

/** Years whose impacts the screen can show (the forecast years). */
export const IMPACT_YEARS = FORECAST_YEARS;
