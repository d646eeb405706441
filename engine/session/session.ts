import { HyperFormula } from 'hyperformula';
import { ACTUAL_MONTHS, ALL_YEARS, FORECAST_MONTHS, quarterOf, yearOf } from '../calendar.ts';
import { ACTUAL_FIELDS, type Actuals } from '../actuals/schema.ts';
import { baselineDriverValues } from '../model/drivers.ts';
import { LINES } from '../model/lines.ts';
import { ANNUAL_EXTRAS } from '../model/annual.ts';
import { ACTUAL_DERIVED } from '../model/actualsSheet.ts';
import { KPIS } from '../model/kpis.ts';
import type { Aggregation, KpiStatus, KpiTab } from '../model/types.ts';
import { compileWorkbook, KPI_YEARS, SHEET, type Layout, type SheetName } from '../workbook/compile.ts';
import { benchmarkText, kpiStatus } from './status.ts';
import { numberOf } from './values.ts';
import { validateDrivers } from './validate.ts';
import type { ExplainRef } from './cellRef.ts';
import { cellImpacts, explainQuarter } from './quarterExplain.ts';
import { explainCell, type Explanation } from './explain.ts';
import {
  assumptionDocumentation, assumptionMappings, pnlTraceability,
  type AssumptionEntry, type AssumptionMapping, type PnlTraceItem,
} from './traceability.ts';

export type Period = 'month' | 'quarter' | 'year';

export interface StatementRow {
  id: string;
  name: string;
  values: (number | null)[];
}

export interface Statement {
  period: Period;
  /** Period keys: 'YYYY-MM', 'YYYY-Qn' or 'YYYY'. */
  periods: string[];
  /** For each period: 'actual' (2024–2025) or 'forecast'. */
  kinds: ('actual' | 'forecast')[];
  rows: StatementRow[];
}

export interface KpiResult {
  id: string;
  name: string;
  tab: KpiTab;
  year: number;
  value: number | null;
  base2025: number | null;
  unit: string;
  benchmark: string;
  benchmark_source: string;
  status: KpiStatus;
  description: string;
  definition: string;
  remedy: string | null;
}

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

/** One year of the P&L record (part 2 §3) plus every other annual line. */
export type YearRecord = Record<string, number | null>;

export interface SessionInput {
  actuals: Actuals;
  /** Driver values over the catalog baseline (scenario values, drafts). */
  drivers?: Record<string, number>;
}

export interface ModelSession {
  driverValues(): Record<string, number>;
  /** Validates and applies driver values in one batch (one undo step). */
  setDrivers(values: Record<string, number>): void;
  setActuals(actuals: Actuals): void;
  /** Undoes the last setDrivers / setActuals. Returns false when there is nothing to undo. */
  undo(): boolean;
  years(): Record<number, YearRecord>;
  statement(options: { period: Period; from?: string; to?: string; lines?: readonly string[] }): Statement;
  kpis(year: number): KpiResult[];
  reconciliation(): ReconciliationRow[];
  /** Formula, inputs and drivers (with impact per +1%) of any cell, or of a quarter of a line. */
  explain(ref: ExplainRef, options?: { impacts?: boolean }): Explanation;
  /**
   * The change of a cell when each given driver rises by 1% of its value: lets a screen show an
   * explanation at once (explain without impacts) and fill the impacts in small batches.
   */
  driverImpacts(ref: ExplainRef, driverIds: readonly string[]): Record<string, number | null>;
  pnlTraceability(year: number): { year: number; pnl_line_items: PnlTraceItem[] };
  assumptionMappings(year: number): AssumptionMapping[];
  assumptions(): AssumptionEntry[];
  /** The underlying workbook, for explain/traceability in this package only. */
  readonly workbook: { hf: HyperFormula; layout: Layout; sheetId(name: SheetName): number };
  destroy(): void;
}

const UNDO_LIMIT = 100;

const HF_CONFIG = {
  licenseKey: 'gpl-v3',
  // Exact IEEE arithmetic: no snapping of near-zero sums to 0 and no rounding on read, so a real
  // reconciliation variance of a cent is never hidden (docs/decisions.md).
  precisionEpsilon: 0,
  smartRounding: false,
  useStats: false,
  useColumnIndex: false,
  undoLimit: UNDO_LIMIT,
} as const;

/** Initial driver values: the catalog, then the baseline's capital injection, then the caller's. */
export function initialDriverValues(actuals: Actuals, overrides: Record<string, number> = {}): Record<string, number> {
  const [year, month] = actuals.settings.capital_injection_date.split('-').map(Number);
  return {
    ...baselineDriverValues(),
    capital_injection_2025: actuals.settings.capital_injection_amount,
    capital_injection_month: (year ?? 2025) * 100 + (month ?? 11),
    ...validateDrivers(overrides),
  };
}

