import { useAtom } from 'jotai';
import { LANGUAGES, type Language } from '../../contract/preferences.ts';
import { useTranslation } from '../i18n/index.ts';
import { languageAtom } from '../state/language.ts';
import './languageSwitch.css';

/** Each language named in itself, so a reader finds theirs whatever the page speaks now. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch' };

/** The sign-in screen's language switch: two pressed-or-not buttons, the choice kept on the device. */
export function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const [language, setLanguage] = useAtom(languageAtom);
  return (
    <div className="language-switch" role="group" aria-label={t('language')}>
      {LANGUAGES.map((option) => (
        <button
          key={option} type="button" lang={option} aria-pressed={language === option} data-testid={`language-${option}`}
          className={`language-option${language === option ? ' language-option-active' : ''}`}
          onClick={() => setLanguage(option)}
        >
          {LANGUAGE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
