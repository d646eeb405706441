import { useAtomValue } from 'jotai';
import { logout, type AuthState } from '../state/auth.ts';
import { DarkModeToggle } from '../ui/DarkModeToggle.tsx';
import { pathAtom, navigate } from './router.ts';
import { CockpitScreen } from '../features/cockpit/CockpitScreen.tsx';

type SignedIn = Extract<AuthState, { status: 'signedIn' }>;

export function Shell({ auth }: { auth: SignedIn }) {
  const path = useAtomValue(pathAtom);
  if (path === '/') navigate('/cockpit', { replace: true });
  return (
    <div className="shell">
      <aside className="sidebar">
        <div className="sidebar-brand"><span className="brand-mark" aria-hidden="true">F</span> Fahrplan</div>
        <nav aria-label="Main">
          <a href="/cockpit" className="nav-link active" onClick={(e) => { e.preventDefault(); navigate('/cockpit'); }}>Cockpit and KPIs</a>
        </nav>
      </aside>
      <div className="main">
        <header className="header">
          <span className="header-title">Fahrplan Financial Planning</span>
          <div className="header-actions">
            <DarkModeToggle />
            <span className="welcome">Welcome, {auth.user.username}</span>
            <button type="button" className="button" onClick={() => void logout()}>Logout</button>
          </div>
        </header>
        <main className="content">
          <CockpitScreen />
        </main>
      </div>
    </div>
  );
}
