import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { FileSpreadsheet, FileText } from 'lucide-react';
import { authAtom } from '../../state/auth.ts';
import { activeScenarioAtom, BASELINE_ID, hasUnsavedChangesAtom } from '../../state/scenarios.ts';
import { requestExport, type ExportProgress } from '../../api/export.ts';
import { EXPORT_FORMAT, type ExportType } from '../../../contract/exports.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { Card } from '../../ui/Card.tsx';
import { Badge } from '../../ui/StatusBadge.tsx';
import { saveFile } from '../../ui/download.ts';
import { Toast, type ToastMessage } from './Toast.tsx';
import { EXPORT_CARDS, EXPORT_TEXT as TEXT } from './texts.ts';
import './export.css';

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
  const scenarioName = active?.scenario_name ?? 'Baseline';

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
      const name = fileName || TEXT.fallbackName(todayKey(), EXPORT_FORMAT[type] === 'pdf' ? 'pdf' : 'xlsx');
      saveFile(blob, name);
      toast('success', TEXT.downloaded(name));
    } catch (error) {
      toast('error', TEXT.failed(error instanceof Error ? error.message : String(error)));
    } finally {
      setRunning(null);
      setProgress(null);
    }
  }

  return (
    <section className="screen">
      <PageHeader
        title={TEXT.title}
        badge={<Badge tone="beta">{TEXT.beta}</Badge>}
        subtitle={<>{TEXT.activeScenario}: <span className="export-scenario" data-testid="export-scenario">{scenarioName}</span></>}
      />
      {unsaved ? <Alert tone="warning">{TEXT.unsaved}</Alert> : null}
      <div className="export-cards">
        {EXPORT_CARDS.map((card) => (
          <Card key={card.type} className="export-card">
            <div className="export-card-head">
              <span className={`export-card-icon${card.format === 'Excel' ? ' export-card-icon-excel' : ''}`} aria-hidden="true">
                {card.format === 'Excel' ? <FileSpreadsheet size={22} /> : <FileText size={22} />}
              </span>
              <div>
                <h2>{card.title}</h2>
                <span className="muted">{card.summary} · {card.format}</span>
              </div>
            </div>
            <ul>{card.contents.map((line) => <li key={line}>{line}</li>)}</ul>
            <button
              type="button"
              className="button button-primary button-block"
              disabled={running !== null}
              aria-label={running === card.type ? TEXT.generating : `${card.button}: ${card.title}`}
              onClick={() => void run(card.type)}
            >
              {running === card.type ? TEXT.generating : card.button}
            </button>
            {running === card.type && progress ? (
              <p className="export-progress muted" role="status" data-testid="export-progress">
                {progress.state === 'queued' ? TEXT.waiting(progress.ahead) : TEXT.inProgress}
              </p>
            ) : null}
          </Card>
        ))}
      </div>
      <Card className="export-info" title={TEXT.infoTitle}>
        <ul>{TEXT.info.map((line) => <li key={line}>{line}</li>)}</ul>
      </Card>
      <div className="toast-stack" aria-live="polite">
        {toasts.map((t) => <Toast key={t.id} toast={t} onDone={dismiss} />)}
      </div>
    </section>
  );
}
