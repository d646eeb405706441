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
import { useTranslation } from '../../i18n/index.ts';
import { YEAR_KINDS } from './texts.ts';
import './tom.css';
import { BASELINE_SCENARIO, shownNameOf, shownScenarioName } from '../../state/scenarioNames.ts';

const TAB_KEYS = ['overview', 'orgchart', 'analysis'] as const;
type TomTab = (typeof TAB_KEYS)[number];

/** Part 2 §2 Target Operating Model: the server's structure and hierarchy of the selected year. */
export function TomScreen() {
  const { t } = useTranslation('tom');
  const scenario = useAtomValue(activeScenarioAtom);
  const [year, setYear] = useState<TomYear>(2025);
  const [tab, setTab] = useState<TomTab>('overview');
  const data = useTomData(year, scenario?.scenario_id, scenario?.version);
  const scenarioName = shownNameOf(scenario) ?? shownScenarioName(BASELINE_SCENARIO);
  return (
    <section className="screen tom">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        badge={data.status === 'ready' && data.mock ? <Badge tone="warning">{t('mockData')}</Badge> : undefined}
      />
      <div className="tom-years" role="group" aria-label={t('yearSelector')}>
        {TOM_YEARS.map((y) => (
          <button key={y} type="button" className={`button${y === year ? ' button-primary' : ''}`} aria-pressed={y === year} onClick={() => setYear(y)}>
            {t(`years.${YEAR_KINDS[y]}`, { year: y })}
          </button>
        ))}
      </div>
      <Tabs items={TAB_KEYS.map((key) => ({ key, label: t(`tabs.${key}`) }))} selected={tab} onSelect={setTab} label={t('title')} />
      {data.status === 'loading' ? <Spinner label={t('loading')} /> : (
        <>
          {data.mock ? <Alert tone="warning">{t('mockNote')}</Alert> : null}
          {tab === 'overview' ? <TomOverview structure={data.structure} /> : null}
          {tab === 'orgchart' ? <OrgChart hierarchy={data.hierarchy} scenarioName={scenarioName} /> : null}
          {tab === 'analysis' ? <TomAnalysis structure={data.structure} hierarchy={data.hierarchy} scenarioName={scenarioName} /> : null}
        </>
      )}
    </section>
  );
}
