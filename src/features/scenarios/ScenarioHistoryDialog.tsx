import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useAtomValue } from 'jotai';
import { ArrowLeft } from 'lucide-react';
import type { PlanList } from '../../../contract/plans.ts';
import type { Scenario } from '../../../contract/scenarios.ts';
import type { ScenarioVersion, VersionDetail, VersionList } from '../../../contract/scenarioVersions.ts';
import { VERSION_NAME_MAX } from '../../../contract/scenarioVersions.ts';
import type { User } from '../../../contract/users.ts';
import { getVersion, listPlans, listVersions, nameVersion } from '../../api/scenarioVersions.ts';
import { formatTimestampDe } from '../../ui/figures.ts';
import { failureMessage } from '../../state/scenarioMachine.ts';
import { canSave } from '../../state/scenarioPermissions.ts';
import { scenariosAtom } from '../../state/scenarios.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { LockPlanDialog } from './LockPlanDialog.tsx';
import { RestoreVersionDialog } from './RestoreVersionDialog.tsx';
import { VersionCompare } from './VersionCompare.tsx';
import { VersionView } from './VersionView.tsx';
import { i18n, useTranslation } from '../../i18n/index.ts';
import { changeText, driverLabel, versionTitle } from './versionRows.ts';
import { shownScenarioName } from '../../state/scenarioNames.ts';
import { watchVersionThreads } from '../../state/comments.ts';
import { CommentsButton } from '../../ui/comments/CommentsButton.tsx';

/** Changes shown at once; the rest behind a disclosure (a built-in's first version sets every driver). */
const SHOWN_CHANGES = 4;

type View =
  | { kind: 'list' }
  | { kind: 'version'; version: number }
  | { kind: 'compare'; first: number; second: number };

type Confirm = { kind: 'restore'; version: number } | { kind: 'lock'; version: ScenarioVersion } | null;

/** Loads what a view shows (one or two versions with their figures), dropping answers for a view left meanwhile. */
function useVersionDetails(scenarioId: string, numbers: readonly number[]) {
  const key = numbers.join(',');
  const [state, setState] = useState<{ key: string; details: VersionDetail[] | null; error: string | null }>({ key: '', details: null, error: null });
  useEffect(() => {
    if (numbers.length === 0) return;
    let live = true;
    setState({ key, details: null, error: null });
    Promise.all(numbers.map((number) => getVersion(scenarioId, number))).then(
      (details) => { if (live) setState({ key, details, error: null }); },
      (error: unknown) => { if (live) setState({ key, details: null, error: failureMessage(error, i18n.t('scenarios:history.view.failed')) }); },
    );
    return () => {
      live = false;
    };
    // `numbers` is a new array each render; its key says when to ask again.
  }, [scenarioId, key]);
  return state.key === key ? state : { key, details: null, error: null };
}

function Changes({ version, firstKept }: { version: ScenarioVersion; firstKept: boolean }) {
  const { t } = useTranslation('scenarios');
  const lines = version.changes.map((change) => changeText(change, firstKept));
  const ranges = version.ranges_changed.length > 0 ? t('history.rangesChanged', { drivers: version.ranges_changed.map(driverLabel).join(', ') }) : null;
  if (lines.length === 0 && !ranges) return <p className="muted version-changes-none">{t('history.noChanges')}</p>;
  const shown = lines.length > SHOWN_CHANGES + 1 ? lines.slice(0, SHOWN_CHANGES) : lines;
  const hidden = lines.slice(shown.length);
  return (
    <div className="version-changes" data-testid="version-changes">
      {shown.length > 0 ? <ul>{shown.map((line) => <li key={line}>{line}</li>)}</ul> : null}
      {hidden.length > 0 ? (
        <details>
          <summary>{t('history.moreChanges', { count: hidden.length })}</summary>
          <ul>{hidden.map((line) => <li key={line}>{line}</li>)}</ul>
        </details>
      ) : null}
      {ranges ? <p className="muted version-ranges-changed">{ranges}</p> : null}
    </div>
  );
}

function Badges({ version, current }: { version: ScenarioVersion; current: boolean }) {
  const { t } = useTranslation('scenarios');
  return (
    <>
      {current ? <span className="badge badge-info">{t('history.current')}</span> : null}
      {version.plan_years.map((year) => <span key={year} className="badge badge-good" data-testid="plan-badge">{t('history.plan', { year })}</span>)}
    </>
  );
}

