import { Suspense, useEffect } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import type { AuthState } from '../state/auth.ts';
import { startSignedInSession } from '../state/signedInSession.ts';
import { sidebarCollapsedAtom } from '../state/layout.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { ModelSync } from '../model/ModelSync.tsx';
import { BackendBanner } from '../features/scenarios/BackendBanner.tsx';
import { ConflictDialog } from '../features/scenarios/ConflictDialog.tsx';
import { pathAtom, navigate } from './router.ts';
import { DEFAULT_PATH, routeFor } from './routes.ts';
import { NotFoundScreen, NotPermittedScreen } from './Placeholder.tsx';
import { Sidebar } from './Sidebar.tsx';
import { Header } from './Header.tsx';
import './shell.css';

type SignedIn = Extract<AuthState, { status: 'signedIn' }>;

/** The signed-in app: sidebar, header, offline banner, the routed screen, the conflict choice. */
export function Shell({ auth }: { auth: SignedIn }) {
  const path = useAtomValue(pathAtom);
  const [collapsed, setCollapsed] = useAtom(sidebarCollapsedAtom);
  const isAdmin = auth.user.access_level === 'admin';
  const userId = auth.user.id;
  useEffect(() => startSignedInSession(userId), [userId]);
  useEffect(() => {
    if (path === '/') navigate(DEFAULT_PATH, { replace: true });
  }, [path]);
  const route = routeFor(path === '/' ? DEFAULT_PATH : path);
  const Screen = route?.screen;
  useEffect(() => {
    document.title = route ? `${route.title} · Fahrplan` : 'Fahrplan — Financial Planning';
  }, [route]);
  return (
    <div className="shell">
      <ModelSync />
      <Sidebar isAdmin={isAdmin} currentPath={route?.path} collapsed={collapsed} onToggle={() => setCollapsed(!collapsed)} />
      <div className="main">
        <Header user={auth.user} path={route?.path} />
        <BackendBanner />
        <main className="content">
          <Suspense fallback={<Spinner label="Loading..." />}>
            {!route || !Screen ? <NotFoundScreen /> : route.admin && !isAdmin ? <NotPermittedScreen title={route.title} /> : <Screen />}
          </Suspense>
        </main>
      </div>
      <ConflictDialog />
    </div>
  );
}
