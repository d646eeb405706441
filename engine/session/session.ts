import { HyperFormula } from 'hyperformula';
import { seriesOf, type Actuals } from '../actuals/schema.ts';
import { SETTING_NAMES } from '../model/baselineSettings.ts';
import { MODEL_DEFINITION, type ModelDefinition } from '../model/definition.ts';
import { tablesOf } from '../model/tables.ts';
import { actualFieldsOf, closedSourcesOf, compileWorkbook, OPENING_COL, SHEET, type SheetName } from '../workbook/compile.ts';
import { DEFAULT_PLAN_DRIVERS, generatedPlan } from '../headcount/defaultPlan.ts';
import type { HeadcountPlan } from '../headcount/plan.ts';
import { PLAN_PARAMETER_DRIVERS, planRowCells } from '../headcount/planRows.ts';
import { validateDrivers } from './validate.ts';
import { effectiveDrivers } from './effectiveDrivers.ts';
import type { ModelCells } from '../workbook/cells.ts';
import type { ExplainRef } from './cellRef.ts';
import { explainQuarter } from './quarterExplain.ts';
import { explainCell, type Explanation } from './explain.ts';
import { assumptionDocumentation, pnlTraceability, type AssumptionEntry, type PnlTraceItem } from './traceability.ts';
import { workbookCells, type SessionWorkbook } from './sessionWorkbook.ts';
import { readStatement, type Statement, type StatementOptions } from './statement.ts';
import { readKpis, type KpiResult } from './kpiResults.ts';
import { readYears, reconciliationOf, type ReconciliationRow, type YearRecord } from './annualFigures.ts';

export type { Period, Statement, StatementOptions, StatementRow } from './statement.ts';
export type { KpiResult } from './kpiResults.ts';
export type { ReconciliationRow, YearRecord } from './annualFigures.ts';

export interface SessionInput {
  actuals: Actuals;
  /** A scenario's values with any drafts over them; the session starts on their effective drivers (effectiveDrivers.ts). */
  drivers?: Readonly<Record<string, number>>;
  /** The model definition the workbook is compiled from; the shipped one when absent. */
  definition?: ModelDefinition;
  /** The scenario's headcount plan; absent or null: the plan generated from its drivers. */
  headcount?: HeadcountPlan | null;
}

/**
 * An engine session: one HyperFormula workbook compiled from the model definition, the actuals and
 * a driver set, and its lifecycle (build, setDrivers, setActuals, undo, destroy). What it reads
 * back lives in the read models: statement.ts (periods), kpiResults.ts (KPIs), annualFigures.ts
 * (years, reconciliation), explain and traceability. Impacts per +1% are not the workbook's: the
 * compiled kernel evaluates them (driverImpacts.ts).
 */
