import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseActualsCsv } from '../../engine/actuals/csv.ts';
import type { Actuals } from '../../engine/actuals/schema.ts';
import { a1, columnLetters } from '../../engine/formula/translate.ts';
import { statementRows } from '../../engine/model/statements.ts';
import { createModelSession } from '../../engine/session/session.ts';
import { definitionOf, MODEL_DEFINITION, type ModelDefinition, type ModelSource } from '../../engine/model/definition.ts';
import { compileWorkbook, SHEET, workbookLayout, type CompiledWorkbook } from '../../engine/workbook/compile.ts';
import { sheetValues, type SheetValues } from '../../engine/workbook/snapshot.ts';
import { EXCEL_SHEET, RANGES_SHEET, SHEET_ORDER, STATEMENT_SHEET } from '../../server/export/excel/sheetNames.ts';
import { BALANCE_CHECK_LINE } from '../../server/export/balanceCheck.ts';
import { statementSheetLayouts } from '../../server/export/excel/statementSheets.ts';
import { call, loginAs, startServer, TEST_ADMIN, type RunningServer } from './harness.ts';
import { recalculateWithLibreOffice } from './libreoffice.ts';

/**
 * The Excel export is the model, not a copy of its numbers: LibreOffice opens the exported file,
 * recalculates every formula itself, and each computed cell must equal the engine's value
 * (relative difference below 1e-9, or a millionth of a euro where a difference of nearly equal
 * figures cancels to noise; whole-euro actuals exactly). The statement sheets (P&L, balance sheet,
 * cash flow, by year and by month) are compared line by line with the engine's figure of that line
 * and period, every cell of the balance sheet and the cash flow filled, and the balance check 0
 * within half a cent. A second file with two drivers changed in the spreadsheet must then equal the
 * engine run with those drivers.
 */
const TOLERANCE = 1e-9;
/**
 * LibreOffice rounds the difference of two nearly equal numbers to 0 (rtl::math::approxSub), where
 * the engine keeps the floating-point rest: the balance check of eight-digit totals is 1.5e-8 in
 * the engine and exactly 0 in LibreOffice. Against a 0, a millionth of a euro counts as equal.
 */
const ABSOLUTE_TOLERANCE_EUR = 1e-6;
const HALF_A_CENT = 0.005;
const CHANGED_DRIVERS = { medical_client_growth_rate: 30, transport_avg_ride_cost: 60 };

interface Comparison {
  compared: number;
  exact: number;
  largest: number;
  largestAt: string;
  /** Cells of the statement sheets compared, by sheet. */
  statementCells: Record<string, number>;
  /** Balance check cells of the statement sheets, each within half a cent of 0. */
  checks: number;
  problems: string[];
}

function relativeDifference(a: number, b: number): number {
  if ((a === 0 || b === 0) && Math.abs(a - b) < ABSOLUTE_TOLERANCE_EUR) return 0;
  return Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b));
}

/** A formula cell's recalculated value; exceljs keeps a result of 0 only on `cell.result`. */
function resultOf(cell: ExcelJS.Cell): unknown {
  return (cell as unknown as { result: unknown }).result;
}

function compareCell(cell: ExcelJS.Cell, expected: number | null, where: string, exact: boolean, out: Comparison): void {
  const got = resultOf(cell);
  if (expected === null) {
    // The engine has no number here (an error such as a division by zero): neither may LibreOffice.
    if (typeof got === 'number' && Number.isFinite(got)) out.problems.push(`${where}: engine has no number, LibreOffice ${got}`);
    return;
  }
  if (typeof got !== 'number') {
    out.problems.push(`${where}: expected ${expected}, LibreOffice gave ${JSON.stringify(got)}`);
    return;
  }
  out.compared += 1;
  if (exact && Number.isInteger(expected)) {
    out.exact += 1;
    if (got !== expected) out.problems.push(`${where}: whole euros ${expected} ≠ ${got}`);
  }
  const difference = relativeDifference(got, expected);
  if (difference > out.largest) {
    out.largest = difference;
    out.largestAt = where;
  }
  if (difference >= TOLERANCE) out.problems.push(`${where}: ${got} vs engine ${expected} (relative ${difference.toExponential(2)})`);
}

