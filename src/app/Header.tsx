import { useEffect, useRef, type RefObject } from 'react';
import { Menu } from 'lucide-react';
import type { User } from '../../contract/users.ts';
import { logout } from '../state/auth.ts';
import { DarkModeToggle } from '../ui/DarkModeToggle.tsx';
import { ScenarioSelector } from '../features/scenarios/ScenarioSelector.tsx';
import { UnsavedChanges } from '../features/scenarios/UnsavedChanges.tsx';
import { PeriodSwitch } from './PeriodSwitch.tsx';
import { UserMenu } from './UserMenu.tsx';
import { routeFor } from './routes.ts';
import { useTranslation } from '../i18n/index.ts';

export interface HeaderMenu {
  open: boolean;
  onToggle: () => void;
  button: RefObject<HTMLButtonElement | null>;
  controls: string;
}

/**
 * Part 1 §2 header: title, period switch, scenario selector, theme, user menu, welcome, logout.
 * Below 1024 px a menu button opens the navigation drawer, and the theme toggle, welcome line and
 * logout move into the user menu (shell.css); the rest wraps onto further rows instead of covering
 * each other.
 */
export function Header({ user, path, menu, inert }: { user: User; path: string | undefined; menu: HeaderMenu; inert: boolean }) {
  const { t } = useTranslation('shell');
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    // The header stays in view and grows when it wraps: sticky panels and scrolling to a focused
    // element keep clear of it through --header-height (shell.css). Written only when the height
    // changes: a new value restyles the whole document (7 ms on the Key Drivers screen), and the
    // header also resizes when only its width changes.
    const header = root.current;
    if (!header) return undefined;
    const style = document.documentElement.style;
    const observer = new ResizeObserver(() => {
      const height = `${header.offsetHeight}px`;
      if (style.getPropertyValue('--header-height') !== height) style.setProperty('--header-height', height);
    });
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return (
    <header ref={root} className="header" inert={inert}>
      <button
        ref={menu.button}
        type="button"
        className="icon-button icon-button-centered menu-button"
        aria-label={t('menu')}
        aria-expanded={menu.open}
        aria-controls={menu.controls}
        onClick={menu.onToggle}
      >
        <Menu size={18} aria-hidden="true" />
      </button>
      <span className="header-title">{t('productTitle')}</span>
      {/* Part 1 §2 puts the period switch on the forecast P&L; the balance sheet and cash flow share it. */}
      {path !== undefined && routeFor(path)?.periodSwitch ? <PeriodSwitch /> : null}
      <div className="header-actions">
        <UnsavedChanges user={user} />
        <ScenarioSelector user={user} />
        <span className="header-secondary"><DarkModeToggle /></span>
        <span className="welcome header-secondary">{t('welcome', { username: user.username })}</span>
        <UserMenu user={user} />
        <button type="button" className="button header-secondary" onClick={() => void logout()}>{t('logout')}</button>
      </div>
    </header>
  );
}
