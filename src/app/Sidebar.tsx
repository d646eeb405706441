import type { ReactNode, RefObject } from 'react';
import { PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { Badge } from '../ui/StatusBadge.tsx';
import { navigate } from '../state/router.ts';
import { FALLBACK_ICON, NAV_ICONS } from './navIcons.ts';
import { useTranslation } from '../i18n/index.ts';
import { ROUTES, routeLabel, type MenuSection, type RouteDef } from './routes.ts';

/** Menu entries of one section the user may open; the data-input view has a route but no menu entry (part 1 §2). */
function entriesOf(section: MenuSection, isAdmin: boolean): RouteDef[] {
  return ROUTES.filter((route) => route.section === section && route.path !== '/baseline-data' && (isAdmin || !route.admin));
}

interface EntryProps {
  current: string | undefined;
  isAdmin: boolean;
  collapsed: boolean;
  /** Runs when an entry is chosen (the drawer closes, even on the entry of the current page). */
  onChoose: () => void;
}

function NavLink({ entry, current, collapsed, onChoose }: Omit<EntryProps, 'isAdmin'> & { entry: RouteDef }) {
  const { t } = useTranslation('shell');
  const Icon = NAV_ICONS[entry.path] ?? FALLBACK_ICON;
  const label = routeLabel(entry);
  const active = entry.path === current;
  return (
    <a
      href={entry.path}
      className={`nav-link${active ? ' active' : ''}`}
      aria-current={active ? 'page' : undefined}
      title={collapsed ? label : undefined}
      aria-label={collapsed ? label : undefined}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(entry.path);
        onChoose();
      }}
    >
      <Icon className="nav-icon" size={18} aria-hidden="true" />
      {collapsed ? null : <span className="nav-label">{label}</span>}
      {entry.beta && !collapsed ? <Badge tone="beta">{t('beta')}</Badge> : null}
    </a>
  );
}

function Section({ section, current, isAdmin, collapsed, onChoose, children }: EntryProps & { section: MenuSection; children?: ReactNode }) {
  const { t } = useTranslation('shell');
  // Export stands alone in the menu, without a title above it.
  const title = section === 'export' ? null : t(`sections.${section}`);
  return (
    <div className="nav-section" role="group" aria-label={title ?? undefined}>
      {title && !collapsed ? <div className="nav-section-title">{title}</div> : null}
      {title && collapsed ? <div className="nav-section-rule" aria-hidden="true" /> : null}
      {entriesOf(section, isAdmin).map((entry) => <NavLink key={entry.path} entry={entry} current={current} collapsed={collapsed} onChoose={onChoose} />)}
      {children}
    </div>
  );
}

export interface SidebarDrawer {
  /** The window is narrow: the sidebar is a drawer, shown only while open, never collapsed. */
  isDrawer: boolean;
  open: boolean;
  onClose: () => void;
  ref: RefObject<HTMLElement | null>;
}

/**
 * The collapsible sidebar (part 1 §2: 16 or 64 units wide), a drawer below 1024 px (issue 14).
 * Admins see the Admin section with the power-user list nested in it; other users (analysts) see
 * the power-user analyses they may open read-only, without the Admin section (issue 26).
 */
export function Sidebar({ id, isAdmin, currentPath, collapsed: collapsedChoice, onToggle, drawer }: {
  id: string;
  isAdmin: boolean;
  currentPath: string | undefined;
  collapsed: boolean;
  onToggle: () => void;
  drawer: SidebarDrawer;
}) {
  const { t } = useTranslation('shell');
  const collapsed = collapsedChoice && !drawer.isDrawer;
  const entries = { current: currentPath, isAdmin, collapsed, onChoose: drawer.onClose };
  return (
    <aside id={id} ref={drawer.ref} className={`sidebar${collapsed ? ' sidebar-collapsed' : ''}${drawer.open ? ' sidebar-open' : ''}`}>
      <div className="sidebar-brand">
        <span className="brand-mark" aria-hidden="true">F</span>
        {collapsed ? null : <span>Fahrplan</span>}
        {drawer.isDrawer ? (
          <button type="button" className="icon-button icon-button-centered drawer-close" aria-label={t('closeMenu')} onClick={drawer.onClose}>
            <X size={18} aria-hidden="true" />
          </button>
        ) : null}
      </div>
      <nav aria-label={t('mainNavigation')} className="sidebar-nav">
        <Section section="baseline" {...entries} />
        <Section section="forecast" {...entries} />
        <Section section="export" {...entries} />
        {isAdmin ? (
          <Section section="admin" {...entries}>
            <Section section="power" {...entries} />
          </Section>
        ) : <Section section="power" {...entries} />}
      </nav>
      {drawer.isDrawer ? null : (
        <button
          type="button"
          className="sidebar-toggle"
          onClick={onToggle}
          aria-label={collapsed ? t('expandSidebar') : t('collapseSidebar')}
          aria-expanded={!collapsed}
          title={collapsed ? t('expandSidebar') : t('collapseSidebar')}
        >
          {collapsed ? <PanelLeftOpen size={18} aria-hidden="true" /> : <PanelLeftClose size={18} aria-hidden="true" />}
          {collapsed ? null : <span>{t('collapse')}</span>}
        </button>
      )}
    </aside>
  );
}
