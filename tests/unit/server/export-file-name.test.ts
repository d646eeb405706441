import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contentDisposition, exportDate, exportFileName, fileNamePart } from '../../../server/export/fileName.ts';
import { fileNameOf } from '../../helpers/contentDisposition.ts';
import { propertyBudget } from '../../helpers/propertyBudget.ts';

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

  it('drop bidirectional overrides, zero-width and other invisible characters, whatever was stored', () => {
    expect(fileNamePart('Q3 \u202efdp.exe')).toBe('Q3_fdp.exe');
    expect(exportFileName('executive-summary', 'Q3 \u202efdp.exe', at)).toBe('Fahrplan_Executive_Summary_Q3_fdp.exe_20261123.pdf');
    expect(fileNamePart('Zero\u200bwidth')).toBe('Zerowidth');
    expect(fileNamePart('\u2066Isolated\u2069 \u200emarks\ufeff')).toBe('Isolated_marks');
    expect(fileNamePart('half \ud800 surrogate')).toBe('half_surrogate');
    expect(fileNamePart('\u202e\u200b')).toBe('Scenario');
  });

  it('cut a long name after 80 characters, never inside one', () => {
    const part = fileNamePart(`${'a'.repeat(79)}😀😀`);
    expect(part).toBe(`${'a'.repeat(79)}😀`);
    expect(fileNameOf(contentDisposition(exportFileName('excel-model', part, at)))).toBe(`Fahrplan_Financial_Model_${part}_20261123.xlsx`);
  });

  it('are safe for any stored name: no invisible characters or separators, at most 80 characters, intact through Content-Disposition (property)', () => {
    // Printable ASCII (separators among them), the characters that fool a reader, and any code
    // point at all, lone surrogates included.
    const character = fc.oneof(
      fc.integer({ min: 0x20, max: 0x7e }).map((unit) => String.fromCharCode(unit)),
      fc.constantFrom('\u202e', '\u202d', '\u2066', '\u2069', '\u200b', '\u200e', '\ufeff', '\u2028', '\u00a0', '\t', '\n', '\0', '😀', 'ü'),
      fc.integer({ min: 0, max: 0x10ffff }).map((codePoint) => String.fromCodePoint(codePoint)),
    );
    fc.assert(fc.property(fc.string({ unit: character, maxLength: 120 }), (name) => {
      const part = fileNamePart(name);
      expect(part).not.toMatch(/[\p{C}/\\:*?"<>|;\s]/u);
      expect(Array.from(part).length).toBeLessThanOrEqual(80);
      const fileName = exportFileName('detailed-report', name, at);
      expect(fileNameOf(contentDisposition(fileName))).toBe(fileName);
    }), propertyBudget({ numRuns: 500 }));
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
