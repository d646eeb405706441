import ExcelJS from 'exceljs';
import type { Actuals } from '../../../engine/actuals/schema.ts';
import { ALL_YEARS, closedMonthsOfPeriod } from '../../../engine/calendar.ts';
import { CALENDAR_ROWS } from '../../../engine/model/lines.ts';
import type { ModelDefinition } from '../../../engine/model/definition.ts';
import { tablesOf, type DefinitionTables } from '../../../engine/model/tables.ts';
import { compileWorkbook, KPI_YEARS, SHEET, type CompiledWorkbook } from '../../../engine/workbook/compile.ts';
import { followsDriversWhenClosed } from '../../../engine/session/kpiResults.ts';
import { a1 } from '../../../engine/formula/translate.ts';
import type { SheetValues } from '../../../engine/workbook/snapshot.ts';
import { applyEuroFormats, FORMAT, kpiFormat, lineFormat } from './cellFormats.ts';
import { numberFormatter, type NumberFormat, type NumberFormatter } from '../../../engine/format/number.ts';
import { withExcelSheetNames } from './sheetNames.ts';
import { excelTexts, type ExcelTexts } from './excelTexts.ts';
import { SERVER_RESOURCES } from '../../i18n/index.ts';
import { localizedDefinition } from '../../../engine/i18n/definitionTexts.ts';
import type { Language } from '../../../contract/preferences.ts';
import { unitLabel } from '../../../engine/format/unitWords.ts';
import { DRIVERS_SHEET } from './driversSheetLayout.ts';
import { excelFormula, layoutSheet, writeGrid, writeHeader, writeText } from './sheetWriter.ts';
import { writeStatementSheets } from './statementSheets.ts';
import { writeHeadcountSheets } from './headcountSheets.ts';
import type { HeadcountPlan } from '../../../engine/headcount/plan.ts';
import { writeRangesSheet } from './rangesSheet.ts';
import { writeVarianceSheet, type VarianceSheetContext } from './varianceSheet.ts';
import type { BudgetVsActualResult } from '../../../engine/analysis/budgetVsActual.ts';
import type { RangesResult } from '../../../engine/analysis/ranges/results.ts';
import { sampleActualsNotice } from '../sampleActualsNotice.ts';
import type { CommentThread } from '../../../contract/comments.ts';
import { shownThreads } from '../openComments.ts';
import { writeOpenComments } from './commentNotes.ts';

/**
 * The Excel financial model: the engine's compiled workbook written as a live spreadsheet. Every
 * computed cell is the model definition's formula over named driver cells on the Drivers sheet,
 * so changing a driver in Excel moves the whole P&L, exactly as in the app.
 */
export interface FinancialModelInput {
  scenarioName: string;
  actuals: Actuals;
  /** The published model definition the figures were computed with: its formulas are the sheets'. */
  definition: ModelDefinition;
  /** The scenario's effective driver values (catalog, baseline settings, scenario). */
  driverValues: Record<string, number>;
  /** The scenario's headcount plan; null: the plan generated from its drivers. Written as live formulas (Positions, Headcount). */
  headcount: HeadcountPlan | null;
  /** The engine's values for the same drivers, stored as the formulas' cached results. */
  values: SheetValues;
  /** The export's forecast-ranges run of the scenario (server/export/rangesExport.ts), written as simulated values. */
  forecastRanges: RangesResult;
  /** Which run `forecastRanges` is (rangesExport.ts): the kept one, or the export's own with its seed. */
  forecastRangesRun: string;
  /** Budget against actual, when the year has a plan of record: a 'Budget vs Actual' sheet after the others. */
  variance?: { result: BudgetVsActualResult; context: VarianceSheetContext };
  baselineVersion: number;
  /** The published model version, named in the notes. */
  modelVersion: number;
  exportedAt: Date;
  /** The closed months are the shipped sample: the notes and the Monthly sheet's headers say so. */
  sampleActuals: boolean;
  /** The number format of the user who asked for the export: where the euro sign stands, the texts' figures. */
  numberFormat: NumberFormat;
  /** The language of the sheets' words and of the definition's texts (default English); formulas are the same in every language. */
  language?: Language;
  /** The open comment threads of the export (issue 30): notes on their cells and a Comments sheet (commentNotes.ts); none: neither. */
  comments?: readonly CommentThread[];
}

