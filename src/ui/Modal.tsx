import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n/index.ts';

/**
 * A modal dialog on the native <dialog> element: Escape and the close button call onClose. A
 * dialog that needs an answer (`dismissible={false}`) has no close button.
 */
export function Modal({ title, open, onClose, children, footer, wide, dismissible = true }: { title: string; open: boolean; onClose: () => void; children: ReactNode; footer?: ReactNode; wide?: boolean; dismissible?: boolean }) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className={`modal${wide ? ' modal-wide' : ''}`} aria-label={title} onCancel={(event) => { event.preventDefault(); onClose(); }}>
      <div className="modal-head">
        <h2>{title}</h2>
        {dismissible ? <button type="button" className="icon-button" aria-label={t('modal.close')} onClick={onClose}>×</button> : null}
      </div>
      <div className="modal-body">{children}</div>
      {footer ? <div className="modal-footer">{footer}</div> : null}
    </dialog>
  );
}
