import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseActualsCsv } from '../../engine/actuals/csv.ts';
import type { Actuals } from '../../engine/actuals/schema.ts';
import { a1, columnLetters } from '../../engine/formula/translate.ts';
import { createModelSession } from '../../engine/session/session.ts';
import { compileWorkbook, SHEET, type SheetName } from '../../engine/workbook/compile.ts';
import { sheetValues, type SheetValues } from '../../engine/workbook/snapshot.ts';
import { CASH_FLOW_SHEET, EXCEL_SHEET, RANGES_SHEET, SHEET_ORDER } from '../../server/export/excel/sheetNames.ts';
import { call, loginAs, startServer, TEST_ADMIN, type RunningServer } from './harness.ts';
import { recalculateWithLibreOffice } from './libreoffice.ts';

/**
 * The Excel export is the model, not a copy of its numbers: LibreOffice opens the exported file,
 * recalculates every formula itself, and each computed cell must equal the engine's value
 * (relative difference below 1e-9; whole-euro actuals exactly). A second file with two drivers
 * changed in the spreadsheet must then equal the engine run with those drivers.
 */
const TOLERANCE = 1e-9;
const CHANGED_DRIVERS = { medical_client_growth_rate: 30, transport_avg_ride_cost: 60 };
const SHEET_OF_EXCEL_NAME = new Map<string, SheetName>(Object.entries(EXCEL_SHEET).map(([compiled, excel]) => [excel, compiled as SheetName]));

interface Comparison {
  compared: number;
  exact: number;
  largest: number;
  largestAt: string;
  problems: string[];
}

function relativeDifference(a: number, b: number): number {
  // 1e-6 absolute near zero, as between the two evaluators (tests/helpers/twinTolerance.ts): a balance
  // check of 0 is a few 1e-10 of rounding residue in one spreadsheet and exactly 0 in another.
  if (a === b || Math.abs(a - b) <= 1e-6) return 0;
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

/** `'Annual P&L'!C5` → the engine value of that cell. */
function referencedValue(formula: string, values: SheetValues): number | null {
  const match = /^(?:'((?:[^']|'')+)'|([A-Za-z_][A-Za-z0-9_]*))!([A-Z]+)(\d+)$/.exec(formula);
  if (!match) throw new Error(`Cash Flow formula is not a single reference: ${formula}`);
  const sheet = SHEET_OF_EXCEL_NAME.get((match[1] ?? match[2] ?? '').replace(/''/g, "'"));
  if (!sheet) throw new Error(`Cash Flow refers to an unknown sheet: ${formula}`);
  let col = 0;
  for (const letter of match[3] ?? '') col = col * 26 + (letter.charCodeAt(0) - 64);
  return values[sheet][Number(match[4]) - 1]?.[col - 1] ?? null;
}

function compareWithEngine(book: ExcelJS.Workbook, actuals: Actuals, overrides: Record<string, number>): Comparison {
  const session = createModelSession({ actuals, drivers: overrides });
  const values = sheetValues(session);
  const compiled = compileWorkbook(actuals, session.driverValues(), { driverRefs: 'names' });
  session.destroy();
  const out: Comparison = { compared: 0, exact: 0, largest: 0, largestAt: '', problems: [] };
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
  const cashFlow = book.getWorksheet(CASH_FLOW_SHEET);
  if (!cashFlow) throw new Error('Cash Flow sheet missing');
  cashFlow.eachRow((row) => row.eachCell((cell) => {
    if (cell.type !== ExcelJS.ValueType.Formula) return;
    compareCell(cell, referencedValue(cell.formula, values), `${CASH_FLOW_SHEET}!${cell.address}`, false, out);
  }));
  return out;
}

describe('Excel financial model recalculated by LibreOffice', () => {
  let server: RunningServer;
  let workDir: string;
  let exported: string;
  let actuals: Actuals;

  beforeAll(async () => {
    server = await startServer();
    const token = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
    const me = await call(server, 'GET', '/api/auth/me', { token });
    const baseline = await call(server, 'GET', '/api/baseline/actuals', { token });
    const parsed = parseActualsCsv(baseline.body.csv);
    if (!parsed.ok) throw new Error('the server baseline does not parse');
    actuals = parsed.actuals;
    const response = await fetch(`${server.baseUrl}/api/export/excel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ scenario_id: 'baseline', user_id: me.body.id, export_format: 'excel', export_type: 'excel-model' }),
    });
    expect(response.status).toBe(200);
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fahrplan-excel-'));
    exported = path.join(workDir, 'model.xlsx');
    fs.writeFileSync(exported, Buffer.from(await response.arrayBuffer()));
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
    expect(base.exact).toBeGreaterThan(100);

    // The changed drivers really moved the P&L (so the second comparison proves recalculation).
    const annual = original.getWorksheet(EXCEL_SHEET.Annual) as ExcelJS.Worksheet;
    const annualEdited = edited.getWorksheet(EXCEL_SHEET.Annual) as ExcelJS.Worksheet;
    const revenueCell = a1(layout.annualCol(2030), layout.rows.Annual.get('total_revenue') as number);
    const before = resultOf(annual.getCell(revenueCell)) as number;
    const after = resultOf(annualEdited.getCell(revenueCell)) as number;
    expect(Math.abs(after - before) / before).toBeGreaterThan(0.01);
  }, 300_000);
});
