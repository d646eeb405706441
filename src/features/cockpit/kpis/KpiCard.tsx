import { memo } from 'react';
import { formatKpiBase, formatKpiResult, kpiBenchmark, prose } from '../../../ui/figures.ts';
import type { KpiResult } from '../../../../engine/session/session.ts';
import { useMarkedPeriod } from '../../../ui/useMarkedPeriod.ts';
import { KpiStatusBadge } from './KpiStatusBadge.tsx';
import { KPI_TEXT } from './texts.ts';
import { useShownKpi } from './shownKpi.ts';

/** The remedy shown on hover: the warning or critical variant; a good KPI needs none. */
export function remedyHint(kpi: KpiResult): string {
  return kpi.remedy ?? KPI_TEXT.noRemedy;
}

/**
 * Part 1 §2 KPI card: title, 2026 value, 2025 base, benchmark and its source, status, description.
 * The unit is shown once, in the figures themselves ("€253K"), not again as a badge. A KPI whose
 * closed months still follow the scenario's drivers says so and why (issue 26: closed months are
 * facts, except where no actual holds an input).
 */
export const KpiCard = memo(function KpiCard({ kpi: result }: { kpi: KpiResult }) {
  const kpi = useShownKpi(result);
  const year = useMarkedPeriod(KPI_TEXT.value2026);
  return (
    <article className={`card kpi-card kpi-${kpi.status}`} data-kpi={kpi.id} aria-label={kpi.name}>
      <header className="kpi-card-head">
        <h3 className="kpi-title">{kpi.name}</h3>
        <KpiStatusBadge status={kpi.status} hint={remedyHint(kpi)} />
      </header>
      <div className="kpi-values">
        <div>
          <span className="kpi-label">{year}</span>
          <span className="kpi-value tabular" data-testid={`kpi-${kpi.id}`}>{formatKpiResult(kpi)}</span>
        </div>
        <div>
          <span className="kpi-label">{KPI_TEXT.base2025}</span>
          <span className="kpi-base tabular">{formatKpiBase(kpi)}</span>
        </div>
      </div>
      <p className="kpi-benchmark"><span className="kpi-label">{KPI_TEXT.benchmarkLabel}</span> {kpiBenchmark(kpi)}</p>
      <p className="kpi-source muted">{KPI_TEXT.source}: {prose(kpi.benchmark_source)}</p>
      <p className="kpi-description">{prose(kpi.description)}</p>
      {kpi.follows_drivers_when_closed ? (
        <p className="kpi-basis muted" data-testid={`kpi-basis-${kpi.id}`}>
          <strong>{KPI_TEXT.followsDrivers(kpi.closed_months)}</strong> {kpi.follows_drivers_when_closed}
        </p>
      ) : null}
    </article>
  );
});
