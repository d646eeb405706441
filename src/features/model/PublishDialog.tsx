import { useState, type FormEvent } from 'react';
import { PUBLISH_COMMENT_MAX } from '../../../contract/model.ts';
import { Modal } from '../../ui/Modal.tsx';
import { MODEL_TEXT } from './texts.ts';

const TEXT = MODEL_TEXT.publishForm;

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
  const shown = missing ? TEXT.commentRequired : problem;
  return (
    <Modal title={TEXT.title(version + 1)} open={open} onClose={onClose}>
      <form className="modal-form" onSubmit={submit} aria-label={TEXT.title(version + 1)}>
        <p className="muted">{TEXT.hint}</p>
        <label className="field">
          <span>{TEXT.comment}</span>
          <textarea
            value={comment}
            rows={3}
            maxLength={PUBLISH_COMMENT_MAX}
            placeholder={TEXT.placeholder}
            aria-invalid={missing || undefined}
            onChange={(event) => {
              setComment(event.target.value);
              setMissing(false);
            }}
          />
        </label>
        {shown ? <p className="field-error" role="alert">{shown}</p> : null}
        <div className="modal-form-actions">
          <button type="button" className="button" onClick={onClose}>{TEXT.cancel}</button>
          <button type="submit" className="button button-primary" disabled={busy}>{busy ? TEXT.publishing : TEXT.publish}</button>
        </div>
      </form>
    </Modal>
  );
}
