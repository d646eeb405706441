import { useState } from 'react';
import { readBaselineImport } from '../../../engine/actuals/importCsv.ts';
import { putBaselineActuals } from '../../api/baseline.ts';
import { csvRejectedAnswer } from '../../../contract/baseline.ts';
import type { ImportState } from './CsvImportPanel.tsx';
import type { BaselineData } from './useBaselineData.ts';
import { i18n } from '../../i18n/index.ts';
import { completeSave, errorText, refusalBody, saveFailedNotice, type Notice } from './saveOutcome.ts';

/**
 * Import CSV, all or nothing: the file is read by the engine's parser (papaparse) and checked like
 * a save; any problem lists every line and column and changes nothing; a clean file shows what
 * it changes, and only Apply Import stores it (as a new version, checked again by the server).
 */
export function useCsvImport(data: BaselineData | null, reload: () => Promise<unknown>, onNotice: (notice: Notice | null) => void, onApplied: () => void) {
  const [state, setState] = useState<ImportState>({ kind: 'none' });
  const [busy, setBusy] = useState(false);

  const readFile = async (file: File) => {
    if (!data) return;
    onNotice(null);
    let text: string;
    try {
      text = await file.text();
    } catch (error) {
      setState({ kind: 'refused', fileName: file.name, errors: [{ line: 0, column: '', message: i18n.t('baselineData:fileUnreadable', { reason: errorText(error) }) }], problemCount: 1 });
      return;
    }
    const result = readBaselineImport(text, data.actuals);
    setState(result.ok
      ? { kind: 'preview', fileName: file.name, text, maskChanges: result.maskChanges, cellChanges: result.cellChanges }
      : { kind: 'refused', fileName: file.name, errors: result.errors, problemCount: result.problemCount });
  };

  const apply = async () => {
    if (state.kind !== 'preview' || !data) return;
    if (data.version === null) {
      onNotice(saveFailedNotice(new Error(i18n.t('baselineData:offline'))));
      return;
    }
    setBusy(true);
    try {
      await putBaselineActuals(state.text, data.version);
      setState({ kind: 'none' });
      onApplied();
      onNotice(await completeSave(reload));
    } catch (error) {
      const refused = csvRejectedAnswer.safeParse(refusalBody(error));
      if (refused.success) setState({ kind: 'refused', fileName: state.fileName, errors: refused.data.errors, problemCount: refused.data.error_count });
      onNotice(saveFailedNotice(error));
    } finally {
      setBusy(false);
    }
  };

  return { state, busy, readFile, apply, discard: () => setState({ kind: 'none' }) };
}
