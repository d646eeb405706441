import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SOFFICE } from '../server/libreoffice.ts';

/**
 * LibreOffice Calc changing one driver of the exported Excel model and reading the annual P&L and
 * the KPIs back, timed inside LibreOffice by a Basic macro (headless, private profile): the same
 * change-and-read the engine figures time, in the spreadsheet the product exports. Basic's clock
 * ticks in whole milliseconds, so each sample is a whole number of milliseconds.
 */

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const xml = (text: string) => text.replace(/[&<>"]/g, (c) => XML_ESCAPES[c] as string);

const MACRO = `Sub ChangeAndRead
  Dim hidden(0) As New com.sun.star.beans.PropertyValue
  hidden(0).Name = "Hidden"
  hidden(0).Value = True
  doc = StarDesktop.loadComponentFromURL(ConvertToURL(Environ("FAHRPLAN_LO_MODEL")), "_blank", 0, hidden())
  driver = doc.Sheets.getByName(Environ("FAHRPLAN_LO_DRIVER_SHEET")).getCellRangeByName(Environ("FAHRPLAN_LO_DRIVER_CELL"))
  annual = doc.Sheets.getByName(Environ("FAHRPLAN_LO_ANNUAL_SHEET")).getCellRangeByName(Environ("FAHRPLAN_LO_ANNUAL_RANGE"))
  kpis = doc.Sheets.getByName(Environ("FAHRPLAN_LO_KPI_SHEET")).getCellRangeByName(Environ("FAHRPLAN_LO_KPI_RANGE"))
  values = FreeFile
  Open Environ("FAHRPLAN_LO_VALUES") For Input As #values
  out = FreeFile
  Open Environ("FAHRPLAN_LO_OUT") For Output As #out
  Do While Not EOF(values)
    Line Input #values, valueText
    started = GetSystemTicks()
    driver.setValue(Val(valueText))
    annualValues = annual.getDataArray()
    kpiValues = kpis.getDataArray()
    Print #out, GetSystemTicks() - started
  Loop
  Print #out, "last" & Str(annualValues(CLng(Environ("FAHRPLAN_LO_CHECK_ROW")))(CLng(Environ("FAHRPLAN_LO_CHECK_COLUMN"))))
  Close #out
  Close #values
  doc.close(True)
  StarDesktop.terminate()
End Sub
`;

const MODULE = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE script:module PUBLIC "-//OpenOffice.org//DTD OfficeDocument 1.0//EN" "module.dtd">
<script:module xmlns:script="http://openoffice.org/2000/script" script:name="Module1" script:language="StarBasic">${xml(MACRO)}</script:module>
`;

export function hasLibreOffice(): boolean {
  return spawnSync('sh', ['-c', `command -v ${SOFFICE}`], { stdio: 'ignore' }).status === 0;
}

export interface ChangeAndRead {
  workbook: string;
  driver: { sheet: string; cell: string };
  /** The driver's value for each change, in order. */
  values: readonly number[];
  annual: { sheet: string; range: string };
  kpis: { sheet: string; range: string };
  /** A cell of the annual range (row and column within it) whose value after the last change is returned, to check the recalculation. */
  check: { row: number; column: number };
}

/** Milliseconds of each change and read, and the checked cell's value after the last change. */
export function changeAndReadInLibreOffice(workDir: string, job: ChangeAndRead): { samples: number[]; checked: number } {
  const profile = path.join(workDir, 'lo-macro-profile');
  const base = [`-env:UserInstallation=${pathToFileURL(profile).href}`, '--headless', '--norestore', '--nolockcheck'];
  // The first start writes the profile (and its empty Standard library); then the macro replaces Module1.
  const init = spawnSync(SOFFICE, [...base, '--terminate_after_init'], { encoding: 'utf8', timeout: 120_000 });
  if (init.error) throw new Error(`LibreOffice could not run (${SOFFICE}): ${init.error.message}`);
  fs.writeFileSync(path.join(profile, 'user', 'basic', 'Standard', 'Module1.xba'), MODULE);
  const valuesFile = path.join(workDir, 'values.txt');
  const outFile = path.join(workDir, 'samples.txt');
  fs.writeFileSync(valuesFile, `${job.values.map(String).join('\n')}\n`);
  const run = spawnSync(SOFFICE, [...base, 'macro:///Standard.Module1.ChangeAndRead'], {
    encoding: 'utf8',
    timeout: 600_000,
    env: {
      ...process.env,
      FAHRPLAN_LO_MODEL: job.workbook, FAHRPLAN_LO_VALUES: valuesFile, FAHRPLAN_LO_OUT: outFile,
      FAHRPLAN_LO_DRIVER_SHEET: job.driver.sheet, FAHRPLAN_LO_DRIVER_CELL: job.driver.cell,
      FAHRPLAN_LO_ANNUAL_SHEET: job.annual.sheet, FAHRPLAN_LO_ANNUAL_RANGE: job.annual.range,
      FAHRPLAN_LO_KPI_SHEET: job.kpis.sheet, FAHRPLAN_LO_KPI_RANGE: job.kpis.range,
      FAHRPLAN_LO_CHECK_ROW: String(job.check.row), FAHRPLAN_LO_CHECK_COLUMN: String(job.check.column),
    },
  });
  if (run.error || !fs.existsSync(outFile)) throw new Error(`the LibreOffice macro did not run (status ${run.status}):\n${run.stdout}\n${run.stderr}`);
  const lines = fs.readFileSync(outFile, 'utf8').trim().split(/\r?\n/);
  const last = lines.pop() ?? '';
  if (!last.startsWith('last')) throw new Error(`the LibreOffice macro stopped early:\n${lines.slice(-3).join('\n')}\n${last}`);
  return { samples: lines.map(Number), checked: Number(last.slice(4).trim()) };
}