/**
 * The statement sheets against the engine: each row is the definition's statement row (its label
 * in column A), each cell the engine's value of that line in that year or month, read from the
 * engine by line id and period, not from the cell the formula names. A cell is empty exactly where
 * the model has no figure (the P&L below EBITDA in 2024 and 2025).
 */
function compareStatementSheets(book: ExcelJS.Workbook, compiled: CompiledWorkbook, values: SheetValues, out: Comparison): void {
  for (const spec of statementSheetLayouts(compiled.layout, null)) {
    const sheet = book.getWorksheet(spec.name);
    if (!sheet) throw new Error(`sheet ${spec.name} missing`);
    out.statementCells[spec.name] = 0;
    statementRows(spec.statement, compiled.layout.definition.lines).forEach((line, i) => {
      const row = i + 2;
      if (sheet.getCell(row, 1).value !== line.label) out.problems.push(`${spec.name}!A${row}: ${String(sheet.getCell(row, 1).value)}, not ${line.label}`);
      spec.columns.forEach((column, c) => {
        const cell = sheet.getCell(row, c + 2);
        const where = `${spec.name}!${cell.address} (${line.id}, ${column.header})`;
        const sourceRow = compiled.layout.rows[column.sheet].get(line.id) as number;
        if (compiled.sheets[column.sheet][sourceRow]?.[column.col] === null) {
          if (cell.type !== ExcelJS.ValueType.Null) out.problems.push(`${where}: the model has no figure here, the sheet has ${JSON.stringify(cell.value)}`);
          return;
        }
        if (cell.type !== ExcelJS.ValueType.Formula) {
          out.problems.push(`${where}: not a formula`);
          return;
        }
        const expected = values[column.sheet][sourceRow]?.[column.col] ?? null;
        out.statementCells[spec.name] = (out.statementCells[spec.name] ?? 0) + 1;
        if (line.id !== BALANCE_CHECK_LINE) {
          compareCell(cell, expected, where, false, out);
          return;
        }
        const got = resultOf(cell);
        out.checks += 1;
        if (typeof got !== 'number' || Math.abs(got) > HALF_A_CENT || expected === null || Math.abs(got - expected) > HALF_A_CENT) {
          out.problems.push(`${where}: balance check ${JSON.stringify(got)} (engine ${expected}), not 0 within half a cent`);
        }
      });
    });
  }
}

function compareWithEngine(book: ExcelJS.Workbook, actuals: Actuals, overrides: Record<string, number>, definition: ModelDefinition = MODEL_DEFINITION): Comparison {
  const session = createModelSession({ actuals, drivers: overrides, definition });
  const values = sheetValues(session);
  const compiled = compileWorkbook(actuals, session.driverValues(), { driverRefs: 'names', definition });
  session.destroy();
  const out: Comparison = { compared: 0, exact: 0, largest: 0, largestAt: '', statementCells: {}, checks: 0, problems: [] };
  const actualYearCols = new Set([compiled.layout.annualCol(2024), compiled.layout.annualCol(2025)]);
  for (const name of Object.values(SHEET)) {
    const sheet = book.getWorksheet(EXCEL_SHEET[name]);
    if (!sheet) throw new Error(`sheet ${EXCEL_SHEET[name]} missing`);
    compiled.sheets[name].forEach((cells, r) => cells.forEach((content, c) => {
      if (typeof content !== 'string' || !content.startsWith('=')) return;
      const exact = name === SHEET.actuals || (name === SHEET.annual && actualYearCols.has(c));
      compareCell(sheet.getCell(r + 1, c + 1), values[name][r]?.[c] ?? null, `${EXCEL_SHEET[name]}!${a1(c, r)}`, exact, out);
    }));
  }
  compareStatementSheets(book, compiled, values, out);
  return out;
}

