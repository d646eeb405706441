import { useState, type FormEvent } from 'react';
import { login, loginMessage } from '../../state/auth.ts';
import { useTranslation } from '../../i18n/index.ts';
import { LanguageSwitch } from '../../ui/LanguageSwitch.tsx';
import { DarkModeToggle } from '../../ui/DarkModeToggle.tsx';

/** Part 1 §2 Login: both fields required, 'Sign in' / 'Signing in...', the 'Authentication Error' box. */
export function LoginScreen() {
  const { t } = useTranslation('login');
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
      setError(loginMessage('unexpected'));
      setBusy(false);
    }
  }

  return (
    <main className="login-page">
      <div className="login-toggle"><LanguageSwitch /><DarkModeToggle /></div>
      <form className="login-card" onSubmit={submit} aria-label={t('signInForm')}>
        <div className="login-brand">
          <span className="brand-mark" aria-hidden="true">F</span>
          <div>
            <h1>Fahrplan</h1>
            <p className="muted">{t('tagline')}</p>
          </div>
        </div>
        {error && (
          <div className="alert alert-error" role="alert">
            <strong>{t('authenticationError')}</strong>
            <p>{error}</p>
          </div>
        )}
        <label className="field">
          <span>{t('username')}</span>
          <input name="username" autoComplete="username" required value={username} onChange={(e) => setUsername(e.target.value)} />
        </label>
        <label className="field">
          <span>{t('password')}</span>
          <input name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <button className="button button-primary button-block" type="submit" disabled={busy}>
          {busy ? t('signingIn') : t('signIn')}
        </button>
      </form>
    </main>
  );
}
