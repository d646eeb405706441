import { useId } from 'react';
import { DATEV_TEXT } from './texts.ts';

const TEXT = DATEV_TEXT.mapping;

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
  return (
    <section className="dv-save-bar" aria-label={TEXT.label} data-testid="datev-mapping-save">
      <p className="dv-changes">
        <strong>{TEXT.changes(changes)}</strong> <span className="muted">{TEXT.after(open.unmapped, open.toConfirm)}</span>
      </p>
      <label className="dv-comment" htmlFor={`${id}-comment`}>
        {TEXT.comment}
        <input id={`${id}-comment`} type="text" maxLength={500} value={comment} placeholder={TEXT.commentPlaceholder} onChange={(event) => onComment(event.target.value)} />
      </label>
      <div className="dv-actions">
        <button type="button" className="button" disabled={busy} onClick={onDiscard}>{TEXT.discard}</button>
        <button type="button" className="button button-primary" disabled={busy} onClick={onSave}>{busy ? TEXT.saving : TEXT.save}</button>
      </div>
    </section>
  );
}
