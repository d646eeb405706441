import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { compareScenarios } from '../../api/scenarios.ts';
import type { ScenarioComparison } from '../../../contract/scenarioForecasts.ts';
import { Modal } from '../../ui/Modal.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { activeScenarioIdAtom, scenariosAtom } from '../../state/scenarios.ts';
import { failureMessage } from '../../state/scenarioMachine.ts';
import { SCENARIO_MESSAGES } from '../../state/scenarioActions.ts';
import { SCENARIO_TEXT } from './texts.ts';
import { ComparisonTable, DriverDifferences } from './ComparisonResult.tsx';

const TEXT = SCENARIO_TEXT.compare;
const ComparisonChart = lazy(() => import('./ComparisonChart.tsx'));

/** Part 1 §2 Compare Scenarios: two selects, the 2030 comparison, and (ours) a per-year chart. */
export function CompareScenariosModal({ onClose }: { onClose: () => void }) {
  const scenarios = useAtomValue(scenariosAtom);
  const activeId = useAtomValue(activeScenarioIdAtom);
  const [first, setFirst] = useState(activeId ?? scenarios[0]?.scenario_id ?? '');
  const [second, setSecond] = useState(scenarios.find((s) => s.scenario_id !== first)?.scenario_id ?? '');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [result, setResult] = useState<ScenarioComparison | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!first || !second || first === second) {
      setMessage(TEXT.sameScenario);
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      setResult(await compareScenarios(first, second));
    } catch (error) {
      // Part 1 §8: compare failures are only logged there; a planner needs to see it failed.
      console.warn('Scenario comparison failed', error);
      setMessage(failureMessage(error, SCENARIO_MESSAGES.compareFailed));
      setResult(null);
    } finally {
      setBusy(false);
    }
  }

  const options = scenarios.map((s) => <option key={s.scenario_id} value={s.scenario_id}>{s.scenario_name}</option>);
  return (
    <Modal title={TEXT.title} open onClose={onClose} wide>
      <form className="compare-form" onSubmit={submit}>
        <label className="field">
          <span>{TEXT.first}</span>
          <select value={first} onChange={(e) => setFirst(e.target.value)}>{options}</select>
        </label>
        <label className="field">
          <span>{TEXT.second}</span>
          <select value={second} onChange={(e) => setSecond(e.target.value)}>{options}</select>
        </label>
        <button type="submit" className="button button-primary" disabled={busy}>{busy ? TEXT.busy : TEXT.submit}</button>
      </form>
      {message ? <Alert tone={message === TEXT.sameScenario ? 'warning' : 'error'}>{message}</Alert> : null}
      {result ? (
        <div className="comparison-result">
          <ComparisonTable result={result} />
          <section className="comparison-section" aria-label={TEXT.perYear}>
            <h3>{TEXT.perYear}</h3>
            <Suspense fallback={<Spinner label="Loading chart..." />}>
              <ComparisonChart result={result} />
            </Suspense>
          </section>
          <DriverDifferences result={result} />
        </div>
      ) : null}
    </Modal>
  );
}
