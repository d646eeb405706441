import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Modal } from '../../ui/Modal.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { resolveConflict } from '../../state/draftSync.ts';
import { catalogDriverValuesAtom, driverDraftsAtom, rangeDraftsAtom, scenarioConflictAtom, type ScenarioConflict } from '../../state/scenarios.ts';
import { formatTimestampDe } from '../../ui/figures.ts';
import { useTranslation } from '../../i18n/index.ts';
import { conflictRows } from './conflictRows.ts';
import { shownScenarioName } from '../../state/scenarioNames.ts';

function ClashBadge({ clash }: { clash: boolean }) {
  const { t } = useTranslation('scenarios');
  return clash ? <span className="badge badge-warning conflict-clash">{t('conflict.clash')}</span> : null;
}

/**
 * A save refused with 409: the scenario was saved elsewhere since these drafts were made on it.
 * Shows both sides with numbers — every driver the versions saved meanwhile changed (who, when,
 * old → new) and every draft of mine — marks the drivers both changed, and offers the two choices
 * named for what they do. It cannot be dismissed without a choice; until then the drafts stay.
 */
export function ConflictDialog() {
  const conflict = useAtomValue(scenarioConflictAtom);
  // Only an open dialog follows the drafts: closed, a slider's every move would draw it again.
  return conflict ? <OpenConflictDialog conflict={conflict} /> : null;
}

function OpenConflictDialog({ conflict }: { conflict: ScenarioConflict }) {
  const allDrafts = useAtomValue(driverDraftsAtom);
  const allRangeDrafts = useAtomValue(rangeDraftsAtom);
  const catalog = useAtomValue(catalogDriverValuesAtom);
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation('scenarios');
  const [error, setError] = useState<string | null>(null);
  const { theirs, since } = conflict;
  const id = theirs.scenario_id;
  const rows = conflictRows(conflict, allDrafts[id] ?? {}, allRangeDrafts[id] ?? {}, catalog);
  const last = since.at(-1);

  async function choose(choice: 'apply' | 'theirs') {
    setBusy(true);
    setError(null);
    const outcome = await resolveConflict(choice);
    setBusy(false);
    if (outcome.kind === 'failed') setError(outcome.message);
  }

  return (
    <Modal
      title={t('conflict.title')}
      open
      wide
      dismissible={false}
      onClose={() => undefined}
      footer={(
        <>
          <button type="button" className="button" disabled={busy} onClick={() => void choose('theirs')}>{t('conflict.takeTheirs')}</button>
          <button type="button" className="button button-primary" disabled={busy} onClick={() => void choose('apply')}>{t('conflict.applyMine')}</button>
        </>
      )}
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <p>
        <strong>{shownScenarioName(theirs)}</strong>{' '}
        {last
          ? t('conflict.savedBy', { who: last.saved_by ?? t('conflict.unknownSaver'), when: formatTimestampDe(last.saved_at), version: theirs.version })
          : t('conflict.savedElsewhere', { version: theirs.version })}
      </p>
      <p className="muted">{t('conflict.choices')}</p>
      <table className="compare-table conflict-table" data-testid="conflict-theirs">
        <caption>{t('conflict.theirCaption', { count: since.length })}</caption>
        <thead>
          <tr><th scope="col">{t('conflict.driver')}</th><th scope="col" className="num">{t('conflict.before')}</th><th scope="col" className="num">{t('conflict.theirValue')}</th></tr>
        </thead>
        {rows.theirs.map((version) => (
          <tbody key={version.version}>
            <tr className="conflict-version-row">
              <th scope="rowgroup" colSpan={3}>
                {t('conflict.versionBy', { version: version.version, savedBy: version.savedBy })}
                {version.comment ? <span className="conflict-comment"> · “{version.comment}”</span> : null}
              </th>
            </tr>
            {version.changes.length === 0 ? <tr><td colSpan={3} className="muted">{t('conflict.noTheirChanges')}</td></tr> : version.changes.map((row) => (
              <tr key={row.driver} className={row.clash ? 'conflict-clash-row' : undefined}>
                <th scope="row">{row.label} <ClashBadge clash={row.clash} /></th>
                <td className="num">{row.before}</td>
                <td className="num">{row.after}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
      {rows.theirRanges.length > 0 ? <p className="muted">{t('conflict.theirRanges', { drivers: rows.theirRanges.join(', ') })}</p> : null}
      <table className="compare-table conflict-table" data-testid="conflict-mine">
        <caption>{t('conflict.myCaption')}</caption>
        <thead>
          <tr><th scope="col">{t('conflict.driver')}</th><th scope="col" className="num">{t('conflict.before')}</th><th scope="col" className="num">{t('conflict.myValue')}</th></tr>
        </thead>
        <tbody>
          {rows.mine.length === 0 ? <tr><td colSpan={3} className="muted">{t('conflict.noDrafts')}</td></tr> : rows.mine.map((row) => (
            <tr key={row.driver} className={row.clash ? 'conflict-clash-row' : undefined}>
              <th scope="row">{row.label} <ClashBadge clash={row.clash} /></th>
              <td className="num">{row.before}</td>
              <td className="num">{row.mine}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.rangeDrafts.length > 0 ? <p className="muted">{t('conflict.myRanges', { drivers: rows.rangeDrafts.join(', ') })}</p> : null}
    </Modal>
  );
}
