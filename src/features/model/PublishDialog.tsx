import { useState, type FormEvent } from 'react';
import { PUBLISH_COMMENT_MAX } from '../../../contract/model.ts';
import { Modal } from '../../ui/Modal.tsx';
import { useTranslation } from '../../i18n/index.ts';

/**
 * "Publish": the comment that goes with the new version (its History and the activity log); the
 * server checks the definition once more and refuses it if another version was published meanwhile.
 */
export function PublishDialog({ open, version, busy, problem, onClose, onPublish }: {
  open: boolean;
  /** The version the draft started from: the new one is the next. */
  version: number;
  busy: boolean;
  problem: string | null;
  onClose: () => void;
  onPublish: (comment: string) => void;
}) {
  const { t } = useTranslation('model');
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (comment.trim() === '') {
      setMissing(true);
      return;
    }
    onPublish(comment.trim());
  };
  const shown = missing ? t('publishForm.commentRequired') : problem;
  return (
    <Modal title={t('publishForm.title', { version: version + 1 })} open={open} onClose={onClose}>
      <form className="modal-form" onSubmit={submit} aria-label={t('publishForm.title', { version: version + 1 })}>
        <p className="muted">{t('publishForm.hint')}</p>
        <label className="field">
          <span>{t('publishForm.comment')}</span>
          <textarea
            value={comment}
            rows={3}
            maxLength={PUBLISH_COMMENT_MAX}
            placeholder={t('publishForm.placeholder')}
            aria-invalid={missing || undefined}
            onChange={(event) => {
              setComment(event.target.value);
              setMissing(false);
            }}
          />
        </label>
        {shown ? <p className="field-error" role="alert">{shown}</p> : null}
        <div className="modal-form-actions">
          <button type="button" className="button" onClick={onClose}>{t('publishForm.cancel')}</button>
          <button type="submit" className="button button-primary" disabled={busy}>{busy ? t('publishForm.publishing') : t('publishForm.publish')}</button>
        </div>
      </form>
    </Modal>
  );
}
