import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ACTUAL_LIMIT_BY_UNIT, actualUnit, CLOSABLE_MONTHS, CLOSED_MONTH_LINES, SIGNED_CLOSED_MONTH_LINES, type ClosedMonthLine, type MonthlyActualValues,
} from '../../engine/actuals/closedMonths.ts';
import { parseMonthlyActualsCsv, serializeMonthlyActualsCsv, WHOLE_NUMBER_CLOSED_MONTH_LINES } from '../../engine/actuals/monthlyActualsCsv.ts';
import { propertyBudget } from '../helpers/propertyBudget.ts';

const BUDGET = { numRuns: 150 };

/** Any value the line takes, up to its unit's limit. */
function valueArb(line: ClosedMonthLine): fc.Arbitrary<number> {
  const limit = ACTUAL_LIMIT_BY_UNIT[actualUnit(line)];
  if (WHOLE_NUMBER_CLOSED_MONTH_LINES.has(line)) return fc.integer({ min: 0, max: limit });
  const min = SIGNED_CLOSED_MONTH_LINES.has(line) ? -limit : 0;
  // Any finite double in range, tiny and huge ones included (written without an exponent).
  return fc.double({ min, max: limit, noNaN: true, noDefaultInfinity: true }).map((value) => value + 0);
}

const monthRow = fc.record(
  Object.fromEntries(CLOSED_MONTH_LINES.map((line) => [line, valueArb(line)])) as Record<ClosedMonthLine, fc.Arbitrary<number>>,
  { requiredKeys: [] },
).filter((row) => Object.keys(row).length > 0);

const valuesArb: fc.Arbitrary<MonthlyActualValues> = fc.uniqueArray(fc.constantFrom(...CLOSABLE_MONTHS), { minLength: 1, maxLength: 8 })
  .chain((months) => fc.tuple(...months.map(() => monthRow)).map((rows) => Object.fromEntries(months.map((month, k) => [month, rows[k]!]))));

/** A cell text the rules refuse, with the column it belongs to. */
const badCell = fc.oneof(
  fc.record({ column: fc.constant('month' as const), text: fc.constantFrom('2025-12', '2031-01', '2026-13', '26-01', 'Jan 2026', '') }),
  fc.record({ column: fc.constant('line' as const), text: fc.constantFrom('rides', 'ebitda', 'Employees', '=1+1', '') }),
  fc.record({ column: fc.constant('value' as const), text: fc.constantFrom('1,5', '1.000,00', '1e3', 'abc', '', ' ', '€5', '-1', '2.5') }),
);

describe('monthly actuals CSV (fast-check)', () => {
  it('import ∘ export is the identity', () => {
    fc.assert(fc.property(valuesArb, (values) => {
      const read = parseMonthlyActualsCsv(serializeMonthlyActualsCsv(values));
      expect(read.ok && read.values).toEqual(values);
    }), propertyBudget(BUDGET));
  });

  it('a file with one bad cell is refused, naming that line and column', () => {
    fc.assert(fc.property(valuesArb, badCell, fc.nat(), ({ ...values }, bad, pick) => {
      const lines = serializeMonthlyActualsCsv(values).trimEnd().split('\n');
      const target = 1 + (pick % (lines.length - 1));
      const cells = lines[target]!.split(',');
      const line = cells[1] as ClosedMonthLine;
      // '-1' and '2.5' are only wrong for lines that are unsigned or counted.
      fc.pre(!(bad.text === '-1' && SIGNED_CLOSED_MONTH_LINES.has(line)));
      fc.pre(!(bad.text === '2.5' && !WHOLE_NUMBER_CLOSED_MONTH_LINES.has(line)));
      cells[['month', 'line', 'value'].indexOf(bad.column)] = `"${bad.text}"`;
      lines[target] = cells.join(',');
      const read = parseMonthlyActualsCsv(lines.join('\n'));
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.errors).toContainEqual(expect.objectContaining({ line: target + 1, column: bad.column }));
    }), propertyBudget(BUDGET));
  });
});
