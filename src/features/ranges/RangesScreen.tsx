import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { simulatedNote } from '../../../engine/analysis/ranges/readout.ts';
import { formatTimestampDe, formatWholeNumber } from '../../ui/figures.ts';
import { activeRangesRunAtom, activeRangesRunIsCurrentAtom } from '../../state/rangesRuns.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Card } from '../../ui/Card.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ProbabilityCards } from './ProbabilityCards.tsx';
import { CorrelatedGroups } from './CorrelatedGroups.tsx';
import { RangesEditor } from './RangesEditor.tsx';
import { ResultsTable } from './ResultsTable.tsx';
import { RunControls } from './RunControls.tsx';
import { RANGES_TEXT as TEXT } from './texts.ts';
import './ranges.css';

const FanCharts = lazy(() => import('./FanCharts.tsx'));
const Distributions = lazy(() => import('./Distributions.tsx'));
const SpreadChart = lazy(() => import('./SpreadChart.tsx'));

const chartFallback = <div className="card skeleton" />;

/**
 * Forecast Ranges (issue 17): Monte Carlo over the drivers' uncertainty ranges for the active
 * scenario with its drafts. The worker runs the draws (the UI thread only shows the progress); the
 * last result of each scenario stays on screen with its draws and seed.
 */
export function RangesScreen() {
  const last = useAtomValue(activeRangesRunAtom);
  const current = useAtomValue(activeRangesRunIsCurrentAtom);
  const result = last?.result;
  return (
    <section className="screen ranges">
      <PageHeader title={TEXT.title} subtitle={TEXT.subtitle} />
      <RunControls />
      {!result ? <EmptyState title={TEXT.result.none}>{TEXT.result.noneHint}</EmptyState> : (
        <>
          <div className="ranges-result-head" data-testid="ranges-result-head">
            <strong>{TEXT.result.of(result.draws, result.seed, formatTimestampDe(last.finishedAt))}</strong>
            <span className="muted">{simulatedNote(result, formatWholeNumber)}</span>
          </div>
          {current ? null : <Alert tone="warning">{TEXT.result.stale}</Alert>}
          <section aria-label={TEXT.probabilities.title}>
            <ProbabilityCards result={result} />
          </section>
          <Card title={TEXT.fans.title}>
            <Suspense fallback={chartFallback}><FanCharts result={result} /></Suspense>
          </Card>
          <Card title={TEXT.table.title}>
            <ResultsTable result={result} />
          </Card>
          <Card title={TEXT.histograms.title}>
            <Suspense fallback={chartFallback}><Distributions result={result} /></Suspense>
          </Card>
          <Card title={TEXT.spread.title}>
            <p className="muted">{TEXT.spread.subtitle}</p>
            <Suspense fallback={chartFallback}><SpreadChart result={result} /></Suspense>
          </Card>
          {result.correlated_groups.length > 0 ? (
            <Card title={TEXT.correlations.title}>
              <p className="muted">{TEXT.correlations.subtitle}</p>
              <CorrelatedGroups result={result} />
            </Card>
          ) : null}
        </>
      )}
      <RangesEditor />
    </section>
  );
}
