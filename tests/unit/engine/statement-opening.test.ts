import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModelSession, type ModelSession } from '../../../engine/session/session.ts';
import { BALANCE_SHEET_ROWS } from '../../../engine/model/statements.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';

let session: ModelSession;
beforeAll(() => {
  session = createModelSession({ actuals: baselineActuals() });
});
afterAll(() => session.destroy());

describe('the balance sheet opens on 31 December 2025 in every period view', () => {
  it('shows the opening balance as December 2025, as the fourth quarter and as the year 2025', () => {
    const month = session.statement({ period: 'month', from: '2025-11', to: '2026-01', lines: BALANCE_SHEET_ROWS });
    const quarter = session.statement({ period: 'quarter', from: '2025-Q4', to: '2025-Q4', lines: BALANCE_SHEET_ROWS });
    const year = session.statement({ period: 'year', from: '2025', to: '2025', lines: BALANCE_SHEET_ROWS });
    for (const id of BALANCE_SHEET_ROWS) {
      const opening = session.explain({ sheet: 'Monthly', id, period: '2025-12' }).value;
      const values = month.rows.find((row) => row.id === id)?.values;
      expect({ id, values: values?.slice(0, 2) }).toEqual({ id, values: [null, opening] });
      expect(quarter.rows.find((row) => row.id === id)?.values).toEqual([opening]);
      expect(year.rows.find((row) => row.id === id)?.values).toEqual([opening]);
    }
    expect(month.rows.find((row) => row.id === 'cash')?.values[1]).toBe(2_154_400);
  });

  it('leaves a flow without actuals empty in December 2025: the P&L below EBITDA starts in 2026', () => {
    const month = session.statement({ period: 'month', from: '2025-12', to: '2026-01', lines: ['ebitda', 'depreciation_amortisation', 'net_income'] });
    expect(month.rows.map((row) => row.values[0])).toEqual([expect.any(Number), null, null]);
    expect(month.rows.every((row) => typeof row.values[1] === 'number')).toBe(true);
  });
});
