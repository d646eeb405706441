import { seriesOf } from '../../../engine/actuals/schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTUAL_TOTALS, leafTermsOf, refreshTotals, termsOf } from '../../../engine/actuals/actualFigures.ts';
import { dataSummary, deriveDataMask } from '../../../engine/actuals/dataMask.ts';
import type { Actuals } from '../../../engine/actuals/schema.ts';
import { createModelSession, type ModelSession } from '../../../engine/session/session.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';

describe('totals of the actuals, read from the definition', () => {
  it('are the lines that add up other actual fields, each after the totals it reads', () => {
    expect([...ACTUAL_TOTALS].sort()).toEqual(['ebitda', 'gross_profit', 'recurring_revenue', 'rides', 'total_operating_expenses', 'total_revenue']);
    ACTUAL_TOTALS.forEach((total, i) => {
      for (const term of termsOf(total)) {
        if (ACTUAL_TOTALS.includes(term)) expect(ACTUAL_TOTALS.indexOf(term), `${term} before ${total}`).toBeLessThan(i);
      }
    });
    expect(leafTermsOf('total_revenue')).toEqual(['one_time_revenue', 'medical_recurring_revenue', 'transport_recurring_revenue', 'transaction_revenue']);
  });

  it('follow a change of the rows they add up and keep a difference the stored totals had', () => {
    const base = baselineActuals().values;
    // A stored total revenue €7 above its streams: the reconciliation shows it, the mask must not hide it.
    seriesOf(base, 'total_revenue')[3] = (seriesOf(base, 'total_revenue')[3] ?? 0) + 7;
    const next = Object.fromEntries(Object.entries(base).map(([field, series]) => [field, [...series]])) as typeof base;
    seriesOf(next, 'transport_recurring_revenue')[3] = (seriesOf(base, 'transport_recurring_revenue')[3] ?? 0) + 100;
    seriesOf(next, 'employees')[3] = (seriesOf(base, 'employees')[3] ?? 0) - 40;
    refreshTotals(base, next);
    expect(seriesOf(next, 'recurring_revenue')[3]).toBe((seriesOf(base, 'recurring_revenue')[3] ?? 0) + 100);
    expect(seriesOf(next, 'total_revenue')[3]).toBe((seriesOf(base, 'total_revenue')[3] ?? 0) + 100);
    expect(seriesOf(next, 'gross_profit')[3]).toBe((seriesOf(base, 'gross_profit')[3] ?? 0) + 100);
    expect(seriesOf(next, 'total_operating_expenses')[3]).toBe((seriesOf(base, 'total_operating_expenses')[3] ?? 0) - 40);
    expect(seriesOf(next, 'ebitda')[3]).toBe((seriesOf(base, 'ebitda')[3] ?? 0) + 140);
    expect(seriesOf(next, 'rides')).toEqual(seriesOf(base, 'rides'));
  });
});

describe('the data mask shows the model\'s figures of the actual years', () => {
  let actuals: Actuals;
  let session: ModelSession;
  beforeAll(() => {
    actuals = baselineActuals();
    session = createModelSession({ actuals });
  });
  afterAll(() => session.destroy());

  it('revenue, EBITDA, rides, medical clients, gross margin and burn as the workbook has them', () => {
    const mask = deriveDataMask(actuals);
    const years = session.years();
    for (const [year, suffix] of [[2024, '2024'], [2025, '2025']] as const) {
      expect(mask[`revenue_${suffix}`]).toBe(years[year]?.total_revenue);
      expect(mask[`ebitda_${suffix}`]).toBe(years[year]?.ebitda);
      expect(mask[`rides_${suffix}`]).toBe(years[year]?.rides);
      expect(mask[`medical_clients_${suffix}`]).toBe(years[year]?.medical_clients);
    }
    // The mask's ratios are the statement's: gross profit ÷ revenue (before hosting) and gross burn.
    const y2025 = years[2025] ?? {};
    expect(mask.gross_margin_2025).toBe(Math.round((1000 * (y2025.gross_profit ?? NaN)) / (y2025.total_revenue ?? NaN)) / 10);
    expect(mask.monthly_burn_2025).toBe(Math.round((y2025.total_operating_expenses ?? NaN) / 12));
    expect(mask.client_acquisition_medical).toBe(years[2025]?.new_medical_clients);
  });

  it('the Data Summary\'s ARR and total clients as the workbook\'s annual lines of 2025', () => {
    const summary = dataSummary(actuals);
    expect(summary.arrBaseline2025).toBe(session.years()[2025]?.arr);
    expect(summary.totalClients2025).toBe(session.years()[2025]?.total_clients);
  });
});
