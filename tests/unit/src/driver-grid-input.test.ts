import { describe, expect, it } from 'vitest';
import { pastedColumn } from '../../../src/ui/pastedColumn.ts';
import { parseTypedNumber } from '../../../src/ui/typedNumber.ts';
import { refusalMessage } from '../../../src/features/key-drivers/grid/messages.ts';
import { driverValueProblem } from '../../../engine/session/validate.ts';
import { DRIVER_BY_ID } from '../../../engine/model/drivers.ts';

describe('driver grid input', () => {
  it('reads plain numbers, English grouping, a % on percent drivers, € on euro drivers and months', () => {
    expect(parseTypedNumber('3.2', '%/year')).toBe(3.2);
    expect(parseTypedNumber(' 1,500,000 ', 'rides')).toBe(1_500_000);
    expect(parseTypedNumber('−5', '€')).toBe(-5);
    expect(parseTypedNumber('12%', '%')).toBe(12);
    expect(parseTypedNumber('€45', '€/trip')).toBe(45);
    expect(parseTypedNumber('1e3', '€')).toBe(1000);
    expect(parseTypedNumber('2026-03', 'month')).toBe(202_603);
    expect(parseTypedNumber('202603', 'month')).toBe(202_603);
    expect(parseTypedNumber(7, '€')).toBe(7);
  });

  it('turns anything else into NaN, never into 0', () => {
    for (const text of ['', ' ', 'abc', '3,2', '1.000,5', '12%', '4 5', null, undefined, '2026-3-1']) {
      const unit = text === '12%' ? '€' : 'reps';
      expect(parseTypedNumber(text, unit), String(text)).toBeNaN();
    }
    expect(parseTypedNumber('March', 'month')).toBeNaN();
  });

  it('takes a pasted block as one column: one value per line, the first cell of each, no trailing empty line', () => {
    expect(pastedColumn('4\r\n5\r\n')).toEqual(['4', '5']);
    expect(pastedColumn('4\tignored\n5\tx')).toEqual(['4', '5']);
    expect(pastedColumn('abc')).toEqual(['abc']);
    expect(pastedColumn('')).toEqual(['']);
  });

  it('explains a refusal in the driver\'s terms', () => {
    const problem = driverValueProblem('logo_churn_rate', 75);
    if (!problem) throw new Error('expected a refusal');
    expect(refusalMessage({ driverId: 'logo_churn_rate', input: 75, problem }, '75', DRIVER_BY_ID)).toBe('"75" is outside 0.0%/year – 40.0%/year; Logo Churn Rate keeps its value.');
    const nan = driverValueProblem('logo_churn_rate', Number.NaN);
    if (!nan) throw new Error('expected a refusal');
    expect(refusalMessage({ driverId: 'logo_churn_rate', input: Number.NaN, problem: nan }, 'abc', DRIVER_BY_ID)).toBe('"abc" is not a number; Logo Churn Rate keeps its value.');
    const month = driverValueProblem('equity_round_1_month', 202_687);
    if (!month) throw new Error('expected a refusal');
    expect(refusalMessage({ driverId: 'equity_round_1_month', input: 202_687, problem: month }, '202687', DRIVER_BY_ID)).toBe('"202687" is not a month (YYYY-MM); Equity Round 1 Month keeps its value.');
  });
});

describe('typed numbers in the German number format (issue 26)', () => {
  it('reads German grouping and decimals, the euro sign after the figure, and refuses the English notation', () => {
    expect(parseTypedNumber('1.500.000,5', '€', 'de')).toBe(1_500_000.5);
    expect(parseTypedNumber('3,2', '%/year', 'de')).toBe(3.2);
    expect(parseTypedNumber('12,5 %', '%', 'de')).toBe(12.5);
    expect(parseTypedNumber('2.000 €', '€', 'de')).toBe(2000);
    expect(parseTypedNumber('−1.234', '', 'de')).toBe(-1234);
    expect(parseTypedNumber('7', 'reps', 'de')).toBe(7);
    expect(parseTypedNumber('1,500,000', '€', 'de')).toBeNaN();
    expect(parseTypedNumber('3.2', '%/year', 'de')).toBeNaN();
    expect(parseTypedNumber('1,500,000', '€', 'en')).toBe(1_500_000);
    expect(parseTypedNumber('3,2', '%/year', 'en')).toBeNaN();
  });
});
