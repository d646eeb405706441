import { useCallback, useMemo, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { ClosedMonthLine, MonthlyActualValues } from '../../../engine/actuals/closedMonths.ts';
import { CLOSABLE_MONTHS } from '../../../engine/actuals/closedMonths.ts';
import { monthlyActualRows, parseMonthlyActualsCsv } from '../../../engine/actuals/monthlyActualsCsv.ts';
import { formatSavedAtDe } from '../../ui/figures.ts';
import { monthlyActualsRejectedAnswer, type ImportEffectAnswer } from '../../../contract/monthlyActuals.ts';
import { ApiRequestError } from '../../api/errors.ts';
import {
  downloadMonthlyActuals, loadSampleActuals, putLastClosedMonth, putMonthlyActuals, readMonthlyActualRows, readMonthlyActualsXlsx,
} from '../../api/monthlyActuals.ts';
import { authAtom } from '../../state/auth.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { saveFile } from '../../ui/download.ts';
import { SampleActualsNotice } from '../../ui/SampleActualsBanner.tsx';
import { ActualsGrid } from './ActualsGrid.tsx';
import { CloseReviewDialog } from './CloseReviewDialog.tsx';
import { DatevImportLink, ImportPanel, type ImportState } from './ImportPanel.tsx';
import { NoActualsYet } from './NoActualsYet.tsx';
import { ReconcilingItems } from './ReconcilingItems.tsx';
import {
  changesOf, editsWith, readTypedCell, rowsToSave, sheetMonths, sheetRows, valuesOf, withEdits, type CellKey, type Edits,
} from './sheet.ts';
import { useLanguage, useTranslation } from '../../i18n/index.ts';
import { shownDefinitionAtom } from '../../state/publishedModel.ts';
import { useMonthlyActuals } from './useMonthlyActuals.ts';
import '../../ui/forms.css';
import './monthlyActuals.css';

type Notice = { tone: 'info' | 'error' | 'warning'; text: string } | null;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Monthly actuals of 2026 on (issue #19): a sheet to read, and for admins to edit, import, save and close. */
export function MonthlyActualsScreen() {
  const auth = useAtomValue(authAtom);
  const { t } = useTranslation('monthlyActuals');
  // The sheet's line names, units and groups are read in the user's language from the shown definition.
  const language = useLanguage();
  const shownDefinition = useAtomValue(shownDefinitionAtom);
  const isAdmin = auth.status === 'signedIn' && auth.user.access_level === 'admin';
  const [edits, setEdits] = useState<Edits>({});
  const [refusals, setRefusals] = useState<Record<CellKey, string>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [imported, setImported] = useState<ImportState>({ kind: 'none' });
  const [busy, setBusy] = useState(false);
  /** The month an admin chose to close through, under review. */
  const [reviewing, setReviewing] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const editCount = Object.keys(edits).length;
  const { data, error, reload, setData } = useMonthlyActuals(editCount > 0);

  const saved = useMemo(() => valuesOf(data?.rows ?? []), [data]);
  const shown = useMemo(() => withEdits(saved, edits), [saved, edits]);
  const months = useMemo(() => sheetMonths(shown), [shown]);
  const rows = useMemo(() => sheetRows(shown, months), [shown, months, language, shownDefinition]);

  const onTyped = useCallback((typed: ReadonlyArray<{ key: CellKey; line: ClosedMonthLine; text: unknown }>) => {
    const read = typed.map((cell) => ({ ...cell, read: readTypedCell(cell.line, cell.text) }));
    const refused = read.flatMap((cell) => (cell.read.ok ? [] : [[cell.key, `${cell.key.split('|')[0]}: ${cell.read.message}`] as const]));
    if (refused.length > 0) {
      setRefusals((current) => ({ ...current, ...Object.fromEntries(refused) }));
      setNotice({ tone: 'error', text: t('refusedTitle') });
      return;
    }
    setEdits((current) => {
      const next: Record<CellKey, number> = { ...current };
      for (const cell of read) {
        if (!cell.read.ok) continue;
        const [month, line] = cell.key.split('|') as [string, ClosedMonthLine];
        if (saved[month]?.[line] === cell.read.value) delete next[cell.key];
        else next[cell.key] = cell.read.value;
      }
      return next;
    });
    setRefusals((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !typed.some((cell) => cell.key === key))));
  }, [saved, t]);

  const onRevert = useCallback((key: CellKey) => {
    setEdits((current) => Object.fromEntries(Object.entries(current).filter(([k]) => k !== key)));
    setRefusals((current) => Object.fromEntries(Object.entries(current).filter(([k]) => k !== key)));
  }, []);

  /**
   * A CSV is read here with the engine's reader; an XLSX by the server, which answers the same
   * problems. The file's values go onto the sheet, so their effect on revenue, EBITDA and cash is
   * the server's evaluation of the sheet with them applied.
   */
  async function readFile(file: File) {
    let incoming: MonthlyActualValues;
    if (!/\.xlsx$/i.test(file.name)) {
      const read = parseMonthlyActualsCsv(await file.text());
      if (!read.ok) {
        setImported({ kind: 'refused', fileName: file.name, errors: read.errors, problemCount: read.problemCount });
        return;
      }
      incoming = read.values;
    } else {
      try {
        incoming = valuesOf((await readMonthlyActualsXlsx(file)).rows);
      } catch (failure) {
        const refusal = failure instanceof ApiRequestError && failure.status === 422 ? monthlyActualsRejectedAnswer.safeParse(failure.body) : undefined;
        if (refusal?.success) setImported({ kind: 'refused', fileName: file.name, errors: refusal.data.errors, problemCount: refusal.data.error_count });
        else setNotice({ tone: 'error', text: `${t('importFailed')}: ${messageOf(failure)}` });
        return;
      }
    }
    const changes = changesOf(shown, incoming);
    setImported({ kind: 'preview', fileName: file.name, changes, effect: changes.length === 0 ? [] : 'loading' });
    if (changes.length === 0) return;
    const settle = (effect: ImportEffectAnswer[] | 'failed') => setImported((current) => (current.kind === 'preview' && current.fileName === file.name ? { ...current, effect } : current));
    try {
      settle((await readMonthlyActualRows(monthlyActualRows(withEdits(shown, editsWith({}, changes))))).effect);
    } catch {
      settle('failed');
    }
  }

  async function save() {
    if (!data) return;
    setBusy(true);
    try {
      const answer = await putMonthlyActuals(rowsToSave(saved, edits), data.version);
      // The edits stay on the sheet until the saved version is shown, so no value blinks out meanwhile.
      await reload();
      setEdits({});
      setRefusals({});
      setNotice({ tone: 'info', text: t('saved', { version: answer.version }) });
    } catch (failure) {
      setNotice({ tone: 'error', text: `${t('saveFailed')}: ${messageOf(failure)}` });
    } finally {
      setBusy(false);
    }
  }

  async function loadSample() {
    setBusy(true);
    try {
      const answer = await loadSampleActuals();
      await reload();
      setNotice({ tone: 'info', text: t('empty.loaded', { version: answer.version }) });
    } catch (failure) {
      setNotice({ tone: 'error', text: `${t('empty.loadFailed')}: ${messageOf(failure)}` });
    } finally {
      setBusy(false);
    }
  }

  async function setClose(month: string | null, confirmed: string[] = []) {
    if (!data) return;
    setBusy(true);
    try {
      const close = await putLastClosedMonth(month, confirmed);
      setData({ ...data, ...close });
      setReviewing(null);
      setNotice({ tone: 'info', text: close.last_closed_month ? t('closeSavedThrough', { month: close.last_closed_month }) : t('closeSavedNothing') });
    } catch (failure) {
      setNotice({ tone: 'error', text: messageOf(failure) });
    } finally {
      setBusy(false);
    }
  }

  async function download(format: 'csv' | 'xlsx') {
    try {
      const { blob, fileName } = await downloadMonthlyActuals(format);
      saveFile(blob, fileName);
    } catch (failure) {
      setNotice({ tone: 'error', text: `${t('exportFailed')}: ${messageOf(failure)}` });
    }
  }

  if (!data) {
    return (
      <section className="screen ma-screen">
        <PageHeader title={t('title')} subtitle={t('subtitle')} />
        {error
          ? <Alert tone="error" title={t('loadFailed')}>{error} <button type="button" className="button button-small" onClick={() => void reload()}>{t('retry')}</button></Alert>
          : <Spinner label={t('loading')} />}
      </section>
    );
  }

  const closable = data.latest_closable_month === null ? [] : CLOSABLE_MONTHS.slice(0, CLOSABLE_MONTHS.indexOf(data.latest_closable_month) + 1);
  const actions = (
    <>
      <button type="button" className="button" onClick={() => void download('csv')}>{t('exportCsv')}</button>
      <button type="button" className="button" onClick={() => void download('xlsx')}>{t('exportXlsx')}</button>
      {isAdmin ? (
        <>
          <button type="button" className="button" disabled={busy} onClick={() => fileInput.current?.click()}>{t('importCsv')}</button>
          <DatevImportLink />
          <input
            ref={fileInput}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="ma-file-input"
            aria-label={t('importFile')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void readFile(file);
            }}
          />
        </>
      ) : null}
    </>
  );

  return (
    <section className="screen ma-screen">
      <PageHeader title={t('title')} subtitle={t('subtitle')} actions={actions} />
      {data.sample ? <SampleActualsNotice lastClosedMonth={data.last_closed_month} /> : null}
      <div className="ma-toolbar">
        {isAdmin ? (
          <label className="ma-close">
            {t('close')}
            <select
              value={data.close_setting ?? ''}
              disabled={busy}
              onChange={(event) => {
                const month = event.target.value === '' ? null : event.target.value;
                // A later month is closed through its review; an earlier one or none reopens months.
                if (month !== null && (data.close_setting === null || month > data.close_setting)) setReviewing(month);
                else void setClose(month);
              }}
              data-testid="close-select"
            >
              <option value="">{t('closeNothing')}</option>
              {closable.map((month) => <option key={month} value={month}>{month}</option>)}
            </select>
          </label>
        ) : (
          <span className="ma-close" data-testid="close-value">{`${t('close')}: ${data.last_closed_month ?? t('closeNone')}`}</span>
        )}
        <span className="ma-spacer" />
        <span className="muted" data-testid="actuals-version">{t('version', { version: data.version, by: data.updated_by, at: formatSavedAtDe(data.updated_at) })}</span>
      </div>
      {!isAdmin ? <p className="muted">{t('adminOnly')}</p> : <p className="muted">{t('closeHint')} {t('hint')}</p>}
      {reviewing !== null ? (
        <CloseReviewDialog through={reviewing} busy={busy} onClose={() => setReviewing(null)} onConfirm={(confirmed) => void setClose(reviewing, confirmed)} />
      ) : null}

      {notice ? (
        <Alert tone={notice.tone} title={notice.text}>
          {Object.keys(refusals).length > 0 && notice.text === t('refusedTitle')
            ? <ul className="ma-refusals">{Object.entries(refusals).map(([key, message]) => <li key={key}>{message}</li>)}</ul>
            : null}
          <button type="button" className="button button-small" onClick={() => { setNotice(null); setRefusals({}); }}>{t('dismiss')}</button>
        </Alert>
      ) : null}

      {data.rows.length === 0 && editCount === 0 ? <NoActualsYet isAdmin={isAdmin} busy={busy} onLoadSample={() => void loadSample()} /> : null}

      {imported.kind !== 'none' ? (
        <ImportPanel
          state={imported}
          onCancel={() => setImported({ kind: 'none' })}
          onApply={() => {
            if (imported.kind === 'preview') setEdits((current) => editsWith(current, imported.changes));
            setImported({ kind: 'none' });
          }}
        />
      ) : null}

      <section className="card">
        <ActualsGrid
          rows={rows}
          months={months}
          lastClosedMonth={data.last_closed_month}
          totals={data.totals}
          focusMonth={reviewing ?? months.find((month) => data.last_closed_month === null || month > data.last_closed_month) ?? null}
          editable={isAdmin && !busy}
          edits={edits}
          refusals={refusals}
          onTyped={onTyped}
          onRevert={onRevert}
          onNotice={(text) => setNotice({ tone: 'warning', text })}
        />
      </section>

      <ReconcilingItems items={data.reconciling_items} />

      {isAdmin && editCount > 0 ? (
        <div className="ma-footer">
          <span className="badge badge-warning" data-testid="unsaved-count">{t('unsaved', { count: editCount })}</span>
          <button type="button" className="button" disabled={busy} onClick={() => { setEdits({}); setRefusals({}); }}>{t('discard')}</button>
          <button type="button" className="button button-primary" disabled={busy} onClick={() => void save()}>{busy ? t('saving') : t('save')}</button>
        </div>
      ) : null}
    </section>
  );
}
