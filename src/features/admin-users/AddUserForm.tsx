import { useState, type FormEvent } from 'react';
import { Card } from '../../ui/Card.tsx';
import type { NewUser } from '../../../contract/users.ts';
import { USERS_TEXT as TEXT } from './texts.ts';

export type NewUserFields = Omit<NewUser, 'password'>;

/** Part 2 §4/§5: username required, full name, email, role user (default) or admin, and
 * the modeller role (issue 27): a user who may also publish the model definition. */
export function AddUserForm({ busy, onSubmit, onCancel }: { busy: boolean; onSubmit: (fields: NewUserFields) => void; onCancel: () => void }) {
  const [username, setUsername] = useState('');
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<NewUser['role']>('user');

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit({ username: username.trim(), full_name: fullName.trim(), email: email.trim(), role });
  }

  return (
    <Card title={TEXT.form.title}>
      <form className="modal-form" onSubmit={submit} aria-label={TEXT.form.title}>
        <div className="add-user-grid">
          <label className="field">
            <span>{TEXT.form.username}</span>
            <input value={username} onChange={(e) => setUsername(e.target.value)} required maxLength={64} autoComplete="off" autoFocus />
          </label>
          <label className="field">
            <span>{TEXT.form.fullName}</span>
            <input value={fullName} onChange={(e) => setFullName(e.target.value)} maxLength={120} autoComplete="off" />
          </label>
          <label className="field">
            <span>{TEXT.form.email}</span>
            <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} maxLength={254} autoComplete="off" />
          </label>
          <label className="field">
            <span>{TEXT.form.role}</span>
            <select value={role} onChange={(e) => setRole(e.target.value === 'admin' || e.target.value === 'modeller' ? e.target.value : 'user')}>
              <option value="user">{TEXT.form.roles.user}</option>
              <option value="modeller">{TEXT.form.roles.modeller}</option>
              <option value="admin">{TEXT.form.roles.admin}</option>
            </select>
          </label>
        </div>
        <p className="muted modal-hint">{TEXT.form.passwordNote}</p>
        <div className="modal-form-actions">
          <button type="button" className="button" onClick={onCancel}>{TEXT.form.cancel}</button>
          <button type="submit" className="button button-primary" disabled={busy}>{busy ? TEXT.form.creating : TEXT.form.create}</button>
        </div>
      </form>
    </Card>
  );
}
