import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { budgetVsActual, VARIANCE_LINES } from '../../../engine/analysis/budgetVsActual.ts';
import { VARIANCE_SHEET } from '../../../server/export/excel/sheetNames.ts';
import { writeVarianceSheet } from '../../../server/export/excel/varianceSheet.ts';
import { ReportDocument } from '../../../server/export/pdf/reportDocument.ts';
import { varianceSection, varianceSubtitle } from '../../../server/export/pdf/varianceSection.ts';
import { monthlyLines, steadyYear, type MonthInputs } from '../../helpers/varianceLines.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';
import { effectiveDrivers } from '../../../engine/session/effectiveDrivers.ts';
import { numberFormatter } from '../../../engine/format/number.ts';

const planDrivers = effectiveDrivers(baselineActuals(), {});

/** The Budget vs Actual sheet of the Excel model and page of the Detailed Report (issue #19), from a fixed comparison. */

const MONTH: MonthInputs = {
  medicalRides: 100_000, transportRides: 20_000, pricePerRide: 2, medicalClients: 300, revenuePerMedicalClient: 400,
  transportClients: 60, revenuePerPartner: 250, oneTime: 20_000, cogs: 150_000, opex: [400_000, 60_000, 20_000, 15_000, 8_000, 9_000, 3_000, 2_000],
};
// Closed January to March: 10,000 medical rides short of plan and €10,000 less cost of goods sold each month.
const plan = monthlyLines(steadyYear(MONTH));
const latest = monthlyLines([...Array.from({ length: 3 }, () => ({ ...MONTH, medicalRides: 90_000, cogs: 140_000 })), ...Array.from({ length: 9 }, () => MONTH)]);
const CONTEXT = { scenarioName: 'Baseline', planLabel: 'Plan 2026, version 3', approval: 'Approved by cfo on 02.03.2026 09:15: “Board meeting of 2 March”.' };

function rowWith(sheet: ExcelJS.Worksheet, first: string, second: string): ExcelJS.Row {
  let found: ExcelJS.Row | undefined;
  sheet.eachRow((row) => {
    if (row.getCell(1).value === first && row.getCell(2).value === second) found = row;
  });
  if (!found) throw new Error(`no row ${first} / ${second}`);
  return found;
}

