import { useRef, type DragEvent, type ReactNode } from 'react';
import { FileDown, FileUp } from 'lucide-react';
import type { CsvProblem } from '../../../engine/actuals/csv.ts';
import { MAX_HEADCOUNT_CSV_CHARACTERS, headcountCsv, parseHeadcountCsv } from '../../../engine/headcount/csv.ts';
import type { Department, Position } from '../../../engine/headcount/plan.ts';
import { Alert } from '../../ui/Alert.tsx';
import { fileSafe, saveCsv } from '../../ui/download.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import { i18n, useTranslation } from '../../i18n/index.ts';

export type CsvOutcome =
  | { kind: 'refused'; fileName: string; errors: CsvProblem[]; problemCount: number }
  | { kind: 'imported'; fileName: string; count: number };

/**
 * Reads a CSV file of positions, all or nothing (parseHeadcountCsv): the positions when every
 * line reads and the plan keeps the engine's rules, else every problem by line and column. A file
 * that cannot hold a plan (several bytes per character at most) is refused before it is read.
 */
export async function readPlanFile(file: File, departments: readonly Department[]): Promise<{ ok: true; positions: Position[] } | { ok: false; outcome: CsvOutcome }> {
  if (file.size > MAX_HEADCOUNT_CSV_CHARACTERS * 4) {
    return { ok: false, outcome: { kind: 'refused', fileName: file.name, errors: [{ line: 1, column: '', message: i18n.t('headcount:csv.tooLarge', { file: file.name }) }], problemCount: 1 } };
  }
  const read = parseHeadcountCsv(await file.text(), departments);
  if (!read.ok) return { ok: false, outcome: { kind: 'refused', fileName: file.name, errors: read.errors, problemCount: read.problemCount } };
  return { ok: true, positions: read.positions };
}

/** Import (file picker) and Export buttons for the page header; the picker's file goes to `onFile`. */
export function CsvButtons({ canImport, positions, scenarioName, onFile }: { canImport: boolean; positions: readonly Position[]; scenarioName: string; onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const { t } = useTranslation('headcount');
  return (
    <>
      {canImport ? (
        <>
          <button type="button" className="button" onClick={() => input.current?.click()}><FileUp size={16} aria-hidden="true" />{t('csv.import')}</button>
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            hidden
            aria-label={t('csv.fileLabel')}
            data-testid="headcount-csv-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onFile(file);
            }}
          />
        </>
      ) : null}
      <button type="button" className="button" onClick={() => saveCsv(headcountCsv(positions), t('csv.fileName', { scenario: fileSafe(scenarioName, 'scenario') }))}>
        <FileDown size={16} aria-hidden="true" />{t('csv.export')}
      </button>
    </>
  );
}

/** A box a CSV file can be dropped on (when `enabled`). */
export function DropZone({ enabled, onFile, children }: { enabled: boolean; onFile: (file: File) => void; children: ReactNode }) {
  const accept = (event: DragEvent<HTMLDivElement>) => {
    if (!enabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  return (
    <div
      className="hc-drop"
      onDragOver={accept}
      onDragEnter={accept}
      onDrop={(event) => {
        const file = event.dataTransfer.files[0];
        if (!enabled || !file) return;
        event.preventDefault();
        onFile(file);
      }}
    >
      {children}
    </div>
  );
}

/** What the last import did: its problems by line and column (nothing changed), or how many positions it brought. */
export function CsvOutcomePanel({ outcome, onDismiss }: { outcome: CsvOutcome; onDismiss: () => void }) {
  const { t } = useTranslation('headcount');
  if (outcome.kind === 'imported') {
    return <Alert tone="info">{t('csv.imported', { file: outcome.fileName, count: outcome.count })} <button type="button" className="button button-small" onClick={onDismiss}>{t('grid.dismiss')}</button></Alert>;
  }
  return (
    <section className="card hc-import" aria-label={t('csv.problems', { file: outcome.fileName })} data-testid="headcount-import-errors">
      <Alert tone="error" title={t('csv.refused', { file: outcome.fileName, count: outcome.problemCount })} />
      <ScrollRegion label={t('csv.problems', { file: outcome.fileName })} className="table-scroll hc-import-scroll">
        <table className="data-table">
          <thead><tr><th scope="col" className="num">{t('csv.line')}</th><th scope="col">{t('csv.column')}</th><th scope="col">{t('csv.problem')}</th></tr></thead>
          <tbody>
            {outcome.errors.map((error, i) => (
              <tr key={i}><td className="num tabular">{error.line}</td><td>{error.column || '—'}</td><td>{error.message}</td></tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {outcome.problemCount > outcome.errors.length ? <p className="muted">{t('csv.listed', { listed: outcome.errors.length, all: outcome.problemCount })}</p> : null}
      <div><button type="button" className="button" onClick={onDismiss}>{t('grid.dismiss')}</button></div>
    </section>
  );
}
