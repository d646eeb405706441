import { useState, type FormEvent } from 'react';
import { Card } from '../../ui/Card.tsx';
import type { NewUser } from '../../../contract/users.ts';
import { useTranslation } from '../../i18n/index.ts';

export type NewUserFields = Omit<NewUser, 'password'>;

/** Part 2 §4/§5: username required, full name, email, role user (default) or admin, and
 * the modeller role (issue 27): a user who may also publish the model definition. */
export function AddUserForm({ busy, onSubmit, onCancel }: { busy: boolean; onSubmit: (fields: NewUserFields) => void; onCancel: () => void }) {
  const { t } = useTranslation('adminUsers');
  const [username, setUsername] = useState('');
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<NewUser['role']>('user');

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit({ username: username.trim(), full_name: fullName.trim(), email: email.trim(), role });
  }

  return (
    <Card title={t('form.title')}>
      <form className="modal-form" onSubmit={submit} aria-label={t('form.title')}>
        <div className="add-user-grid">
          <label className="field">
            <span>{t('form.username')}</span>
            <input value={username} onChange={(e) => setUsername(e.target.value)} required maxLength={64} autoComplete="off" autoFocus />
          </label>
          <label className="field">
            <span>{t('form.fullName')}</span>
            <input value={fullName} onChange={(e) => setFullName(e.target.value)} maxLength={120} autoComplete="off" />
          </label>
          <label className="field">
            <span>{t('form.email')}</span>
            <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} maxLength={254} autoComplete="off" />
          </label>
          <label className="field">
            <span>{t('form.role')}</span>
            <select value={role} onChange={(e) => setRole(e.target.value === 'admin' || e.target.value === 'modeller' ? e.target.value : 'user')}>
              <option value="user">{t('roles.user')}</option>
              <option value="modeller">{t('roles.modeller')}</option>
              <option value="admin">{t('roles.admin')}</option>
            </select>
          </label>
        </div>
        <p className="muted modal-hint">{t('form.passwordNote')}</p>
        <div className="modal-form-actions">
          <button type="button" className="button" onClick={onCancel}>{t('form.cancel')}</button>
          <button type="submit" className="button button-primary" disabled={busy}>{busy ? t('form.creating') : t('form.create')}</button>
        </div>
      </form>
    </Card>
  );
}
