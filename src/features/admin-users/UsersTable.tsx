import { KeyRound, Trash2 } from 'lucide-react';
import type { User } from '../../../contract/users.ts';
import { Badge } from '../../ui/StatusBadge.tsx';
import { formatTimestampDe } from '../../ui/figures.ts';
import { useTranslation } from '../../i18n/index.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';

export interface UserActions {
  onReset(user: User): void;
  onToggleStatus(user: User): void;
  onDelete(user: User): void;
}

/** Part 2 §2: User, Role (admin red, user blue), Status (Active/Inactive with a toggle), Password, Actions. */
export function UsersTable({ users, currentUserId, disabled, actions }: { users: readonly User[]; currentUserId: number; disabled: boolean; actions: UserActions }) {
  const { t } = useTranslation('adminUsers');
  return (
    <ScrollRegion label={t('title')}>
      <table className="data-table users-table" aria-label={t('title')}>
        <thead>
          <tr>
            <th scope="col">{t('columns.user')}</th>
            <th scope="col">{t('columns.role')}</th>
            <th scope="col">{t('columns.status')}</th>
            <th scope="col">{t('columns.password')}</th>
            <th scope="col">{t('columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const self = user.id === currentUserId;
            const active = user.status === 'active';
            return (
              <tr key={user.id} data-testid={`user-row-${user.username}`}>
                <td>
                  <div className="user-cell">
                    <strong>{user.username}{self ? <span className="muted"> {t('actions.you')}</span> : null}</strong>
                    {user.full_name ? <span>{user.full_name}</span> : null}
                    {user.email ? <span className="muted">{user.email}</span> : null}
                    <span className="muted user-last-login">{t('lastLogin', { when: user.last_login ? formatTimestampDe(user.last_login) : t('never') })}</span>
                  </div>
                </td>
                <td><Badge tone={user.access_level}>{t(`roleBadge.${user.access_level}`)}</Badge></td>
                <td>
                  <button
                    type="button"
                    role="switch"
                    aria-checked={active}
                    aria-label={active ? t('actions.deactivateUser', { username: user.username }) : t('actions.activateUser', { username: user.username })}
                    className={`status-toggle${active ? ' status-toggle-on' : ''}`}
                    disabled={disabled || self}
                    onClick={() => actions.onToggleStatus(user)}
                  >
                    <span className="status-toggle-knob" aria-hidden="true" />
                    <span>{active ? t('status.active') : t('status.inactive')}</span>
                  </button>
                </td>
                <td>{user.force_password_change ? <Badge tone="warning">{t('password.mustChange')}</Badge> : <span className="muted">{t('password.set')}</span>}</td>
                <td>
                  <div className="user-actions">
                    <button type="button" className="button button-small" disabled={disabled} onClick={() => actions.onReset(user)} aria-label={t('actions.resetUser', { username: user.username })}>
                      <KeyRound size={14} aria-hidden="true" /> {t('actions.reset')}
                    </button>
                    <button type="button" className="button button-small" disabled={disabled || self} onClick={() => actions.onToggleStatus(user)}>
                      {active ? t('actions.deactivate') : t('actions.activate')}
                    </button>
                    <button type="button" className="button button-small button-danger-outline" disabled={disabled || self} onClick={() => actions.onDelete(user)} aria-label={t('actions.deleteUser', { username: user.username })}>
                      <Trash2 size={14} aria-hidden="true" /> {t('actions.delete')}
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