/** Every total and subtotal of the definition's statements, and the EBITDA check: bold rows. */
function totalRows(definition: ModelDefinition): ReadonlySet<string> {
  return new Set([...definition.lines.filter((line) => line.statement !== undefined && line.total).map((line) => line.id), 'computed_ebitda']);
}
const CALENDAR_IDS: ReadonlySet<string> = new Set(CALENDAR_ROWS);
/** The reconciliation's variance shows its cents; other annual-only lines are formatted by their unit. */
const EXTRA_FORMAT: Record<string, string> = { ebitda_variance: FORMAT.euroCents };

/** A defined name must not read as a cell address (A1 or R1C1), or spreadsheets refuse it. */
function assertValidName(name: string): void {
  if (!/^[A-Za-z_][A-Za-z0-9_.]*$/.test(name) || /^[A-Za-z]{1,3}\d+$/.test(name) || /^[RrCc](\d*|[RrCc]?\d*)$/.test(name)) {
    throw new Error(`${name} cannot be an Excel name`);
  }
}

function lineLabel(tables: DefinitionTables, id: string, { t }: ExcelTexts): string {
  return tables.lineById.get(id)?.name ?? tables.extraById.get(id)?.name ?? (CALENDAR_IDS.has(id) ? t(`calendar.${id}`) : id);
}

/** The Actuals rows named in export:actuals.rows, with the English names the definition ships them with. */
const SHIPPED_ACTUAL_ROWS: Readonly<Record<string, string>> = SERVER_RESOURCES.en.export.actuals.rows;

/**
 * An Actuals row's name in the export's language. The rows computed from the monthly actuals are
 * named by the definition's ActualDerivedDef, which the localised definition leaves in English: a
 * shipped row still named as shipped takes export:actuals.rows; a row for a line added after the
 * books takes its (shown) line's name; a row whose name changed since keeps its words; a baseline
 * field is named by its id, in every language.
 */
function actualRowLabel(tables: DefinitionTables, id: string, { t }: ExcelTexts): string {
  const row = tables.actualDerivedById.get(id);
  if (!row) return id;
  if (row.notInBooks) return tables.lineById.get(id)?.name ?? row.name;
  return SHIPPED_ACTUAL_ROWS[id] === row.name ? t(`actuals.rows.${id}`) : row.name;
}

function lineFormatOf(tables: DefinitionTables, id: string): string {
  const line = tables.lineById.get(id);
  if (line) return lineFormat(line.unit);
  const extra = tables.extraById.get(id);
  if (extra) return EXTRA_FORMAT[id] ?? lineFormat(extra.unit);
  return CALENDAR_IDS.has(id) ? FORMAT.plain : FORMAT.euro;
}

function lineUnit(tables: DefinitionTables, id: string): string {
  return tables.lineById.get(id)?.unit ?? tables.extraById.get(id)?.unit ?? 'EUR';
}

function closedThroughNote(closedThrough: string | null, { t, periods }: ExcelTexts): string {
  return closedThrough === null ? t('notes.noneClosed') : t('notes.closedThrough', { month: periods.label(closedThrough) });
}

