import { useState } from 'react';
import { Copy, Eye, EyeOff } from 'lucide-react';
import { Modal } from '../../ui/Modal.tsx';
import { useTranslation } from '../../i18n/index.ts';

/**
 * Part 2 §4: after creating a user or resetting a password, the password is shown once, masked
 * until revealed, with Copy Password and Close. The parent forgets the password on close.
 */
export function GeneratedPasswordDialog({ username, password, onClose }: { username: string; password: string; onClose: () => void }) {
  const { t } = useTranslation('adminUsers');
  const [revealed, setRevealed] = useState(false);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copyPassword() {
    try {
      await navigator.clipboard.writeText(password);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  return (
    <Modal
      title={t('generated.title')}
      open
      onClose={onClose}
      footer={(
        <>
          <button type="button" className="button" onClick={() => void copyPassword()}><Copy size={15} aria-hidden="true" /> {t('generated.copy')}</button>
          <button type="button" className="button button-primary" onClick={onClose}>{t('generated.close')}</button>
        </>
      )}
    >
      <p className="modal-hint">{t('generated.forUser', { username })}</p>
      <div className="generated-password">
        <label className="field">
          <span>{t('generated.label')}</span>
          <input type={revealed ? 'text' : 'password'} value={password} readOnly autoComplete="off" spellCheck={false} data-testid="generated-password" />
        </label>
        <button
          type="button"
          className="icon-button icon-button-centered"
          aria-pressed={revealed}
          aria-label={revealed ? t('generated.hide') : t('generated.reveal')}
          title={revealed ? t('generated.hide') : t('generated.reveal')}
          onClick={() => setRevealed((value) => !value)}
        >
          {revealed ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
        </button>
      </div>
      {copy === 'copied' ? <p className="muted modal-hint" role="status">{t('generated.copied')}</p> : null}
      {copy === 'failed' ? <p className="field-error" role="alert">{t('generated.copyFailed')}</p> : null}
    </Modal>
  );
}
