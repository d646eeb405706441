import fc from 'fast-check';
import type { MonthlyLines } from '../../engine/analysis/budgetVsActual.ts';
import { LINE_BY_ID } from '../../engine/model/lines.ts';
import { PNL_ROWS } from '../../engine/model/statements.ts';

/**
 * Monthly lines of one year for budget against actual, built the way the model's statements
 * reconcile (total revenue = its streams, gross profit = revenue − COGS, EBITDA = gross profit −
 * operating expenses, cash carries EBITDA), from a few volumes, prices and costs per month.
 */
export interface MonthInputs {
  medicalRides: number;
  transportRides: number;
  pricePerRide: number;
  medicalClients: number;
  revenuePerMedicalClient: number;
  transportClients: number;
  revenuePerPartner: number;
  oneTime: number;
  cogs: number;
  /** The month's FTEs (the people Employees pays); 20 when left out. */
  ftes?: number;
  /** The operating expense lines in statement order (OPEX); a line left out is 0. */
  opex: readonly number[];
}

/** The operating expense lines of the P&L that budget against actual compares, from the definition: not the total, not the rounding adjustment. */
export const OPEX: readonly string[] = PNL_ROWS.filter((id) => {
  const line = LINE_BY_ID.get(id);
  return line?.section === 'opex' && !line.total && id !== 'rounding_adjustment';
});

/** A team of 2026's size, for months that leave their FTEs out. */
const STAFF = 20;

export function monthlyLines(months: readonly MonthInputs[], openingCash = 1_000_000): MonthlyLines {
  const lines: Record<string, number[]> = {};
  const put = (line: string, value: number) => (lines[line] ??= []).push(value);
  let cash = openingCash;
  for (const m of months) {
    const transaction = m.medicalRides * m.pricePerRide;
    const medicalRecurring = m.medicalClients * m.revenuePerMedicalClient;
    const transportRecurring = m.transportClients * m.revenuePerPartner;
    const total = m.oneTime + medicalRecurring + transportRecurring + transaction;
    const opex = m.opex.reduce((a, b) => a + b, 0);
    const ebitda = total - m.cogs - opex;
    cash += ebitda;
    put('one_time_revenue', m.oneTime);
    put('medical_recurring_revenue', medicalRecurring);
    put('transport_recurring_revenue', transportRecurring);
    put('recurring_revenue', medicalRecurring + transportRecurring);
    put('transaction_revenue', transaction);
    put('total_revenue', total);
    put('cost_of_goods_sold', m.cogs);
    put('gross_profit', total - m.cogs);
    OPEX.forEach((line, i) => put(line, m.opex[i] ?? 0));
    put('total_operating_expenses', opex);
    put('ebitda', ebitda);
    put('rides', m.medicalRides + m.transportRides);
    put('medical_rides', m.medicalRides);
    put('transport_rides', m.transportRides);
    put('medical_clients', m.medicalClients);
    put('transport_clients', m.transportClients);
    put('closing_cash', cash);
    put('ftes', m.ftes ?? STAFF);
  }
  return lines;
}

/** A month of the business, roughly at its 2026 size; volumes may be 0 (a stream not started). */
export const monthInputs: fc.Arbitrary<MonthInputs> = fc.record({
  medicalRides: fc.integer({ min: 0, max: 400_000 }),
  transportRides: fc.integer({ min: 0, max: 200_000 }),
  pricePerRide: fc.double({ min: 0.5, max: 5, noNaN: true }),
  medicalClients: fc.integer({ min: 0, max: 2_000 }),
  revenuePerMedicalClient: fc.double({ min: 50, max: 2_000, noNaN: true }),
  transportClients: fc.integer({ min: 0, max: 800 }),
  revenuePerPartner: fc.double({ min: 20, max: 1_000, noNaN: true }),
  oneTime: fc.double({ min: 0, max: 200_000, noNaN: true }),
  cogs: fc.double({ min: 0, max: 500_000, noNaN: true }),
  ftes: fc.integer({ min: 0, max: 400 }).map((quarters) => quarters / 4),
  opex: fc.array(fc.double({ min: 0, max: 300_000, noNaN: true }), { minLength: OPEX.length, maxLength: OPEX.length }),
});

export const yearOfMonths: fc.Arbitrary<MonthInputs[]> = fc.array(monthInputs, { minLength: 12, maxLength: 12 });

/** The same month every month of the year. */
export function steadyYear(month: MonthInputs): MonthInputs[] {
  return Array.from({ length: 12 }, () => month);
}
