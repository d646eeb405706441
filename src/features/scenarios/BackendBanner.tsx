import { useAtomValue } from 'jotai';
import { CloudOff } from 'lucide-react';
import { backendUnavailableAtom } from '../../state/connectivity.ts';
import { scenariosAtom } from '../../state/scenarios.ts';
import { pendingSaveIdsAtom } from '../../state/draftStore.ts';
import { SCENARIO_TEXT } from './texts.ts';

const TEXT = SCENARIO_TEXT.backend;

/** Part 1 §1/§4: the backend-unavailable flag, visible; says what still works. */
export function BackendBanner() {
  const unavailable = useAtomValue(backendUnavailableAtom);
  const hasScenarios = useAtomValue(scenariosAtom).length > 0;
  const pending = useAtomValue(pendingSaveIdsAtom).length;
  if (!unavailable) return null;
  return (
    <div className="backend-banner" role="status" data-testid="backend-unavailable">
      <CloudOff size={18} aria-hidden="true" />
      <span>
        <strong>{TEXT.title}</strong> {hasScenarios ? TEXT.withCache : TEXT.withoutCache}
        {pending > 0 ? ` ${pending} save${pending === 1 ? '' : 's'} waiting.` : ''}
      </span>
    </div>
  );
}
