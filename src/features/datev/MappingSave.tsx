import { useId } from 'react';
import { formatWholeNumber } from '../../ui/figures.ts';
import { useTranslation } from '../../i18n/index.ts';

/**
 * While the mapping draft holds changes: how many, what stays open after them, a comment, Save and
 * Discard; kept at the bottom of the window so it stays in reach below a long list of accounts.
 */
export function MappingSave({ changes, open, comment, busy, onComment, onSave, onDiscard }: {
  changes: number;
  open: { unmapped: number; toConfirm: number };
  comment: string;
  busy: boolean;
  onComment: (comment: string) => void;
  onSave: () => void;
  onDiscard: () => void;
}) {
  const id = useId();
  const { t } = useTranslation('datev', { keyPrefix: 'mapping' });
  const counted = (count: number) => ({ count, n: formatWholeNumber(count) });
  return (
    <section className="dv-save-bar" aria-label={t('label')} data-testid="datev-mapping-save">
      <p className="dv-changes">
        <strong>{t('changes', counted(changes))}</strong> <span className="muted">{t('after', { unmapped: t('unmappedAccounts', counted(open.unmapped)), streams: t('streams', counted(open.toConfirm)) })}</span>
      </p>
      <label className="dv-comment" htmlFor={`${id}-comment`}>
        {t('comment')}
        <input id={`${id}-comment`} type="text" maxLength={500} value={comment} placeholder={t('commentPlaceholder')} onChange={(event) => onComment(event.target.value)} />
      </label>
      <div className="dv-actions">
        <button type="button" className="button" disabled={busy} onClick={onDiscard}>{t('discard')}</button>
        <button type="button" className="button button-primary" disabled={busy} onClick={onSave}>{busy ? t('saving') : t('save')}</button>
      </div>
    </section>
  );
}
