import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { activeScenarioAtom } from '../../state/scenarios.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { Badge } from '../../ui/StatusBadge.tsx';
import { TOM_YEARS } from '../../../engine/analysis/tom.ts';
import { TomOverview } from './TomOverview.tsx';
import { OrgChart } from './OrgChart.tsx';
import { TomAnalysis } from './TomAnalysis.tsx';
import { useTomData, type TomYear } from './useTomData.ts';
import { TOM_TEXT as TEXT, YEAR_LABELS } from './texts.ts';
import './tom.css';

type TomTab = 'overview' | 'orgchart' | 'analysis';
const TABS = [
  { key: 'overview', label: TEXT.tabs.overview },
  { key: 'orgchart', label: TEXT.tabs.orgchart },
  { key: 'analysis', label: TEXT.tabs.analysis },
] as const;

/** Part 2 §2 Target Operating Model: the server's structure and hierarchy of the selected year. */
export function TomScreen() {
  const scenario = useAtomValue(activeScenarioAtom);
  const [year, setYear] = useState<TomYear>(2025);
  const [tab, setTab] = useState<TomTab>('overview');
  const data = useTomData(year, scenario?.scenario_id, scenario?.version);
  return (
    <section className="screen tom">
      <PageHeader
        title={TEXT.title}
        subtitle={TEXT.subtitle}
        badge={data.status === 'ready' && data.mock ? <Badge tone="warning">{TEXT.mockData}</Badge> : undefined}
      />
      <div className="tom-years" role="group" aria-label={TEXT.yearSelector}>
        {TOM_YEARS.map((y) => (
          <button key={y} type="button" className={`button${y === year ? ' button-primary' : ''}`} aria-pressed={y === year} onClick={() => setYear(y)}>
            {YEAR_LABELS[y]}
          </button>
        ))}
      </div>
      <Tabs items={TABS} selected={tab} onSelect={setTab} label={TEXT.title} />
      {data.status === 'loading' ? <Spinner label={TEXT.loading} /> : (
        <>
          {data.mock ? <Alert tone="warning">{TEXT.mockNote}</Alert> : null}
          {tab === 'overview' ? <TomOverview structure={data.structure} /> : null}
          {tab === 'orgchart' ? <OrgChart hierarchy={data.hierarchy} scenarioName={scenario?.scenario_name ?? 'Baseline'} /> : null}
          {tab === 'analysis' ? <TomAnalysis structure={data.structure} hierarchy={data.hierarchy} /> : null}
        </>
      )}
    </section>
  );
}