/** Who saved a version when; no saver: a built-in's definition, or a version saved before versions were kept (its saver was never recorded). */
function savedLine(version: ScenarioVersion, builtIn: boolean): string {
  const who = version.saved_by ?? i18n.t(builtIn ? 'scenarios:history.builtInSaver' : 'scenarios:history.saverNotRecorded');
  return i18n.t('scenarios:history.savedBy', { who, when: formatTimestampDe(version.saved_at) });
}

/** The inline name editor of one version: Enter saves, Escape cancels (and keeps the dialog open). */
function NameEditor({ scenarioId, version, onSaved, onCancel }: {
  scenarioId: string;
  version: ScenarioVersion;
  onSaved: (saved: ScenarioVersion) => void;
  onCancel: () => void;
}) {
  const ids = useId();
  const { t } = useTranslation('scenarios');
  const [name, setName] = useState(version.name ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      onSaved(await nameVersion(scenarioId, version.version, name.trim() === '' ? null : name.trim()));
    } catch (failure) {
      setError(failureMessage(failure, t('history.nameFailed')));
      setBusy(false);
    }
  }

  function escape(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    // Escape leaves the editor, not the History dialog around it.
    event.preventDefault();
    event.stopPropagation();
    onCancel();
  }

  return (
    <form className="version-name-form" onSubmit={submit} onKeyDown={escape}>
      <label className="visually-hidden" htmlFor={`${ids}-name`}>{t('history.nameLabel', { version: version.version })}</label>
      <input
        id={`${ids}-name`}
        value={name}
        maxLength={VERSION_NAME_MAX}
        onChange={(e) => setName(e.target.value)}
        aria-describedby={`${ids}-hint${error ? ` ${ids}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        autoFocus
      />
      <button type="submit" className="button button-small button-primary" disabled={busy}>{t('history.nameSave')}</button>
      <button type="button" className="button button-small" onClick={onCancel} disabled={busy}>{t('history.nameCancel')}</button>
      <span id={`${ids}-hint`} className="muted version-name-hint">{t('history.nameHint')}</span>
      {error ? <span id={`${ids}-error`} className="field-error" role="alert">{error}</span> : null}
    </form>
  );
}

/**
 * The History of a scenario (issue 19): every kept version, newest first, with who saved it when,
 * the comment and what changed. A version opens read-only with its figures; two versions compare
 * like two scenarios; a version is restored as a new version (after a confirmation), named inline,
 * and — by an admin — locked as the plan of record of a year (named in the same dialog), or made
 * the year's plan in place of the one it has, with a reason.
 */
