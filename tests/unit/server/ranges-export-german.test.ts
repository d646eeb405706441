import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { analysisModel } from '../../../engine/analysis/analysisModel.ts';
import { createRangesRun } from '../../../engine/analysis/ranges/run.ts';
import { formatTimestampDe, numberFormatter } from '../../../engine/format/number.ts';
import { localizedDefinition } from '../../../engine/i18n/definitionTexts.ts';
import { MODEL_DEFINITION } from '../../../engine/model/definition.ts';
import { effectiveDrivers } from '../../../engine/session/effectiveDrivers.ts';
import { excelTexts } from '../../../server/export/excel/excelTexts.ts';
import { writeRangesSheet } from '../../../server/export/excel/rangesSheet.ts';
import { ReportDocument } from '../../../server/export/pdf/reportDocument.ts';
import { rangesSection } from '../../../server/export/pdf/rangesSection.ts';
import { exportRanges } from '../../../server/export/rangesExport.ts';
import type { RangesRunRecord } from '../../../server/repos/rangesRuns.ts';
import type { ScenarioRecord } from '../../../server/repos/scenarios.ts';
import { translatorFor } from '../../../server/i18n/index.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';

/**
 * The forecast ranges in the exports (issue 30): the engine's readout gives ids and numbers, the
 * Excel sheet and the report page word them in the export's language; English reads as before.
 */

const run = createRangesRun(analysisModel(baselineActuals()), { drivers: effectiveDrivers(baselineActuals()), draws: 400, seed: 11 });
run.step(400);
const result = run.result();
const GERMAN = localizedDefinition(MODEL_DEFINITION, 'de');
const topDriver = result.drivers_of_spread[0]?.driver as string;

function sheetTexts(language: 'en' | 'de'): string[] {
  const book = new ExcelJS.Workbook();
  const definition = language === 'de' ? GERMAN : MODEL_DEFINITION;
  writeRangesSheet(book, result, 'Baseline', 'the run', numberFormatter(language), definition, excelTexts(language));
  const texts: string[] = [];
  book.worksheets[0]?.eachRow((row) => row.eachCell((cell) => { if (typeof cell.value === 'string') texts.push(cell.value); }));
  return texts;
}

async function pageText(language: 'en' | 'de'): Promise<string> {
  const t = translatorFor(language);
  const report = new ReportDocument({ reportName: 'Detailed Report', scenarioName: 'Baseline', generatedAt: new Date('2026-11-28T08:00:00Z'), figures: numberFormatter(language), t });
  rangesSection(report, result, language === 'de' ? GERMAN : MODEL_DEFINITION);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fahrplan-ranges-'));
  try {
    const file = path.join(dir, 'ranges.pdf');
    fs.writeFileSync(file, await report.finish());
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[\u00a0\u202f\u2009]/g, ' ').replace(/\s+/g, ' ');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the forecast ranges in the exports', () => {
  it('the Excel sheet: figures, statistics, probabilities, the note and the drivers in English as before, in German in German', () => {
    const english = sheetTexts('en');
    expect(english).toEqual(expect.arrayContaining(['Total revenue (EUR)', 'Clients', 'Mean', 'Revenue 2026 reaches its target', 'Cash never below zero']));
    expect(english).toContain(MODEL_DEFINITION.drivers.find((d) => d.id === topDriver)?.name);
    expect(english.find((text) => text.startsWith('Simulated: '))).toBe('Simulated: 400 joint draws of the drivers\' uncertainty ranges, seed 11. Percentiles and probabilities describe the draws; the same seed and ranges give the same figures.');

    const german = sheetTexts('de');
    expect(german).toEqual(expect.arrayContaining(['Umsatzerlöse gesamt (EUR)', 'Kunden', 'Mittelwert', 'Umsatz 2026 erreicht sein Ziel', 'Liquidität nie unter null']));
    expect(german).toContain(GERMAN.drivers.find((d) => d.id === topDriver)?.name);
    expect(german.some((text) => text.startsWith('Simuliert: 400 gemeinsame Ziehungen'))).toBe(true);
    for (const word of ['Total revenue', 'Mean', 'reaches its target', 'Simulated: ', 'joint draws']) expect(german.join('\n')).not.toContain(word);
  });

  it('the report page: the note, the tiles and the table in English as before, in German in German', async () => {
    const english = await pageText('en');
    expect(english).toContain('Simulated: 400 joint draws');
    expect(english).toContain('REVENUE 2026 TARGET');
    expect(english).toContain('covenant €500,000');
    expect(english).toMatch(/Total revenue P10/);
    expect(english).toContain('Mean');

    const german = await pageText('de');
    expect(german).toContain('Simuliert: 400 gemeinsame Ziehungen');
    expect(german).toContain('UMSATZZIEL 2026');
    expect(german).toMatch(/Covenant 500\.000 ?€/);
    expect(german).toMatch(/Umsatzerlöse P10/);
    expect(german).toMatch(/Jahresüberschuss P10/);
    expect(german).toContain('Mittelwert');
    for (const word of ['Simulated', 'REVENUE 2026 TARGET', 'Total revenue', 'Mean ']) expect(german).not.toContain(word);
  });

  it('names a kept run in the export\'s language', () => {
    const scenario = { scenario_id: 'baseline', scenario_name: 'Baseline', version: 3 } as ScenarioRecord;
    const kept = { run_at: '2026-11-28T14:05:00.000Z', run_by: 'alice', scenario_version: 3, result: { ...result, draws: 10_000, seed: 42 } } as RangesRunRecord;
    const english = exportRanges(null as never, scenario, kept, numberFormatter('en'), translatorFor('en'));
    expect(english.label).toBe(`Forecast ranges: run of ${formatTimestampDe(kept.run_at)} by alice, 10,000 draws, seed 42, Baseline v3`);
    const german = exportRanges(null as never, scenario, kept, numberFormatter('de'), translatorFor('de'));
    expect(german.label).toMatch(new RegExp(`^Prognose-Bandbreiten: Lauf vom ${formatTimestampDe(kept.run_at).replace(/\./g, '\\.')} von alice, 10\\.000 Ziehungen, Startwert 42, .+ v3$`));
  });
});
