import type { CsvProblem } from '../../../engine/actuals/csv.ts';
import { formatGridNumber, formatWholeNumber } from '../../ui/figures.ts';
import { navigate } from '../../state/router.ts';
import { Alert } from '../../ui/Alert.tsx';
import { lineLabel, type CellChange } from './sheet.ts';
import { useTranslation } from '../../i18n/index.ts';
import { fileProblemText } from './fileProblems.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import type { ImportEffectAnswer } from '../../../contract/monthlyActuals.ts';
import { MonthFiguresTable } from '../../ui/monthFigures/MonthFiguresTable.tsx';

export type ImportState =
  | { kind: 'none' }
  /** `problemCount`: all of the file's problems; `errors` lists the first of them. */
  | { kind: 'refused'; fileName: string; errors: CsvProblem[]; problemCount: number }
  /** `effect`: per month the file completes, the figures before → after (the server's), while it is worked out 'loading'. */
  | { kind: 'preview'; fileName: string; changes: CellChange[]; effect: ImportEffectAnswer[] | 'loading' | 'failed' };

/** The DATEV Import screen (issue 29): actuals from the books, imported as a new version of these. */
const DATEV_IMPORT_PATH = '/actuals/datev';

/** Beside the file import (admins): the way to the DATEV import, which reads the books through the account mapping. */
export function DatevImportLink() {
  const { t } = useTranslation('monthlyActuals');
  return (
    <a
      className="button"
      href={DATEV_IMPORT_PATH}
      onClick={(event) => {
        event.preventDefault();
        navigate(DATEV_IMPORT_PATH);
      }}
    >
      {t('importDatev')}
    </a>
  );
}

/** A read file: its problems by line and column, or what it changes (old → new) with Apply and Cancel. */
export function ImportPanel({ state, onApply, onCancel }: { state: Exclude<ImportState, { kind: 'none' }>; onApply: () => void; onCancel: () => void }) {
  const { t } = useTranslation('monthlyActuals');
  if (state.kind === 'refused') {
    return (
      <section className="card ma-import" aria-label={t('importCsv')} data-testid="import-errors">
        <Alert tone="error" title={t('importRefused', { file: state.fileName })} />
        <ScrollRegion label={t('importProblems', { file: state.fileName })}>
          <table className="ma-table">
            <thead><tr><th scope="col" className="tabular">{t('columns.line')}</th><th scope="col">{t('columns.column')}</th><th scope="col">{t('columns.problem')}</th></tr></thead>
            <tbody>
              {state.errors.map((error, i) => (
                <tr key={i}><td className="tabular">{error.line}</td><td>{error.column || '—'}</td><td>{fileProblemText(error.message)}</td></tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        {state.problemCount > state.errors.length ? <p className="muted">{t('importListed', { listed: state.errors.length, all: formatWholeNumber(state.problemCount) })}</p> : null}
        <div className="ma-import-actions"><button type="button" className="button" onClick={onCancel}>{t('dismiss')}</button></div>
      </section>
    );
  }
  return (
    <section className="card ma-import" aria-label={t('importCsv')} data-testid="import-preview">
      <p>{state.changes.length > 0 ? t('importPreview', { file: state.fileName, count: state.changes.length }) : t('importNoChange', { file: state.fileName })}</p>
      {state.changes.length > 0 ? (
        <ScrollRegion label={t('importChanges', { file: state.fileName })} className="table-scroll ma-preview-scroll">
          <table className="ma-table" aria-label={t('importPreview', { file: state.fileName, count: state.changes.length })}>
            <thead>
              <tr><th scope="col">{t('columns.month')}</th><th scope="col">{t('columns.line')}</th><th scope="col" className="tabular">{t('columns.old')}</th><th scope="col" className="tabular">{t('columns.new')}</th></tr>
            </thead>
            <tbody>
              {state.changes.map((change) => (
                <tr key={`${change.month}|${change.line}`}>
                  <td>{change.month}</td>
                  <td>{lineLabel(change.line)}</td>
                  <td className="tabular">{change.old === undefined ? '—' : formatGridNumber(change.old)}</td>
                  <td className="tabular">{formatGridNumber(change.new)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
      {state.changes.length > 0 ? <ImportEffect fileName={state.fileName} effect={state.effect} months={new Set(state.changes.map((change) => change.month))} /> : null}
      <div className="ma-import-actions">
        <button type="button" className="button" onClick={onCancel}>{t('cancel')}</button>
        {state.changes.length > 0 ? <button type="button" className="button button-primary" onClick={onApply}>{t('apply')}</button> : null}
      </div>
    </section>
  );
}

/** What the file does to revenue, costs, EBITDA and cash in the months it touches, before → after. */
function ImportEffect({ fileName, effect: answer, months }: { fileName: string; effect: ImportEffectAnswer[] | 'loading' | 'failed'; months: ReadonlySet<string> }) {
  const { t } = useTranslation('monthlyActuals');
  if (answer === 'loading') return <p className="muted">{t('effect.loading')}</p>;
  if (answer === 'failed') return null;
  const effect = answer.filter((month) => months.has(month.month));
  if (effect.length === 0) return <p className="muted">{t('effect.none')}</p>;
  return (
    <div data-testid="import-effect">
      <h3 className="ma-effect-title">{t('effect.title', { file: fileName })}</h3>
      <MonthFiguresTable label={t('effect.title', { file: fileName })} months={effect.map((month) => month.before)} after={effect.map((month) => month.after)} />
    </div>
  );
}
