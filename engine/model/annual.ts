import { DECLARED_LINES, expandSections } from './lines.ts';
import type { LineDef, LineUnit } from './types.ts';

/**
 * Annual-only lines: formulas over the annual values of the same year. `dec(line)` is the line's
 * December value; `SUM_SECTION(section)` the sum of the section's lines, as in a monthly formula. They hold the EBITDA reconciliation of part 2 §5, the year-end ARR and the
 * year-end client counts.
 */
export interface AnnualExtraDef {
  id: string;
  name: string;
  unit: LineUnit;
  formula: string;
  explanation: string;
}


export const DECLARED_ANNUAL_EXTRAS: readonly AnnualExtraDef[] = [
  {
    id: 'arr', name: 'ARR (run-rate, year end)', unit: 'EUR', formula: '12 * dec(recurring_revenue)',
    explanation: 'Annual recurring revenue at the year\'s run rate: December recurring revenue × 12.',
  },
  {
    id: 'vehicles', name: 'Vehicles on the platform (year end)', unit: 'count', formula: 'dec(transport_clients) * vehicles_per_transport_client',
    explanation: 'Transport partners in December × vehicles per partner.',
  },
  {
    id: 'total_clients', name: 'Total clients (year end)', unit: 'count', formula: 'medical_clients + transport_clients',
    explanation: 'Medical clients plus transport partners at the end of the year.',
  },
  {
    id: 'total_expenses', name: 'Total expenses', unit: 'EUR', formula: 'SUM_SECTION(cogs) + SUM_SECTION(opex)',
    explanation: 'Cost of goods sold plus every operating expense line, including the rounding adjustment.',
  },
  {
    id: 'computed_ebitda', name: 'Computed EBITDA', unit: 'EUR', formula: 'total_revenue - total_expenses + own_work_capitalised',
    explanation: 'Total revenue minus total expenses, plus own work capitalised.',
  },
  {
    id: 'ebitda_variance', name: 'EBITDA variance', unit: 'EUR', formula: 'ROUND(computed_ebitda - ebitda, 2)',
    explanation: 'Computed EBITDA minus the stated EBITDA, to the cent; reconciled only when exactly 0.',
  },
];

/** Annual-only lines as the evaluators read them: every SUM_SECTION written out over `lines` (as declared). */
export function expandAnnualExtras(extras: readonly AnnualExtraDef[], lines: readonly LineDef[]): AnnualExtraDef[] {
  return extras.map((extra) => ({ ...extra, formula: expandSections(extra.formula, lines, `Annual ${extra.id}`) }));
}

export const ANNUAL_EXTRAS: readonly AnnualExtraDef[] = expandAnnualExtras(DECLARED_ANNUAL_EXTRAS, DECLARED_LINES);
