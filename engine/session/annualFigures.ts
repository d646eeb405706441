import { ALL_YEARS } from '../calendar.ts';
import type { ModelCells } from '../workbook/cells.ts';

/** One year of the P&L record (part 2 §3) plus every other annual line. */
export type YearRecord = Record<string, number | null>;

export interface ReconciliationRow {
  year: number;
  total_revenue: number;
  total_expenses: number;
  rounding_adjustment: number;
  computed_ebitda: number;
  stated_ebitda: number;
  variance: number;
  reconciled: boolean;
}

/**
 * Every line and annual-only line of the Annual sheet, 2024–2030. The API's names for client
 * counts (total_medical_clients, total_transport_clients) are carried as aliases of the lines.
 */
export function readYears(cells: ModelCells): Record<number, YearRecord> {
  const out: Record<number, YearRecord> = {};
  for (const year of ALL_YEARS) {
    const record: YearRecord = {};
    for (const id of cells.layout.rows.Annual.keys()) record[id] = cells.annual(id, year);
    record.total_medical_clients = record.medical_clients ?? null;
    record.total_transport_clients = record.transport_clients ?? null;
    out[year] = record;
  }
  return out;
}

/** The EBITDA reconciliation of part 2 §5 per year, from the Annual sheet's reconciliation lines. */
export function reconciliationOf(years: Readonly<Record<number, YearRecord>>): ReconciliationRow[] {
  return ALL_YEARS.map((year) => {
    const record = years[year] ?? {};
    const variance = record.ebitda_variance ?? NaN;
    return {
      year,
      total_revenue: record.total_revenue ?? NaN,
      total_expenses: record.total_expenses ?? NaN,
      rounding_adjustment: record.rounding_adjustment ?? 0,
      computed_ebitda: record.computed_ebitda ?? NaN,
      stated_ebitda: record.ebitda ?? NaN,
      variance,
      reconciled: variance === 0,
    };
  });
}
