import { isClosedMonthLine } from '../actuals/closedMonths.ts';
import { ACTUAL_DERIVED } from './actualsSheet.ts';
import { LINES } from './lines.ts';

/**
 * How a line's cell of a closed month (2026-01 … the last closed month) is filled: the month's
 * actual for the lines that take one; for a line the Actuals sheet derives from actual values with
 * another formula than the forecast's (platform adoption: booked rides ÷ potential rides), that
 * formula, so the forecast continues from the adoption the closed month showed; every other line
 * keeps its forecast formula (totals stay sums of their parts, so statements still reconcile).
 */
export type ClosedMonthSource = { kind: 'actual' } | { kind: 'formula'; formula: string };

const SOURCES: ReadonlyMap<string, ClosedMonthSource> = new Map(LINES.flatMap((line): [string, ClosedMonthSource][] => {
  if (isClosedMonthLine(line.id)) return [[line.id, { kind: 'actual' }]];
  const derived = ACTUAL_DERIVED.find((row) => row.id === line.id);
  return derived && derived.formula !== line.formula ? [[line.id, { kind: 'formula', formula: derived.formula }]] : [];
}));

export function closedMonthSource(lineId: string): ClosedMonthSource | undefined {
  return SOURCES.get(lineId);
}
