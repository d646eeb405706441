import { useCallback, useRef, useState } from 'react';
import { useDismiss } from '../ui/useDismiss.ts';
import { useAtom } from 'jotai';
import { KeyRound, LogOut, Moon, Sun } from 'lucide-react';
import type { User } from '../../contract/users.ts';
import { logout } from '../state/auth.ts';
import { darkModeAtom } from '../state/theme.ts';
import { numberFormatAtom } from '../state/numberFormat.ts';
import { NUMBER_FORMATS } from '../../engine/format/number.ts';
import { Badge } from '../ui/StatusBadge.tsx';
import { ChangePasswordModal } from '../features/login/ChangePasswordModal.tsx';
import { LANGUAGES } from '../../contract/preferences.ts';
import { useTranslation } from '../i18n/index.ts';
import { languageAtom } from '../state/language.ts';
import { LANGUAGE_NAMES } from '../ui/LanguageSwitch.tsx';

function initials(user: User): string {
  const source = user.full_name.trim() || user.username;
  return source.split(/\s+/).map((part) => part[0] ?? '').join('').slice(0, 2).toUpperCase();
}

/**
 * The header's user menu: who is signed in, their role, password change, the language, the number format and logout. Below 1024 px
 * it also holds the theme switch, which the header then hides (shell.css).
 */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const [dark, setDark] = useAtom(darkModeAtom);
  const [numberFormat, setNumberFormat] = useAtom(numberFormatAtom);
  const [language, setLanguage] = useAtom(languageAtom);
  const [changing, setChanging] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(root, open, close);
  return (
    <div className="user-menu" ref={root}>
      {/* The initials are an avatar of who is signed in, not a label: the button is read as "User menu". */}
      <button type="button" className="avatar-button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span aria-hidden="true">{initials(user)}</span>
        <span className="visually-hidden">{t('userMenu')}</span>
      </button>
      {open ? (
        <div className="menu-popover" role="menu" aria-label={t('userMenu')}>
          <div className="menu-identity">
            <strong>{user.full_name || user.username}</strong>
            <span className="muted">{user.username}{user.email ? ` · ${user.email}` : ''}</span>
            <Badge tone={user.access_level}>{user.access_level}</Badge>
          </div>
          <button type="button" role="menuitem" className="menu-item" onClick={() => { setOpen(false); setChanging(true); }}>
            <KeyRound size={16} aria-hidden="true" /> {t('changePassword')}
          </button>
          <button type="button" role="menuitem" className="menu-item menu-item-compact" onClick={() => setDark(!dark)}>
            {dark ? <Sun size={16} aria-hidden="true" /> : <Moon size={16} aria-hidden="true" />} {dark ? t('lightMode') : t('darkMode')}
          </button>
          <div role="group" aria-label={t('language')} className="menu-group">
            <span className="menu-group-label muted" aria-hidden="true">{t('language')}</span>
            {LANGUAGES.map((option) => (
              <button
                key={option} type="button" role="menuitemradio" aria-checked={language === option} className="menu-item" lang={option}
                data-testid={`menu-language-${option}`}
                onClick={() => { setOpen(false); setLanguage(option); }}
              >
                <span className="menu-check" aria-hidden="true">{language === option ? '✓' : ''}</span> {LANGUAGE_NAMES[option]}
              </button>
            ))}
          </div>
          <div role="group" aria-label={t('numberFormat')} className="menu-group">
            <span className="menu-group-label muted" aria-hidden="true">{t('numberFormat')}</span>
            {NUMBER_FORMATS.map((format) => (
              <button
                key={format} type="button" role="menuitemradio" aria-checked={numberFormat === format} className="menu-item"
                data-testid={`number-format-${format}`}
                onClick={() => { setOpen(false); if (format !== numberFormat) setNumberFormat(format); }}
              >
                <span className="menu-check" aria-hidden="true">{numberFormat === format ? '✓' : ''}</span> {t(`numberFormatName.${format}`)}
              </button>
            ))}
          </div>
          <button type="button" role="menuitem" className="menu-item" onClick={() => void logout()}>
            <LogOut size={16} aria-hidden="true" /> {t('logout')}
          </button>
        </div>
      ) : null}
      {changing ? <ChangePasswordModal onClose={() => setChanging(false)} /> : null}
    </div>
  );
}
