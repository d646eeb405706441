import { useTranslation } from '../i18n/index.ts';

/**
 * The first stop of the tab order (issue 14): hidden until focused, it moves focus to the main
 * content. It focuses the target itself instead of following the hash, so the URL keeps its path.
 */
export function SkipLink({ target, inert }: { target: string; inert: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <a
      href={`#${target}`}
      className="skip-link"
      inert={inert}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(target)?.focus();
      }}
    >
      {t('skipToContent')}
    </a>
  );
}
