import { Info } from 'lucide-react';
import { formatKpiResult, kpiBenchmark } from '../../../ui/figures.ts';
import { HYPOTHESIS_GROUPS } from '../../../../engine/model/hypotheses.ts';
import type { HypothesisResult } from '../../../../engine/session/hypotheses.ts';
import type { KpiResult } from '../../../../engine/session/session.ts';
import { KpiStatusBadge } from './KpiStatusBadge.tsx';
import { remedyHint } from './KpiCard.tsx';
import { KPI_TEXT } from './texts.ts';
import { useShownKpi } from './shownKpi.ts';

function Evidence({ kpi: result }: { kpi: KpiResult }) {
  const kpi = useShownKpi(result);
  return (
    <li className="bi-evidence" data-kpi={kpi.id}>
      <span className="bi-evidence-name">
        {kpi.name}
        <span className="muted bi-evidence-benchmark">{kpiBenchmark(kpi)}</span>
      </span>
      <span className="tabular bi-evidence-value">{formatKpiResult(kpi)}</span>
      <KpiStatusBadge status={kpi.status} hint={remedyHint(kpi)} />
    </li>
  );
}

/**
 * Part 1 §2 BI tab: the hover explanation and the hypotheses H1–H9 in their three groups, each
 * with the model KPIs that evidence it (docs/model.md "BI hypotheses").
 */
export function BiHypotheses({ hypotheses, kpis }: { hypotheses: HypothesisResult[]; kpis: KpiResult[] }) {
  const byId = new Map(kpis.map((kpi) => [kpi.id, kpi]));
  return (
    <div className="bi">
      <p className="bi-explanation">
        <span className="kpi-status">
          <button type="button" className="icon-button bi-info" aria-describedby="bi-explanation" aria-label={KPI_TEXT.biInfo}><Info size={16} aria-hidden="true" /></button>
          <span id="bi-explanation" role="tooltip" className="kpi-tooltip">{KPI_TEXT.biExplanation}</span>
        </span>
        <span className="muted">{KPI_TEXT.biIntro}</span>
      </p>
      {HYPOTHESIS_GROUPS.map((group) => (
        <section key={group.id} className="bi-group" aria-label={KPI_TEXT.group(group.id)}>
          <h3 className="bi-group-title">{KPI_TEXT.group(group.id)}</h3>
          <div className="bi-cards">
            {hypotheses.filter((h) => h.group === group.id).map((h) => (
              <article key={h.id} className={`card bi-card kpi-${h.status}`} data-hypothesis={h.id}>
                <header className="kpi-card-head">
                  <h4 className="kpi-title"><span className="bi-id">{h.id}</span> {KPI_TEXT.hypothesisTitle(h)}</h4>
                  <KpiStatusBadge status={h.status} label={KPI_TEXT.hypothesisStatus(h.status)} hint={KPI_TEXT.hypothesisClaim(h)} hintShown />
                </header>
                <p className="kpi-description">{KPI_TEXT.hypothesisClaim(h)}</p>
                <p className="kpi-label">{KPI_TEXT.evidence}</p>
                <ul className="bi-evidence-list">
                  {h.evidence.map((id) => {
                    const kpi = byId.get(id);
                    return kpi ? <Evidence key={id} kpi={kpi} /> : null;
                  })}
                </ul>
              </article>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