describe('Budget vs Actual exports', () => {
  it('writes each line of each month with plan, actual, variance, % and judgement, the full year and the revenue bridge', async () => {
    const result = budgetVsActual({ year: 2026, plan, latest, planDrivers, closedCount: 3, period: 'month' });
    const book = new ExcelJS.Workbook();
    writeVarianceSheet(book, result, CONTEXT);
    // What a reader opens: the file as written and read back.
    const reread = new ExcelJS.Workbook();
    await reread.xlsx.load(Buffer.from(await book.xlsx.writeBuffer()) as unknown as ArrayBuffer);
    const sheet = reread.getWorksheet(VARIANCE_SHEET);
    if (!sheet) throw new Error('no Budget vs Actual sheet');

    const transaction = rowWith(sheet, 'Transaction (per Ride) (EUR)', 'Feb 2026');
    expect([3, 4, 5, 6, 7, 8].map((c) => transaction.getCell(c).value)).toEqual([1, 200_000, 180_000, -20_000, -0.1, 'unfavourable']);
    const cogs = rowWith(sheet, 'Cost of Goods Sold (EUR)', 'Mar 2026');
    expect([6, 7, 8].map((c) => cogs.getCell(c).value)).toEqual([-10_000, -10_000 / 150_000, 'favourable']);
    const open = rowWith(sheet, 'EBITDA (EUR)', 'Apr 2026');
    expect([3, 4, 5, 6].map((c) => open.getCell(c).value)).toEqual([0, plan.ebitda?.[3], null, null]);
    expect(rowWith(sheet, 'Total rides', 'Jan 2026').getCell(6).value).toBe(-10_000);

    const fullYear = rowWith(sheet, 'Total Revenue (EUR)', 'actuals + forecast');
    expect([4, 5, 6].map((c) => fullYear.getCell(c).value)).toEqual([12 * 355_000, 12 * 355_000 - 60_000, -60_000]);
    const bridge = rowWith(sheet, 'Total revenue', 'Mar 2026');
    expect([4, 5, 6, 7, 8, 9].map((c) => bridge.getCell(c).value)).toEqual([355_000, 335_000, -20_000, -20_000, 0, 0]);
    expect(rowWith(sheet, 'Total revenue', 'Full year 2026 (latest estimate)').getCell(7).value).toBe(-60_000);
    // Cost of goods sold flexed to 10,000 rides fewer at the plan's cost per ride: plan, flexed, actual, volume, spending, judgement.
    const flexedCogs = rowWith(sheet, 'Cost of Goods Sold', 'Mar 2026');
    const perRide = planDrivers.cogs_per_ride as number;
    expect(flexedCogs.getCell(4).value).toBe(150_000);
    expect(flexedCogs.getCell(5).value).toBeCloseTo(150_000 - 10_000 * perRide, 6);
    expect(flexedCogs.getCell(7).value).toBeCloseTo(-10_000 * perRide, 6);
    expect(flexedCogs.getCell(8).value).toBeCloseTo(-10_000 + 10_000 * perRide, 6);
    expect(flexedCogs.getCell(9).value).toBe(-10_000 + 10_000 * perRide < 0 ? 'favourable' : 'unfavourable');

    const texts: string[] = [];
    sheet.eachRow((row) => row.eachCell((cell) => { if (typeof cell.value === 'string') texts.push(cell.value); }));
    expect(texts).toEqual(expect.arrayContaining(['Plan of record', 'Plan 2026, version 3', 'Actuals through', 'Mar 2026']));
    let lines = 0;
    sheet.eachRow((row) => { if (row.getCell(2).value === 'Jan 2026' && row.getCell(3).value === 1) lines += 1; });
    expect(lines).toBe(VARIANCE_LINES.length);
    const info: string[] = [];
    sheet.eachRow((row) => row.eachCell((cell) => { if (typeof cell.value === 'string') info.push(cell.value); }));
    expect(info).toContain(CONTEXT.approval);
  });

  it('prints the latest closed period beside the full year and the revenue bridge on a report page', async () => {
    const result = budgetVsActual({ year: 2026, plan, latest, planDrivers, closedCount: 3, period: 'quarter' });
    const report = new ReportDocument({ reportName: 'Detailed Report', scenarioName: CONTEXT.scenarioName, generatedAt: new Date('2026-04-10T08:00:00Z'), figures: numberFormatter('en') });
    report.sectionTitle('Budget against actual', varianceSubtitle(result, CONTEXT));
    varianceSection(report, result, CONTEXT);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fahrplan-variance-'));
    try {
      const file = path.join(dir, 'variance.pdf');
      fs.writeFileSync(file, await report.finish());
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[\u00a0\u202f\u2009]/g, ' ');
      expect(text).toContain('2026: Plan 2026, version 3 against Baseline, actuals through Mar 2026');
      expect(text).toContain('Approved by cfo on 02.03.2026 09:15: “Board meeting of 2 March”.');
      for (const header of ['Q1 2026 plan', '2026 plan', 'Full-year', 'Revenue bridge']) expect(text).toContain(header);
      for (const line of ['Total Revenue', 'Cost of Goods Sold', 'Total Operating Expenses', 'EBITDA', 'Closing Cash']) expect(text).toContain(line);
      // Q1: 30,000 rides short at €2 = −€60,000 of volume; €30,000 less cost of goods sold is favourable.
      expect(text).toMatch(/Transaction \(per Ride\)\s+€600,000\s+€540,000\s+−€60,000 \(U\)\s+−10\.0%/);
      expect(text).toMatch(/Cost of Goods Sold\s+€450,000\s+€420,000\s+−€30,000 \(F\)/);
      expect(text).toMatch(/Volume \(rides, client-months at plan prices\)\s+−€60,000\s+−€60,000/);
      expect(text).toContain('Costs at actual volume: volume and spending');
      expect(text).toMatch(/Cost of Goods Sold\s+€440,520\s+−€9,480\s+−€20,520 \(F\)/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
