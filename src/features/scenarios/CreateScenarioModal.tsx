import { useId, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { scenarioNameKey } from '../../../engine/scenarios.ts';
import { useTranslation } from '../../i18n/index.ts';
import { scenariosAtom } from '../../state/scenarios.ts';
import { Modal } from '../../ui/Modal.tsx';
import { Alert } from '../../ui/Alert.tsx';
import '../../ui/forms.css';
import { createScenario } from '../../state/scenarioActions.ts';
import { ApiRequestError } from '../../api/errors.ts';
import { shownScenarioName } from '../../state/scenarioNames.ts';

/**
 * Part 1 §2 / §5: both fields required after trimming; the submit stays disabled until then. A
 * name already used by a scenario in the list is refused as it is typed, with the rule the server
 * applies (scenarioNameKey); the server's 409 still answers a name taken meanwhile.
 */
export function CreateScenarioModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const scenarios = useAtomValue(scenariosAtom);
  const { t } = useTranslation('scenarios');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; code: string | undefined } | null>(null);
  const fieldId = useId();
  const taken = name.trim() === '' ? undefined : scenarios.find((s) => scenarioNameKey(s.scenario_name) === scenarioNameKey(name));
  const ready = name.trim() !== '' && description.trim() !== '' && !taken;
  // A 409 name_taken and the list that learnt of the same scenario meanwhile say one thing: say it once, at the field.
  const shownError = error !== null && !(taken && error.code === 'name_taken') ? error.message : null;

  function close() {
    if (busy) return;
    setName('');
    setDescription('');
    setError(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    setError(null);
    try {
      await createScenario({ scenario_name: name.trim(), description: description.trim() });
      setBusy(false);
      setName('');
      setDescription('');
      onClose();
    } catch (failure) {
      const answer = failure instanceof Error ? failure.cause : undefined;
      setError({ message: failure instanceof Error ? failure.message : String(failure), code: answer instanceof ApiRequestError ? answer.code : undefined });
      setBusy(false);
    }
  }

  return (
    <Modal title={t('create.title')} open={open} onClose={close}>
      <form className="modal-form" onSubmit={submit}>
        {shownError ? <Alert tone="error">{shownError}</Alert> : null}
        <div className="field">
          <label htmlFor={`${fieldId}-name`}>{t('create.name')}</label>
          <input
            id={`${fieldId}-name`}
            name="scenario_name"
            required
            maxLength={120}
            value={name}
            onChange={(e) => { setName(e.target.value); setError(null); }}
            aria-invalid={taken ? true : undefined}
            aria-describedby={taken ? `${fieldId}-taken` : undefined}
            autoFocus
          />
          {taken ? <span id={`${fieldId}-taken`} className="field-error" role="alert">{t('create.nameTaken', { name: shownScenarioName(taken) })}</span> : null}
        </div>
        <label className="field">
          <span>{t('create.description')}</span>
          <textarea name="description" required maxLength={1000} rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
        </label>
        <p className="muted modal-hint">{t('create.hint')}</p>
        <div className="modal-form-actions">
          <button type="button" className="button" onClick={close} disabled={busy}>{t('create.cancel')}</button>
          <button type="submit" className="button button-primary" disabled={!ready || busy}>{busy ? t('create.busy') : t('create.submit')}</button>
        </div>
      </form>
    </Modal>
  );
}