function writeDrivers(book: ExcelJS.Workbook, compiled: CompiledWorkbook, values: SheetValues, input: FinancialModelInput, definition: ModelDefinition, texts: ExcelTexts): void {
  const { columns, firstDriverRow } = DRIVERS_SHEET;
  const { t } = texts;
  const { derivedById } = tablesOf(definition);
  const sheet = book.addWorksheet(texts.sheets.compiled.Drivers);
  const grid = compiled.sheets.Drivers;
  writeGrid(sheet, grid, values.Drivers, {
    header: [t('drivers.headers.id'), t('drivers.headers.value'), t('drivers.headers.name'), t('drivers.headers.unit')],
    label: (id) => id,
    format: (id) => (derivedById.has(id) ? '#,##0.0000' : FORMAT.general),
  }, texts.sheets);
  writeShownNames(sheet, compiled, definition, texts);
  writeHeader(sheet, [t('drivers.headers.min'), t('drivers.headers.max'), t('drivers.headers.source'), t('drivers.headers.category')], columns.min - 1);
  definition.drivers.forEach((driver, i) => {
    const row = firstDriverRow + i;
    sheet.getCell(row, columns.min).value = driver.min;
    sheet.getCell(row, columns.max).value = driver.max;
    writeText(sheet, row - 1, columns.source - 1, driver.source);
    writeText(sheet, row - 1, columns.category - 1, driver.category);
    // The same bounds the app and the API enforce (docs/api.md "Drivers").
    sheet.getCell(row, columns.value).dataValidation = {
      type: 'decimal', operator: 'between', allowBlank: false, formulae: [driver.min, driver.max],
      showErrorMessage: true, errorTitle: driver.name, error: t('drivers.between', { min: driver.min, max: driver.max, unit: driver.unit }),
    };
  });
  definition.derived.forEach((derived, i) => writeText(sheet, firstDriverRow + definition.drivers.length + i - 1, columns.source - 1, derived.explanation));
  const notes: [string, string | number][] = [
    [t('notes.scenario'), input.scenarioName],
    [t('notes.exported'), input.exportedAt.toISOString().slice(0, 10)],
    [t('notes.baselineVersion'), input.baselineVersion],
    [t('notes.modelVersion'), input.modelVersion],
    ...(input.sampleActuals ? [[t('notes.actuals'), sampleActualsNotice(t, input.actuals.closed?.lastClosedMonth ?? null)] as [string, string]] : []),
    [t('notes.actualAndForecast'), `${texts.periods.legend}. ${closedThroughNote(input.actuals.closed?.lastClosedMonth ?? null, texts)}`],
    [t('notes.howToUse'), t('notes.howToUseText')],
  ];
  notes.forEach(([key, value], i) => {
    writeText(sheet, i, columns.noteKey - 1, key);
    sheet.getCell(i + 1, columns.noteKey).font = { bold: true };
    if (typeof value === 'number') sheet.getCell(i + 1, columns.noteValue).value = value;
    else writeText(sheet, i, columns.noteValue - 1, value);
  });
  layoutSheet(sheet, { label: 40, values: 14, valueCount: 1, extra: [36, 18, 10, 10, 70, 20, 4, 18, 60] });
}

/**
 * The compiled Drivers sheet names each driver and derived value as the definition does in English;
 * in another language their names and units are the shown definition's and the unit's words.
 */
function writeShownNames(sheet: ExcelJS.Worksheet, compiled: CompiledWorkbook, definition: ModelDefinition, { t }: ExcelTexts): void {
  if (t.language === 'en') return;
  const { driverById, derivedById } = tablesOf(definition);
  compiled.sheets.Drivers.forEach((cells, r) => {
    const item = r === 0 ? undefined : driverById.get(String(cells[0])) ?? derivedById.get(String(cells[0]));
    if (!item) return;
    writeText(sheet, r, 2, item.name);
    writeText(sheet, r, 3, unitLabel(item.unit, t.language));
  });
}

function writeActuals(book: ExcelJS.Workbook, compiled: CompiledWorkbook, values: SheetValues, definition: ModelDefinition, texts: ExcelTexts): void {
  const sheet = book.addWorksheet(texts.sheets.compiled.Actuals);
  const grid = compiled.sheets.Actuals;
  const tables = tablesOf(definition);
  writeGrid(sheet, grid, values.Actuals, {
    header: [texts.t('actuals.field'), ...(grid[0] ?? []).slice(1).map(String)],
    label: (id) => actualRowLabel(tables, id, texts),
    format: (id) => (id === 'month_key' ? FORMAT.plain : id === 'ftes' ? FORMAT.oneDecimal : id === 'platform_adoption' ? FORMAT.ratioPercent : tables.lineById.get(id)?.unit === 'EUR' ? FORMAT.euro : FORMAT.signedWhole),
    constants: new Set(['month_key']),
    bold: totalRows(definition),
  }, texts.sheets);
  layoutSheet(sheet, { label: 32, values: 12, valueCount: (grid[0]?.length ?? 1) - 1 });
}

/**
 * The Monthly sheet: closed months (values, the monthly actuals) are headed '(actual)', or
 * '(sample actual)' while the actuals are the shipped sample; the rest are live formulas.
 */
