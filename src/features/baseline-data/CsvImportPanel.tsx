import { useState } from 'react';
import type { CsvProblem } from '../../../engine/actuals/csv.ts';
import type { ActualsChange, DataMaskChange } from '../../../engine/actuals/diff.ts';
import { formatGridNumber, formatWholeNumber } from '../../ui/figures.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Card } from '../../ui/Card.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { fieldLabel, formatFieldValue } from './fieldValues.ts';
import { csvProblemText } from './csvProblems.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';

export type ImportState =
  | { kind: 'none' }
  /** `problemCount`: all of the file's problems; `errors` lists the first of them. */
  | { kind: 'refused'; fileName: string; errors: CsvProblem[]; problemCount: number }
  | { kind: 'preview'; fileName: string; text: string; maskChanges: DataMaskChange[]; cellChanges: ActualsChange[] };

/** Monthly changes listed before "show all" (a full replacement touches hundreds of cells). */
const FIRST_CELLS = 60;

// Monthly cells as the file shows them (spreadsheet style), so the preview reads like the CSV.
const cellValue = (value: number | string) => (typeof value === 'number' ? formatGridNumber(value) : value);

function Refused({ state }: { state: Extract<ImportState, { kind: 'refused' }> }) {
  const { t } = useTranslation('baselineData');
  return (
    <div className="baseline-import-errors" data-testid="import-errors">
      <Alert tone="error" title={`${t('importTitle')}: ${state.fileName}`}>{t('importRefused')}</Alert>
      <ScrollRegion label={t('importProblems', { file: state.fileName })}>
        <table className="baseline-table">
          <thead><tr><th scope="col" className="tabular">{t('columns.line')}</th><th scope="col">{t('columns.column')}</th><th scope="col">{t('columns.problem')}</th></tr></thead>
          <tbody>
            {state.errors.map((error, i) => (
              <tr key={i}><td className="tabular">{error.line}</td><td>{error.column || '—'}</td><td>{csvProblemText(error.message)}</td></tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {state.problemCount > state.errors.length ? <p className="muted">{t('importListed', { listed: state.errors.length, all: formatWholeNumber(state.problemCount) })}</p> : null}
    </div>
  );
}

function Preview({ state, unsavedEdits }: { state: Extract<ImportState, { kind: 'preview' }>; unsavedEdits: boolean }) {
  const { t } = useTranslation('baselineData');
  const [allCells, setAllCells] = useState(false);
  const cells = allCells ? state.cellChanges : state.cellChanges.slice(0, FIRST_CELLS);
  if (state.cellChanges.length === 0) return <p className="muted">{t('importNoChange')}</p>;
  return (
    <div className="baseline-import-preview" data-testid="import-preview">
      <p className="muted">
        {t('importChangeCount', { file: state.fileName, figures: t('maskFigures', { count: state.maskChanges.length }), values: t('values', { count: state.cellChanges.length }) })}
      </p>
      {unsavedEdits ? <Alert tone="warning">{t('importUnsavedWarning')}</Alert> : null}
      {state.maskChanges.length > 0 ? (
        <ScrollRegion label={t('maskChanges')}>
          <table className="baseline-table" aria-label={t('maskChanges')}>
            <thead><tr><th scope="col">{t('columns.figure')}</th><th scope="col" className="tabular">{t('columns.current')}</th><th scope="col" className="tabular">{t('columns.imported')}</th></tr></thead>
            <tbody>
              {state.maskChanges.map((change) => (
                <tr key={change.field}>
                  <td>{fieldLabel(change.field)}</td>
                  <td className="tabular">{formatFieldValue(change.field, change.before)}</td>
                  <td className="tabular">{formatFieldValue(change.field, change.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
      <ScrollRegion label={t('cellChanges')}>
        <table className="baseline-table" aria-label={t('cellChanges')}>
          <thead><tr><th scope="col">{t('columns.field')}</th><th scope="col">{t('columns.month')}</th><th scope="col" className="tabular">{t('columns.current')}</th><th scope="col" className="tabular">{t('columns.imported')}</th></tr></thead>
          <tbody>
            {cells.map((change) => (
              <tr key={`${change.field}-${change.month ?? 'value'}`}>
                <td>{change.field}</td><td>{change.month ?? t('setting')}</td>
                <td className="tabular">{cellValue(change.before)}</td><td className="tabular">{cellValue(change.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {state.cellChanges.length > FIRST_CELLS && !allCells ? (
        <button type="button" className="button button-small" onClick={() => setAllCells(true)}>
          {t('showAll', { count: state.cellChanges.length })}
        </button>
      ) : null}
    </div>
  );
}

/** The result of reading an import file: every problem by line and column, or the old → new preview. */
export function CsvImportPanel(props: {
  state: Exclude<ImportState, { kind: 'none' }>;
  busy: boolean;
  unsavedEdits: boolean;
  onApply: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('baselineData');
  const { state } = props;
  const canApply = state.kind === 'preview' && state.cellChanges.length > 0;
  return (
    <Card
      title={state.kind === 'preview' ? t('importPreview') : t('importTitle')}
      actions={(
        <div className="baseline-actions">
          <button type="button" className="button" onClick={props.onDiscard} disabled={props.busy}>{t('importDiscard')}</button>
          {canApply ? (
            <button type="button" className="button button-primary" onClick={props.onApply} disabled={props.busy}>
              {props.busy ? t('saving') : t('importApply')}
            </button>
          ) : null}
        </div>
      )}
    >
      {state.kind === 'refused' ? <Refused state={state} /> : <Preview state={state} unsavedEdits={props.unsavedEdits} />}
    </Card>
  );
}