function aggregate(values: (number | null)[], how: Aggregation): number | null {
  const present = values.filter((v): v is number => v !== null);
  if (present.length === 0) return null;
  switch (how) {
    case 'sum': return present.reduce((a, b) => a + b, 0);
    case 'avg': return present.reduce((a, b) => a + b, 0) / present.length;
    case 'first': return values[0] ?? null;
    case 'last': return values[values.length - 1] ?? null;
  }
}

function actualAggregation(field: string): Aggregation {
  if (field === 'ftes') return 'avg';
  return field.endsWith('_clients') && !field.startsWith('new_') ? 'last' : 'sum';
}

const AGGREGATION_OF: ReadonlyMap<string, Aggregation> = new Map<string, Aggregation>([
  ...ACTUAL_FIELDS.map((field): [string, Aggregation] => [field, actualAggregation(field)]),
  ...ACTUAL_DERIVED.map((d): [string, Aggregation] => [d.id, d.aggregate]),
  ...LINES.map((line): [string, Aggregation] => [line.id, line.aggregate]),
]);

const NAME_OF: ReadonlyMap<string, string> = new Map([
  ...LINES.map((line): [string, string] => [line.id, line.name]),
  ...ACTUAL_DERIVED.map((d): [string, string] => [d.id, d.name]),
  ...ANNUAL_EXTRAS.map((e): [string, string] => [e.id, e.name]),
]);

