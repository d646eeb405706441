import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/preferences.ts';
import { analysisModel } from '../../../engine/analysis/analysisModel.ts';
import { createRangesRun } from '../../../engine/analysis/ranges/run.ts';
import { createModelSession } from '../../../engine/session/session.ts';
import { sheetValues } from '../../../engine/workbook/snapshot.ts';
import { buildFinancialModel } from '../../../server/export/excel/financialModel.ts';
import { SHEET_NAMES_BY_LANGUAGE } from '../../../server/export/excel/sheetNames.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';

/**
 * The Excel model's Actuals sheet and the runway KPI's text in the export's language (issue 30):
 * the rows computed from the monthly actuals are named in German, the baseline fields keep their
 * ids, and the IF() around the runway's formula writes the text the German app shows.
 */

async function workbook(language: Language): Promise<ExcelJS.Workbook> {
  const actuals = baselineActuals();
  const session = createModelSession({ actuals });
  try {
    const ranges = createRangesRun(analysisModel(actuals), { drivers: session.driverValues(), draws: 20, seed: 1 });
    ranges.step(20);
    const file = await buildFinancialModel({
      scenarioName: 'Baseline', actuals, definition: session.workbook.layout.definition, modelVersion: 1, driverValues: session.driverValues(), headcount: null,
      values: sheetValues(session), forecastRanges: ranges.result(), forecastRangesRun: 'test run', baselineVersion: 1, exportedAt: new Date(), sampleActuals: false,
      numberFormat: language, language,
    });
    const book = new ExcelJS.Workbook();
    // exceljs types its input as a plain ArrayBuffer; a Node Buffer is what it reads (as in export-german.test.ts).
    await book.xlsx.load(file as unknown as ArrayBuffer);
    return book;
  } finally {
    session.destroy();
  }
}

function rowNames(book: ExcelJS.Workbook, language: Language): string[] {
  const sheet = book.getWorksheet(SHEET_NAMES_BY_LANGUAGE[language].compiled.Actuals) as ExcelJS.Worksheet;
  return sheet.getColumn(1).values.slice(1).map(String);
}

function runwayFormulas(book: ExcelJS.Workbook, language: Language): string[] {
  const sheet = book.getWorksheet(SHEET_NAMES_BY_LANGUAGE[language].compiled.KPIs) as ExcelJS.Worksheet;
  const formulas: string[] = [];
  sheet.eachRow((row) => row.eachCell((cell) => {
    if (typeof cell.formula === 'string' && cell.formula.startsWith('IF(')) formulas.push(cell.formula);
  }));
  return formulas;
}

describe('the Excel model\'s Actuals sheet and runway text in German', () => {
  it('names the rows computed from the actuals in German and keeps the baseline fields\' ids', async () => {
    const names = rowNames(await workbook('de'), 'de');
    for (const german of ['Feld', 'Medizinische Kunden (Periodenende)', 'Plattformnutzung', 'Kapitalzuführung', 'Liquide Mittel am Periodenende', 'Cashflow vor Finanzierung']) expect(names).toContain(german);
    for (const english of ['Medical clients (EOP)', 'Capital injection', 'Closing cash', 'Cash flow before financing']) expect(names).not.toContain(english);
    for (const id of ['month_key', 'total_revenue', 'opening_cash_2024']) expect(names).toContain(id);
  });

  it('writes the runway\'s "Cash-positive" as the German app shows it', async () => {
    const formulas = runwayFormulas(await workbook('de'), 'de');
    expect(formulas.length).toBeGreaterThan(0);
    for (const formula of formulas) {
      expect(formula).toContain('"Cash-positiv"');
      expect(formula).not.toContain('Cash-positive');
    }
  });

  it('keeps the English rows and text word for word', async () => {
    const book = await workbook('en');
    const names = rowNames(book, 'en');
    for (const english of ['Field', 'Medical clients (EOP)', 'Platform adoption', 'Capital injection', 'Opening cash', 'Closing cash', 'Cash flow before financing', 'month_key']) expect(names).toContain(english);
    for (const formula of runwayFormulas(book, 'en')) expect(formula).toContain('"Cash-positive"');
  });
});
