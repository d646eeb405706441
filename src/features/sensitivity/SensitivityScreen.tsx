import { lazy, Suspense, useState } from 'react';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Card } from '../../ui/Card.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import {
  DEFAULT_SENSITIVITY_SORT, HEATMAP_LEGEND, nextSort, sortSensitivityRows, topDrivers, type SensitivitySort,
} from '../../../engine/analysis/sensitivityTable.ts';
import { formatMoneyShort } from '../../ui/figures.ts';
import { SensitivityTable } from './SensitivityTable.tsx';
import { useSensitivity } from './useSensitivity.ts';
import { sumOfPartsNotes } from './texts.ts';
import { useTranslation } from '../../i18n/index.ts';
import { useShownDrivers } from './useShownDrivers.ts';
import './sensitivity.css';

const TornadoChart = lazy(() => import('./TornadoChart.tsx'));

/** Part 2 §2 Sensitivity Analysis: the sweep runs in the worker on the active scenario plus drafts. */
export function SensitivityScreen() {
  const state = useSensitivity();
  const { t } = useTranslation('sensitivity');
  const drivers = useShownDrivers();
  const [sort, setSort] = useState<SensitivitySort>(DEFAULT_SENSITIVITY_SORT);
  return (
    <section className="screen sensitivity">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {state.status === 'loading' ? <Spinner label={t('loading')} /> : null}
      {state.status === 'error' ? <Alert tone="error" title={t('failed')}>{state.message}</Alert> : null}
      {state.status === 'ready' ? (
        <>
          <Card>
            <SensitivityTable rows={sortSensitivityRows(state.rows, sort)} sort={sort} onSort={(key) => setSort(nextSort(sort, key))} />
          </Card>
          <div className="sensitivity-grid">
            <Card title={t('insights')}>
              <h3 className="card-subtitle">{t('topDrivers')}</h3>
              <ol className="insight-list" data-testid="top-drivers">
                {topDrivers(state.rows).map((row) => (
                  <li key={row.id}>
                    <strong>{drivers.get(row.id)?.name ?? row.name}</strong> · {row.totalStrategicImpact}/100 · {formatMoneyShort(row.valuationImpact)}
                  </li>
                ))}
              </ol>
              <h3 className="card-subtitle">{t('sumOfParts')}</h3>
              <ul className="insight-list">
                {sumOfPartsNotes().map((note) => <li key={note}>{note}</li>)}
              </ul>
            </Card>
            <Card title={t('legend')}>
              <ul className="heat-legend">
                {HEATMAP_LEGEND.map((entry) => (
                  <li key={entry.band}><span className={`heat heat-${entry.band}`} aria-hidden="true" />{t(`heatmap.${entry.band}`)}</li>
                ))}
              </ul>
            </Card>
          </div>
          <Card title={t('tornado')}>
            <Suspense fallback={<div className="card skeleton" />}>
              <TornadoChart rows={state.rows} />
            </Suspense>
          </Card>
        </>
      ) : null}
    </section>
  );
}
