import { Card } from '../../ui/Card.tsx';
import { useTranslation } from '../../i18n/index.ts';

/**
 * What the screen says while no month holds an actual (a new installation: issue 25): nothing is
 * closed; an admin enters the company's figures, or loads the shipped sample by this explicit,
 * labelled action, never by default.
 */
export function NoActualsYet({ isAdmin, busy, onLoadSample }: { isAdmin: boolean; busy: boolean; onLoadSample: () => void }) {
  const { t } = useTranslation('monthlyActuals', { keyPrefix: 'empty' });
  return (
    <Card title={t('title')} className="ma-empty">
      <div data-testid="no-actuals">
        <p>{t('text')}</p>
        {isAdmin ? (
          <>
            <p className="muted">{t('sampleHint')}</p>
            <button type="button" className="button" disabled={busy} onClick={onLoadSample}>{busy ? t('loading') : t('loadSample')}</button>
          </>
        ) : <p className="muted">{t('adminOnly')}</p>}
      </div>
    </Card>
  );
}
