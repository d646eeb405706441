import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Save } from 'lucide-react';
import { authAtom } from '../../../state/auth.ts';
import { activeScenarioAtom, hasUnsavedChangesAtom } from '../../../state/scenarios.ts';
import { saveDraftsToScenario } from '../../../state/drafts.ts';
import { canSave } from '../../../state/scenarioPermissions.ts';
import { GRID_TEXT } from './messages.ts';
import { shownScenarioName } from '../../../state/scenarioNames.ts';

/**
 * 'Save to scenario': the drafts become the scenario's values, sent with the version they were
 * made on; a 409 opens the shell's conflict choice, an unreachable server queues the save.
 */
export function SaveDraftsButton() {
  const auth = useAtomValue(authAtom);
  const active = useAtomValue(activeScenarioAtom);
  const dirty = useAtomValue(hasUnsavedChangesAtom);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'good' | 'error' | 'info'; text: string } | null>(null);
  const allowed = auth.status === 'signedIn' && active !== null && canSave(active, auth.user);

  async function save() {
    setBusy(true);
    setMessage(null);
    const outcome = await saveDraftsToScenario();
    setBusy(false);
    switch (outcome.kind) {
      case 'saved': setMessage({ tone: 'good', text: GRID_TEXT.saved(shownScenarioName(outcome.scenario), outcome.scenario.version) }); break;
      case 'queued': setMessage({ tone: 'info', text: GRID_TEXT.queued }); break;
      case 'conflict': setMessage({ tone: 'info', text: GRID_TEXT.conflict }); break;
      case 'nothing': setMessage({ tone: 'info', text: GRID_TEXT.nothingToSave }); break;
      case 'failed': setMessage({ tone: 'error', text: outcome.message }); break;
    }
  }

  return (
    <span className="kd-save">
      <button
        type="button"
        className="button button-small button-primary"
        disabled={!allowed || !dirty || busy}
        title={allowed ? undefined : GRID_TEXT.saveNotAllowed}
        onClick={() => void save()}
      >
        <Save size={14} aria-hidden="true" />{busy ? GRID_TEXT.saving : GRID_TEXT.save}
      </button>
      {message ? <span className={`kd-save-message kd-save-${message.tone}`} role={message.tone === 'error' ? 'alert' : 'status'}>{message.text}</span> : null}
    </span>
  );
}
