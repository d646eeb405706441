import { useState, type FormEvent } from 'react';
import { LOGIN_MESSAGES, login } from '../../state/auth.ts';
import { DarkModeToggle } from '../../ui/DarkModeToggle.tsx';

/** Part 1 §2 Login: both fields required, 'Sign in' / 'Signing in...', the 'Authentication Error' box. */
export function LoginScreen() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const result = await login(username, password);
      if (!result.ok) {
        setError(result.message);
        setBusy(false);
      }
    } catch {
      // Part 1 §2: an exception that is not a login answer (storage full, a bug) still gets a message.
      setError(LOGIN_MESSAGES.unexpected);
      setBusy(false);
    }
  }

  return (
    <main className="login-page">
      <div className="login-toggle"><DarkModeToggle /></div>
      <form className="login-card" onSubmit={submit} aria-label="Sign in">
        <div className="login-brand">
          <span className="brand-mark" aria-hidden="true">F</span>
          <div>
            <h1>Fahrplan</h1>
            <p className="muted">Financial planning for healthtech transport</p>
          </div>
        </div>
        {error && (
          <div className="alert alert-error" role="alert">
            <strong>Authentication Error</strong>
            <p>{error}</p>
          </div>
        )}
        <label className="field">
          <span>Username</span>
          <input name="username" autoComplete="username" required value={username} onChange={(e) => setUsername(e.target.value)} />
        </label>
        <label className="field">
          <span>Password</span>
          <input name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <button className="button button-primary button-block" type="submit" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