export function createModelSession(input: SessionInput): ModelSession {
  const values = initialDriverValues(input.actuals, input.drivers);
  const compiled = compileWorkbook(input.actuals, values, { driverRefs: 'cells' });
  const { layout } = compiled;
  const hf = HyperFormula.buildFromSheets(compiled.sheets, HF_CONFIG, compiled.names);
  const sheetIds = new Map<SheetName, number>();
  for (const name of Object.values(SHEET)) {
    const id = hf.getSheetId(name);
    if (id === undefined) throw new Error(`Sheet ${name} missing`);
    sheetIds.set(name, id);
  }
  const sheetId = (name: SheetName) => sheetIds.get(name) as number;
  let current = { ...values };
  let dataSource = input.actuals.settings.data_source;
  const history: Record<string, number>[] = [];

  /** Driver values before each undoable change; as deep as HyperFormula's own undo stack. */
  function remember(): void {
    history.push({ ...current });
    if (history.length > UNDO_LIMIT) history.shift();
  }

  function readSheet(name: SheetName) {
    return hf.getSheetValues(sheetId(name));
  }

  function monthlySeries(id: string, actualGrid: ReturnType<typeof readSheet>, monthlyGrid: ReturnType<typeof readSheet>): (number | null)[] {
    const actualRow = layout.rows.Actuals.get(id);
    const monthlyRow = layout.rows.Monthly.get(id);
    const actualValues = ACTUAL_MONTHS.map((_, i) => (actualRow === undefined ? null : numberOf(actualGrid[actualRow]?.[layout.actualCol(i)])));
    const forecastValues = FORECAST_MONTHS.map((_, i) => (monthlyRow === undefined ? null : numberOf(monthlyGrid[monthlyRow]?.[layout.monthlyCol(i)])));
    return [...actualValues, ...forecastValues];
  }

  const session: ModelSession = {
    driverValues: () => ({ ...current }),
    setDrivers(next) {
      const checked = validateDrivers(next);
      const changed = Object.entries(checked).filter(([id, value]) => current[id] !== value);
      if (changed.length === 0) return;
      remember();
      hf.batch(() => {
        for (const [id, value] of changed) {
          hf.setCellContents({ sheet: sheetId(SHEET.drivers), row: layout.rows.Drivers.get(id) as number, col: 1 }, value);
        }
      });
      current = { ...current, ...checked };
    },
    setActuals(actuals) {
      remember();
      hf.batch(() => {
        for (const field of ACTUAL_FIELDS) {
          const row = layout.rows.Actuals.get(field) as number;
          hf.setCellContents({ sheet: sheetId(SHEET.actuals), row, col: 1 }, [actuals.values[field]]);
        }
        hf.setCellContents({ sheet: sheetId(SHEET.actuals), row: layout.openingCashRow, col: 1 }, actuals.settings.opening_cash);
      });
      dataSource = actuals.settings.data_source;
    },
    undo() {
      if (!hf.isThereSomethingToUndo() || history.length === 0) return false;
      hf.undo();
      current = history.pop() as Record<string, number>;
      return true;
    },
    years() {
      const grid = readSheet(SHEET.annual);
      const out: Record<number, YearRecord> = {};
      for (const year of ALL_YEARS) {
        const record: YearRecord = {};
        for (const [id, row] of layout.rows.Annual) record[id] = numberOf(grid[row]?.[layout.annualCol(year)]);
        record.total_medical_clients = record.medical_clients ?? null;
        record.total_transport_clients = record.transport_clients ?? null;
        record.total_clients = record.medical_clients === null || record.medical_clients === undefined
          || record.transport_clients === null || record.transport_clients === undefined
          ? null : record.medical_clients + record.transport_clients;
        out[year] = record;
      }
      return out;
    },
    statement({ period, from, to, lines }) {
      const ids = lines ?? [...LINES.map((l) => l.id)];
      const actualGrid = readSheet(SHEET.actuals);
      const monthlyGrid = readSheet(SHEET.monthly);
      const allMonths = [...ACTUAL_MONTHS, ...FORECAST_MONTHS];
      const inRange = (key: string) => (!from || key >= from) && (!to || key <= to);
      const keyOf = (month: string) => (period === 'month' ? month : period === 'quarter' ? quarterOf(month) : String(yearOf(month)));
      const periods = [...new Set(allMonths.map(keyOf))].filter(inRange);
      const annualGrid = period === 'year' ? readSheet(SHEET.annual) : [];
      const rows: StatementRow[] = ids.map((id) => {
        if (period === 'year') {
          const annualRow = layout.rows.Annual.get(id);
          return {
            id, name: NAME_OF.get(id) ?? id,
            values: periods.map((p) => (annualRow === undefined ? null : numberOf(annualGrid[annualRow]?.[layout.annualCol(Number(p))]))),
          };
        }
        const series = monthlySeries(id, actualGrid, monthlyGrid);
        const how = AGGREGATION_OF.get(id) ?? 'sum';
        const byPeriod = new Map<string, (number | null)[]>();
        allMonths.forEach((month, i) => {
          const key = keyOf(month);
          if (!byPeriod.has(key)) byPeriod.set(key, []);
          byPeriod.get(key)?.push(series[i] ?? null);
        });
        return { id, name: NAME_OF.get(id) ?? id, values: periods.map((p) => aggregate(byPeriod.get(p) ?? [], how)) };
      });
      return { period, periods, kinds: periods.map((p) => (Number(p.slice(0, 4)) < 2026 ? 'actual' : 'forecast')), rows };
    },
    kpis(year) {
      if (!KPI_YEARS.includes(year as (typeof KPI_YEARS)[number])) throw new Error(`KPIs exist for ${KPI_YEARS.join(', ')}`);
      const grid = readSheet(SHEET.kpis);
      return KPIS.map((kpi) => {
        const row = layout.rows.KPIs.get(kpi.id) as number;
        const value = numberOf(grid[row]?.[layout.kpiCol(year)]);
        const base2025 = numberOf(grid[row]?.[layout.kpiCol(2025)]);
        const status = kpiStatus(value, kpi.benchmark);
        return {
          id: kpi.id, name: kpi.name, tab: kpi.tab, year, value, base2025, unit: kpi.unit,
          benchmark: benchmarkText(kpi.benchmark, kpi.unit), benchmark_source: kpi.benchmark_source, status,
          description: kpi.description, definition: kpi.definition,
          remedy: status === 'good' ? null : kpi.remedy[status],
        };
      });
    },
    reconciliation() {
      const years = session.years();
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
    },
    explain(ref, options) {
      if (ref.sheet === 'Quarters') return explainQuarter(session.workbook, compiled.names, ref, AGGREGATION_OF.get(ref.id) ?? 'sum', options);
      return explainCell(session.workbook, compiled.names, ref, options);
    },
    driverImpacts(ref, driverIds) {
      return cellImpacts(session.workbook, ref, AGGREGATION_OF.get(ref.id) ?? 'sum', driverIds);
    },
    pnlTraceability(year) {
      return pnlTraceability(session.workbook, compiled.names, year, dataSource);
    },
    assumptionMappings(year) {
      return assumptionMappings(session.workbook, year);
    },
    assumptions() {
      const years = session.years();
      return assumptionDocumentation(current, { 2024: years[2024]?.rides ?? 0, 2025: years[2025]?.rides ?? 0 });
    },
    workbook: { hf, layout, sheetId },
    destroy() {
      hf.destroy();
    },
  };
  return session;
}
