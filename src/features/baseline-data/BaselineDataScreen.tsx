import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { serializeActualsCsv } from '../../../engine/actuals/csv.ts';
import { formatSavedAtDe } from '../../ui/figures.ts';
import { authAtom } from '../../state/auth.ts';
import { baselineRevisionAtom } from '../../state/liveRevisions.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { CsvImportPanel } from './CsvImportPanel.tsx';
import { DataMaskSection } from './DataMaskSection.tsx';
import { DataSummary } from './DataSummary.tsx';
import { VersionHistory } from './VersionHistory.tsx';
import { baselineFileName } from './baselineFiles.ts';
import { saveCsv } from '../../ui/download.ts';
import { BASELINE_SECTIONS, OPENING_BALANCE_SECTION } from './texts.ts';
import { useTranslation } from '../../i18n/index.ts';
import { OpeningBalanceFigures } from './OpeningBalanceFigures.tsx';
import { useOpeningBalance } from './useOpeningBalance.ts';
import { useBaselineData } from './useBaselineData.ts';
import { useBaselineEditor } from './useBaselineEditor.ts';
import { useCsvImport } from './useCsvImport.ts';
import '../../ui/forms.css';
import './baselineData.css';

/** Part 1 §2 '2024/2025 Baseline Data Input' with CSV export and import (issue #8). */
export function BaselineDataScreen() {
  const auth = useAtomValue(authAtom);
  const { t } = useTranslation('baselineData');
  const isAdmin = auth.status === 'signedIn' && auth.user.access_level === 'admin';
  const { data, loading, reload } = useBaselineData();
  const editor = useBaselineEditor(data, reload);
  const csvImport = useCsvImport(data, reload, editor.setNotice, () => {
    editor.discardEdits();
    editor.lock();
  });
  const fileInput = useRef<HTMLInputElement>(null);
  // The opening balance of the form's baseline: its valid edits applied, else the stored one.
  const formActuals = editor.check?.applied?.ok ? editor.check.applied.actuals : data?.actuals ?? null;
  const openingBalance = useOpeningBalance(formActuals, `${data?.version ?? 'device'}|${editor.check?.applied?.ok ? JSON.stringify(editor.draft) : 'saved'}`);
  // A baseline saved elsewhere shows at once, unless this admin is editing: their save then meets
  // the version conflict, and Cancel loads the newest (useBaselineEditor).
  const baselineRevision = useAtomValue(baselineRevisionAtom);
  const shownRevision = useRef(baselineRevision);
  useEffect(() => {
    if (shownRevision.current === baselineRevision || !editor.locked) return;
    shownRevision.current = baselineRevision;
    void reload();
  }, [baselineRevision, editor.locked, reload]);

  if (loading || !data || !editor.draft || !editor.check) {
    return (
      <section className="screen">
        <PageHeader title={t('title')} subtitle={t('subtitle')} />
        <Spinner label={t('loading')} />
      </section>
    );
  }

  const { check, draft, locked } = editor;
  const canChange = isAdmin && data.version !== null;
  const busy = editor.saving || csvImport.busy;
  const exportCsv = () => saveCsv(serializeActualsCsv(data.actuals), baselineFileName(data.version));

  const actions = (
    <>
      <span className="muted baseline-last-saved" data-testid="last-saved">
        {`${t('lastSaved')}: ${data.mask.last_updated ? formatSavedAtDe(data.mask.last_updated) : '—'}`}
      </span>
      <button type="button" className="button" onClick={exportCsv}>{t('exportCsv')}</button>
      <button type="button" className="button" disabled={!canChange || busy} onClick={() => fileInput.current?.click()}>{t('importCsv')}</button>
      <input
        ref={fileInput}
        type="file"
        accept=".csv,text/csv"
        className="baseline-file-input"
        aria-label={t('importCsvFile')}
        disabled={!canChange || busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void csvImport.readFile(file);
        }}
      />
      <button
        type="button"
        className={`button${locked ? ' button-primary' : ''}`}
        disabled={!canChange || busy}
        aria-pressed={!locked}
        onClick={editor.toggleLock}
      >
        {locked ? t('editData') : t('lockData')}
      </button>
    </>
  );

  return (
    <section className="screen baseline-screen">
      <PageHeader title={t('title')} subtitle={t('subtitle')} actions={actions} />
      {!isAdmin ? <p className="muted">{t('adminOnly')}</p> : null}
      {data.version === null ? <p className="muted">{t('offline')}</p> : null}

      {editor.notice ? (
        <div role="alert" className={`alert alert-${editor.notice.tone === 'success' ? 'info' : editor.notice.tone} baseline-notice`} data-testid="baseline-notice">
          {editor.notice.text}
        </div>
      ) : null}

      {editor.panelMessages.length > 0 ? (
        <div className="alert alert-error" data-testid="validation-errors">
          <strong>{t('validationTitle')}</strong>
          <ul className="baseline-error-list">
            {editor.panelMessages.map((message) => <li key={message}>{message}</li>)}
          </ul>
        </div>
      ) : null}

      {csvImport.state.kind !== 'none' ? (
        <CsvImportPanel state={csvImport.state} busy={csvImport.busy} unsavedEdits={check.dirty} onApply={() => void csvImport.apply()} onDiscard={csvImport.discard} />
      ) : null}

      <div className="baseline-sections">
        {BASELINE_SECTIONS.map((section) => (
          <DataMaskSection
            key={section.id}
            title={t(`sections.${section.id}`)}
            fields={section.fields}
            draft={draft}
            saved={data.mask}
            locked={locked || busy}
            errors={check.fieldErrors}
            onChange={editor.setField}
          />
        ))}
        <DataMaskSection
          title={t(`sections.${OPENING_BALANCE_SECTION.id}`)}
          fields={OPENING_BALANCE_SECTION.fields}
          draft={draft}
          saved={data.mask}
          locked={locked || busy}
          errors={check.fieldErrors}
          onChange={editor.setField}
          derived={<OpeningBalanceFigures query={openingBalance} />}
          wide
        />
      </div>

      {!locked || check.dirty ? (
        <div className="baseline-footer">
          {check.dirty ? <span className="badge badge-warning">{t('unsaved')}</span> : null}
          <button type="button" className="button" onClick={editor.cancel} disabled={busy}>{t('cancel')}</button>
          <button type="button" className="button button-primary" onClick={() => void editor.save()} disabled={busy || !check.dirty}>
            {editor.saving ? t('saving') : t('save')}
          </button>
        </div>
      ) : null}

      <DataSummary summary={check.summary} preview={check.preview} />
      {data.version !== null ? <VersionHistory currentVersion={data.version} /> : null}
    </section>
  );
}
