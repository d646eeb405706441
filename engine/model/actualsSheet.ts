import { LINES } from './lines.ts';
import type { Aggregation, LineDef } from './types.ts';

/**
 * Rows of the Actuals sheet computed from the monthly actual values, so that opening balances,
 * adoption and cash for 2024–2025 follow the same definitions as the forecast.
 */
export interface ActualDerivedDef {
  id: string;
  name: string;
  formula: string;
  /** The formula of the first actual month (January 2024), when it differs. */
  firstMonth?: string;
  /** A closed month of 2026 on computes the line this way too, from its actuals (engine/model/closedMonthSources.ts). */
  closedMonths?: true;
  /** A statement line added after the books: 0 in 2024–2025 and in closed months (actualDerivedOf). */
  notInBooks?: true;
  aggregate: Aggregation;
  explanation: string;
}

const DECLARED: readonly ActualDerivedDef[] = [
  {
    id: 'medical_clients', name: 'Medical clients (EOP)', formula: 'inpatient_clients + outpatient_clients', aggregate: 'last',
    explanation: 'Inpatient plus outpatient clients.',
  },
  {
    id: 'platform_adoption', name: 'Platform adoption', aggregate: 'avg', closedMonths: true,
    formula: 'IF(inpatient_clients * inpatient_potential_rides_per_client + outpatient_clients * outpatient_rides_per_client_month > 0, medical_rides / (inpatient_clients * inpatient_potential_rides_per_client + outpatient_clients * outpatient_rides_per_client_month), 0)',
    explanation: 'Booked medical rides ÷ potential medical rides (0 in a month without medical clients).',
  },
  {
    id: 'own_work_capitalised', name: 'Own work capitalised', formula: '0', aggregate: 'sum',
    explanation: 'No development was capitalised in 2024 and 2025.',
  },
  {
    id: 'gross_profit_after_hosting', name: 'Gross profit after hosting', formula: 'gross_profit - hosting_licenses', aggregate: 'sum',
    explanation: 'Gross profit less Hosting & Licenses, as in the forecast.',
  },
  {
    id: 'capital_injection', name: 'Capital injection', formula: 'IF(month_key = capital_injection_month, capital_injection_2025, 0)', aggregate: 'sum',
    explanation: 'The funding round in its month.',
  },
  {
    id: 'opening_cash', name: 'Opening cash', formula: 'prev(closing_cash)', firstMonth: 'opening_cash_2024', aggregate: 'first',
    explanation: 'Last month\'s closing cash; January 2024 starts from the baseline\'s opening cash.',
  },
  {
    id: 'closing_cash', name: 'Closing cash', formula: 'opening_cash + ebitda + capital_injection', aggregate: 'last',
    explanation: 'Opening cash plus EBITDA plus capital injection.',
  },
  {
    id: 'cash_flow_before_financing', name: 'Cash flow before financing', formula: 'closing_cash - opening_cash - capital_injection', aggregate: 'sum',
    explanation: 'The change in cash without the funding round: EBITDA, as the 2024–2025 cash has no other flow.',
  },
];

/**
 * A statement line added after the books reads 0 where they speak: a line that is not a total, in a
 * section whose other lines the baseline data holds (revenue, cost of goods sold, operating
 * expenses), with no baseline series of its own, reads 0 in 2024–2025 and, unless it takes monthly
 * actuals, in a closed month. So its section's totals, EBITDA, the reconciliation of the actual
 * years and the KPIs of a closed year stay those of the books, and the line needs no invented past.
 */
export function actualDerivedOf(lines: readonly LineDef[]): ActualDerivedDef[] {
  const booked = new Set(lines.filter((line) => line.actuals?.baseline).map((line) => line.section));
  const declared = new Set(DECLARED.map((row) => row.id));
  const unbooked = lines
    .filter((line) => booked.has(line.section) && !line.total && !line.actuals?.baseline && !declared.has(line.id) && line.statement !== undefined)
    .map((line): ActualDerivedDef => ({
      id: line.id, name: line.name, formula: '0', aggregate: line.aggregate, closedMonths: true, notInBooks: true,
      explanation: 'Not in the books: the line was added to the model after them.',
    }));
  return [...DECLARED, ...unbooked];
}

/** The rows of the Actuals sheet the shipped model computes. */
export const ACTUAL_DERIVED: readonly ActualDerivedDef[] = actualDerivedOf(LINES);
