import { useAtomValue } from 'jotai';
import { CloudOff } from 'lucide-react';
import { backendUnavailableAtom } from '../../state/connectivity.ts';
import { scenariosAtom } from '../../state/scenarios.ts';
import { pendingSaveIdsAtom } from '../../state/draftStore.ts';
import { useTranslation } from '../../i18n/index.ts';

/** Part 1 §1/§4: the backend-unavailable flag, visible; says what still works. */
export function BackendBanner() {
  const unavailable = useAtomValue(backendUnavailableAtom);
  const hasScenarios = useAtomValue(scenariosAtom).length > 0;
  const pending = useAtomValue(pendingSaveIdsAtom).length;
  const { t } = useTranslation('scenarios');
  if (!unavailable) return null;
  return (
    <div className="backend-banner" role="status" data-testid="backend-unavailable">
      <CloudOff size={18} aria-hidden="true" />
      <span>
        <strong>{t('backend.title')}</strong> {hasScenarios ? t('backend.withCache') : t('backend.withoutCache')}
        {pending > 0 ? ` ${t('backend.pending', { count: pending })}` : ''}
      </span>
    </div>
  );
}
