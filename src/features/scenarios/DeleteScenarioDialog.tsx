import { useState } from 'react';
import { useAtomValue } from 'jotai';
import type { Scenario } from '../../../contract/scenarios.ts';
import { Modal } from '../../ui/Modal.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { deleteScenario } from '../../state/scenarioActions.ts';
import { activeScenarioIdAtom, driverDraftsAtom } from '../../state/scenarios.ts';
import { Trans, useTranslation } from '../../i18n/index.ts';
import { shownScenarioName } from '../../state/scenarioNames.ts';

/** Deleting asks first; it says what else goes (unsaved changes) and what becomes active. */
export function DeleteScenarioDialog({ scenario, onClose }: { scenario: Scenario; onClose: () => void }) {
  const { t } = useTranslation('scenarios');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isActive = useAtomValue(activeScenarioIdAtom) === scenario.scenario_id;
  const draftCount = Object.keys(useAtomValue(driverDraftsAtom)[scenario.scenario_id] ?? {}).length;

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await deleteScenario(scenario.scenario_id);
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  }

  return (
    <Modal
      title={t('remove.title')}
      open
      onClose={() => (busy ? undefined : onClose())}
      footer={(
        <>
          <button type="button" className="button" onClick={onClose} disabled={busy}>{t('create.cancel')}</button>
          <button type="button" className="button button-danger" onClick={() => void confirm()} disabled={busy}>{busy ? t('remove.busy') : t('remove.confirm')}</button>
        </>
      )}
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <p><Trans t={t} i18nKey="remove.question" values={{ name: shownScenarioName(scenario) }} components={{ strong: <strong /> }} /></p>
      {draftCount > 0 ? <p className="muted">{t('remove.drafts', { count: draftCount })}</p> : null}
      {isActive ? <p className="muted">{t('remove.active')}</p> : null}
    </Modal>
  );
}
