import { describe, expect, it } from 'vitest';
import { periodLabel } from '../../../engine/calendar.ts';
import { exportFileName } from '../../../src/features/pnl/exportFileName.ts';
import { hasTraceability, traceSummary } from '../../../src/features/pnl/TraceDetail.tsx';
import { statementRange } from '../../../src/features/pnl/usePnlData.ts';
import type { PnlTraceItem } from '../../../engine/session/traceability.ts';

const item = (overrides: Partial<PnlTraceItem>): PnlTraceItem => ({
  line_id: 'rounding_adjustment', line_item_name: 'Rounding / Reconciliation Adjustment', source_assumptions: [],
  calculation_formula: 'Direct value', formula_explanation: '', total_impact_amount: 0, ...overrides,
});

describe('P&L screen helpers', () => {
  it('labels years, quarters and months for the column headers', () => {
    expect(['2030', '2026-Q1', '2030-12', '2026-01'].map(periodLabel)).toEqual(['2030', 'Q1 2026', 'Dec 2030', 'Jan 2026']);
  });

  it('asks the worker for the screen\'s years in the chosen period', () => {
    expect(statementRange('baseline', 'yearly')).toEqual({ from: '2024', to: '2025' });
    expect(statementRange('forecast', 'quarterly')).toEqual({ from: '2026-Q1', to: '2030-Q4' });
    expect(statementRange('forecast', 'monthly')).toEqual({ from: '2026-01', to: '2030-12' });
  });

  it('shows a dash for a row with neither source assumptions nor a formula other than Direct value (part 2 §5)', () => {
    expect(hasTraceability(item({}))).toBe(false);
    expect(traceSummary(item({}))).toBe('—');
    expect(hasTraceability(item({ calculation_formula: 'employees + sales_marketing' }))).toBe(true);
    const withAssumption = item({ source_assumptions: [{ id: 'baseline_actuals', name: 'Baseline actuals 2024–2025', description: '' }] });
    expect(hasTraceability(withAssumption)).toBe(true);
    expect(traceSummary(withAssumption)).toBe('1 assumption · Direct value');
    expect(traceSummary(item({ line_id: 'x', source_assumptions: [{ id: 'a', name: 'A', description: '' }, { id: 'b', name: 'B', description: '' }], calculation_formula: 'medical_rides * transaction_revenue_per_medical_ride' })))
      .toBe('2 assumptions · Medical rides (booked) × Transaction revenue per medical ride');
  });

  it('names the export file after scenario, years and period with file-safe characters only', () => {
    expect(exportFileName('High Case', '2026-2030', 'Monthly')).toBe('Fahrplan_PnL_High_Case_2026-2030_Monthly.csv');
    expect(exportFileName('../../=cmd', '2024-2025', 'Yearly')).toBe('Fahrplan_PnL_cmd_2024-2025_Yearly.csv');
    expect(exportFileName('', '2024-2025', 'Yearly')).toBe('Fahrplan_PnL_Baseline_2024-2025_Yearly.csv');
  });
});
