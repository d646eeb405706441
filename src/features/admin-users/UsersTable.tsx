import { KeyRound, Trash2 } from 'lucide-react';
import type { User } from '../../../contract/users.ts';
import { Badge } from '../../ui/StatusBadge.tsx';
import { formatTimestampDe } from '../../ui/figures.ts';
import { USERS_TEXT as TEXT } from './texts.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';

export interface UserActions {
  onReset(user: User): void;
  onToggleStatus(user: User): void;
  onDelete(user: User): void;
}

/** Part 2 §2: User, Role (admin red, user blue), Status (Active/Inactive with a toggle), Password, Actions. */
export function UsersTable({ users, currentUserId, disabled, actions }: { users: readonly User[]; currentUserId: number; disabled: boolean; actions: UserActions }) {
  return (
    <ScrollRegion label={TEXT.title}>
      <table className="data-table users-table" aria-label={TEXT.title}>
        <thead>
          <tr>
            <th scope="col">{TEXT.columns.user}</th>
            <th scope="col">{TEXT.columns.role}</th>
            <th scope="col">{TEXT.columns.status}</th>
            <th scope="col">{TEXT.columns.password}</th>
            <th scope="col">{TEXT.columns.actions}</th>
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
                    <strong>{user.username}{self ? <span className="muted"> {TEXT.actions.you}</span> : null}</strong>
                    {user.full_name ? <span>{user.full_name}</span> : null}
                    {user.email ? <span className="muted">{user.email}</span> : null}
                    <span className="muted user-last-login">{TEXT.lastLogin}: {user.last_login ? formatTimestampDe(user.last_login) : TEXT.never}</span>
                  </div>
                </td>
                <td><Badge tone={user.access_level}>{user.access_level}</Badge></td>
                <td>
                  <button
                    type="button"
                    role="switch"
                    aria-checked={active}
                    aria-label={`${active ? TEXT.actions.deactivate : TEXT.actions.activate} ${user.username}`}
                    className={`status-toggle${active ? ' status-toggle-on' : ''}`}
                    disabled={disabled || self}
                    onClick={() => actions.onToggleStatus(user)}
                  >
                    <span className="status-toggle-knob" aria-hidden="true" />
                    <span>{active ? TEXT.status.active : TEXT.status.inactive}</span>
                  </button>
                </td>
                <td>{user.force_password_change ? <Badge tone="warning">{TEXT.password.mustChange}</Badge> : <span className="muted">{TEXT.password.set}</span>}</td>
                <td>
                  <div className="user-actions">
                    <button type="button" className="button button-small" disabled={disabled} onClick={() => actions.onReset(user)} aria-label={`${TEXT.actions.reset} ${user.username}`}>
                      <KeyRound size={14} aria-hidden="true" /> {TEXT.actions.reset}
                    </button>
                    <button type="button" className="button button-small" disabled={disabled || self} onClick={() => actions.onToggleStatus(user)}>
                      {active ? TEXT.actions.deactivate : TEXT.actions.activate}
                    </button>
                    <button type="button" className="button button-small button-danger-outline" disabled={disabled || self} onClick={() => actions.onDelete(user)} aria-label={`${TEXT.actions.delete} ${user.username}`}>
                      <Trash2 size={14} aria-hidden="true" /> {TEXT.actions.delete}
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
