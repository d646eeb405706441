import { useAtomValue } from 'jotai';
import { formatCockpit, formatKpiValue } from '../../ui/figures.ts';
import { snapshotAtom } from '../../model/modelState.ts';
import { modelDefinitionAtom, shownDefinitionAtom } from '../../state/publishedModel.ts';
import { shownKpi } from './kpis/shownKpi.ts';
import { KpiStatusBadge } from './kpis/KpiStatusBadge.tsx';
import { remedyHint } from './kpis/KpiCard.tsx';
import { COCKPIT_TEXT as TEXT } from './texts.ts';

/** Part 1 §2 'Cost Efficiency Metrics': Total COGS 2026 and COGS per Ride 2026 against their targets (part 1 §9). */
export function CostEfficiency() {
  const snapshot = useAtomValue(snapshotAtom);
  const shown = useAtomValue(shownDefinitionAtom);
  const published = useAtomValue(modelDefinitionAtom);
  const kpi = (id: string) => {
    const result = snapshot?.kpis[2026]?.find((k) => k.id === id);
    return result && shownKpi(result, shown, published);
  };
  const share = kpi('cogs_share');
  const perRide = kpi('cogs_per_ride');
  const year = snapshot?.years[2026];
  const cards = [
    { id: 'total-cogs', title: TEXT.totalCogs, kpi: share, main: formatCockpit(year?.cost_of_goods_sold ?? null), detail: `${formatKpiValue(share?.value, '%')} ${TEXT.ofRevenue}`, target: TEXT.cogsShareTarget },
    { id: 'cogs-per-ride', title: TEXT.cogsPerRide, kpi: perRide, main: formatKpiValue(perRide?.value, '€'), detail: `${TEXT.perRide} · ${TEXT.rides(formatCockpit(year?.rides ?? null, { euro: false }))}`, target: TEXT.cogsPerRideTarget },
  ];
  return (
    <section aria-labelledby="cost-title" className="cockpit-section">
      <h2 id="cost-title" className="section-title">{TEXT.costEfficiency}</h2>
      <div className="cockpit-cards cockpit-cards-2">
        {cards.map((card) => (
          <article key={card.id} className={`card okr-card kpi-${card.kpi?.status ?? 'warning'}`} aria-label={card.title}>
            <header className="kpi-card-head">
              <h3 className="kpi-title">{card.title}</h3>
              {card.kpi ? <KpiStatusBadge status={card.kpi.status} hint={remedyHint(card.kpi)} /> : null}
            </header>
            <span className="okr-value tabular" data-testid={`cost-${card.id}`}>{card.main}</span>
            <p className="muted okr-attainment">{card.detail}</p>
            <p className="kpi-benchmark">{card.target}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
