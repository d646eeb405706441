import { useAtomValue } from 'jotai';
import { formatCockpit, formatPercent } from '../../ui/figures.ts';
import type { Okr } from '../../../engine/session/okrs.ts';
import { snapshotAtom } from '../../model/modelState.ts';
import { useMarkedPeriod } from '../../ui/useMarkedPeriod.ts';
import { KpiStatusBadge } from './kpis/KpiStatusBadge.tsx';
import { attainmentLine, okrHint } from './okrText.ts';
import { COCKPIT_TEXT as TEXT, OKR_TEXT } from './texts.ts';

function money(okr: Okr, value: number | null): string {
  return formatCockpit(value, { euro: okr.unit === '€' });
}

function OkrCard({ okr }: { okr: Okr }) {
  const progress = Math.max(0, Math.min(100, okr.attainment ?? 0));
  const year = useMarkedPeriod('2026');
  const title = OKR_TEXT.title(okr);
  const measure = OKR_TEXT.measure(okr);
  return (
    <article className={`card okr-card kpi-${okr.status}`} data-okr={okr.id} aria-label={title}>
      <header className="kpi-card-head">
        <h3 className="kpi-title">{title}</h3>
        <KpiStatusBadge status={okr.status} hint={okrHint(okr)} explainsGood />
      </header>
      <div className="okr-main">
        <div>
          <span className="kpi-label" data-testid="okr-year">{year === '2026' ? TEXT.forecast2026 : year} · {measure}</span>
          <span className="okr-value tabular" data-testid={`okr-${okr.id}`}>{money(okr, okr.forecast_2026)}</span>
        </div>
        <div className="okr-target">
          <span className="kpi-label">{TEXT.target}</span>
          <span className="tabular" data-testid={`okr-${okr.id}-target`}>{money(okr, okr.target_2026)}</span>
        </div>
      </div>
      <div className="okr-progress" role="meter" aria-label={`${title} ${TEXT.ofTarget}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress)} aria-valuetext={attainmentLine(okr)}>
        <span style={{ width: `${progress}%` }} />
      </div>
      <p className="okr-attainment muted">
        {[
          attainmentLine(okr),
          okr.growth_vs_2025 === null ? null : `${formatPercent(okr.growth_vs_2025, { signed: true })} ${TEXT.vs2025}`,
        ].filter(Boolean).join(' · ')}
      </p>
      <dl className="okr-actuals">
        <div><dt>{TEXT.actual2024}</dt><dd className="tabular" title={okr.actual_2024 === null ? TEXT.notInBaseline(measure) : undefined}>{money(okr, okr.actual_2024)}</dd></div>
        <div><dt>{TEXT.actual2025}</dt><dd className="tabular" title={okr.actual_2025 === null ? TEXT.notInBaseline(measure) : undefined}>{money(okr, okr.actual_2025)}</dd></div>
      </dl>
    </article>
  );
}

/** Part 1 §2 'Strategic OKRs 2026': forecast against the scenario's target, with the 2024 and 2025 actuals. */
export function OkrCards() {
  const okrs = useAtomValue(snapshotAtom)?.okrs ?? [];
  return (
    <section aria-labelledby="okrs-title" className="cockpit-section">
      <h2 id="okrs-title" className="section-title">{TEXT.okrs}</h2>
      <div className="cockpit-cards">{okrs.map((okr) => <OkrCard key={okr.id} okr={okr} />)}</div>
    </section>
  );
}
