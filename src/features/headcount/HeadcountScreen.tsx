import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { HeadcountAnswer, HeadcountProblem } from '../../../contract/headcount.ts';
import type { Scenario } from '../../../contract/scenarios.ts';
import { planProblems, type HeadcountPlan, type Position } from '../../../engine/headcount/plan.ts';
import { snapshotAtom } from '../../model/modelState.ts';
import { modelWorker } from '../../model/modelClient.ts';
import { useWorkerQuery } from '../../model/useWorkerQuery.ts';
import { authAtom } from '../../state/auth.ts';
import { activeHeadcountAtom, activeHeadcountDraftAtom, savedHeadcountAtom } from '../../state/headcount.ts';
import { canSave } from '../../state/scenarioPermissions.ts';
import { activeScenarioAtom, scenariosAtom } from '../../state/scenarios.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ComparePlans } from './ComparePlans.tsx';
import { HiringSeek } from './HiringSeek.tsx';
import { CsvButtons, CsvOutcomePanel, DropZone, readPlanFile, type CsvOutcome } from './CsvImport.tsx';
import { CostByMonth, PeopleByDepartment } from './PlanFigures.tsx';
import { discardPlanDraft, headcountDraftBaseAtom, loadSavedPlan, resetPlan, resolvePlanConflict, savePlan, setPlanDraft, type PlanSaveOutcome } from './planSaves.ts';
import { samePositions } from './positionEdits.ts';
import { i18n, useTranslation } from '../../i18n/index.ts';
import { columnName } from './texts.ts';
import { shownScenarioName } from '../../state/scenarioNames.ts';
import '../../ui/forms.css';
import './headcount.css';

// AG Grid is large: it loads with this screen's sheet, not with the app.
const PositionGrid = lazy(() => import('./PositionGrid.tsx').then((m) => ({ default: m.PositionGrid })));

const GRID_ID = 'hc-positions';

/** A plan object's identity as a short key for the worker query (a plan of 1,000 positions is not compared by value). */
const planIds = new WeakMap<HeadcountPlan, number>();
let lastPlanId = 0;
function planKey(plan: HeadcountPlan | null): string {
  if (!plan) return 'generated';
  let id = planIds.get(plan);
  if (id === undefined) {
    lastPlanId += 1;
    id = lastPlanId;
    planIds.set(plan, id);
  }
  return String(id);
}

type Saved = HeadcountAnswer & { scenarioId: string };

/**
 * The active scenario's plan as the server has it: the one the app holds when it belongs to the
 * scenario's current version, else fetched (first visit, another scenario, a save elsewhere).
 */
function useSavedPlan(active: Scenario | null): { saved: Saved | null; error: string | null; retry: () => void } {
  const stored = useAtomValue(savedHeadcountAtom);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const saved = stored && active && stored.scenarioId === active.scenario_id ? stored : null;
  const current = saved !== null && active !== null && saved.version >= active.version;
  const id = active?.scenario_id;
  const version = active?.version;
  useEffect(() => {
    if (id === undefined || current) return undefined;
    let live = true;
    setError(null);
    loadSavedPlan(id).catch((failure: unknown) => {
      if (live) setError(failure instanceof Error && failure.message ? failure.message : i18n.t('headcount:loadFailed'));
    });
    return () => {
      live = false;
    };
  }, [id, version, current, attempt]);
  return { saved, error, retry: () => setAttempt((n) => n + 1) };
}

type SaveMessage = { tone: 'good' | 'error'; text: string } | null;

