import { useId, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import type { Scenario } from '../../../contract/scenarios.ts';
import { VERSION_COMMENT_MAX } from '../../../contract/scenarioVersions.ts';
import { Modal } from '../../ui/Modal.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { restoreScenarioVersion } from '../../state/scenarioActions.ts';
import { driverDraftsAtom, rangeDraftsAtom } from '../../state/scenarios.ts';
import { useTranslation } from '../../i18n/index.ts';
import { shownScenarioName } from '../../state/scenarioNames.ts';
import '../../ui/forms.css';

/**
 * Restoring asks first: it says that the version becomes a new one (nothing is removed) and what
 * happens to this device's unsaved changes of the scenario (they stay drafts; the restore goes
 * against the saved version). An optional comment goes with the new version.
 */
export function RestoreVersionDialog({ scenario, version, onRestored, onClose }: {
  scenario: Scenario;
  version: number;
  onRestored: (restored: Scenario) => void;
  onClose: () => void;
}) {
  const ids = useId();
  const { t } = useTranslation('scenarios');
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const draftCount = Object.keys(useAtomValue(driverDraftsAtom)[scenario.scenario_id] ?? {}).length
    + Object.keys(useAtomValue(rangeDraftsAtom)[scenario.scenario_id] ?? {}).length;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const restored = await restoreScenarioVersion(scenario.scenario_id, version, comment.trim() || undefined);
      onRestored(restored);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('history.restoreDialog.failed'));
      setBusy(false);
    }
  }

  return (
    <Modal title={t('history.restoreDialog.title', { version })} open onClose={() => (busy ? undefined : onClose())}>
      <form className="modal-form" onSubmit={submit}>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <p className="modal-hint">{t('history.restoreDialog.body', { version, scenario: shownScenarioName(scenario), next: scenario.version + 1 })}</p>
        {draftCount > 0 ? <p className="muted modal-hint" data-testid="restore-drafts-note">{t('history.restoreDialog.drafts', { count: draftCount })}</p> : null}
        <div className="field">
          <label htmlFor={`${ids}-comment`}>{t('history.restoreDialog.comment')}</label>
          <input id={`${ids}-comment`} name="comment" maxLength={VERSION_COMMENT_MAX} value={comment} onChange={(e) => setComment(e.target.value)} />
        </div>
        <div className="modal-form-actions">
          <button type="button" className="button" onClick={onClose} disabled={busy}>{t('create.cancel')}</button>
          <button type="submit" className="button button-primary" disabled={busy}>{busy ? t('history.restoreDialog.busy') : t('history.restoreDialog.confirm')}</button>
        </div>
      </form>
    </Modal>
  );
}
