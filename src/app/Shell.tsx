import { Suspense, useEffect } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import type { AuthState } from '../state/auth.ts';
import { startSignedInSession } from '../state/signedInSession.ts';
import { sidebarCollapsedAtom } from '../state/layout.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { ModelSync } from '../model/ModelSync.tsx';
import { BackendBanner } from '../features/scenarios/BackendBanner.tsx';
import { ConflictDialog } from '../features/scenarios/ConflictDialog.tsx';
import { pathAtom, navigate } from '../state/router.ts';
import { useTranslation } from '../i18n/index.ts';
import { DEFAULT_PATH, documentTitle, routeFor, routeTitle } from './routes.ts';
import { NotFoundScreen, NotPermittedScreen } from './Placeholder.tsx';
import { Sidebar } from './Sidebar.tsx';
import { Header } from './Header.tsx';
import { SkipLink } from './SkipLink.tsx';
import { useNavDrawer } from './useNavDrawer.ts';
import { useHeadingFocus } from './useHeadingFocus.ts';
import './shell.css';

type SignedIn = Extract<AuthState, { status: 'signedIn' }>;

const SIDEBAR_ID = 'app-sidebar';
const MAIN_ID = 'main-content';

/**
 * The signed-in app: skip link, header, sidebar (a drawer on narrow windows), offline banner, the
 * routed screen, the conflict choice. The header comes before the sidebar in the document, so the
 * tab order is skip link, header, menu, content; shell.css places them on screen.
 */
export function Shell({ auth }: { auth: SignedIn }) {
  const { t } = useTranslation('shell');
  const path = useAtomValue(pathAtom);
  const [collapsed, setCollapsed] = useAtom(sidebarCollapsedAtom);
  const drawer = useNavDrawer(path);
  // After the drawer's own focus handling, so the new page's heading wins over the menu button.
  useHeadingFocus(path, MAIN_ID);
  const isAdmin = auth.user.access_level === 'admin';
  const userId = auth.user.id;
  useEffect(() => startSignedInSession(userId), [userId]);
  useEffect(() => {
    if (path === '/') navigate(DEFAULT_PATH, { replace: true });
  }, [path]);
  const route = routeFor(path === '/' ? DEFAULT_PATH : path);
  const Screen = route?.screen;
  useEffect(() => {
    document.title = documentTitle(route);
  }, [route]);
  return (
    <div className={`shell${drawer.open ? ' shell-drawer-open' : ''}`}>
      <SkipLink target={MAIN_ID} inert={drawer.open} />
      <ModelSync />
      <Header
        user={auth.user}
        path={route?.path}
        menu={{ open: drawer.open, onToggle: drawer.toggle, button: drawer.menuButton, controls: SIDEBAR_ID }}
        inert={drawer.open}
      />
      <Sidebar
        id={SIDEBAR_ID}
        isAdmin={isAdmin}
        currentPath={route?.path}
        collapsed={collapsed}
        onToggle={() => setCollapsed(!collapsed)}
        drawer={{ isDrawer: drawer.isDrawer, open: drawer.open, onClose: drawer.close, ref: drawer.drawer }}
      />
      {drawer.open ? <div className="drawer-backdrop" aria-hidden="true" onClick={drawer.close} /> : null}
      <div className="shell-body" inert={drawer.open}>
        <BackendBanner />
        <main id={MAIN_ID} className="content" tabIndex={-1}>
          <Suspense fallback={<Spinner label={t('loading')} />}>
            {!route || !Screen ? <NotFoundScreen /> : route.admin && !isAdmin ? <NotPermittedScreen title={routeTitle(route)} /> : <Screen />}
          </Suspense>
        </main>
      </div>
      <ConflictDialog />
    </div>
  );
}
