import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { FileSpreadsheet, FileText } from 'lucide-react';
import { authAtom } from '../../state/auth.ts';
import { activeScenarioAtom, BASELINE_ID, hasUnsavedChangesAtom } from '../../state/scenarios.ts';
import { requestExport, type ExportProgress } from '../../api/export.ts';
import { EXPORT_FORMAT, EXPORT_TYPES, type ExportFormat, type ExportType } from '../../../contract/exports.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { Card } from '../../ui/Card.tsx';
import { Badge } from '../../ui/StatusBadge.tsx';
import { saveFile } from '../../ui/download.ts';
import { Toast, type ToastMessage } from './Toast.tsx';
import { useTranslation } from '../../i18n/index.ts';
import './export.css';
import { shownNameOf } from '../../state/scenarioNames.ts';

/** The formats by their product names, as the cards show them. */
const FORMAT_NAME: Record<ExportFormat, string> = { pdf: 'PDF', excel: 'Excel' };

/** Part 2 §9: the file name when the server names none. */
function fallbackName(date: string, format: ExportFormat): string {
  return `Fahrplan_Export_${date}.${format === 'pdf' ? 'pdf' : 'xlsx'}`;
}

function todayKey(): string {
  const now = new Date();
  return `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * Part 2 §2 Export Center: three exports of the active scenario, one at a time, built on the
 * server. While the server makes one, the clicked button says 'Generating...' and the card shows
 * whether it waits behind other exports or is being generated.
 */
export function ExportCenterScreen() {
  const { t } = useTranslation('export');
  const auth = useAtomValue(authAtom);
  const active = useAtomValue(activeScenarioAtom);
  const unsaved = useAtomValue(hasUnsavedChangesAtom);
  const [running, setRunning] = useState<ExportType | null>(null);
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  // Leaving the screen ends the request, which takes a waiting export out of the server's queue.
  const leaving = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const nextToast = useRef(1);

  const scenarioId = active?.scenario_id ?? BASELINE_ID;
  const scenarioName = shownNameOf(active) ?? t('baseline');

  const toast = (tone: ToastMessage['tone'], text: string) => {
    const id = nextToast.current++;
    setToasts((list) => [...list, { id, tone, text }]);
  };
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);

  async function run(type: ExportType) {
    if (running || auth.status !== 'signedIn') return;
    setRunning(type);
    try {
      const { blob, fileName } = await requestExport(
        { scenario_id: scenarioId, user_id: auth.user.id, export_type: type },
        setProgress,
        leaving.current.signal,
      );
      const name = fileName || fallbackName(todayKey(), EXPORT_FORMAT[type]);
      saveFile(blob, name);
      toast('success', t('downloaded', { file: name }));
    } catch (error) {
      toast('error', t('failed', { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      setRunning(null);
      setProgress(null);
    }
  }

  return (
    <section className="screen">
      <PageHeader
        title={t('title')}
        badge={<Badge tone="beta">{t('beta')}</Badge>}
        subtitle={<>{t('activeScenario')}: <span className="export-scenario" data-testid="export-scenario">{scenarioName}</span></>}
      />
      {unsaved ? <Alert tone="warning">{t('unsaved')}</Alert> : null}
      <div className="export-cards">
        {EXPORT_TYPES.map((type) => {
          const format = EXPORT_FORMAT[type];
          const title = t(`cards.${type}.title`);
          const button = t(`buttons.${format}`);
          return (
            <Card key={type} className="export-card">
              <div className="export-card-head">
                <span className={`export-card-icon${format === 'excel' ? ' export-card-icon-excel' : ''}`} aria-hidden="true">
                  {format === 'excel' ? <FileSpreadsheet size={22} /> : <FileText size={22} />}
                </span>
                <div>
                  <h2>{title}</h2>
                  <span className="muted">{t(`cards.${type}.summary`)} · {FORMAT_NAME[format]}</span>
                </div>
              </div>
              <ul>{t(`cards.${type}.contents`, { returnObjects: true }).map((line) => <li key={line}>{line}</li>)}</ul>
              <button
                type="button"
                className="button button-primary button-block"
                disabled={running !== null}
                aria-label={running === type ? t('generating') : `${button}: ${title}`}
                onClick={() => void run(type)}
              >
                {running === type ? t('generating') : button}
              </button>
              {running === type && progress ? (
                <p className="export-progress muted" role="status" data-testid="export-progress">
                  {progress.state === 'queued' ? t('waiting', { ahead: progress.ahead }) : t('inProgress')}
                </p>
              ) : null}
            </Card>
          );
        })}
      </div>
      <Card className="export-info" title={t('infoTitle')}>
        <ul>{t('info', { returnObjects: true }).map((line) => <li key={line}>{line}</li>)}</ul>
      </Card>
      <div className="toast-stack" aria-live="polite">
        {toasts.map((t) => <Toast key={t.id} toast={t} onDone={dismiss} />)}
      </div>
    </section>
  );
}
