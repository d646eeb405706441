import { periodLabel } from '../../engine/calendar.ts';
import { markedPeriod, PERIOD_MARKING_LEGEND } from '../../engine/format/periodMarking.ts';
import type { Translate } from './index.ts';

/**
 * Periods as an export names them in its language: 'Nov 2026', 'Q1 2027', and the one notation for
 * how much of a period is actual ('2025 (Actual)', '2026 (11 + 1)'; engine/format/periodMarking.ts).
 * English is the engine's own wording; other languages word the same rule with their texts (the
 * rule of which mark a period takes is the engine's alone).
 */
export interface PeriodNames {
  label(key: string): string;
  marked(key: string, closedThrough: string | null): string;
  legend: string;
}

const ENGLISH: PeriodNames = { label: periodLabel, marked: markedPeriod, legend: PERIOD_MARKING_LEGEND };

export function periodNames(t: Translate): PeriodNames {
  if (t.language === 'en') return ENGLISH;
  const label = (key: string): string => {
    const quarter = /^(\d{4})-Q([1-4])$/.exec(key);
    if (quarter) return t('period.quarter', { quarter: quarter[2], year: quarter[1] });
    const yearToDate = /^(\d{4})-YTD$/.exec(key);
    if (yearToDate) return t('period.ytd', { year: yearToDate[1] });
    const month = /^(\d{4})-(\d{2})$/.exec(key);
    if (month) return t('period.month', { month: t(`period.months.${Number(month[2])}`), year: month[1] });
    return key;
  };
  return {
    label,
    marked: (key, closedThrough) => markedPeriod(key, closedThrough, label, {
      actual: (period) => t('period.actualMark', { period }),
      partly: (period, actual, forecast) => t('period.partlyActualMark', { period, actual, forecast }),
    }),
    legend: t('period.legend'),
  };
}
