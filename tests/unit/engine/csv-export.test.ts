import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { propertyBudget } from '../../helpers/propertyBudget.ts';
import Papa from 'papaparse';
import { csvText } from '../../../engine/format/csv.ts';

const parse = (text: string) => Papa.parse<string[]>(text.replace(/\n$/, ''), { delimiter: ',' }).data;

describe('CSV export of tables', () => {
  it('neutralises text cells a spreadsheet would run as a formula', () => {
    const rows = parse(csvText([['=SUM(A1:A2)', '+49 30', '-cmd', '@now', 'Total Revenue']]));
    expect(rows[0]).toEqual(["'=SUM(A1:A2)", "'+49 30", "'-cmd", "'@now", 'Total Revenue']);
  });

  it('keeps numbers (also negative ones) as numbers and writes null as an empty cell', () => {
    expect(parse(csvText([[-980_666, 0.5, null, 'x']]))[0]).toEqual(['-980666', '0.5', '', 'x']);
  });

  it('quotes commas, quotes and line breaks so every cell comes back as written', () => {
    // Rows of at least two cells: a row of one empty cell is a blank line, which CSV cannot tell from no row.
    fc.assert(fc.property(fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 4 }), (table) => {
      const back = Papa.parse<string[]>(csvText(table).slice(0, -1), { delimiter: ',' }).data;
      table.forEach((row, r) => row.forEach((cell, c) => {
        const expected = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
        expect(back[r]?.[c]).toBe(expected);
      }));
    }), propertyBudget({ numRuns: 200 }));
  });
});
