import { useState } from 'react';
import { useAtomValue } from 'jotai';
import type { Scenario } from '../../../contract/scenarios.ts';
import { Modal } from '../../ui/Modal.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { deleteScenario } from '../../state/scenarioActions.ts';
import { activeScenarioIdAtom, driverDraftsAtom } from '../../state/scenarios.ts';
import { SCENARIO_TEXT } from './texts.ts';

const TEXT = SCENARIO_TEXT.remove;

/** Deleting asks first; it says what else goes (unsaved changes) and what becomes active. */
export function DeleteScenarioDialog({ scenario, onClose }: { scenario: Scenario; onClose: () => void }) {
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
      title={TEXT.title}
      open
      onClose={() => (busy ? undefined : onClose())}
      footer={(
        <>
          <button type="button" className="button" onClick={onClose} disabled={busy}>{SCENARIO_TEXT.create.cancel}</button>
          <button type="button" className="button button-danger" onClick={() => void confirm()} disabled={busy}>{busy ? TEXT.busy : TEXT.confirm}</button>
        </>
      )}
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <p>Delete the scenario <strong>{scenario.scenario_name}</strong>? This cannot be undone.</p>
      {draftCount > 0 ? <p className="muted">Its {draftCount} unsaved change{draftCount === 1 ? '' : 's'} on this device will be deleted too.</p> : null}
      {isActive ? <p className="muted">It is the active scenario; Baseline becomes active.</p> : null}
    </Modal>
  );
}
