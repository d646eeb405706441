import { useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { FileUp } from 'lucide-react';
import { importExcelDrivers } from '../../api/driverImport.ts';
import { ApiRequestError } from '../../api/errors.ts';
import { activeScenarioAtom } from '../../state/scenarios.ts';
import { setDriverDrafts } from '../../state/drafts.ts';
import { Modal } from '../../ui/Modal.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { formatValueWithUnit } from '../../ui/figures.ts';
import type { DriverImportAnswer } from '../../../contract/driverImport.ts';
import { IMPORT_TEXT as TEXT } from './texts.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import { useShownNames } from '../../ui/analysis/shownNames.ts';
import { shownScenarioName } from '../../state/scenarioNames.ts';

type Outcome =
  | { kind: 'reading'; file: string }
  | { kind: 'read'; file: string; answer: DriverImportAnswer }
  | { kind: 'refused'; file: string; message: string; rows: { row: number; column: string; message: string }[] };

/** The file's bytes as base64 (the API takes workbooks in JSON, like the exports' files). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function refusalOf(error: unknown, file: string): Outcome {
  const body = error instanceof ApiRequestError ? (error.body as { errors?: { row: number; column: string; message: string }[] } | undefined) : undefined;
  return { kind: 'refused', file, message: error instanceof Error ? error.message : String(error), rows: body?.errors ?? [] };
}

/**
 * 'Import from Excel' (issue #19): the Drivers sheet of an Excel model Fahrplan exported, perhaps
 * edited in Excel or LibreOffice, read on the server and shown old → new against the active
 * scenario; 'Apply as drafts' sets them as one undoable edit, to save like any draft.
 */
export function ImportDriversButton() {
  const scenario = useAtomValue(activeScenarioAtom);
  const names = useShownNames();
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function read(file: File) {
    setOutcome({ kind: 'reading', file: file.name });
    try {
      const answer = await importExcelDrivers({ file_base64: await base64Of(file), ...(scenario ? { scenario_id: scenario.scenario_id } : {}) });
      setOutcome({ kind: 'read', file: file.name, answer });
    } catch (error) {
      setOutcome(refusalOf(error, file.name));
    }
  }

  function apply(answer: DriverImportAnswer) {
    setDriverDrafts(Object.fromEntries(answer.changes.map((change) => [change.driver, change.new])), { undoable: true });
    setOutcome(null);
  }

  const close = () => setOutcome(null);
  const footer = outcome?.kind === 'read' && outcome.answer.changes.length > 0 ? (
    <>
      <button type="button" className="button" onClick={close}>{TEXT.cancel}</button>
      <button type="button" className="button button-primary" onClick={() => apply(outcome.answer)}>{TEXT.apply(outcome.answer.changes.length)}</button>
    </>
  ) : <button type="button" className="button" onClick={close}>{TEXT.close}</button>;

  return (
    <>
      <button type="button" className="button" onClick={() => input.current?.click()}>
        <FileUp size={16} aria-hidden="true" />
        {TEXT.button}
      </button>
      <input
        ref={input}
        type="file"
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        hidden
        aria-label={TEXT.fileLabel}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void read(file);
        }}
      />
      <Modal title={TEXT.title} open={outcome !== null} onClose={close} footer={footer} wide>
        {outcome ? <p className="muted">{TEXT.file(outcome.file)}</p> : null}
        {outcome?.kind === 'reading' ? <p role="status">{TEXT.reading}</p> : null}
        {outcome?.kind === 'refused' ? (
          <Alert tone="error" title={outcome.message}>
            {outcome.rows.length > 0 ? (
              <ul>{outcome.rows.map((row) => <li key={`${row.row}-${row.column}`}>{TEXT.cell(row.row, row.column, row.message)}</li>)}</ul>
            ) : null}
          </Alert>
        ) : null}
        {outcome?.kind === 'read' && outcome.answer.changes.length === 0 ? <p role="status">{TEXT.nothing(shownScenarioName(outcome.answer))}</p> : null}
        {outcome?.kind === 'read' && outcome.answer.changes.length > 0 ? (
          <ScrollRegion label={TEXT.caption(shownScenarioName(outcome.answer))}>
            <table className="data-table" data-testid="driver-import-preview">
              <caption>{TEXT.caption(shownScenarioName(outcome.answer))}</caption>
              <thead>
                <tr><th scope="col">{TEXT.driver}</th><th scope="col" className="num">{TEXT.old}</th><th scope="col" className="num">{TEXT.new}</th></tr>
              </thead>
              <tbody>
                {outcome.answer.changes.map((change) => (
                  <tr key={change.driver} data-driver={change.driver}>
                    <th scope="row">{names.driver(change.driver)}</th>
                    <td className="num tabular">{formatValueWithUnit(change.old, change.unit)}</td>
                    <td className="num tabular">{formatValueWithUnit(change.new, change.unit)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        ) : null}
      </Modal>
    </>
  );
}
