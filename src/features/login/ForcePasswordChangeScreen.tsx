import type { User } from '../../../contract/users.ts';
import { logout } from '../../state/auth.ts';
import { DarkModeToggle } from '../../ui/DarkModeToggle.tsx';
import { PasswordChangeForm } from './PasswordChangeForm.tsx';

/**
 * A user whose password an admin set (new user, reset) must choose their own before going on
 * (docs/api.md force_password_change). Nothing else of the app is reachable until then.
 */
export function ForcePasswordChangeScreen({ user }: { user: User }) {
  return (
    <main className="login-page">
      <div className="login-toggle"><DarkModeToggle /></div>
      <div className="login-card">
        <div className="login-brand">
          <span className="brand-mark" aria-hidden="true">F</span>
          <div>
            <h1>Set a new password</h1>
            <p className="muted">Welcome, {user.username}. Your password was set by an administrator; choose your own to continue.</p>
          </div>
        </div>
        <PasswordChangeForm submitLabel="Set password and continue" />
        <button type="button" className="button button-block" onClick={() => void logout()}>Logout</button>
      </div>
    </main>
  );
}
