import { describe, expect, it } from 'vitest';
import { cellText, readDecimalText, readNumberCell, type TableCell } from '../../../engine/actuals/tableCells.ts';

/** The one strict number reader of uploaded tables (issue 24): CSV text, workbook cells, JSON numbers written as text. */

const refusal = (cell: TableCell) => {
  const read = readNumberCell(cell);
  if (read.ok) throw new Error(`expected ${JSON.stringify(cell)} to be refused, read ${read.value}`);
  return read;
};

describe('the strict number reader', () => {
  it('reads plain digits with an optional minus and dot decimal, spaces around allowed', () => {
    expect(readDecimalText('1234.5')).toEqual({ ok: true, value: 1234.5 });
    expect(readDecimalText(' -20 ')).toEqual({ ok: true, value: -20 });
    expect(readDecimalText('0.0000001')).toEqual({ ok: true, value: 1e-7 });
    expect(readDecimalText('999999999999999')).toEqual({ ok: true, value: 999_999_999_999_999 });
    const minusZero = readDecimalText('-0');
    expect(minusZero.ok && Object.is(minusZero.value, 0)).toBe(true);
  });

  it.each([
    ['1,5'], ['1.000,00'], ['20abc'], ['0x10'], ['1e300'], ['1e3'], ['+5'], ['.5'], ['5.'], ['€5'], ['Infinity'], ['NaN'], [''], [' '], ['1 000'],
  ])('refuses the text "%s" as no number written with a dot decimal', (text) => {
    expect(refusal(text)).toMatchObject({ reason: 'syntax', message: expect.stringContaining('is not a number written with a dot decimal') });
  });

  it('refuses 16 digits or more before the point (a 300-digit figure among them), quoting a few dozen characters', () => {
    expect(refusal('1000000000000000')).toMatchObject({ reason: 'too_large' });
    const huge = refusal(`1${'0'.repeat(300)}`);
    expect(huge).toMatchObject({ reason: 'too_large' });
    expect(huge.message.length).toBeLessThan(100);
    expect(refusal({ kind: 'number', stored: '1E+300' })).toMatchObject({ reason: 'too_large' });
  });

  it('reads a workbook cell stored as a number, in the file\'s notation (an exponent included)', () => {
    expect(readNumberCell({ kind: 'number', stored: '42' })).toEqual({ ok: true, value: 42 });
    expect(readNumberCell({ kind: 'number', stored: '1.2345E-3' })).toEqual({ ok: true, value: 0.0012345 });
    expect(readNumberCell({ kind: 'number', stored: '-7.5' })).toEqual({ ok: true, value: -7.5 });
  });

  it.each([
    ['1,5'], ['20abc'], ['0x10'], ['1e'], [''], ['INF'], ['NaN'],
  ])('refuses a number cell that stores "%s"', (stored) => {
    expect(refusal({ kind: 'number', stored })).toMatchObject({ reason: 'syntax', message: expect.stringContaining('stored as a number but holds') });
  });

  it('refuses a workbook cell stored as text, a date, a truth value or an error, saying what it holds', () => {
    expect(refusal({ kind: 'text', text: '12' })).toMatchObject({ reason: 'not_a_number_cell', message: '"12" is stored as text, not a number' });
    expect(refusal({ kind: 'text', text: '1,5' }).message).toBe('"1,5" is stored as text, not a number');
    expect(refusal({ kind: 'date', iso: '2026-03-01' }).message).toBe('the cell holds the date 2026-03-01, not a number');
    expect(refusal({ kind: 'boolean', value: true }).message).toBe('the cell holds TRUE, not a number');
    expect(refusal({ kind: 'error', text: '#DIV/0!' }).message).toBe('the cell holds the error #DIV/0!, not a number');
  });

  it('reads any cell as text for ids and headers: a date as its month', () => {
    expect(cellText({ kind: 'date', iso: '2026-03-01' })).toBe('2026-03');
    expect(cellText({ kind: 'number', stored: '7' })).toBe('7');
    expect(cellText({ kind: 'text', text: 'employees' })).toBe('employees');
    expect(cellText('closing_cash')).toBe('closing_cash');
  });
});
