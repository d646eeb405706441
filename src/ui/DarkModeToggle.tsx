import { useAtom } from 'jotai';
import { Moon, Sun } from 'lucide-react';
import './forms.css';
import { darkModeAtom } from '../state/theme.ts';
import { useTranslation } from '../i18n/index.ts';

export function DarkModeToggle() {
  const { t } = useTranslation('common');
  const [dark, setDark] = useAtom(darkModeAtom);
  return (
    <button
      type="button"
      className="icon-button icon-button-centered"
      aria-label={dark ? t('darkMode.switchToLight') : t('darkMode.switchToDark')}
      aria-pressed={dark}
      title={dark ? t('darkMode.light') : t('darkMode.dark')}
      onClick={() => setDark(!dark)}
    >
      {dark ? <Sun size={17} aria-hidden="true" /> : <Moon size={17} aria-hidden="true" />}
    </button>
  );
}
