import { Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { logout, type AuthState } from '../state/auth.ts';
import { DarkModeToggle } from '../ui/DarkModeToggle.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { Badge } from '../ui/StatusBadge.tsx';
import { ModelSync } from '../model/ModelSync.tsx';
import { pathAtom, navigate } from './router.ts';
import { DEFAULT_PATH, ROUTES, SECTION_TITLES, routeFor, type MenuSection } from './routes.ts';
import { NotFoundScreen, NotPermittedScreen } from './Placeholder.tsx';

type SignedIn = Extract<AuthState, { status: 'signedIn' }>;

const SECTIONS: MenuSection[] = ['baseline', 'forecast', 'export', 'admin', 'power'];

export function Shell({ auth }: { auth: SignedIn }) {
  const path = useAtomValue(pathAtom);
  const isAdmin = auth.user.access_level === 'admin';
  if (path === '/') navigate(DEFAULT_PATH, { replace: true });
  const route = routeFor(path === '/' ? DEFAULT_PATH : path);
  const Screen = route?.screen;
  return (
    <div className="shell">
      <ModelSync />
      <aside className="sidebar">
        <div className="sidebar-brand"><span className="brand-mark" aria-hidden="true">F</span> Fahrplan</div>
        <nav aria-label="Main">
          {SECTIONS.map((section) => {
            const entries = ROUTES.filter((r) => r.section === section && (!r.admin || isAdmin));
            if (entries.length === 0) return null;
            return (
              <div key={section} className="nav-section">
                {SECTION_TITLES[section] ? <div className="nav-section-title">{SECTION_TITLES[section]}</div> : null}
                {entries.map((entry) => (
                  <a
                    key={entry.path}
                    href={entry.path}
                    className={`nav-link${entry.path === route?.path ? ' active' : ''}`}
                    aria-current={entry.path === route?.path ? 'page' : undefined}
                    onClick={(event) => {
                      event.preventDefault();
                      navigate(entry.path);
                    }}
                  >
                    {entry.label}
                    {entry.beta ? <Badge tone="beta">BETA</Badge> : null}
                  </a>
                ))}
              </div>
            );
          })}
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
          <Suspense fallback={<Spinner label="Loading..." />}>
            {!route || !Screen ? <NotFoundScreen /> : route.admin && !isAdmin ? <NotPermittedScreen title={route.title} /> : <Screen />}
          </Suspense>
        </main>
      </div>
    </div>
  );
}
