import type { ActualDerivedDef } from './actualsSheet.ts';
import type { LineDef } from './types.ts';

/**
 * How a line's cell of a closed month (2026-01 … the last closed month) is filled: the month's
 * actual for the lines that take one; for a line the Actuals sheet derives from actual values with
 * another formula than the forecast's (platform adoption: booked rides ÷ potential rides), that
 * formula, so the forecast continues from the adoption the closed month showed; new clients as the
 * closing counts imply at the churn rate (below), so churn figures read the actual client counts,
 * unless the month reports its onboardings and new clients (optional actuals), which it then takes;
 * every other line keeps its forecast formula (totals stay sums of their parts, so statements
 * still reconcile).
 */
export type ClosedMonthSource =
  | { kind: 'actual' }
  | { kind: 'formula'; formula: string }
  // An optional actual (onboardings, new clients): the month's actual when given, else `fallback`
  // over the closed month's actuals, or the line's forecast formula when there is none.
  | { kind: 'optional'; fallback?: string };

/**
 * New clients of a closed month: what the actual closing count needs beyond last month's clients
 * kept at the churn rate (none when the count fell further: then the churn was higher).
 */
const DERIVED_NEW_CLIENTS: Readonly<Record<string, string>> = {
  new_medical_clients: 'MAX(0, inpatient_clients + outpatient_clients - prev(medical_clients) * (1 - monthly_logo_churn))',
  new_transport_clients: 'MAX(0, transport_clients - prev(transport_clients) * (1 - monthly_logo_churn))',
};

/** The closed-month source of every line of a definition that has one. */
export function closedMonthSourcesOf(lines: readonly LineDef[], actualDerived: readonly ActualDerivedDef[]): ReadonlyMap<string, ClosedMonthSource> {
  return new Map(lines.flatMap((line): [string, ClosedMonthSource][] => {
    if (line.actuals?.closed === 'required') return [[line.id, { kind: 'actual' }]];
    const newClients = DERIVED_NEW_CLIENTS[line.id];
    if (line.actuals?.closed === 'optional') return [[line.id, newClients ? { kind: 'optional', fallback: newClients } : { kind: 'optional' }]];
    if (newClients) return [[line.id, { kind: 'formula', formula: newClients }]];
    const derived = actualDerived.find((row) => row.id === line.id && row.closedMonths);
    return derived ? [[line.id, { kind: 'formula', formula: derived.formula }]] : [];
  }));
}
