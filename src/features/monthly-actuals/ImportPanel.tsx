import type { CsvProblem } from '../../../engine/actuals/csv.ts';
import { formatGridNumber } from '../../ui/figures.ts';
import { navigate } from '../../state/router.ts';
import { Alert } from '../../ui/Alert.tsx';
import { lineLabel, type CellChange } from './sheet.ts';
import { ACTUALS_TEXT } from './texts.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import type { ImportEffectAnswer } from '../../../contract/monthlyActuals.ts';
import { MonthFiguresTable } from '../../ui/monthFigures/MonthFiguresTable.tsx';

export type ImportState =
  | { kind: 'none' }
  /** `problemCount`: all of the file's problems; `errors` lists the first of them. */
  | { kind: 'refused'; fileName: string; errors: CsvProblem[]; problemCount: number }
  /** `effect`: per month the file completes, the figures before → after (the server's), while it is worked out 'loading'. */
  | { kind: 'preview'; fileName: string; changes: CellChange[]; effect: ImportEffectAnswer[] | 'loading' | 'failed' };

const TEXT = ACTUALS_TEXT.columns;

/** The DATEV Import screen (issue 29): actuals from the books, imported as a new version of these. */
const DATEV_IMPORT_PATH = '/actuals/datev';

/** Beside the file import (admins): the way to the DATEV import, which reads the books through the account mapping. */
export function DatevImportLink() {
  return (
    <a
      className="button"
      href={DATEV_IMPORT_PATH}
      onClick={(event) => {
        event.preventDefault();
        navigate(DATEV_IMPORT_PATH);
      }}
    >
      {ACTUALS_TEXT.importDatev}
    </a>
  );
}

/** A read file: its problems by line and column, or what it changes (old → new) with Apply and Cancel. */
export function ImportPanel({ state, onApply, onCancel }: { state: Exclude<ImportState, { kind: 'none' }>; onApply: () => void; onCancel: () => void }) {
  if (state.kind === 'refused') {
    return (
      <section className="card ma-import" aria-label={ACTUALS_TEXT.importCsv} data-testid="import-errors">
        <Alert tone="error" title={ACTUALS_TEXT.importRefused(state.fileName)} />
        <ScrollRegion label={ACTUALS_TEXT.importProblems(state.fileName)}>
          <table className="ma-table">
            <thead><tr><th scope="col" className="tabular">{TEXT.line}</th><th scope="col">{TEXT.column}</th><th scope="col">{TEXT.problem}</th></tr></thead>
            <tbody>
              {state.errors.map((error, i) => (
                <tr key={i}><td className="tabular">{error.line}</td><td>{error.column || '—'}</td><td>{error.message}</td></tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        {state.problemCount > state.errors.length ? <p className="muted">{ACTUALS_TEXT.importListed(state.errors.length, state.problemCount)}</p> : null}
        <div className="ma-import-actions"><button type="button" className="button" onClick={onCancel}>{ACTUALS_TEXT.dismiss}</button></div>
      </section>
    );
  }
  return (
    <section className="card ma-import" aria-label={ACTUALS_TEXT.importCsv} data-testid="import-preview">
      <p>{state.changes.length > 0 ? ACTUALS_TEXT.importPreview(state.fileName, state.changes.length) : ACTUALS_TEXT.importNoChange(state.fileName)}</p>
      {state.changes.length > 0 ? (
        <ScrollRegion label={ACTUALS_TEXT.importChanges(state.fileName)} className="table-scroll ma-preview-scroll">
          <table className="ma-table" aria-label={ACTUALS_TEXT.importPreview(state.fileName, state.changes.length)}>
            <thead>
              <tr><th scope="col">{TEXT.month}</th><th scope="col">{TEXT.line}</th><th scope="col" className="tabular">{TEXT.old}</th><th scope="col" className="tabular">{TEXT.new}</th></tr>
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
        <button type="button" className="button" onClick={onCancel}>{ACTUALS_TEXT.cancel}</button>
        {state.changes.length > 0 ? <button type="button" className="button button-primary" onClick={onApply}>{ACTUALS_TEXT.apply}</button> : null}
      </div>
    </section>
  );
}

/** What the file does to revenue, costs, EBITDA and cash in the months it touches, before → after. */
function ImportEffect({ fileName, effect: answer, months }: { fileName: string; effect: ImportEffectAnswer[] | 'loading' | 'failed'; months: ReadonlySet<string> }) {
  if (answer === 'loading') return <p className="muted">{ACTUALS_TEXT.effect.loading}</p>;
  if (answer === 'failed') return null;
  const effect = answer.filter((month) => months.has(month.month));
  if (effect.length === 0) return <p className="muted">{ACTUALS_TEXT.effect.none}</p>;
  return (
    <div data-testid="import-effect">
      <h3 className="ma-effect-title">{ACTUALS_TEXT.effect.title(fileName)}</h3>
      <MonthFiguresTable label={ACTUALS_TEXT.effect.title(fileName)} months={effect.map((month) => month.before)} after={effect.map((month) => month.after)} />
    </div>
  );
}
