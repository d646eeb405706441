import { navigate } from '../../state/router.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { AccountsTable } from './AccountsTable.tsx';
import { FileChooser } from './FileChooser.tsx';
import { FileSummary } from './FileSummary.tsx';
import { FOCUS_TARGETS, useFocusWhenLost } from './focusWhenLost.ts';
import { ImportBar } from './ImportBar.tsx';
import { ImportLog } from './ImportLog.tsx';
import { LinePreview } from './LinePreview.tsx';
import { MappingSave } from './MappingSave.tsx';
import { openAccounts } from './mappingDraft.ts';
import { Refusal } from './Refusal.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { useDatevImport } from './useDatevImport.ts';
import '../../ui/forms.css';
import './datev.css';

/** Where the imported months are reviewed and closed (the Monthly Actuals screen). */
const ACTUALS_PATH = '/actuals';

/**
 * Actuals from the books (issue 29, admin): a DATEV Buchungsstapel or monthly Summen- und
 * Saldenliste read through the company's account mapping, its accounts mapped and its effect per
 * month and line checked, then imported as a new monthly actuals version; below, the import log.
 */
export function DatevImportScreen() {
  const flow = useDatevImport();
  const { t } = useTranslation('datev');
  const { stage, notice, busy, draft } = flow;
  const changes = Object.keys(draft).length;
  // After a read the keyboard goes on at the file's summary; after a save or discard of the mapping, at the accounts.
  useFocusWhenLost(`${stage.kind}|${changes > 0 ? 'draft' : 'saved'}`, (previous) => {
    if (stage.kind === 'preview') return previous.startsWith('preview|') ? FOCUS_TARGETS.accounts : FOCUS_TARGETS.preview;
    return stage.kind === 'choose' ? FOCUS_TARGETS.choose : stage.kind === 'imported' ? FOCUS_TARGETS.imported : null;
  });

  return (
    <section className="screen dv-screen">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {stage.kind === 'preview' || stage.kind === 'imported' ? null : <FileChooser busy={stage.kind === 'reading'} onFile={(file, query) => void flow.read(file, query)} />}
      {stage.kind === 'reading' ? <Spinner label={t('choose.reading', { file: stage.fileName })} /> : null}
      {stage.kind === 'refused' ? (
        <Refusal title={t('failures.refused', { file: stage.fileName })} message={stage.message} errors={stage.errors} fileName={stage.fileName} onDismiss={flow.restart} />
      ) : null}

      {notice?.errors && notice.errors.length > 0 ? (
        <Refusal title={notice.text} errors={notice.errors} fileName={stage.kind === 'preview' ? stage.file.name : ''} onDismiss={() => flow.setNotice(null)} />
      ) : notice ? (
        <Alert tone={notice.tone} title={notice.text}>
          <button type="button" className="button button-small" onClick={() => flow.setNotice(null)}>{t('dismiss')}</button>
        </Alert>
      ) : null}

      {stage.kind === 'imported' ? (
        <section className="card dv-done-card" aria-labelledby={FOCUS_TARGETS.imported} data-testid="datev-imported">
          <h2 className="card-title" id={FOCUS_TARGETS.imported} tabIndex={-1}>{t('import.done')}</h2>
          <Alert tone="info" title={t(stage.result.status === 'imported' ? 'import.imported' : 'import.unchanged', { file: stage.fileName, version: stage.result.version })} />
          <div className="dv-actions">
            <a
              className="button button-primary"
              href={ACTUALS_PATH}
              onClick={(event) => {
                event.preventDefault();
                navigate(ACTUALS_PATH);
              }}
            >
              {t('import.openActuals')}
            </a>
            <button type="button" className="button" onClick={flow.restart}>{t('choose.another')}</button>
          </div>
        </section>
      ) : null}

      {stage.kind === 'preview' ? (
        <>
          <FileSummary answer={stage.answer} />
          <AccountsTable answer={stage.answer} mapping={stage.mapping} draft={draft} dispatch={flow.dispatch} disabled={busy !== null} />
          {changes > 0 ? (
            <MappingSave
              changes={changes}
              open={openAccounts(stage.answer.accounts, draft)}
              comment={flow.comment}
              busy={busy !== null}
              onComment={flow.setComment}
              onSave={() => void flow.saveMapping()}
              onDiscard={() => flow.dispatch({ type: 'clear' })}
            />
          ) : null}
          {busy === 'reread' ? <Spinner label={t('choose.reading', { file: stage.file.name })} /> : null}
          <LinePreview answer={stage.answer} />
          <ImportBar answer={stage.answer} changes={changes} busy={busy} onImport={() => void flow.importFile()} onAnother={flow.restart} />
        </>
      ) : null}

      <ImportLog revision={flow.imports} />
    </section>
  );
}
