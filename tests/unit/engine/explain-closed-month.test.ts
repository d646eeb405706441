import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModelSession, type ModelSession } from '../../../engine/session/session.ts';
import { CLOSED_MONTH_ACTUAL } from '../../../engine/session/explain.ts';
import { parseMonthlyActualsCsv } from '../../../engine/actuals/monthlyActualsCsv.ts';
import { baselineActuals, ROOT } from '../../helpers/fixtures.ts';
import fs from 'node:fs';
import path from 'node:path';

/** A closed month's figure is its actual: the explain panel says so instead of showing the open months' formula. */
let session: ModelSession;
beforeAll(() => {
  const read = parseMonthlyActualsCsv(fs.readFileSync(path.join(ROOT, 'fixtures/monthly-actuals-2026.csv'), 'utf8'));
  if (!read.ok) throw new Error('the sample actuals do not parse');
  session = createModelSession({ actuals: { ...baselineActuals(), closed: { values: read.values, lastClosedMonth: '2026-03' } } });
});
afterAll(() => session.destroy());

describe('explaining a closed month', () => {
  it('explains a closed month\'s cost as the monthly actual, with no formula inputs', () => {
    const closed = session.explain({ sheet: 'Monthly', id: 'employees', period: '2026-03' });
    expect(closed).toMatchObject({ formula: 'Direct value', explanation: CLOSED_MONTH_ACTUAL, inputs: [] });
  });

  it('keeps the line\'s formula in the first open month', () => {
    const open = session.explain({ sheet: 'Monthly', id: 'employees', period: '2026-04' });
    expect(open.formula).toBe('plan_cost');
    expect(open.explanation).not.toBe(CLOSED_MONTH_ACTUAL);
  });
});
