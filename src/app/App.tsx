import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { authAtom, restoreSession } from '../state/auth.ts';
import { numberFormatAtom, syncNumberFormat } from '../state/numberFormat.ts';
import { languageAtom, syncLanguage } from '../state/language.ts';
import { useTranslation } from '../i18n/index.ts';
import { LoginScreen } from '../features/login/LoginScreen.tsx';
import { ForcePasswordChangeScreen } from '../features/login/ForcePasswordChangeScreen.tsx';
import { Shell } from './Shell.tsx';
import { registerServiceWorker } from './serviceWorker.ts';

/**
 * Part 1 §2: a loading spinner, then the login only, or the main shell once signed in; a user who
 * must change their password sees only that until it is done.
 */
export function App() {
  const auth = useAtomValue(authAtom);
  const { t } = useTranslation('shell');
  const numberFormat = useAtomValue(numberFormatAtom);
  const language = useAtomValue(languageAtom);
  const signedInUser = auth.status === 'signedIn' ? auth.user.id : null;
  useEffect(() => {
    void restoreSession();
    registerServiceWorker();
  }, []);
  useEffect(() => {
    if (signedInUser === null) return;
    void syncNumberFormat();
    void syncLanguage();
  }, [signedInUser]);
  if (auth.status === 'loading') {
    return <div className="fullscreen-center"><div className="spinner" role="status" aria-label={t('loading')} /></div>;
  }
  if (auth.status === 'signedOut') return <LoginScreen />;
  if (auth.user.force_password_change) return <ForcePasswordChangeScreen user={auth.user} />;
  // Keyed by the number format and the language: a change draws every screen again, so no figure
  // keeps the old format and no text read outside a component keeps the old language.
  return <Shell key={`${numberFormat}-${language}`} auth={auth} />;
}
