import { Modal } from '../../ui/Modal.tsx';
import { PasswordChangeForm } from './PasswordChangeForm.tsx';

export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Change password" open onClose={onClose}>
      <PasswordChangeForm submitLabel="Change password" onDone={onClose} onCancel={onClose} />
    </Modal>
  );
}
