import { useAtomValue } from 'jotai';
import { snapshotAtom } from '../../model/modelState.ts';
import { SampleActualsBanner } from '../../ui/SampleActualsBanner.tsx';
import { activeScenarioAtom, driverDraftsAtom, draftKeyAtom } from '../../state/scenarios.ts';
import { KpiAnalysis } from './kpis/KpiAnalysis.tsx';
import { COCKPIT_TABS } from './kpis/texts.ts';
import { CashChart } from './CashChart.tsx';
import { CostEfficiency } from './CostEfficiency.tsx';
import { OkrCards } from './OkrCards.tsx';
import { TrajectoryCharts } from './TrajectoryCharts.tsx';
import { useCockpitSeries } from './useCockpitSeries.ts';
import { COCKPIT_TEXT as TEXT } from './texts.ts';
import './cockpit.css';
import { shownNameOf } from '../../state/scenarioNames.ts';

/** Part 1 §4 data source priority: drafts, then the scenario, then the default key drivers. */
function useDataSource(): string {
  const active = useAtomValue(activeScenarioAtom);
  const drafts = useAtomValue(driverDraftsAtom)[useAtomValue(draftKeyAtom)] ?? {};
  if (Object.keys(drafts).length > 0) return TEXT.source('drafts');
  return TEXT.source(active ? 'scenario' : 'defaults');
}

function Loading() {
  return (
    <div className="cockpit-loading" aria-busy="true" aria-label={TEXT.loading}>
      {[0, 1, 2].map((i) => <div key={i} className="card skeleton" />)}
      <div className="card skeleton cockpit-skeleton-wide" />
    </div>
  );
}

/**
 * Part 1 §2 Executive Cockpit: OKRs, cost efficiency, scenario trajectories, cash runway and the
 * KPI analysis — every figure from the worker for the active scenario plus drafts.
 */
export function CockpitScreen() {
  const snapshot = useAtomValue(snapshotAtom);
  const active = useAtomValue(activeScenarioAtom);
  const source = useDataSource();
  const { others, cash } = useCockpitSeries();
  const name = shownNameOf(active) ?? TEXT.fallbackScenarioName;
  return (
    <section className="screen cockpit">
      <header className="page-header">
        <div>
          <h1 className="screen-title" tabIndex={-1}>{TEXT.title}</h1>
          <p className="muted page-header-subtitle">
            {TEXT.scenarioLabel}: <strong data-testid="cockpit-scenario">{name}</strong> · {source}
          </p>
        </div>
      </header>
      <SampleActualsBanner />
      {!snapshot ? <Loading /> : (
        <>
          <OkrCards />
          <CostEfficiency />
          <section aria-labelledby="charts-title" className="cockpit-section">
            <h2 id="charts-title" className="section-title">{TEXT.charts}</h2>
            <TrajectoryCharts activeId={active?.scenario_id ?? 'baseline'} activeName={name} others={others} />
            <CashChart profile={cash} />
          </section>
          <KpiAnalysis tabs={COCKPIT_TABS} />
        </>
      )}
    </section>
  );
}
