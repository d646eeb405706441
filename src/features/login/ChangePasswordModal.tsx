import { useTranslation } from '../../i18n/index.ts';
import { Modal } from '../../ui/Modal.tsx';
import { PasswordChangeForm } from './PasswordChangeForm.tsx';

export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('login');
  return (
    <Modal title={t('change.title')} open onClose={onClose}>
      <PasswordChangeForm submitLabel={t('change.submit')} onDone={onClose} onCancel={onClose} />
    </Modal>
  );
}
