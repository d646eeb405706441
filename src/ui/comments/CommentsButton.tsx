import { useMemo, useState, type SyntheticEvent } from 'react';
import { useAtomValue } from 'jotai';
import { MessageSquare } from 'lucide-react';
import type { CommentTarget } from '../../../contract/comments.ts';
import { useTranslation } from '../../i18n/index.ts';
import { commentThreadsAtom, threadsOn } from '../../state/comments.ts';
import { Modal } from '../Modal.tsx';
import { CommentThreadPanel } from './CommentThreadPanel.tsx';
import './comments.css';

/**
 * React passes a dialog's cancel (Escape) on to the dialogs around it in the component tree; this
 * host stops it, so Escape closes the comments only. (React reads onCancel on any element; the DOM
 * types declare it on <dialog> alone.)
 */
const keepCancelHere = { onCancel: (event: SyntheticEvent) => event.stopPropagation() };

/** "Comments (n)" — n the threads on the target — opening its comments in a dialog. `name` says what is commented on. */
export function CommentsButton({ target, name }: { target: CommentTarget; name: string }) {
  const { t } = useTranslation('comments');
  const [open, setOpen] = useState(false);
  const all = useAtomValue(commentThreadsAtom);
  const count = useMemo(() => threadsOn(all, target).length, [all, target]);
  const title = t('open.dialogTitle', { name });
  return (
    <>
      <button type="button" className="button button-small" aria-haspopup="dialog" aria-label={`${t('open.button', { count })} – ${title}`} onClick={() => setOpen(true)}>
        <MessageSquare size={14} aria-hidden="true" />
        {t('open.button', { count })}
      </button>
      {/* The button may sit inside another dialog (the close review, a scenario's History). */}
      <div className="comments-dialog-host" {...keepCancelHere}>
        <Modal title={title} open={open} onClose={() => setOpen(false)}>
          {open ? <CommentThreadPanel target={target} /> : null}
        </Modal>
      </div>
    </>
  );
}