/** The plan's positions, its figures by department and month, and a comparison with another scenario's plan (issue 28). */
export function HeadcountScreen() {
  const { t } = useTranslation('headcount');
  const auth = useAtomValue(authAtom);
  const active = useAtomValue(activeScenarioAtom);
  const scenarios = useAtomValue(scenariosAtom);
  const draft = useAtomValue(activeHeadcountDraftAtom);
  const plan = useAtomValue(activeHeadcountAtom);
  const bases = useAtomValue(headcountDraftBaseAtom);
  const snapshot = useAtomValue(snapshotAtom);
  const { saved, error, retry } = useSavedPlan(active);

  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<SaveMessage>(null);
  const [serverProblems, setServerProblems] = useState<HeadcountProblem[]>([]);
  const [conflict, setConflict] = useState<{ theirs: Scenario; savedBy: string | null } | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const [csv, setCsv] = useState<CsvOutcome | null>(null);
  const [savedChanged, setSavedChanged] = useState(false);

  const editable = auth.status === 'signedIn' && active !== null && canSave(active, auth.user);
  const scenarioId = active?.scenario_id ?? null;
  const positions: readonly Position[] = draft ?? saved?.positions ?? [];
  const departments = saved?.departments ?? [];
  const problems = saved ? planProblems(positions, departments) : [];

  // A save elsewhere while this browser holds a draft: the draft stays, and the user is told.
  const seen = useRef<Saved | null>(null);
  useEffect(() => {
    const before = seen.current;
    seen.current = saved;
    if (!saved || !before || before.scenarioId !== saved.scenarioId) {
      setSavedChanged(false);
      return;
    }
    if (saved.version > before.version && draft && !samePositions(before.positions, saved.positions)) setSavedChanged(true);
    if (!draft) setSavedChanged(false);
  }, [saved, draft]);

  const viewKey = snapshot && saved ? `${snapshot.version}|${planKey(plan)}` : null;
  const view = useWorkerQuery(viewKey, () => modelWorker().headcountView(plan), t('viewFailed'));

  const onChange = useCallback((next: Position[]) => {
    if (scenarioId === null || !saved) return;
    setMessage(null);
    setPlanDraft(scenarioId, next, saved);
  }, [scenarioId, saved]);

  const onFile = useCallback(async (file: File) => {
    if (!saved || scenarioId === null) return;
    const read = await readPlanFile(file, saved.departments);
    if (!read.ok) {
      setCsv(read.outcome);
      return;
    }
    setPlanDraft(scenarioId, read.positions, saved);
    setCsv({ kind: 'imported', fileName: file.name, count: read.positions.length });
  }, [saved, scenarioId]);

  function show(outcome: PlanSaveOutcome | null, done: (version: number) => string) {
    setServerProblems([]);
    setConflict(null);
    if (!outcome) return;
    switch (outcome.kind) {
      case 'saved':
        setComment('');
        setMessage({ tone: 'good', text: done(outcome.answer.version) });
        return;
      case 'refused':
        setServerProblems(outcome.problems);
        setMessage({ tone: 'error', text: outcome.problems.length > 0 ? t('save.refused') : outcome.message });
        return;
      case 'conflict':
        setConflict({ theirs: outcome.theirs, savedBy: outcome.savedBy });
        setMessage(null);
        return;
      case 'failed':
        setMessage({ tone: 'error', text: outcome.message });
    }
  }

  async function run(action: () => Promise<PlanSaveOutcome | null>, done: (version: number) => string) {
    setBusy(true);
    setMessage(null);
    try {
      show(await action(), done);
    } catch (failure) {
      setMessage({ tone: 'error', text: failure instanceof Error ? failure.message : t('save.failed') });
    } finally {
      setBusy(false);
    }
  }

  const trimmed = comment.trim() || undefined;
  const savedText = (version: number) => t('save.saved', { version });
  const save = () => {
    if (!draft || scenarioId === null || !saved) return;
    void run(() => savePlan(scenarioId, draft, bases[scenarioId] ?? saved.version, trimmed), savedText);
  };
  const resolve = (choice: 'mine' | 'theirs') => {
    if (!conflict) return;
    void run(() => resolvePlanConflict(choice, conflict.theirs, draft ?? [], trimmed), savedText);
  };
  const reset = () => {
    if (scenarioId === null || !saved) return;
    setConfirmReset(false);
    void run(() => resetPlan(scenarioId, saved.version), (version) => t('save.resetDone', { version }));
  };

  const header = (
    <PageHeader
      title={t('title')}
      subtitle={t('subtitle')}
      skip={{ label: t('skipToGrid'), focus: () => document.getElementById(GRID_ID)?.querySelector<HTMLElement>('[role="gridcell"]')?.focus() }}
      actions={saved && active ? <CsvButtons canImport={editable} positions={positions} scenarioName={shownScenarioName(active)} onFile={(file) => void onFile(file)} /> : undefined}
    />
  );
  if (!saved) {
    return (
      <section className="screen hc-screen">
        {header}
        {error ? <Alert tone="error" title={t('loadFailed')}>{error} <button type="button" className="button button-small" onClick={retry}>{t('retry')}</button></Alert> : <Spinner label={t('loading')} />}
      </section>
    );
  }

  const hasSavedPlan = !saved.generated;
  return (
    <section className="screen hc-screen">
      {header}
      {!editable ? <Alert tone="info">{active?.scenario_type === 'built-in' ? t('readOnly') : t('readOnlyOther')}</Alert> : null}
      <p className="muted hc-note">{draft ? t('draftNote', { count: draft.length }) : hasSavedPlan ? t('savedNote') : t('generatedNote')}</p>
      {savedChanged ? <Alert tone="warning">{t('savedPlanChanged')}</Alert> : null}
      {editable ? (
        <div className="card hc-save-bar">
          <label className="hc-comment">
            <span>{t('save.comment')}</span>
            <input type="text" value={comment} maxLength={500} placeholder={t('save.commentPlaceholder')} onChange={(event) => setComment(event.target.value)} />
          </label>
          <div className="hc-save-actions">
            <button type="button" className="button button-primary" disabled={!draft || busy} onClick={save}>{busy ? t('save.saving') : t('save.save')}</button>
            <button type="button" className="button" disabled={!draft || busy} onClick={() => { if (scenarioId !== null) discardPlanDraft(scenarioId); setServerProblems([]); setMessage(null); }}>{t('save.discard')}</button>
            {hasSavedPlan ? <button type="button" className="button" disabled={busy} onClick={() => setConfirmReset(true)}>{t('save.reset')}</button> : null}
          </div>
          {message ? <p className={`hc-save-message hc-save-${message.tone}`} role={message.tone === 'error' ? 'alert' : 'status'}>{message.text}</p> : null}
        </div>
      ) : null}
      {confirmReset ? (
        <Alert tone="warning" title={t('save.reset')}>
          <p>{t('save.resetConfirm')}</p>
          <div className="hc-save-actions">
            <button type="button" className="button button-primary" onClick={reset}>{t('save.resetYes')}</button>
            <button type="button" className="button" onClick={() => setConfirmReset(false)}>{t('save.cancel')}</button>
          </div>
        </Alert>
      ) : null}
      {conflict ? (
        <Alert tone="warning" title={t('save.conflictTitle')}>
          <p>{conflict.savedBy ? t('save.conflictBy', { version: conflict.theirs.version, by: conflict.savedBy }) : t('save.conflict', { version: conflict.theirs.version })}</p>
          <div className="hc-save-actions">
            <button type="button" className="button button-primary" disabled={busy} onClick={() => resolve('mine')}>{t('save.keepMine')}</button>
            <button type="button" className="button" disabled={busy} onClick={() => resolve('theirs')}>{t('save.reloadTheirs')}</button>
          </div>
        </Alert>
      ) : null}
      {serverProblems.length > 0 ? (
        <Alert tone="error" title={t('save.refused')}>
          <ul className="hc-problems">{serverProblems.map((p, i) => <li key={i}>{t('grid.problem', { row: p.row ?? 0, field: columnName(p.field.replace(/^positions\[\d+\]\./, '')), message: p.message })}</li>)}</ul>
        </Alert>
      ) : null}
      {csv ? <CsvOutcomePanel outcome={csv} onDismiss={() => setCsv(null)} /> : null}
      {problems.length > 0 ? (
        <Alert tone="warning" title={t('grid.planProblemsTitle')}>
          <ul className="hc-problems" data-testid="plan-problems">{problems.map((p, i) => <li key={i}>{t('grid.problem', { row: p.row, field: columnName(p.field), message: p.message })}</li>)}</ul>
        </Alert>
      ) : null}
      <div id={GRID_ID}>
        <DropZone enabled={editable} onFile={(file) => void onFile(file)}>
          <Suspense fallback={<Spinner label={t('loading')} />}>
            <PositionGrid positions={positions} departments={departments} editable={editable} onChange={onChange} />
          </Suspense>
          {editable ? <p className="muted hc-note">{t('csv.drop')}</p> : null}
        </DropZone>
      </div>
      {view.status === 'error' ? <Alert tone="error" title={t('viewFailed')}>{view.message}</Alert> : null}
      {view.data ? (
        <>
          <PeopleByDepartment view={view.data} />
          <CostByMonth view={view.data} />
          <ComparePlans mine={view.data} others={scenarios.filter((s) => s.scenario_id !== scenarioId)} version={snapshot?.version ?? 0} />
          <HiringSeek />
        </>
      ) : <Spinner label={t('computing')} />}
    </section>
  );
}
