import { lazy, Suspense, useState } from 'react';
import { useAtomValue } from 'jotai';
import { formatTimestampDe, formatWholeNumber } from '../../ui/figures.ts';
import { activeRangesRunAtom, rangesInputsAtom, rangesInputsKey, type RangesRunRecord } from '../../state/rangesRuns.ts';
import { navigate } from '../../state/router.ts';
import { draftKeyAtom } from '../../state/scenarios.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Card } from '../../ui/Card.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ProbabilityCards } from './ProbabilityCards.tsx';
import { CorrelatedGroups } from './CorrelatedGroups.tsx';
import { KeptRuns, keptRunPath, runVersionText } from './KeptRuns.tsx';
import { RangesEditor } from './RangesEditor.tsx';
import { ResultsTable } from './ResultsTable.tsx';
import { RunControls } from './RunControls.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { useKeptRuns, useRunIdInAddress, useSharedRun } from './useKeptRuns.ts';
import './ranges.css';
import { shownNameOf, shownScenarioName } from '../../state/scenarioNames.ts';

const FanCharts = lazy(() => import('./FanCharts.tsx'));
const Distributions = lazy(() => import('./Distributions.tsx'));
const SpreadChart = lazy(() => import('./SpreadChart.tsx'));

const chartFallback = <div className="card skeleton" />;

/** What the head of a result says: the kept run's name, or its draws, seed and time while only this device has it. */
function RunHead({ shown }: { shown: RangesRunRecord }) {
  const { t } = useTranslation('ranges');
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const { result, kept } = shown;
  async function copyLink(id: number) {
    try {
      await navigator.clipboard.writeText(new URL(keptRunPath(id), window.location.origin).href);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  }
  return (
    <div className="ranges-result-head" data-testid="ranges-result-head">
      <strong>
        {kept
          ? t('result.runName', {
            at: formatTimestampDe(kept.run_at), by: kept.run_by, draws: formatWholeNumber(kept.draws), seed: kept.seed,
            scenario: shownScenarioName(kept), version: runVersionText(kept.scenario_version, kept.with_drafts),
          })
          : t('result.of', { draws: formatWholeNumber(result.draws), seed: result.seed, at: formatTimestampDe(shown.finishedAt) })}
      </strong>
      <span className="muted">{t('result.simulated', { draws: formatWholeNumber(result.draws), seed: result.seed })}</span>
      {kept ? (
        <span className="ranges-share">
          <button type="button" className="button" onClick={() => void copyLink(kept.id)}>{t('result.copyLink')}</button>
          {copied ? <span className="muted" role="status">{copied === 'yes' ? t('result.linkCopied') : t('result.linkNotCopied')}</span> : null}
        </span>
      ) : <span className="muted">{t('result.notKept')}</span>}
    </div>
  );
}

/**
 * Forecast Ranges (issue 17): Monte Carlo over the drivers' uncertainty ranges for the active
 * scenario with its drafts. The worker runs the draws (the UI thread only shows the progress); the
 * last result of each scenario stays on screen, named by its run, and is kept on the server with
 * the earlier ones (issue 26): /ranges?run=ID opens a kept run, the scenario's or a shared one.
 */
export function RangesScreen() {
  const { t } = useTranslation('ranges');
  const scenarioId = useAtomValue(draftKeyAtom);
  const last = useAtomValue(activeRangesRunAtom);
  const inputs = useAtomValue(rangesInputsAtom);
  const runs = useKeptRuns(scenarioId, last?.kept?.id);
  const [sharedId, setSharedId] = useRunIdInAddress();
  const shared = useSharedRun(sharedId);
  const shown = sharedId === null ? last : shared.status === 'ready' ? shared.record : null;
  const ofActive = shown?.scenarioId === scenarioId;
  const current = !ofActive || shown?.inputs === rangesInputsKey(inputs);
  const open = (id: number | null) => {
    navigate(id === null ? '/ranges' : keptRunPath(id));
    setSharedId(id);
  };
  const result = shown?.result;
  return (
    <section className="screen ranges">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <RunControls />
      {shared.status === 'loading' ? <p className="muted" role="status">{t('shared.loading')}</p> : null}
      {shared.status === 'missing' ? <Alert tone="warning">{t('shared.missing')}</Alert> : null}
      {sharedId !== null && shared.status !== 'loading' ? (
        <p><button type="button" className="button" onClick={() => open(null)}>{t('shared.back')}</button></p>
      ) : null}
      {!shown || !result ? (shared.status === 'none' ? <EmptyState title={t('result.none')}>{t('result.noneHint')}</EmptyState> : null) : (
        <>
          <RunHead shown={shown} />
          {ofActive ? null : <Alert tone="info">{t('shared.ofOther', { scenario: shownNameOf(shown.kept) ?? shown.scenarioId })}</Alert>}
          {current ? null : <Alert tone="warning">{t('result.stale')}</Alert>}
          <section aria-label={t('probabilities.title')}>
            <ProbabilityCards result={result} />
          </section>
          <Card title={t('fans.title')}>
            <Suspense fallback={chartFallback}><FanCharts result={result} /></Suspense>
          </Card>
          <Card title={t('table.title')}>
            <ResultsTable result={result} />
          </Card>
          <Card title={t('histograms.title')}>
            <Suspense fallback={chartFallback}><Distributions result={result} /></Suspense>
          </Card>
          <Card title={t('spread.title')}>
            <p className="muted">{t('spread.subtitle')}</p>
            <Suspense fallback={chartFallback}><SpreadChart result={result} /></Suspense>
          </Card>
          {result.correlated_groups.length > 0 ? (
            <Card title={t('correlations.title')}>
              <p className="muted">{t('correlations.subtitle')}</p>
              <CorrelatedGroups result={result} />
            </Card>
          ) : null}
        </>
      )}
      <Card title={t('kept.title')}>
        <p className="muted">{t('kept.subtitle')}</p>
        <KeptRuns runs={runs} shownId={shown?.kept?.id ?? null} onOpen={open} />
      </Card>
      <RangesEditor />
    </section>
  );
}