function writeMonthly(book: ExcelJS.Workbook, compiled: CompiledWorkbook, values: SheetValues, closedThrough: string | null, sample: boolean, definition: ModelDefinition, texts: ExcelTexts): void {
  const { t } = texts;
  const tables = tablesOf(definition);
  const sheet = book.addWorksheet(texts.sheets.compiled.Monthly);
  const grid = compiled.sheets.Monthly;
  const months = (grid[0] ?? []).slice(1).map(String);
  const actual = sample ? t('monthly.sampleActual') : t('monthly.actual');
  writeGrid(sheet, grid, values.Monthly, {
    header: [t('monthly.line'), t('monthly.opening', { month: months[0] }), ...months.slice(1).map((month) => (closedThrough !== null && month <= closedThrough ? `${month} ${actual}` : month))],
    label: (id) => lineLabel(tables, id, texts),
    format: (id) => lineFormatOf(tables, id),
    constants: new Set(CALENDAR_ROWS),
    bold: totalRows(definition),
  }, texts.sheets);
  writeRowIds(sheet, grid, months.length + 1, (id) => (CALENDAR_IDS.has(id) ? '' : lineUnit(tables, id)), texts);
  layoutSheet(sheet, { label: 36, values: 12, valueCount: months.length, extra: [8, 30] });
}

/** Year headers say how much of each year is actual ('2026 (11 + 1)'), as on every screen. */
function writeAnnual(book: ExcelJS.Workbook, compiled: CompiledWorkbook, values: SheetValues, closedThrough: string | null, definition: ModelDefinition, texts: ExcelTexts): void {
  const tables = tablesOf(definition);
  const sheet = book.addWorksheet(texts.sheets.compiled.Annual);
  const grid = compiled.sheets.Annual;
  writeGrid(sheet, grid, values.Annual, {
    header: [texts.t('monthly.line'), ...ALL_YEARS.map((year) => texts.periods.marked(String(year), closedThrough))], label: (id) => lineLabel(tables, id, texts), format: (id) => lineFormatOf(tables, id), bold: totalRows(definition),
  }, texts.sheets);
  writeRowIds(sheet, grid, ALL_YEARS.length + 1, (id) => lineUnit(tables, id), texts);
  layoutSheet(sheet, { label: 38, values: 15, valueCount: ALL_YEARS.length, extra: [8, 30] });
}

/** The KPI sheet's column for a KPI whose actual or closed months still follow the scenario's drivers: why (in English). */
export const KPI_PLAN_INPUTS_HEADER = excelTexts('en').t('kpis.planInputs');

function writeKpis(book: ExcelJS.Workbook, compiled: CompiledWorkbook, values: SheetValues, closedThrough: string | null, figures: NumberFormatter, definition: ModelDefinition, texts: ExcelTexts): void {
  const { t } = texts;
  const { kpiById } = tablesOf(definition);
  const sheet = book.addWorksheet(texts.sheets.compiled.KPIs);
  const grid = compiled.sheets.KPIs;
  writeGrid(sheet, grid, values.KPIs, {
    header: [t('kpis.kpi'), ...KPI_YEARS.map((year) => texts.periods.marked(String(year), closedThrough))],
    label: (id) => kpiById.get(id)?.name ?? id,
    format: (id) => kpiFormat(kpiById.get(id)?.unit ?? ''),
  }, texts.sheets);
  const first = KPI_YEARS.length + 1;
  writeHeader(sheet, [t('kpis.unit'), t('kpis.benchmark'), t('kpis.benchmarkSource'), t('kpis.id'), t('kpis.planInputs')], first);
  writeKpiTexts(sheet, compiled, values, definition, texts);
  definition.kpis.forEach((kpi, i) => {
    writeText(sheet, i + 1, first, unitLabel(kpi.unit, t.language));
    writeText(sheet, i + 1, first + 1, figures.formatBenchmark(kpi.benchmark, kpi.unit));
    writeText(sheet, i + 1, first + 2, kpi.benchmark_source);
    writeText(sheet, i + 1, first + 3, kpi.id);
    // Where any year's KPI result says it follows the drivers in closed months (the one rule, kpiResults.ts).
    const why = KPI_YEARS.map((year) => followsDriversWhenClosed(kpi, year, closedMonthsOfPeriod(String(year), closedThrough))).find((text) => text !== null);
    if (why) writeText(sheet, i + 1, first + 4, why);
  });
  layoutSheet(sheet, { label: 36, values: 12, valueCount: KPI_YEARS.length, extra: [16, 20, 60, 30, 60] });
}

