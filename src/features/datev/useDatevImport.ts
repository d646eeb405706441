import { useReducer, useRef, useState } from 'react';
import type { z } from 'zod';
import { DATEV_MAX_BYTES, type datevImportAnswer, type DatevMappingAnswer, type DatevReadAnswer } from '../../../contract/datev.ts';
import { getDatevMapping, importDatevFile, putDatevMapping, readDatevFile, type DatevFileQuery } from '../../api/datev.ts';
import { formatWholeNumber } from '../../ui/figures.ts';
import { datevFailure, type DatevProblem } from './failures.ts';
import { EMPTY_DRAFT, mappingBody, mappingDraftReducer } from './mappingDraft.ts';
import { i18n } from '../../i18n/index.ts';

type DatevImportAnswer = z.infer<typeof datevImportAnswer>;

/** Where the screen stands: choosing a file, reading it, its refusal, its preview with the mapping it was read with, or the import done. */
export type Stage =
  | { kind: 'choose' }
  | { kind: 'reading'; fileName: string }
  | { kind: 'refused'; fileName: string; message: string; errors: DatevProblem[] }
  | { kind: 'preview'; file: File; query: DatevFileQuery; answer: DatevReadAnswer; mapping: DatevMappingAnswer }
  | { kind: 'imported'; fileName: string; result: DatevImportAnswer };

export type Notice = { tone: 'info' | 'warning' | 'error'; text: string; errors?: DatevProblem[] } | null;

/** What is under way while a preview is shown (the preview stays, its controls wait). */
export type Busy = 'mapping' | 'import' | 'reread' | null;

const MEGABYTES = formatWholeNumber(DATEV_MAX_BYTES / 1024 / 1024);

/** A save of the mapping meanwhile, by whom when the server says. */
function conflictMessage(version: number, by: string | null): string {
  return by ? i18n.t('datev:mapping.conflictBy', { version, by }) : i18n.t('datev:mapping.conflict', { version });
}

/**
 * The DATEV import's flow (issue 29): read a file (nothing stored) and the mapping it was read
 * with; edit the mapping as a draft and save it, after which the file is read again so the preview
 * is the saved mapping's; import with the mapping and actuals versions the preview was read on. A
 * change meanwhile (409) reads the file again, keeping the draft, and says why.
 */
export function useDatevImport() {
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [draft, dispatch] = useReducer(mappingDraftReducer, EMPTY_DRAFT);
  const [comment, setComment] = useState('');
  /** Moves after an import, so the log loads again. */
  const [imports, setImports] = useState(0);
  /** The newest read wins: an older answer arriving late is dropped. */
  const readCount = useRef(0);

  /**
   * Reads the file; `again`: the previewed file once more (after a save, or a change meanwhile),
   * its preview and draft kept meanwhile, else a new file with an empty draft. Whether it was read.
   */
  async function read(file: File, query: DatevFileQuery, again = false): Promise<boolean> {
    const count = (readCount.current += 1);
    setNotice(null);
    if (file.size > DATEV_MAX_BYTES) {
      setStage({ kind: 'choose' });
      setNotice({ tone: 'error', text: i18n.t('datev:choose.tooLarge', { file: file.name, megabytes: MEGABYTES }) });
      return false;
    }
    if (!again) {
      dispatch({ type: 'clear' });
      setStage({ kind: 'reading', fileName: file.name });
    }
    try {
      const answer = await readDatevFile(file, query);
      const mapping = await getDatevMapping(answer.file.chart);
      if (count !== readCount.current) return false;
      setStage({ kind: 'preview', file, query, answer, mapping });
      return true;
    } catch (error) {
      if (count !== readCount.current) return false;
      const failure = datevFailure(error);
      if (failure.kind === 'refused') setStage({ kind: 'refused', fileName: file.name, message: failure.message, errors: failure.errors });
      else {
        if (!again) setStage({ kind: 'choose' });
        setNotice({ tone: 'error', text: failure.message });
      }
      return false;
    }
  }

  /** Reads the previewed file again (after a save or a change meanwhile); `after` is said once it is read. */
  async function readAgain(after: Notice): Promise<void> {
    if (stage.kind !== 'preview') return;
    setBusy('reread');
    const done = await read(stage.file, stage.query, true).finally(() => setBusy(null));
    if (done) setNotice(after);
  }

  async function saveMapping(): Promise<void> {
    if (stage.kind !== 'preview') return;
    setBusy('mapping');
    setNotice(null);
    try {
      const saved = await putDatevMapping(mappingBody(stage.mapping, draft, comment));
      dispatch({ type: 'clear' });
      setComment('');
      setBusy(null);
      await readAgain({ tone: 'info', text: i18n.t('datev:mapping.saved', { version: saved.version }) });
    } catch (error) {
      setBusy(null);
      const failure = datevFailure(error);
      if (failure.kind === 'conflict') {
        const current = await getDatevMapping(stage.mapping.chart).catch(() => null);
        await readAgain({ tone: 'warning', text: conflictMessage(current?.version ?? stage.mapping.version, current?.updated_by ?? null) });
        return;
      }
      setNotice({ tone: 'error', text: `${i18n.t('datev:mapping.failed')}: ${failure.message}`, ...(failure.kind === 'refused' ? { errors: failure.errors } : {}) });
    }
  }

  async function importFile(): Promise<void> {
    if (stage.kind !== 'preview') return;
    setBusy('import');
    setNotice(null);
    try {
      const result = await importDatevFile(stage.file, { ...stage.query, mapping_version: stage.answer.mapping.version, version: stage.answer.actuals_version });
      setStage({ kind: 'imported', fileName: stage.file.name, result });
      setImports((n) => n + 1);
      setBusy(null);
    } catch (error) {
      setBusy(null);
      const failure = datevFailure(error);
      if (failure.kind === 'conflict') {
        await readAgain({ tone: 'warning', text: i18n.t(failure.code === 'mapping_changed' ? 'datev:import.mappingChanged' : 'datev:import.versionConflict') });
        return;
      }
      setNotice({ tone: 'error', text: `${i18n.t('datev:failures.notImported')}: ${failure.message}`, ...(failure.kind === 'refused' ? { errors: failure.errors } : {}) });
    }
  }

  function restart(): void {
    readCount.current += 1;
    dispatch({ type: 'clear' });
    setComment('');
    setNotice(null);
    setStage({ kind: 'choose' });
  }

  return { stage, notice, setNotice, busy, draft, dispatch, comment, setComment, imports, read, saveMapping, importFile, restart };
}
