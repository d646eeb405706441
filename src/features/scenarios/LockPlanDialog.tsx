import { useId, useState, type FormEvent } from 'react';
import type { Plan } from '../../../contract/plans.ts';
import { PLAN_YEARS } from '../../../contract/plans.ts';
import type { ScenarioVersion } from '../../../contract/scenarioVersions.ts';
import { lockPlan } from '../../api/scenarioVersions.ts';
import { failureMessage } from '../../state/scenarioMachine.ts';
import { Modal } from '../../ui/Modal.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { SCENARIO_TEXT } from './texts.ts';
import '../../ui/forms.css';

const TEXT = SCENARIO_TEXT.history.lockDialog;

/**
 * An admin locks a named version as the plan of record of a year. Years that have a plan are
 * shown but cannot be chosen: a plan of record stays frozen, and the dialog says so.
 */
export function LockPlanDialog({ scenario, version, plans, onLocked, onClose }: {
  scenario: { scenario_id: string; scenario_name: string };
  version: ScenarioVersion;
  plans: readonly Plan[];
  onLocked: (plan: Plan) => void;
  onClose: () => void;
}) {
  const ids = useId();
  const taken = new Map(plans.map((plan) => [plan.year, plan]));
  const free = PLAN_YEARS.filter((year) => !taken.has(year));
  const [year, setYear] = useState<number | undefined>(free[0]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || year === undefined) return;
    setBusy(true);
    setError(null);
    try {
      onLocked(await lockPlan({ year, scenario_id: scenario.scenario_id, version: version.version }));
    } catch (failure) {
      setError(failureMessage(failure, TEXT.failed));
      setBusy(false);
    }
  }

  return (
    <Modal title={TEXT.title} open onClose={() => (busy ? undefined : onClose())}>
      <form className="modal-form" onSubmit={submit}>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <p className="modal-hint">{TEXT.body(version.name ?? '', version.version, scenario.scenario_name)}</p>
        <div className="field">
          <label htmlFor={`${ids}-year`}>{TEXT.year}</label>
          <select id={`${ids}-year`} value={year ?? PLAN_YEARS[0]} onChange={(e) => setYear(Number(e.target.value))} disabled={free.length === 0}>
            {PLAN_YEARS.map((option) => {
              const plan = taken.get(option);
              return <option key={option} value={option} disabled={plan !== undefined}>{plan ? TEXT.taken(option, plan.version_name) : String(option)}</option>;
            })}
          </select>
        </div>
        <p className="muted modal-hint">{free.length === 0 ? TEXT.allTaken : TEXT.frozen}</p>
        <div className="modal-form-actions">
          <button type="button" className="button" onClick={onClose} disabled={busy}>{SCENARIO_TEXT.create.cancel}</button>
          <button type="submit" className="button button-primary" disabled={busy || year === undefined}>{busy ? TEXT.busy : TEXT.confirm}</button>
        </div>
      </form>
    </Modal>
  );
}
