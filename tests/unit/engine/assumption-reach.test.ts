import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModelSession, type ModelSession } from '../../../engine/session/session.ts';
import { pnlLinesReachedBy, traceabilityCoverage } from '../../../engine/analysis/assumptionReach.ts';
import { DRIVERS } from '../../../engine/model/drivers.ts';
import { createKernelEvaluator } from '../../../engine/kernel/evaluator.ts';
import { assumptionMappings } from '../../../engine/session/traceability.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';

let session: ModelSession;
beforeAll(() => {
  session = createModelSession({ actuals: baselineActuals() });
});
afterAll(() => session.destroy());

describe('P&L lines an assumption reaches (formula graph of the model definition)', () => {
  it('follows a driver through derived values and lines to the P&L rows it feeds', () => {
    // Price per ride → transaction revenue per medical ride (derived) → transaction revenue → …
    const reached = pnlLinesReachedBy('transport_avg_ride_cost');
    expect(reached).toEqual(expect.arrayContaining(['transaction_revenue', 'total_revenue', 'gross_profit', 'bonus_pool_mc', 'legal_tax', 'ebitda']));
    expect(reached).not.toContain('employees');
  });

  it('reaches nothing for an assumption no P&L formula uses', () => {
    expect(pnlLinesReachedBy('rides_2024')).toEqual([]);
    expect(pnlLinesReachedBy('no_such_assumption')).toEqual([]);
  });

  it('agrees with the model: every line a driver moves by +1% is a line it reaches', () => {
    const kernel = createKernelEvaluator(baselineActuals());
    for (const mapping of assumptionMappings(kernel, session.driverValues(), 2027)) {
      const reached = new Set(pnlLinesReachedBy(mapping.driver_id));
      for (const item of mapping.affected_pnl_items) expect(reached.has(item.line_id as never), `${mapping.driver_id} → ${item.line_id}`).toBe(true);
    }
  });

  it('reaches net income from every model driver that reaches any P&L line', () => {
    for (const driver of DRIVERS.filter((d) => d.role === 'model')) {
      const reached = pnlLinesReachedBy(driver.id);
      if (reached.length > 0) expect(reached, driver.id).toContain('net_income');
    }
  });
});

describe('P&L Traceability summary', () => {
  it('counts the documented assumptions and those connected to the P&L', () => {
    const ids = session.assumptions().map((a) => a.id);
    const coverage = traceabilityCoverage(ids);
    expect(coverage.total).toBe(ids.length);
    expect(coverage.connected).toBe(ids.filter((id) => pnlLinesReachedBy(id).length > 0).length);
    expect(coverage.connected).toBeLessThan(coverage.total);
    expect(coverage.coveragePercent).toBeCloseTo((100 * coverage.connected) / coverage.total, 9);
  });

  it('is 0% without assumptions', () => {
    expect(traceabilityCoverage([])).toEqual({ total: 0, connected: 0, coveragePercent: 0 });
  });
});
