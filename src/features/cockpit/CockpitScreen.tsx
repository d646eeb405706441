import { useAtomValue } from 'jotai';
import { snapshotAtom } from '../../model/modelState.ts';
import { formatEuroDe } from '../../../engine/format/number.ts';

/** Foundation slice of the Executive Cockpit: one figure, computed in the worker. */
export function CockpitScreen() {
  const snapshot = useAtomValue(snapshotAtom);
  const revenue2026 = snapshot?.years[2026]?.total_revenue ?? null;
  return (
    <section className="screen">
      <h1 className="screen-title">EXECUTIVE COCKPIT</h1>
      {revenue2026 === null ? (
        <div className="card skeleton" aria-busy="true" aria-label="Loading" />
      ) : (
        <div className="card metric-card">
          <span className="metric-label">Total Revenue 2026 (forecast)</span>
          <span className="metric-value" data-testid="revenue-2026">{formatEuroDe(revenue2026)}</span>
        </div>
      )}
    </section>
  );
}
