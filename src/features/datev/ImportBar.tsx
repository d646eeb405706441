import type { DatevReadAnswer } from '../../../contract/datev.ts';
import type { Busy } from './useDatevImport.ts';
import { DATEV_TEXT } from './texts.ts';

const TEXT = DATEV_TEXT.import;

/**
 * Import, enabled only when the server says the preview is importable and no mapping change is
 * unsaved (the import reads with the saved mapping, so the preview must be the saved one's).
 */
export function ImportBar({ answer, changes, busy, onImport, onAnother }: { answer: DatevReadAnswer; changes: number; busy: Busy; onImport: () => void; onAnother: () => void }) {
  const ready = answer.importable && changes === 0;
  const why = changes > 0 ? TEXT.saveFirst : answer.importable ? TEXT.ready(answer.file.months.join(', ')) : TEXT.notReady;
  return (
    <section className="card dv-import" aria-label={TEXT.label}>
      <p className={ready ? 'dv-note' : 'muted dv-note'} data-testid="datev-import-note">{why}</p>
      <div className="dv-actions">
        <button type="button" className="button" disabled={busy !== null} onClick={onAnother}>{DATEV_TEXT.choose.another}</button>
        <button type="button" className="button button-primary" disabled={!ready || busy !== null} onClick={onImport}>{busy === 'import' ? TEXT.importing : TEXT.button}</button>
      </div>
    </section>
  );
}
