import { useAtom } from 'jotai';
import { Moon, Sun } from 'lucide-react';
import './forms.css';
import { darkModeAtom } from '../state/theme.ts';

export function DarkModeToggle() {
  const [dark, setDark] = useAtom(darkModeAtom);
  return (
    <button
      type="button"
      className="icon-button icon-button-centered"
      aria-label={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      aria-pressed={dark}
      title={dark ? 'Light mode' : 'Dark mode'}
      onClick={() => setDark(!dark)}
    >
      {dark ? <Sun size={17} aria-hidden="true" /> : <Moon size={17} aria-hidden="true" />}
    </button>
  );
}
