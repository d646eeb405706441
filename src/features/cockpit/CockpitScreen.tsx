import { useEffect, useState } from 'react';
import { modelWorker } from '../../model/modelClient.ts';
import baselineCsv from '../../../fixtures/baseline-2024-2025.csv?raw';

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** Foundation slice of the Executive Cockpit: one figure, computed in the worker. */
export function CockpitScreen() {
  const [revenue2026, setRevenue2026] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    void modelWorker().load({ actuals: baselineCsv, drivers: {} }).then((snapshot) => {
      if (live) setRevenue2026(snapshot.years[2026]?.total_revenue ?? null);
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <section className="screen">
      <h1 className="screen-title">EXECUTIVE COCKPIT</h1>
      {revenue2026 === null ? (
        <div className="card skeleton" aria-busy="true" aria-label="Loading" />
      ) : (
        <div className="card metric-card">
          <span className="metric-label">Total Revenue 2026 (Baseline forecast)</span>
          <span className="metric-value" data-testid="revenue-2026">{euro.format(revenue2026)}</span>
        </div>
      )}
    </section>
  );
}
