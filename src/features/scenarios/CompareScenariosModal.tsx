import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { compareScenarios } from '../../api/scenarios.ts';
import type { ScenarioComparison } from '../../../contract/scenarioForecasts.ts';
import { Modal } from '../../ui/Modal.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { activeDraftsAtom, scenarioDriverValuesAtom } from '../../state/drafts.ts';
import { activeOverridesAtom, activeScenarioAtom, activeScenarioIdAtom, hasUnsavedChangesAtom, scenariosAtom } from '../../state/scenarios.ts';
import { failureMessage } from '../../state/scenarioMachine.ts';
import { SCENARIO_MESSAGES } from '../../state/scenarioActions.ts';
import { useTranslation } from '../../i18n/index.ts';
import { shownScenarioName } from '../../state/scenarioNames.ts';
import { ComparisonTable, DriverDifferences } from './ComparisonResult.tsx';
import { draftDifferences, driverDifferences, type DriverDifference } from './comparisonRows.ts';
import { WhyTheyDiffer, type ComparedSide } from './WhyTheyDiffer.tsx';
import { activeHeadcountAtom } from '../../state/headcount.ts';
import { savedPlanOf } from '../../state/headcountSync.ts';

const ComparisonChart = lazy(() => import('./ComparisonChart.tsx'));

type Mode = 'scenarios' | 'drafts';

/** What was compared: two scenarios (the server's comparison), or the active scenario's drafts against it. */
type Result =
  | { kind: 'scenarios'; comparison: ScenarioComparison; from: ComparedSide; to: ComparedSide }
  | { kind: 'drafts'; drivers: DriverDifference[]; from: ComparedSide; to: ComparedSide };

/**
 * Part 1 §2 Compare Scenarios: two selects, the 2030 comparison, and (ours) a per-year chart and
 * 'Why they differ', the gap split per driver (issue 17). With unsaved drafts the active
 * scenario's drafts can be compared with its saved values too ('Drafts vs saved'); that
 * comparison is the key drivers and the gap only, since the server compares saved scenarios.
 */
export function CompareScenariosModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('scenarios');
  const scenarios = useAtomValue(scenariosAtom);
  const activeId = useAtomValue(activeScenarioIdAtom);
  const active = useAtomValue(activeScenarioAtom);
  const unsaved = useAtomValue(hasUnsavedChangesAtom);
  const savedValues = useAtomValue(scenarioDriverValuesAtom);
  const drafts = useAtomValue(activeDraftsAtom);
  const draftedOverrides = useAtomValue(activeOverridesAtom);
  const draftedHeadcount = useAtomValue(activeHeadcountAtom);
  const [first, setFirst] = useState(activeId ?? scenarios[0]?.scenario_id ?? '');
  const [second, setSecond] = useState(scenarios.find((s) => s.scenario_id !== first)?.scenario_id ?? '');
  const [chosenMode, setMode] = useState<Mode>('scenarios');
  const mode: Mode = unsaved && active ? chosenMode : 'scenarios';
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  /** A listed scenario with the headcount plan it saved (the server's comparison computes with it too). */
  const side = async (id: string): Promise<ComparedSide> => {
    const scenario = scenarios.find((s) => s.scenario_id === id);
    return { name: scenario ? shownScenarioName(scenario) : id, overrides: scenario?.key_drivers ?? {}, headcount: scenario ? await savedPlanOf(scenario) : null };
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (mode === 'drafts' && active) {
      setMessage(null);
      try {
        const saved = await side(active.scenario_id);
        setResult({
          kind: 'drafts',
          drivers: draftDifferences(savedValues, { ...savedValues, ...drafts }),
          from: { ...saved, name: t('compare.savedName', { scenario: shownScenarioName(active) }) },
          to: { name: t('compare.draftsName', { scenario: shownScenarioName(active) }), overrides: draftedOverrides, headcount: draftedHeadcount },
        });
      } catch (error) {
        setMessage(failureMessage(error, SCENARIO_MESSAGES.compareFailed));
        setResult(null);
      }
      return;
    }
    if (!first || !second || first === second) {
      setMessage(t('compare.sameScenario'));
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const [comparison, from, to] = await Promise.all([compareScenarios(first, second), side(first), side(second)]);
      setResult({ kind: 'scenarios', comparison, from, to });
    } catch (error) {
      // Part 1 §8: compare failures are only logged there; a planner needs to see it failed.
      console.warn('Scenario comparison failed', error);
      setMessage(failureMessage(error, SCENARIO_MESSAGES.compareFailed));
      setResult(null);
    } finally {
      setBusy(false);
    }
  }

  const options = scenarios.map((s) => <option key={s.scenario_id} value={s.scenario_id}>{shownScenarioName(s)}</option>);
  return (
    <Modal title={t('compare.title')} open onClose={onClose} wide>
      {unsaved && active ? (
        <div className="segmented compare-mode" role="group" aria-label={t('compare.mode')}>
          {(['scenarios', 'drafts'] as const).map((key) => (
            <button
              key={key}
              type="button"
              className={`segmented-item${mode === key ? ' segmented-item-active' : ''}`}
              aria-pressed={mode === key}
              onClick={() => { setMode(key); setResult(null); setMessage(null); }}
            >
              {t(`compare.modes.${key}`)}
            </button>
          ))}
        </div>
      ) : null}
      <form className="compare-form" onSubmit={submit}>
        {mode === 'drafts' && active ? <p className="muted compare-drafts-hint">{t('compare.draftsHint', { scenario: shownScenarioName(active) })}</p> : (
          <>
            <label className="field">
              <span>{t('compare.first')}</span>
              <select value={first} onChange={(e) => setFirst(e.target.value)}>{options}</select>
            </label>
            <label className="field">
              <span>{t('compare.second')}</span>
              <select value={second} onChange={(e) => setSecond(e.target.value)}>{options}</select>
            </label>
          </>
        )}
        <button type="submit" className="button button-primary" disabled={busy}>{busy ? t('compare.busy') : t('compare.submit')}</button>
      </form>
      {message ? <Alert tone={message === t('compare.sameScenario') ? 'warning' : 'error'}>{message}</Alert> : null}
      {result ? (
        <div className="comparison-result">
          {result.kind === 'scenarios' ? (
            <>
              <ComparisonTable result={result.comparison} />
              <section className="comparison-section" aria-label={t('compare.perYear')}>
                <h3>{t('compare.perYear')}</h3>
                <Suspense fallback={<Spinner label={t('loadingChart')} />}>
                  <ComparisonChart result={result.comparison} />
                </Suspense>
              </section>
            </>
          ) : null}
          <DriverDifferences
            drivers={result.kind === 'scenarios' ? driverDifferences(result.comparison) : result.drivers}
            firstName={result.kind === 'scenarios' ? shownScenarioName(result.comparison.scenario1) : result.from.name}
            secondName={result.kind === 'scenarios' ? shownScenarioName(result.comparison.scenario2) : result.to.name}
          />
          <WhyTheyDiffer from={result.from} to={result.to} />
        </div>
      ) : null}
    </Modal>
  );
}
