import { useId, useState, type FormEvent } from 'react';
import { PLAN_REASON_MAX, PLAN_YEARS, type Plan, type PlanList } from '../../../contract/plans.ts';
import { VERSION_NAME_MAX, type ScenarioVersion } from '../../../contract/scenarioVersions.ts';
import { lockPlan, replacePlan } from '../../api/scenarioVersions.ts';
import { formatTimestampDe } from '../../../engine/format/number.ts';
import { failureMessage } from '../../state/scenarioMachine.ts';
import { Modal } from '../../ui/Modal.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { shownScenarioName } from '../../state/scenarioNames.ts';
import '../../ui/forms.css';

/**
 * An admin makes a version the plan of record of a year, in one dialog: the version is named here
 * (its name, if any, filled in), and a year that has a plan can be chosen too — the plan is then
 * replaced, with a reason, and the old one stays listed as superseded (shown below the year). A
 * new lock may carry an approval note saying why; a replacement's reason is the new plan's note.
 */
export function LockPlanDialog({ scenario, version, plans, onLocked, onClose }: {
  scenario: { scenario_id: string; scenario_name: string };
  version: ScenarioVersion;
  plans: PlanList;
  onLocked: (plan: Plan, replaced: boolean) => void;
  onClose: () => void;
}) {
  const ids = useId();
  const { t } = useTranslation('scenarios');
  const taken = new Map(plans.plans.map((plan) => [plan.year, plan]));
  const [year, setYear] = useState<number>(PLAN_YEARS.find((option) => !taken.has(option)) ?? PLAN_YEARS[0]);
  const [name, setName] = useState(version.name ?? '');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = taken.get(year);
  const earlier = plans.superseded.filter((plan) => plan.year === year);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const source = { scenario_id: scenario.scenario_id, version: version.version, version_name: name.trim() };
    try {
      const plan = current ? await replacePlan(year, { ...source, reason: reason.trim() }) : await lockPlan({ ...source, year, ...(note.trim() ? { approval_note: note.trim() } : {}) });
      onLocked(plan, current !== undefined);
    } catch (failure) {
      setError(failureMessage(failure, t('history.lockDialog.failed')));
      setBusy(false);
    }
  }

  return (
    <Modal title={t('history.lockDialog.title')} open onClose={() => (busy ? undefined : onClose())}>
      <form className="modal-form" onSubmit={submit}>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <p className="modal-hint">{t('history.lockDialog.body', { version: version.version, scenario: scenario.scenario_name })}</p>
        <div className="field">
          <label htmlFor={`${ids}-name`}>{t('history.lockDialog.name')}</label>
          <input id={`${ids}-name`} value={name} maxLength={VERSION_NAME_MAX} required onChange={(e) => setName(e.target.value)} aria-describedby={`${ids}-name-hint`} />
          <span id={`${ids}-name-hint`} className="muted modal-hint">{t('history.lockDialog.nameHint')}</span>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-year`}>{t('history.lockDialog.year')}</label>
          <select id={`${ids}-year`} value={year} onChange={(e) => setYear(Number(e.target.value))}>
            {PLAN_YEARS.map((option) => {
              const plan = taken.get(option);
              return <option key={option} value={option}>{plan ? t('history.lockDialog.taken', { year: option, name: plan.version_name }) : option}</option>;
            })}
          </select>
        </div>
        {current ? (
          <>
            <p className="modal-hint" data-testid="plan-current">
              {t(current.approval_note ? 'history.lockDialog.currentWithNote' : 'history.lockDialog.current', {
                name: current.version_name, scenario: shownScenarioName(current), who: current.locked_by, when: formatTimestampDe(current.locked_at), note: current.approval_note,
              })}
            </p>
            <div className="field">
              <label htmlFor={`${ids}-reason`}>{t('history.lockDialog.reason')}</label>
              <textarea id={`${ids}-reason`} value={reason} maxLength={PLAN_REASON_MAX} required rows={2} onChange={(e) => setReason(e.target.value)} aria-describedby={`${ids}-reason-hint`} />
              <span id={`${ids}-reason-hint`} className="muted modal-hint">{t('history.lockDialog.reasonHint')}</span>
            </div>
          </>
        ) : (
          <div className="field">
            <label htmlFor={`${ids}-note`}>{t('history.lockDialog.note')}</label>
            <textarea id={`${ids}-note`} value={note} maxLength={PLAN_REASON_MAX} rows={2} onChange={(e) => setNote(e.target.value)} aria-describedby={`${ids}-note-hint`} />
            <span id={`${ids}-note-hint`} className="muted modal-hint">{t('history.lockDialog.noteHint')}</span>
          </div>
        )}
        {earlier.length > 0 ? (
          <div className="plan-superseded" data-testid="plan-superseded">
            <p className="modal-hint"><strong>{t('history.lockDialog.superseded', { year })}</strong></p>
            <ul>
              {earlier.map((plan) => (
                <li key={`${plan.superseded_at}-${plan.version_name}`}>{t('history.lockDialog.supersededLine', { name: plan.version_name, scenario: shownScenarioName(plan), who: plan.superseded_by, when: formatTimestampDe(plan.superseded_at), reason: plan.reason })}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <p className="muted modal-hint">{t('history.lockDialog.frozen')}</p>
        <div className="modal-form-actions">
          <button type="button" className="button" onClick={onClose} disabled={busy}>{t('create.cancel')}</button>
          <button type="submit" className="button button-primary" disabled={busy || name.trim() === '' || (current !== undefined && reason.trim() === '')}>
            {busy ? t('history.lockDialog.busy') : current ? t('history.lockDialog.replace') : t('history.lockDialog.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