describe('Excel financial model recalculated by LibreOffice', () => {
  let server: RunningServer;
  let workDir: string;
  let exported: string;
  let actuals: Actuals;
  let token: string;
  let userId: number;

  /** The Baseline's Excel model as the server exports it now, written to `file` in the work directory. */
  async function exportModel(file: string): Promise<string> {
    const response = await fetch(`${server.baseUrl}/api/export/excel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ scenario_id: 'baseline', user_id: userId, export_format: 'excel', export_type: 'excel-model' }),
    });
    expect(response.status).toBe(200);
    const target = path.join(workDir, file);
    fs.writeFileSync(target, Buffer.from(await response.arrayBuffer()));
    return target;
  }

  beforeAll(async () => {
    server = await startServer();
    token = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
    userId = (await call(server, 'GET', '/api/auth/me', { token })).body.id;
    const baseline = await call(server, 'GET', '/api/baseline/actuals', { token });
    const parsed = parseActualsCsv(baseline.body.csv);
    if (!parsed.ok) throw new Error('the server baseline does not parse');
    actuals = parsed.actuals;
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fahrplan-excel-'));
    exported = await exportModel('model.xlsx');
  });

  afterAll(async () => {
    await server?.stop();
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('is a live model: sheets in order, formulas over named drivers, frozen headers, neutral text', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(exported);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(SHEET_ORDER);
    // The simulated figures sit beside the model as values, labelled so, never as formulas of it.
    const ranges = book.getWorksheet(RANGES_SHEET) as ExcelJS.Worksheet;
    expect(ranges.getCell('A1').value).toBe('Forecast ranges (simulated)');
    expect(ranges.views[0]).toMatchObject({ state: 'frozen', xSplit: 1, ySplit: 1 });
    ranges.eachRow((row) => row.eachCell((cell) => expect(cell.type, `${RANGES_SHEET}!${cell.address}`).not.toBe(ExcelJS.ValueType.Formula)));
    const compiled = compileWorkbook(actuals, createModelSession({ actuals }).driverValues(), { driverRefs: 'names' });
    let formulas = 0;
    for (const name of Object.values(SHEET)) {
      const sheet = book.getWorksheet(EXCEL_SHEET[name]) as ExcelJS.Worksheet;
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', xSplit: 1, ySplit: 1 });
      compiled.sheets[name].forEach((cells, r) => cells.forEach((content, c) => {
        if (typeof content !== 'string' || !content.startsWith('=')) return;
        formulas += 1;
        expect(sheet.getCell(r + 1, c + 1).type, `${EXCEL_SHEET[name]}!${columnLetters(c)}${r + 1}`).toBe(ExcelJS.ValueType.Formula);
      }));
    }
    expect(formulas).toBeGreaterThan(2500);
    // The statements read the model's sheets: a reference to Annual or Monthly in every figure (the check rounded to the cent).
    for (const name of Object.values(STATEMENT_SHEET)) {
      const sheet = book.getWorksheet(name) as ExcelJS.Worksheet;
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', xSplit: 1, ySplit: 1 });
      sheet.eachRow((row) => row.eachCell((cell) => {
        if (cell.type === ExcelJS.ValueType.Formula) expect(cell.formula, `${name}!${cell.address}`).toMatch(/^(ROUND\()?(Annual|Monthly)![A-Z]+\d+(,2\))?$/);
      }));
    }
    // A monthly revenue cell reads drivers by name, not by value.
    const monthly = book.getWorksheet(EXCEL_SHEET.Monthly) as ExcelJS.Worksheet;
    const recurringRow = (compiled.layout.rows.Monthly.get('transaction_revenue') as number) + 1;
    expect(monthly.getCell(recurringRow, 3).formula).toMatch(/transaction_revenue_per_medical_ride/);
    const growthName = book.definedNames.getRanges('medical_client_growth_rate');
    expect(growthName.ranges).toEqual([`Drivers!$B$${(compiled.layout.rows.Drivers.get('medical_client_growth_rate') as number) + 1}`]);
    for (const sheet of book.worksheets) {
      sheet.eachRow((row) => row.eachCell((cell) => {
        if (typeof cell.value === 'string') expect(cell.value, `${sheet.name}!${cell.address}`).not.toMatch(/^[=+\-@]/);
      }));
    }
  });

  it('gives the engine\'s value in every computed cell, also after drivers are changed in the spreadsheet', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(exported);
    const drivers = book.getWorksheet(EXCEL_SHEET.Drivers) as ExcelJS.Worksheet;
    const layout = compileWorkbook(actuals, createModelSession({ actuals }).driverValues()).layout;
    for (const [id, value] of Object.entries(CHANGED_DRIVERS)) drivers.getCell((layout.rows.Drivers.get(id) as number) + 1, 2).value = value;
    const changed = path.join(workDir, 'model-changed-drivers.xlsx');
    await book.xlsx.writeFile(changed);

    const [recalculated, recalculatedChanged] = recalculateWithLibreOffice(workDir, [exported, changed]);
    const original = new ExcelJS.Workbook();
    await original.xlsx.readFile(recalculated as string);
    const edited = new ExcelJS.Workbook();
    await edited.xlsx.readFile(recalculatedChanged as string);

    const base = compareWithEngine(original, actuals, {});
    const moved = compareWithEngine(edited, actuals, CHANGED_DRIVERS);
    console.log(`LibreOffice cross-check: ${base.compared} cells compared (${base.exact} whole-euro cells exactly), largest relative difference ${base.largest.toExponential(2)} at ${base.largestAt}; `
      + `with changed drivers ${moved.compared} cells, largest ${moved.largest.toExponential(2)} at ${moved.largestAt}`);
    expect(base.problems).toEqual([]);
    expect(moved.problems).toEqual([]);
    expect(base.compared).toBeGreaterThan(2500);
    // Every cell of the balance sheet and the cash flow holds a figure, by year and by month, and each column its check.
    const statementLayouts = statementSheetLayouts(layout, null);
    for (const spec of statementLayouts.filter((sheet) => sheet.statement !== 'pnl')) {
      const cells = statementRows(spec.statement).length * spec.columns.length;
      expect(base.statementCells[spec.name], spec.name).toBe(cells);
      expect(moved.statementCells[spec.name], spec.name).toBe(cells);
    }
    const checkColumns = statementLayouts.filter((sheet) => sheet.statement === 'balance').reduce((sum, sheet) => sum + sheet.columns.length, 0);
    expect(base.checks).toBe(checkColumns);
    expect(moved.checks).toBe(checkColumns);
    console.log(`Statement sheets: ${Object.entries(base.statementCells).map(([name, cells]) => `${name} ${cells}`).join(', ')} cells; ${base.checks} balance checks at 0`);
    expect(base.exact).toBeGreaterThan(100);

    // The cash flow statement ends in the balance sheet's cash, year by year, as LibreOffice computes both.
    const balanceSheet = original.getWorksheet(STATEMENT_SHEET.balance) as ExcelJS.Worksheet;
    const cashFlow = original.getWorksheet(STATEMENT_SHEET.cashflow) as ExcelJS.Worksheet;
    const rowOf = (statement: 'balance' | 'cashflow', id: string) => statementRows(statement).findIndex((line) => line.id === id) + 2;
    const yearColumns = (name: string) => statementLayouts.find((sheet) => sheet.name === name)?.columns.map((column) => column.header) ?? [];
    for (const [c, year] of yearColumns(STATEMENT_SHEET.cashflow).entries()) {
      const balanceCol = yearColumns(STATEMENT_SHEET.balance).indexOf(year) + 2;
      expect(balanceCol, year).toBeGreaterThan(1);
      expect(resultOf(cashFlow.getCell(rowOf('cashflow', 'closing_cash'), c + 2)), year).toBeCloseTo(resultOf(balanceSheet.getCell(rowOf('balance', 'cash'), balanceCol)) as number, 2);
    }

    // The changed drivers really moved the P&L (so the second comparison proves recalculation).
    const annual = original.getWorksheet(EXCEL_SHEET.Annual) as ExcelJS.Worksheet;
    const annualEdited = edited.getWorksheet(EXCEL_SHEET.Annual) as ExcelJS.Worksheet;
    const revenueCell = a1(layout.annualCol(2030), layout.rows.Annual.get('total_revenue') as number);
    const before = resultOf(annual.getCell(revenueCell)) as number;
    const after = resultOf(annualEdited.getCell(revenueCell)) as number;
    expect(Math.abs(after - before) / before).toBeGreaterThan(0.01);
  }, 300_000);

  it('follows a published definition: a new operating expense is a live formula over its new driver, and LibreOffice agrees with the engine', async () => {
    const published = (await call(server, 'GET', '/api/model', { token })).body.definition as ModelSource;
    const lines = [...published.lines];
    lines.splice(lines.findIndex((line) => line.id === 'rounding_adjustment'), 0, {
      id: 'insurance', name: 'Insurance', unit: 'EUR', section: 'opex', aggregate: 'sum', statement: 'pnl', label: 'Insurance', hgb: '8',
      formula: 'insurance_monthly', explanation: 'Insurance premiums per month.',
    });
    const source: ModelSource = {
      ...published, lines, drivers: [...published.drivers, {
        id: 'insurance_monthly', name: 'Insurance', category: 'cost_intelligence', unit: '€/month', min: 0, max: 100_000, baseline: 5_000,
        source: 'Management estimate 2026', direction: { favourable: 'lower' }, impact_level: 'low', editable: true, role: 'model',
        business_logic: 'Insurance premiums per month.', description: 'Insurance.',
      }],
    };
    const publish = await call(server, 'PUT', '/api/model', { token, body: { definition: source, expected_version: 1, comment: 'Insurance' } });
    expect(publish.status, JSON.stringify(publish.body)).toBe(200);
    const definition = definitionOf(source);
    const file = await exportModel('model-insurance.xlsx');

    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const layout = workbookLayout(definition);
    const monthly = book.getWorksheet(EXCEL_SHEET.Monthly) as ExcelJS.Worksheet;
    const insuranceRow = (layout.rows.Monthly.get('insurance') as number) + 1;
    expect(monthly.getCell(insuranceRow, 1).value).toBe('Insurance');
    const headers = Array.from(monthly.getRow(1).values as unknown[], (value) => String(value ?? ''));
    const march = headers.findIndex((header) => header.startsWith('2026-03'));
    expect(march).toBeGreaterThan(1);
    expect(monthly.getCell(insuranceRow, march).formula).toBe('insurance_monthly');
    // The section's total takes the new line in, as a reference to its cell.
    const opexRow = (layout.rows.Monthly.get('total_operating_expenses') as number) + 1;
    expect(monthly.getCell(opexRow, march).formula).toContain(`${columnLetters(march - 1)}${insuranceRow}`);
    const pnl = book.getWorksheet(STATEMENT_SHEET.pnl) as ExcelJS.Worksheet;
    expect(statementRows('pnl', definition.lines).map((row) => row.label)).toContain('Insurance');
    expect(pnl.getColumn(1).values).toContain('Insurance');

    const [recalculated] = recalculateWithLibreOffice(workDir, [file]);
    const recalculatedBook = new ExcelJS.Workbook();
    await recalculatedBook.xlsx.readFile(recalculated as string);
    const comparison = compareWithEngine(recalculatedBook, actuals, {}, definition);
    console.log(`LibreOffice cross-check of a published definition: ${comparison.compared} cells compared, largest relative difference ${comparison.largest.toExponential(2)} at ${comparison.largestAt}`);
    expect(comparison.problems).toEqual([]);
    const annual = recalculatedBook.getWorksheet(EXCEL_SHEET.Annual) as ExcelJS.Worksheet;
    expect(resultOf(annual.getCell(a1(layout.annualCol(2026), layout.rows.Annual.get('insurance') as number)))).toBe(60_000);
  }, 300_000);
});
