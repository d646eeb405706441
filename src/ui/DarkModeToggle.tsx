import { useAtom } from 'jotai';
import { darkModeAtom } from '../state/theme.ts';

export function DarkModeToggle() {
  const [dark, setDark] = useAtom(darkModeAtom);
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      aria-pressed={dark}
      title={dark ? 'Light mode' : 'Dark mode'}
      onClick={() => setDark(!dark)}
    >
      {dark ? '☀' : '☾'}
    </button>
  );
}
