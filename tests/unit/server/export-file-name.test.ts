import { describe, expect, it } from 'vitest';
import { contentDisposition, exportDate, exportFileName, fileNamePart } from '../../../server/export/fileName.ts';
import { fileNameOf } from '../../../src/api/client.ts';

/** Part 2 §9 export file names, and the round trip through Content-Disposition to the browser. */
describe('export file names', () => {
  const at = new Date('2026-11-23T22:30:00Z');

  it('follow Fahrplan_{type}_{scenario}_{YYYYMMDD} with the German calendar day', () => {
    expect(exportDate(at)).toBe('20261123');
    expect(exportDate(new Date('2026-11-23T23:30:00Z'))).toBe('20261124');
    expect(exportFileName('executive-summary', 'Baseline', at)).toBe('Fahrplan_Executive_Summary_Baseline_20261123.pdf');
    expect(exportFileName('detailed-report', 'High Case', at)).toBe('Fahrplan_Detailed_Report_High_Case_20261123.pdf');
    expect(exportFileName('excel-model', 'Low Case', at)).toBe('Fahrplan_Financial_Model_Low_Case_20261123.xlsx');
  });

  it('keep a scenario name readable but safe for file systems and headers', () => {
    expect(fileNamePart('Simulation (Editable)')).toBe('Simulation_(Editable)');
    expect(fileNamePart('  a/b\\c:d*e?f"g<h>i|j;k  ')).toBe('abcdefghijk');
    expect(fileNamePart('line\nbreak\ttab')).toBe('linebreaktab');
    expect(fileNamePart('../..')).toBe('Scenario');
    expect(fileNamePart('Wachstum München')).toBe('Wachstum_München');
  });

  it('drop direction controls a name stored before the text rules may carry', () => {
    expect(fileNamePart('Plan\u202efdp.exe')).toBe('Planfdp.exe');
    expect(fileNamePart('\u2067Plan\u2069 \u200fB')).toBe('Plan_B');
  });

  it('survive Content-Disposition with their exact UTF-8 name', () => {
    for (const name of ['Fahrplan_Executive_Summary_Baseline_20261123.pdf', 'Fahrplan_Financial_Model_Wachstum_München_(2)_20261123.xlsx']) {
      const header = contentDisposition(name);
      expect(header).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''[A-Za-z0-9%._~!-]+$/);
      expect(fileNameOf(header)).toBe(name);
    }
    expect(fileNameOf('attachment; filename="plain.pdf"')).toBe('plain.pdf');
    expect(fileNameOf(null)).toBeNull();
  });
});
