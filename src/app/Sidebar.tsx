import type { ReactNode } from 'react';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Badge } from '../ui/StatusBadge.tsx';
import { navigate } from './router.ts';
import { FALLBACK_ICON, NAV_ICONS } from './navIcons.ts';
import { ROUTES, SECTION_TITLES, type MenuSection, type RouteDef } from './routes.ts';

/** Menu entries of one section; the data-input view has a route but no menu entry (part 1 §2). */
function entriesOf(section: MenuSection): RouteDef[] {
  return ROUTES.filter((route) => route.section === section && route.path !== '/baseline-data');
}

function NavLink({ entry, current, collapsed }: { entry: RouteDef; current: string | undefined; collapsed: boolean }) {
  const Icon = NAV_ICONS[entry.path] ?? FALLBACK_ICON;
  const active = entry.path === current;
  return (
    <a
      href={entry.path}
      className={`nav-link${active ? ' active' : ''}`}
      aria-current={active ? 'page' : undefined}
      title={collapsed ? entry.label : undefined}
      aria-label={collapsed ? entry.label : undefined}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(entry.path);
      }}
    >
      <Icon className="nav-icon" size={18} aria-hidden="true" />
      {collapsed ? null : <span className="nav-label">{entry.label}</span>}
      {entry.beta && !collapsed ? <Badge tone="beta">BETA</Badge> : null}
    </a>
  );
}

function Section({ section, current, collapsed, children }: { section: MenuSection; current: string | undefined; collapsed: boolean; children?: ReactNode }) {
  const title = SECTION_TITLES[section];
  return (
    <div className="nav-section" role="group" aria-label={title ?? undefined}>
      {title && !collapsed ? <div className="nav-section-title">{title}</div> : null}
      {title && collapsed ? <div className="nav-section-rule" aria-hidden="true" /> : null}
      {entriesOf(section).map((entry) => <NavLink key={entry.path} entry={entry} current={current} collapsed={collapsed} />)}
      {children}
    </div>
  );
}

/**
 * The collapsible sidebar (part 1 §2: 16 or 64 units wide). Admins see the Admin section with the
 * power-user list nested in it; other users see neither (the server refuses their data anyway).
 */
export function Sidebar({ isAdmin, currentPath, collapsed, onToggle }: { isAdmin: boolean; currentPath: string | undefined; collapsed: boolean; onToggle: () => void }) {
  return (
    <aside className={`sidebar${collapsed ? ' sidebar-collapsed' : ''}`}>
      <div className="sidebar-brand">
        <span className="brand-mark" aria-hidden="true">F</span>
        {collapsed ? null : <span>Fahrplan</span>}
      </div>
      <nav aria-label="Main" className="sidebar-nav">
        <Section section="baseline" current={currentPath} collapsed={collapsed} />
        <Section section="forecast" current={currentPath} collapsed={collapsed} />
        <Section section="export" current={currentPath} collapsed={collapsed} />
        {isAdmin ? (
          <Section section="admin" current={currentPath} collapsed={collapsed}>
            <Section section="power" current={currentPath} collapsed={collapsed} />
          </Section>
        ) : null}
      </nav>
      <button
        type="button"
        className="sidebar-toggle"
        onClick={onToggle}
        aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        aria-expanded={!collapsed}
        title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
      >
        {collapsed ? <PanelLeftOpen size={18} aria-hidden="true" /> : <PanelLeftClose size={18} aria-hidden="true" />}
        {collapsed ? null : <span>Collapse</span>}
      </button>
    </aside>
  );
}
