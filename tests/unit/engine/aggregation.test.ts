import { describe, expect, it } from 'vitest';
import { ACTUAL_FIELDS } from '../../../engine/actuals/schema.ts';
import { ACTUAL_DERIVED } from '../../../engine/model/actualsSheet.ts';
import { aggregate, aggregationOf, annualAggregation } from '../../../engine/model/aggregation.ts';
import { LINE_BY_ID } from '../../../engine/model/lines.ts';

describe('aggregation of months into quarters and years', () => {
  it('is declared by a line for every actual field and every row the Actuals sheet computes, the same way in both', () => {
    for (const field of ACTUAL_FIELDS) expect(LINE_BY_ID.has(field), field).toBe(true);
    for (const row of ACTUAL_DERIVED) expect(aggregationOf(row.id), row.id).toBe(row.aggregate);
  });

  it('sums, averages or takes the first or last month, leaving out months without a value', () => {
    expect(aggregate([1, null, 3], 'sum')).toBe(4);
    expect(aggregate([1, null, 3], 'avg')).toBe(2);
    expect(aggregate([1, 2, 3], 'first')).toBe(1);
    expect(aggregate([1, 2, 3], 'last')).toBe(3);
    expect(aggregate([null, null], 'sum')).toBeNull();
  });

  it('names a year of a line in business terms, actual or forecast', () => {
    expect(annualAggregation('total_revenue', 2024)).toEqual({ formula: 'SUM(total_revenue, 2024)', explanation: 'SUM of the actual months of 2024.' });
    expect(annualAggregation('medical_clients', 2030)).toEqual({ formula: 'DECEMBER(medical_clients, 2030)', explanation: 'DECEMBER of the forecast months of 2030.' });
  });
});