export interface ModelSession {
  driverValues(): Record<string, number>;
  /** Validates and applies driver values in one batch (one undo step). */
  setDrivers(values: Record<string, number>): void;
  /** The scenario's headcount plan (null: generated from the drivers); one undo step when it is another plan. */
  setHeadcount(plan: HeadcountPlan | null): void;
  /** The plan the workbook holds: the scenario's, or the one generated from its drivers. */
  headcount(): { plan: HeadcountPlan; generated: boolean };
  setActuals(actuals: Actuals): void;
  /** Undoes the last setDrivers / setActuals. Returns false when there is nothing to undo. */
  undo(): boolean;
  /** The workbook's evaluated cells, as the read models (figures.ts, valuation inputs) read them. */
  cells(): ModelCells;
  years(): Record<number, YearRecord>;
  statement(options: StatementOptions): Statement;
  kpis(year: number): KpiResult[];
  reconciliation(): ReconciliationRow[];
  /** Formula, inputs and drivers of any cell, or of a quarter of a line. */
  explain(ref: ExplainRef): Explanation;
  pnlTraceability(year: number): { year: number; pnl_line_items: PnlTraceItem[] };
  assumptions(): AssumptionEntry[];
  /** The underlying workbook, for explain/traceability in this package only. */
  readonly workbook: SessionWorkbook;
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

export function createModelSession(input: SessionInput): ModelSession {
  const definition = input.definition ?? MODEL_DEFINITION;
  const { driverById, aggregationOf } = tablesOf(definition);
  const values = effectiveDrivers(input.actuals, input.drivers, input.definition);
  let saved = input.headcount ?? null;
  let shown = saved ?? generatedPlan(values);
  const compiled = compileWorkbook(input.actuals, values, { driverRefs: 'cells', definition, headcount: shown });
  const { layout } = compiled;
  const hf = HyperFormula.buildFromSheets(compiled.sheets, HF_CONFIG, compiled.names);
  const sheetIds = new Map<SheetName, number>();
  for (const name of Object.values(SHEET)) {
    const id = hf.getSheetId(name);
    if (id === undefined) throw new Error(`Sheet ${name} missing`);
    sheetIds.set(name, id);
  }
  let closedThrough = input.actuals.closed?.lastClosedMonth ?? null;
  const workbook: SessionWorkbook = { hf, layout, sheetId: (name) => sheetIds.get(name) as number, closedThrough: () => closedThrough };
  let current = { ...values };
  let dataSource = input.actuals.settings.data_source;
  const history: { values: Record<string, number>; saved: HeadcountPlan | null; shown: HeadcountPlan }[] = [];

  /** Driver values and plans before each undoable change; as deep as HyperFormula's own undo stack. */
  function remember(): void {
    history.push({ values: { ...current }, saved, shown });
    if (history.length > UNDO_LIMIT) history.shift();
  }

  /** Writes the plan's rows of the Monthly sheet for `plan` under `drivers` (inside the caller's batch). */
  function writePlanRows(plan: HeadcountPlan, drivers: Readonly<Record<string, number>>): void {
    for (const [id, cells] of planRowCells(plan, drivers, definition.departments)) {
      hf.setCellContents({ sheet: workbook.sheetId(SHEET.monthly), row: layout.rows.Monthly.get(id) as number, col: OPENING_COL }, [cells]);
    }
    shown = plan;
  }

  const session: ModelSession = {
    driverValues: () => ({ ...current }),
    setDrivers(next) {
      const checked = validateDrivers(next, driverById);
      const changed = Object.entries(checked).filter(([id, value]) => current[id] !== value);
      if (changed.length === 0) return;
      remember();
      const updated = { ...current, ...checked };
      const regenerate = saved === null && changed.some(([id]) => (DEFAULT_PLAN_DRIVERS as readonly string[]).includes(id));
      const recompute = regenerate || changed.some(([id]) => (PLAN_PARAMETER_DRIVERS as readonly string[]).includes(id));
      hf.batch(() => {
        for (const [id, value] of changed) {
          hf.setCellContents({ sheet: workbook.sheetId(SHEET.drivers), row: layout.rows.Drivers.get(id) as number, col: 1 }, value);
        }
        if (recompute) writePlanRows(regenerate ? generatedPlan(updated) : shown, updated);
      });
      current = updated;
    },
    setHeadcount(plan) {
      if (plan === saved) return;
      remember();
      saved = plan;
      hf.batch(() => writePlanRows(plan ?? generatedPlan(current), current));
    },
    headcount: () => ({ plan: shown, generated: saved === null }),
    setActuals(actuals) {
      remember();
      hf.batch(() => {
        for (const field of actualFieldsOf(definition)) {
          const row = layout.rows.Actuals.get(field) as number;
          hf.setCellContents({ sheet: workbook.sheetId(SHEET.actuals), row, col: 1 }, [seriesOf(actuals.values, field)]);
        }
        for (const setting of SETTING_NAMES) {
          hf.setCellContents({ sheet: workbook.sheetId(SHEET.actuals), row: layout.settingRows.get(setting.name) as number, col: 1 }, setting.value(actuals.settings));
        }
        // The lines a closed month fills otherwise: actuals or their formulas up to the close, forecast formulas after it.
        const monthly = compileWorkbook(actuals, current, { driverRefs: 'cells', definition, headcount: shown }).sheets.Monthly;
        const closedSources = closedSourcesOf(definition);
        for (const line of definition.lines) {
          if (!closedSources.has(line.id)) continue;
          const row = layout.rows.Monthly.get(line.id) as number;
          hf.setCellContents({ sheet: workbook.sheetId(SHEET.monthly), row, col: layout.monthlyCol(0) }, [(monthly[row] ?? []).slice(layout.monthlyCol(0))]);
        }
      });
      dataSource = actuals.settings.data_source;
      closedThrough = actuals.closed?.lastClosedMonth ?? null;
    },
    undo() {
      if (!hf.isThereSomethingToUndo() || history.length === 0) return false;
      hf.undo();
      const before = history.pop() as (typeof history)[number];
      current = before.values;
      saved = before.saved;
      shown = before.shown;
      return true;
    },
    cells: () => workbookCells(workbook),
    years: () => readYears(workbookCells(workbook)),
    statement: (options) => readStatement(workbookCells(workbook), options),
    kpis: (year) => readKpis(workbookCells(workbook), year),
    reconciliation: () => reconciliationOf(readYears(workbookCells(workbook))),
    explain(ref) {
      if (ref.sheet === 'Quarters') return explainQuarter(workbook, compiled.names, ref, aggregationOf(ref.id));
      return explainCell(workbook, compiled.names, ref);
    },
    pnlTraceability: (year) => pnlTraceability(workbook, compiled.names, year, dataSource),
    assumptions() {
      const years = readYears(workbookCells(workbook));
      return assumptionDocumentation(definition, current, { 2024: years[2024]?.rides ?? 0, 2025: years[2025]?.rides ?? 0 });
    },
    workbook,
    destroy() {
      hf.destroy();
    },
  };
  return session;
}
