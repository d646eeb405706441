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
import { SENSITIVITY_TEXT as TEXT } from './texts.ts';
import './sensitivity.css';

const TornadoChart = lazy(() => import('./TornadoChart.tsx'));

/** Part 2 §2 Sensitivity Analysis: the sweep runs in the worker on the active scenario plus drafts. */
export function SensitivityScreen() {
  const state = useSensitivity();
  const [sort, setSort] = useState<SensitivitySort>(DEFAULT_SENSITIVITY_SORT);
  return (
    <section className="screen sensitivity">
      <PageHeader title={TEXT.title} subtitle={TEXT.subtitle} />
      {state.status === 'loading' ? <Spinner label={TEXT.loading} /> : null}
      {state.status === 'error' ? <Alert tone="error" title={TEXT.failed}>{state.message}</Alert> : null}
      {state.status === 'ready' ? (
        <>
          <Card>
            <SensitivityTable rows={sortSensitivityRows(state.rows, sort)} sort={sort} onSort={(key) => setSort(nextSort(sort, key))} />
          </Card>
          <div className="sensitivity-grid">
            <Card title={TEXT.insights}>
              <h3 className="card-subtitle">{TEXT.topDrivers}</h3>
              <ol className="insight-list" data-testid="top-drivers">
                {topDrivers(state.rows).map((row) => (
                  <li key={row.id}>
                    <strong>{row.name}</strong> · {row.totalStrategicImpact}/100 · {formatMoneyShort(row.valuationImpact)}
                  </li>
                ))}
              </ol>
              <h3 className="card-subtitle">{TEXT.sumOfParts}</h3>
              <ul className="insight-list">
                {TEXT.sumOfPartsNotes.map((note) => <li key={note}>{note}</li>)}
              </ul>
            </Card>
            <Card title={TEXT.legend}>
              <ul className="heat-legend">
                {HEATMAP_LEGEND.map((entry) => (
                  <li key={entry.band}><span className={`heat heat-${entry.band}`} aria-hidden="true" />{entry.label}</li>
                ))}
              </ul>
            </Card>
          </div>
          <Card title={TEXT.tornado}>
            <Suspense fallback={<div className="card skeleton" />}>
              <TornadoChart rows={state.rows} />
            </Suspense>
          </Card>
        </>
      ) : null}
    </section>
  );
}
