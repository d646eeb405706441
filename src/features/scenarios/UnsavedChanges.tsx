import { useEffect, useRef, useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { VERSION_COMMENT_MAX } from '../../../contract/scenarioVersions.ts';
import type { User } from '../../../contract/users.ts';
import { activeScenarioAtom, draftCountAtom, draftKeyAtom, hasUnsavedChangesAtom, saveCommentsAtom } from '../../state/scenarios.ts';
import { draftMetaAtom } from '../../state/draftStore.ts';
import { discardDrafts, saveDrafts } from '../../state/draftSync.ts';
import { canSave } from '../../state/scenarioPermissions.ts';
import { useTranslation } from '../../i18n/index.ts';
import { shownScenarioName } from '../../state/scenarioNames.ts';
import '../../ui/forms.css';

/** How long the save's confirmation stays in the header. */
const CONFIRMATION_MS = 8000;

/** Part 1 §4's unsaved-changes flag, made visible in the header with Save and Discard, and the save's optional comment (issue 26). */
export function UnsavedChanges({ user }: { user: User }) {
  const dirty = useAtomValue(hasUnsavedChangesAtom);
  const { t } = useTranslation('scenarios');
  const active = useAtomValue(activeScenarioAtom);
  const key = useAtomValue(draftKeyAtom);
  const count = useAtomValue(draftCountAtom);
  const meta = useAtomValue(draftMetaAtom)[key];
  const pending = meta?.pendingSave ?? false;
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [comments, setComments] = useAtom(saveCommentsAtom);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const confirmationRef = useRef<HTMLSpanElement>(null);
  // The Save button goes with the drafts: focus lands on the confirmation instead of the page body.
  // It stays a while rather than going on blur: removing it under a click that blurred it moved the
  // header beneath the pointer, and the click missed the scenario button at 390 px.
  useEffect(() => {
    if (!confirmation) return undefined;
    confirmationRef.current?.focus();
    const gone = setTimeout(() => setConfirmation(null), CONFIRMATION_MS);
    return () => clearTimeout(gone);
  }, [confirmation]);
  if (!dirty) {
    return confirmation ? (
      <span ref={confirmationRef} className="unsaved-saved" role="status" tabIndex={-1}>{confirmation}</span>
    ) : null;
  }
  const saveAllowed = active !== null && canSave(active, user);
  // A live update brought a newer version than the drafts were made on: the save will ask (ConflictDialog).
  const changedElsewhere = active !== null && meta?.baseVersion !== undefined && meta.baseVersion !== null && active.version > meta.baseVersion;

  async function save() {
    setBusy(true);
    setMessage(null);
    const outcome = await saveDrafts(key);
    setBusy(false);
    if (outcome.kind === 'failed') setMessage(outcome.message);
    if (outcome.kind === 'saved') setConfirmation(t('unsaved.saved', { name: shownScenarioName(outcome.scenario), version: outcome.scenario.version }));
  }

  return (
    <div className="unsaved" role="status" aria-label={t('unsaved.label')}>
      <span className="unsaved-dot" aria-hidden="true" />
      <span className="unsaved-label" title={message ?? undefined}>
        {pending ? t('unsaved.pending') : t('unsaved.labelCount', { count })}
      </span>
      {saveAllowed ? (
        <input
          className="unsaved-comment"
          aria-label={t('unsaved.commentLabel')}
          placeholder={t('unsaved.commentPlaceholder')}
          maxLength={VERSION_COMMENT_MAX}
          value={comments[key] ?? ''}
          disabled={busy || pending}
          onChange={(event) => setComments({ ...comments, [key]: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void save();
          }}
        />
      ) : null}
      <button
        type="button"
        className="button button-small button-primary"
        disabled={!saveAllowed || busy || pending}
        title={saveAllowed ? undefined : t('unsaved.builtInHint')}
        onClick={() => void save()}
      >
        {t('unsaved.save')}
      </button>
      <button type="button" className="button button-small" disabled={busy} onClick={() => discardDrafts(key)}>{t('unsaved.discard')}</button>
      {changedElsewhere ? <span className="unsaved-note" data-testid="changed-elsewhere">{t('unsaved.changedElsewhere', { version: active.version })}</span> : null}
      {message ? <span className="unsaved-error" role="alert">{message}</span> : null}
    </div>
  );
}