/**
 * A KPI whose number a text stands for in some years (KpiDef.textWhen, the runway's "Cash-positive")
 * gets the same rule as IF() around its formula, so the spreadsheet shows the text the app shows.
 */
function writeKpiTexts(sheet: ExcelJS.Worksheet, compiled: CompiledWorkbook, values: SheetValues, definition: ModelDefinition, texts: ExcelTexts): void {
  const { layout } = compiled;
  definition.kpis.forEach((kpi) => {
    const rule = kpi.textWhen;
    if (!rule) return;
    const row = layout.rows.KPIs.get(kpi.id) as number;
    const lineRow = layout.rows.Annual.get(rule.line);
    if (lineRow === undefined) throw new Error(`KPI ${kpi.id} reads ${rule.line}, which is no row of the annual P&L`);
    for (const year of KPI_YEARS) {
      const col = layout.kpiCol(year);
      const content = compiled.sheets.KPIs[row]?.[col];
      if (typeof content !== 'string' || !content.startsWith('=')) continue;
      const annualCol = layout.annualCol(year);
      const line = values.Annual[lineRow]?.[annualCol];
      const condition = withExcelSheetNames(a1(annualCol, lineRow, SHEET.annual), texts.sheets);
      const formula = `IF(${condition}>=${rule.atLeast},"${rule.text.replace(/"/g, '""')}",${excelFormula(content, texts.sheets)})`;
      const result = line !== null && line !== undefined && line >= rule.atLeast ? rule.text : values.KPIs[row]?.[col];
      sheet.getCell(row + 1, col + 1).value = result === null || result === undefined ? { formula } : { formula, result };
    }
  });
}

/** Unit and id columns right of the values, so a reader can trace a row to docs/model.md. */
function writeRowIds(sheet: ExcelJS.Worksheet, grid: readonly (readonly unknown[])[], firstCol: number, unitOf: (id: string) => string, { t }: ExcelTexts): void {
  writeHeader(sheet, [t('kpis.unit'), t('monthly.lineId')], firstCol);
  grid.forEach((cells, r) => {
    if (r === 0) return;
    const id = String(cells[0]);
    writeText(sheet, r, firstCol, unitOf(id));
    writeText(sheet, r, firstCol + 1, id);
  });
}

export async function buildFinancialModel(input: FinancialModelInput): Promise<Buffer> {
  const { definition } = input;
  const texts = excelTexts(input.language ?? 'en');
  // The sheets are compiled from the definition itself; its texts in the reader's language only label them.
  const shown = localizedDefinition(definition, texts.t.language);
  const compiled = compileWorkbook(input.actuals, input.driverValues, { driverRefs: 'names', definition, headcount: input.headcount, planRows: 'formulas' });
  const book = new ExcelJS.Workbook();
  book.creator = 'Fahrplan';
  book.title = texts.t('workbookTitle', { scenario: input.scenarioName });
  book.created = input.exportedAt;
  // Excel recalculates every formula when it opens the file; the cached results only serve previews.
  book.calcProperties.fullCalcOnLoad = true;

  // Sheets in the order of SHEET_ORDER: inputs, calculation, results, simulation.
  writeDrivers(book, compiled, input.values, input, shown, texts);
  writeActuals(book, compiled, input.values, shown, texts);
  writeHeadcountSheets(book, compiled, texts);
  const closedThrough = input.actuals.closed?.lastClosedMonth ?? null;
  writeMonthly(book, compiled, input.values, closedThrough, input.sampleActuals, shown, texts);
  writeAnnual(book, compiled, input.values, closedThrough, shown, texts);
  writeStatementSheets(book, compiled, input.values, closedThrough, texts, shown.lines);
  const figures = numberFormatter(input.numberFormat, texts.t.language);
  writeKpis(book, compiled, input.values, closedThrough, figures, shown, texts);
  writeRangesSheet(book, input.forecastRanges, input.scenarioName, input.forecastRangesRun, figures, shown, texts);
  if (input.variance) writeVarianceSheet(book, input.variance.result, input.variance.context, texts);
  writeOpenComments(book, shownThreads(input.comments ?? [], shown, texts.t), compiled, texts);

  applyEuroFormats(book, input.numberFormat);
  for (const named of compiled.names) {
    assertValidName(named.name);
    book.definedNames.add(withExcelSheetNames(named.expression.slice(1), texts.sheets), named.name);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
