import type { DatevReadAnswer } from '../../../contract/datev.ts';
import type { Busy } from './useDatevImport.ts';
import { useTranslation } from '../../i18n/index.ts';

/**
 * Import, enabled only when the server says the preview is importable and no mapping change is
 * unsaved (the import reads with the saved mapping, so the preview must be the saved one's).
 */
export function ImportBar({ answer, changes, busy, onImport, onAnother }: { answer: DatevReadAnswer; changes: number; busy: Busy; onImport: () => void; onAnother: () => void }) {
  const { t } = useTranslation('datev');
  const ready = answer.importable && changes === 0;
  const why = changes > 0 ? t('import.saveFirst') : answer.importable ? t('import.ready', { months: answer.file.months.join(', ') }) : t('import.notReady');
  return (
    <section className="card dv-import" aria-label={t('import.label')}>
      <p className={ready ? 'dv-note' : 'muted dv-note'} data-testid="datev-import-note">{why}</p>
      <div className="dv-actions">
        <button type="button" className="button" disabled={busy !== null} onClick={onAnother}>{t('choose.another')}</button>
        <button type="button" className="button button-primary" disabled={!ready || busy !== null} onClick={onImport}>{busy === 'import' ? t('import.importing') : t('import.button')}</button>
      </div>
    </section>
  );
}
