import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { authAtom, restoreSession } from '../state/auth.ts';
import { numberFormatAtom, syncNumberFormat } from '../state/numberFormat.ts';
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
  const numberFormat = useAtomValue(numberFormatAtom);
  const signedInUser = auth.status === 'signedIn' ? auth.user.id : null;
  useEffect(() => {
    void restoreSession();
    registerServiceWorker();
  }, []);
  useEffect(() => {
    if (signedInUser !== null) void syncNumberFormat();
  }, [signedInUser]);
  if (auth.status === 'loading') {
    return <div className="fullscreen-center"><div className="spinner" role="status" aria-label="Loading" /></div>;
  }
  if (auth.status === 'signedOut') return <LoginScreen />;
  if (auth.user.force_password_change) return <ForcePasswordChangeScreen user={auth.user} />;
  // Keyed by the number format: a new format draws every screen again, so no figure keeps the old one.
  return <Shell key={numberFormat} auth={auth} />;
}
