import { useId, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { Play, Square } from 'lucide-react';
import { DEFAULT_DRAWS } from '../../../engine/analysis/ranges/rangeFigures.ts';
import { formatWholeNumber } from '../../ui/figures.ts';
import { cancelForecastRanges, rangesRunStateAtom, runForecastRanges, type RangesRunState } from '../../model/rangesRun.ts';
import { activeRangesRunAtom, rangesInputsAtom } from '../../state/rangesRuns.ts';
import { activeScenarioAtom, draftKeyAtom, hasUnsavedChangesAtom, scenarioFallbackAtom } from '../../state/scenarios.ts';
import { Card } from '../../ui/Card.tsx';
import { parseDraws, parseSeed, randomSeed } from './runInputs.ts';
import { i18n, useTranslation } from '../../i18n/index.ts';
import { MAX_DRAWS } from '../../../engine/analysis/ranges/rangeFigures.ts';
import { MAX_SEED } from '../../../engine/analysis/seededRandom.ts';

function statusText(state: RangesRunState): string {
  const t = i18n.getFixedT(null, 'ranges');
  const count = formatWholeNumber;
  switch (state.status) {
    case 'running': return state.phase === 'starting' ? t('run.starting') : state.phase === 'summarising' ? t('run.summarising') : t('run.drawing', { done: count(state.done), total: count(state.total) });
    case 'finished': return t('run.finished', { total: count(state.total) });
    case 'cancelled': return t('run.cancelled', { done: count(state.done), total: count(state.total) });
    case 'failed': return t('run.failed', { message: state.message });
    case 'idle': return '';
  }
}

/** The run's progress as a bar (draws done of the draws asked for) with its text. */
function Progress({ state }: { state: Exclude<RangesRunState, { status: 'idle' | 'failed' }> }) {
  const { t } = useTranslation('ranges');
  const done = state.status === 'finished' ? state.total : state.done;
  const text = statusText(state);
  return (
    <div className="ranges-progress">
      <div
        className={`ranges-progress-track ranges-progress-${state.status}`}
        role="progressbar"
        aria-label={t('run.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={state.total}
        aria-valuenow={done}
        aria-valuetext={text}
      >
        <div className="ranges-progress-bar" style={{ width: `${(100 * done) / Math.max(1, state.total)}%` }} />
      </div>
      <span className="muted" role="status">{text}</span>
    </div>
  );
}

/**
 * Draws, seed, Run, the progress bar and Cancel. A run takes the active scenario's values and
 * ranges with their drafts; the seed is shown before the run starts, so it can be noted and typed
 * in again for identical results.
 */
export function RunControls() {
  const { t } = useTranslation('ranges');
  const id = useId();
  const state = useAtomValue(rangesRunStateAtom);
  const scenarioId = useAtomValue(draftKeyAtom);
  const inputs = useAtomValue(rangesInputsAtom);
  const last = useAtomValue(activeRangesRunAtom);
  const scenarioVersion = useAtomValue(activeScenarioAtom)?.version ?? null;
  const fallback = useAtomValue(scenarioFallbackAtom);
  // While the page loads, the active scenario is not known yet: a run then would draw on the
  // catalog's values and could not be kept with a version. Without a server (nothing cached) the
  // catalog is what the app shows, so a run is allowed then.
  const scenarioKnown = scenarioVersion !== null || fallback;
  const withDrafts = useAtomValue(hasUnsavedChangesAtom);
  const [drawsText, setDrawsText] = useState(formatWholeNumber(last?.result.requested_draws ?? DEFAULT_DRAWS));
  const [seedText, setSeedText] = useState(String(last?.result.seed ?? randomSeed()));
  const [newSeedEachRun, setNewSeedEachRun] = useState(true);
  const [problems, setProblems] = useState<{ draws?: string; seed?: string }>({});
  const running = state.status === 'running';

  function run(event: FormEvent) {
    event.preventDefault();
    const draws = parseDraws(drawsText);
    const seed = newSeedEachRun ? randomSeed() : parseSeed(seedText);
    const found = { ...(draws === null ? { draws: t('run.drawsProblem', { max: formatWholeNumber(MAX_DRAWS) }) } : {}), ...(seed === null ? { seed: t('run.seedProblem', { max: MAX_SEED }) } : {}) };
    setProblems(found);
    if (draws === null || seed === null) return;
    setSeedText(String(seed));
    void runForecastRanges({ scenarioId, ...inputs, draws, seed, scenarioVersion, withDrafts });
  }

  return (
    <Card title={t('run.title')} className="ranges-run">
      <form className="ranges-run-form" onSubmit={run} noValidate>
        <div className="field">
          <label htmlFor={`${id}-draws`}>{t('run.draws')}</label>
          <input
            id={`${id}-draws`}
            inputMode="numeric"
            value={drawsText}
            onChange={(event) => setDrawsText(event.target.value)}
            aria-invalid={problems.draws ? true : undefined}
            aria-describedby={`${id}-draws-note`}
          />
          <span id={`${id}-draws-note`} className={problems.draws ? 'field-error' : 'muted field-note'}>{problems.draws ?? t('run.drawsHint', { max: formatWholeNumber(MAX_DRAWS) })}</span>
        </div>
        <div className="field">
          <label htmlFor={`${id}-seed`}>{t('run.seed')}</label>
          <input
            id={`${id}-seed`}
            inputMode="numeric"
            value={seedText}
            onChange={(event) => {
              setSeedText(event.target.value);
              setNewSeedEachRun(false);
            }}
            aria-invalid={problems.seed ? true : undefined}
            aria-describedby={`${id}-seed-note`}
          />
          <span id={`${id}-seed-note`} className={problems.seed ? 'field-error' : 'muted field-note'}>{problems.seed ?? t('run.seedHint')}</span>
        </div>
        <label className="ranges-check">
          <input type="checkbox" checked={newSeedEachRun} onChange={(event) => setNewSeedEachRun(event.target.checked)} />
          {t('run.newSeedEachRun')}
        </label>
        <div className="ranges-run-actions">
          <button type="submit" className="button button-primary" disabled={running || !scenarioKnown} aria-describedby={scenarioKnown ? undefined : `${id}-loading`}>
            <Play size={14} aria-hidden="true" />{t('run.start')}
          </button>
          {scenarioKnown ? null : <span id={`${id}-loading`} className="muted">{t('run.loadingScenario')}</span>}
          <button type="button" className="button" disabled={!running} onClick={() => void cancelForecastRanges()}>
            <Square size={14} aria-hidden="true" />{t('run.cancel')}
          </button>
        </div>
      </form>
      {state.status === 'idle' || (state.scenarioId !== scenarioId && !running) ? null : state.status === 'failed' ? (
        <p className="field-error" role="alert">{statusText(state)}</p>
      ) : (
        <>
          <Progress state={state} />
          {state.scenarioId === scenarioId ? null : <p className="muted">{t('run.otherScenario')}</p>}
        </>
      )}
    </Card>
  );
}
