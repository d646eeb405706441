import { useState } from 'react';
import type { CsvProblem } from '../../../engine/actuals/csv.ts';
import type { ActualsChange, DataMaskChange } from '../../../engine/actuals/diff.ts';
import { formatGridNumber } from '../../ui/figures.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Card } from '../../ui/Card.tsx';
import { formatFieldValue } from './fieldValues.ts';
import { BASELINE_TEXT } from './texts.ts';
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
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function Refused({ state }: { state: Extract<ImportState, { kind: 'refused' }> }) {
  return (
    <div className="baseline-import-errors" data-testid="import-errors">
      <Alert tone="error" title={`${BASELINE_TEXT.importTitle}: ${state.fileName}`}>{BASELINE_TEXT.importRefused}</Alert>
      <ScrollRegion label={BASELINE_TEXT.importProblems(state.fileName)}>
        <table className="baseline-table">
          <thead><tr><th scope="col" className="tabular">Line</th><th scope="col">Column</th><th scope="col">Problem</th></tr></thead>
          <tbody>
            {state.errors.map((error, i) => (
              <tr key={i}><td className="tabular">{error.line}</td><td>{error.column || '—'}</td><td>{error.message}</td></tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {state.problemCount > state.errors.length ? <p className="muted">{BASELINE_TEXT.importListed(state.errors.length, state.problemCount)}</p> : null}
    </div>
  );
}

function Preview({ state, unsavedEdits }: { state: Extract<ImportState, { kind: 'preview' }>; unsavedEdits: boolean }) {
  const [allCells, setAllCells] = useState(false);
  const cells = allCells ? state.cellChanges : state.cellChanges.slice(0, FIRST_CELLS);
  if (state.cellChanges.length === 0) return <p className="muted">{BASELINE_TEXT.importNoChange}</p>;
  return (
    <div className="baseline-import-preview" data-testid="import-preview">
      <p className="muted">
        {`${state.fileName}: ${count(state.maskChanges.length, 'data-mask figure', 'data-mask figures')} and ${count(state.cellChanges.length, 'value', 'values')} change.`}
      </p>
      {unsavedEdits ? <Alert tone="warning">{BASELINE_TEXT.importUnsavedWarning}</Alert> : null}
      {state.maskChanges.length > 0 ? (
        <ScrollRegion label={BASELINE_TEXT.maskChanges}>
          <table className="baseline-table" aria-label={BASELINE_TEXT.maskChanges}>
            <thead><tr><th scope="col">Figure</th><th scope="col" className="tabular">Current</th><th scope="col" className="tabular">Imported</th></tr></thead>
            <tbody>
              {state.maskChanges.map((change) => (
                <tr key={change.field}>
                  <td>{change.label}</td>
                  <td className="tabular">{formatFieldValue(change.field, change.before)}</td>
                  <td className="tabular">{formatFieldValue(change.field, change.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
      <ScrollRegion label={BASELINE_TEXT.cellChanges}>
        <table className="baseline-table" aria-label={BASELINE_TEXT.cellChanges}>
          <thead><tr><th scope="col">Field</th><th scope="col">Month</th><th scope="col" className="tabular">Current</th><th scope="col" className="tabular">Imported</th></tr></thead>
          <tbody>
            {cells.map((change) => (
              <tr key={`${change.field}-${change.month ?? 'value'}`}>
                <td>{change.field}</td><td>{change.month ?? 'setting'}</td>
                <td className="tabular">{cellValue(change.before)}</td><td className="tabular">{cellValue(change.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {state.cellChanges.length > FIRST_CELLS && !allCells ? (
        <button type="button" className="button button-small" onClick={() => setAllCells(true)}>
          {`Show all ${state.cellChanges.length} changes`}
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
  const { state } = props;
  const canApply = state.kind === 'preview' && state.cellChanges.length > 0;
  return (
    <Card
      title={state.kind === 'preview' ? BASELINE_TEXT.importPreview : BASELINE_TEXT.importTitle}
      actions={(
        <div className="baseline-actions">
          <button type="button" className="button" onClick={props.onDiscard} disabled={props.busy}>{BASELINE_TEXT.importDiscard}</button>
          {canApply ? (
            <button type="button" className="button button-primary" onClick={props.onApply} disabled={props.busy}>
              {props.busy ? BASELINE_TEXT.saving : BASELINE_TEXT.importApply}
            </button>
          ) : null}
        </div>
      )}
    >
      {state.kind === 'refused' ? <Refused state={state} /> : <Preview state={state} unsavedEdits={props.unsavedEdits} />}
    </Card>
  );
}
