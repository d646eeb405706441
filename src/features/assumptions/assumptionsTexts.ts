/** Years whose impacts the screen can show (the forecast years). */
export const IMPACT_YEARS = [2026, 2027, 2028, 2029, 2030] as const;
