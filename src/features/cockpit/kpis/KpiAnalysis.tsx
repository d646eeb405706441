import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { snapshotAtom } from '../../../model/modelState.ts';
import { Tabs } from '../../../ui/Tabs.tsx';
import { BiHypotheses } from './BiHypotheses.tsx';
import { KpiCard } from './KpiCard.tsx';
import { ANALYSIS_TABS, KPI_TEXT, type AnalysisTab } from './texts.ts';
import './kpis.css';

/**
 * Part 1 §2 KPI Performance Analysis for 2026, from the worker's snapshot. `tabs` sets the tab
 * order (the cockpit embeds it with its own order); the first tab is selected.
 */
export function KpiAnalysis({ tabs = ANALYSIS_TABS, headingLevel = 2 }: { tabs?: readonly AnalysisTab[]; headingLevel?: 2 | 3 }) {
  const snapshot = useAtomValue(snapshotAtom);
  const [selected, setSelected] = useState<AnalysisTab>(tabs[0] ?? 'bi');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const kpis = snapshot?.kpis[2026] ?? [];
  return (
    <section className="kpi-analysis" aria-label={KPI_TEXT.title}>
      <Heading className="section-title">{KPI_TEXT.title}</Heading>
      <Tabs items={tabs.map((key) => ({ key, label: KPI_TEXT.tab(key) }))} selected={selected} onSelect={setSelected} label={KPI_TEXT.title} />
      {!snapshot ? <div className="card skeleton" aria-busy="true" /> : selected === 'bi' ? (
        <BiHypotheses hypotheses={snapshot.hypotheses} kpis={kpis} />
      ) : (
        <div className="kpi-grid" role="tabpanel" aria-label={KPI_TEXT.tab(selected)}>
          {kpis.filter((kpi) => kpi.tab === selected).map((kpi) => <KpiCard key={kpi.id} kpi={kpi} />)}
        </div>
      )}
    </section>
  );
}
