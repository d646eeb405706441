import type { User } from '../../../contract/users.ts';
import { logout } from '../../state/auth.ts';
import { DarkModeToggle } from '../../ui/DarkModeToggle.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { LanguageSwitch } from '../../ui/LanguageSwitch.tsx';
import { PasswordChangeForm } from './PasswordChangeForm.tsx';

/**
 * A user whose password an admin set (new user, reset) must choose their own before going on
 * (docs/api.md force_password_change). Nothing else of the app is reachable until then.
 */
export function ForcePasswordChangeScreen({ user }: { user: User }) {
  const { t } = useTranslation('login');
  return (
    <main className="login-page">
      <div className="login-toggle"><LanguageSwitch /><DarkModeToggle /></div>
      <div className="login-card">
        <div className="login-brand">
          <span className="brand-mark" aria-hidden="true">F</span>
          <div>
            <h1>{t('forced.title')}</h1>
            <p className="muted">{t('forced.intro', { username: user.username })}</p>
          </div>
        </div>
        <PasswordChangeForm submitLabel={t('forced.submit')} />
        <button type="button" className="button button-block" onClick={() => void logout()}>{t('forced.logout')}</button>
      </div>
    </main>
  );
}