export function ScenarioHistoryDialog({ scenarioId, user, onClose }: { scenarioId: string; user: User; onClose: () => void }) {
  const ids = useId();
  const { t } = useTranslation('scenarios');
  const { t: tComments } = useTranslation('comments');
  const scenario: Scenario | undefined = useAtomValue(scenariosAtom).find((s) => s.scenario_id === scenarioId);
  const [list, setList] = useState<VersionList | null>(null);
  const [plans, setPlans] = useState<PlanList>({ plans: [], superseded: [] });
  const [loadError, setLoadError] = useState<string | null>(null);
  const [view, setView] = useState<View>({ kind: 'list' });
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [compareFirst, setCompareFirst] = useState<number | null>(null);
  const [compareSecond, setCompareSecond] = useState<number | null>(null);
  const [compareMessage, setCompareMessage] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  /** The version whose Open button takes the focus back when its view closes. */
  const cameFrom = useRef<number | null>(null);
  const admin = user.access_level === 'admin';
  const builtIn = scenario?.scenario_type === 'built-in';
  const mayChange = scenario !== undefined && canSave(scenario, user);
  // A name changes no figure: an admin names any version (a built-in's too, so it can become the plan of record).
  const mayName = mayChange || (admin && scenario !== undefined);
  // Everyone reads a plan of record, so a private Simulation (Editable) cannot become one (the server refuses it too).
  const mayLock = admin && scenario !== undefined && scenario.scenario_type !== 'user';

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      const [versions, planList] = await Promise.all([listVersions(scenarioId), admin ? listPlans() : Promise.resolve({ plans: [], superseded: [] })]);
      setList(versions);
      setPlans(planList);
    } catch (error) {
      setLoadError(failureMessage(error, i18n.t('scenarios:history.failed')));
    }
  }, [scenarioId, admin]);

  // Again whenever the scenario's version moves (a save here or elsewhere, a restore): the list shows the new version.
  useEffect(() => {
    void load();
  }, [load, scenario?.version]);

  // The active scenario's threads are held already; another scenario's version threads are held
  // while the dialog is open, and live events about them reload them.
  useEffect(() => watchVersionThreads(scenarioId), [scenarioId]);

  // A view's heading takes the focus, so keyboard and screen-reader users land where the content
  // changed; back in the list, the Open button of the version they looked at.
  useEffect(() => {
    if (view.kind !== 'list') {
      heading.current?.focus();
      return;
    }
    if (cameFrom.current !== null) document.getElementById(`${ids}-open-${cameFrom.current}`)?.focus();
    cameFrom.current = null;
  }, [view, ids]);

  // What an action did (restored, named, locked) takes the focus from the control that went away.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const versions = list?.versions ?? [];
  const currentVersion = scenario?.version ?? list?.current_version ?? 0;
  const oldest = versions.at(-1)?.version;
  const byNumber = new Map(versions.map((v) => [v.version, v]));
  const first = compareFirst ?? versions[1]?.version ?? versions[0]?.version ?? 0;
  const second = compareSecond ?? versions[0]?.version ?? 0;
  const numbers = view.kind === 'version' ? [view.version] : view.kind === 'compare' ? [view.first, view.second] : [];
  const details = useVersionDetails(scenarioId, numbers);
  const name = shownScenarioName({ scenario_id: scenarioId, scenario_name: scenario?.scenario_name ?? list?.scenario_name ?? scenarioId });

  function show(next: View) {
    if (next.kind === 'list' && view.kind === 'version') cameFrom.current = view.version;
    setNotice(null);
    setEditing(null);
    setView(next);
  }

  function compare(event: FormEvent) {
    event.preventDefault();
    if (first === second) {
      setCompareMessage(t('history.compare.same'));
      return;
    }
    setCompareMessage(null);
    show({ kind: 'compare', first: Math.min(first, second), second: Math.max(first, second) });
  }

  /** The actions of a version; each button is described by the version's title ("Restore…" — "Version 3"). */
  function versionActions(version: ScenarioVersion, titleId: string) {
    const isCurrent = version.version === currentVersion;
    return (
      <div className="version-actions">
        {view.kind === 'list' ? (
          <button
            type="button"
            id={`${ids}-open-${version.version}`}
            className="button button-small"
            aria-describedby={titleId}
            onClick={() => show({ kind: 'version', version: version.version })}
          >
            {t('history.open')}
          </button>
        ) : null}
        {mayChange && !isCurrent ? (
          <button type="button" className="button button-small" aria-describedby={titleId} onClick={() => setConfirm({ kind: 'restore', version: version.version })}>
            {t('history.restore')}
          </button>
        ) : null}
        {mayName && view.kind === 'list' && editing !== version.version ? (
          <button type="button" className="button button-small" aria-describedby={titleId} onClick={() => { setNotice(null); setEditing(version.version); }}>
            {version.name ? t('history.rename') : t('history.name')}
          </button>
        ) : null}
        {mayLock ? (
          <button type="button" className="button button-small" aria-describedby={titleId} onClick={() => setConfirm({ kind: 'lock', version })}>
            {t('history.lock')}
          </button>
        ) : null}
        <CommentsButton target={{ kind: 'version', scenario_id: scenarioId, scenario_version: version.version }} name={tComments('open.versionName', { version: version.version })} />
      </div>
    );
  }

  function listView() {
    return (
      <>
        <p className="muted version-intro">{t('history.intro')}</p>
        {versions.length >= 2 ? (
          <form className="compare-form version-compare-form" onSubmit={compare} aria-label={t('history.compare.title')}>
            <label className="field">
              <span>{t('history.compare.first')}</span>
              <select value={first} onChange={(e) => { setCompareFirst(Number(e.target.value)); setCompareMessage(null); }}>
                {versions.map((v) => <option key={v.version} value={v.version}>{versionTitle(v)}</option>)}
              </select>
            </label>
            <label className="field">
              <span>{t('history.compare.second')}</span>
              <select value={second} onChange={(e) => { setCompareSecond(Number(e.target.value)); setCompareMessage(null); }}>
                {versions.map((v) => <option key={v.version} value={v.version}>{versionTitle(v)}</option>)}
              </select>
            </label>
            <button type="submit" className="button">{t('history.compare.submit')}</button>
          </form>
        ) : null}
        {compareMessage ? <Alert tone="warning">{compareMessage}</Alert> : null}
        <ol className="version-list" aria-label={t('history.listLabel')}>
          {versions.map((version) => (
            <li key={version.version} className="version-item" data-version={version.version}>
              <div className="version-head">
                <h3 id={`${ids}-v${version.version}`} className="version-title">
                  {t('history.version', { version: version.version })}
                  {version.name ? <span className="version-name"> · {version.name}</span> : null}
                </h3>
                <Badges version={version} current={version.version === currentVersion} />
              </div>
              <p className="muted version-meta">{savedLine(version, builtIn)}</p>
              {version.comment ? <p className="version-comment">{version.comment}</p> : null}
              <Changes version={version} firstKept={version.version === oldest} />
              {editing === version.version ? (
                <NameEditor
                  scenarioId={scenarioId}
                  version={version}
                  onCancel={() => setEditing(null)}
                  onSaved={(saved) => {
                    setEditing(null);
                    setList((previous) => previous && { ...previous, versions: previous.versions.map((v) => (v.version === saved.version ? saved : v)) });
                    setNotice(saved.name ? t('history.named', { version: saved.version, name: saved.name }) : t('history.unnamed', { version: saved.version }));
                  }}
                />
              ) : versionActions(version, `${ids}-v${version.version}`)}
            </li>
          ))}
        </ol>
      </>
    );
  }

  function versionView(number: number) {
    const version = byNumber.get(number);
    return (
      <>
        <div className="version-head">
          <h3 ref={heading} id={`${ids}-view-title`} tabIndex={-1} className="version-view-title">{version ? versionTitle(version) : t('history.version', { version: number })}</h3>
          {version ? <Badges version={version} current={number === currentVersion} /> : null}
        </div>
        {version ? <p className="muted version-meta">{savedLine(version, builtIn)}</p> : null}
        {version?.comment ? <p className="version-comment">{version.comment}</p> : null}
        {version ? versionActions(version, `${ids}-view-title`) : null}
        {details.error ? <Alert tone="error" title={t('history.view.failed')}>{details.error}</Alert> : null}
        {!details.details && !details.error ? <Spinner label={t('history.view.loading')} /> : null}
        {details.details?.[0] ? <VersionView detail={details.details[0]} /> : null}
      </>
    );
  }

  function compareView(one: number, two: number) {
    return (
      <>
        <h3 ref={heading} tabIndex={-1} className="version-view-title">{t('history.compare.heading', { first: one, second: two })}</h3>
        {details.error ? <Alert tone="error" title={t('history.compare.failed')}>{details.error}</Alert> : null}
        {!details.details && !details.error ? <Spinner label={t('history.compare.busy')} /> : null}
        {details.details?.[0] && details.details[1] ? <VersionCompare first={details.details[0]} second={details.details[1]} /> : null}
      </>
    );
  }

  return (
    <>
      <Modal title={t('history.title', { scenario: name })} open onClose={onClose} wide>
        {view.kind !== 'list' ? (
          <button type="button" className="button button-small version-back" onClick={() => show({ kind: 'list' })}>
            <ArrowLeft size={14} aria-hidden="true" /> {t('history.back')}
          </button>
        ) : null}
        {notice ? <p ref={noticeRef} className="version-notice" role="status" tabIndex={-1}>{notice}</p> : null}
        {loadError ? (
          <Alert tone="error" title={t('history.failed')}>
            {loadError} <button type="button" className="button button-small" onClick={() => void load()}>{t('history.retry')}</button>
          </Alert>
        ) : null}
        {!list && !loadError ? <Spinner label={t('history.loading')} /> : null}
        {list && view.kind === 'list' ? listView() : null}
        {list && view.kind === 'version' ? versionView(view.version) : null}
        {list && view.kind === 'compare' ? compareView(view.first, view.second) : null}
      </Modal>
      {/* Beside the History dialog, not inside it: Escape in a confirmation closes only the confirmation. */}
      {confirm?.kind === 'restore' && scenario ? (
        <RestoreVersionDialog
          scenario={scenario}
          version={confirm.version}
          onClose={() => setConfirm(null)}
          onRestored={(restored) => {
            setConfirm(null);
            setView({ kind: 'list' });
            setNotice(t('history.restoreDialog.done', { version: confirm.version, next: restored.version }));
          }}
        />
      ) : null}
      {confirm?.kind === 'lock' ? (
        <LockPlanDialog
          scenario={{ scenario_id: scenarioId, scenario_name: name }}
          version={confirm.version}
          plans={plans}
          onClose={() => setConfirm(null)}
          onLocked={(plan, replaced) => {
            setConfirm(null);
            setNotice(t(replaced ? 'history.lockDialog.replaced' : 'history.lockDialog.done', { year: plan.year, name: plan.version_name }));
            void load();
          }}
        />
      ) : null}
    </>
  );
}
