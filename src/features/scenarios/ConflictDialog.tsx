import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Modal } from '../../ui/Modal.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { resolveConflict } from '../../state/draftSync.ts';
import { DRIVER_BY_ID } from '../../../engine/model/drivers.ts';
import { formatByUnit } from '../../ui/figures.ts';
import type { DriverRange } from '../../../engine/analysis/ranges/driverRanges.ts';
import { sameRange, scenarioConflictAtom } from '../../state/scenarios.ts';
import { SCENARIO_TEXT } from './texts.ts';

const TEXT = SCENARIO_TEXT.conflict;

function rangeText(range: DriverRange | undefined, unit: string): string {
  return range ? `${formatByUnit(range.low, unit)} – ${formatByUnit(range.high, unit)} (${range.distribution})` : TEXT.defaultRange;
}

/** Drivers whose saved range differs between my save and theirs (only when my save sends ranges). */
function RangeDifferences({ mine, theirs }: { mine: Record<string, DriverRange>; theirs: Record<string, DriverRange> }) {
  const ids = [...new Set([...Object.keys(mine), ...Object.keys(theirs)])].filter((id) => !sameRange(mine[id], theirs[id]));
  if (ids.length === 0) return null;
  return (
    <table className="compare-table">
      <caption>{TEXT.rangesCaption}</caption>
      <thead>
        <tr><th scope="col">Key driver</th><th scope="col" className="num">Mine</th><th scope="col" className="num">Theirs</th></tr>
      </thead>
      <tbody>
        {ids.map((id) => {
          const driver = DRIVER_BY_ID.get(id);
          return (
            <tr key={id}>
              <th scope="row">{driver?.name ?? id}</th>
              <td className="num">{rangeText(mine[id], driver?.unit ?? '')}</td>
              <td className="num">{rangeText(theirs[id], driver?.unit ?? '')}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * A save refused with 409: the scenario changed on the server since these edits began. Shows
 * where the two versions differ and lets the user keep theirs or take the server's; it cannot be
 * dismissed without a choice, and until then the edits stay as drafts.
 */
export function ConflictDialog() {
  const conflict = useAtomValue(scenarioConflictAtom);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!conflict) return null;
  const { theirs, mine } = conflict;
  const ids = [...new Set([...Object.keys(mine.key_drivers), ...Object.keys(theirs.key_drivers)])]
    .filter((id) => mine.key_drivers[id] !== theirs.key_drivers[id]);

  async function choose(choice: 'mine' | 'theirs') {
    setBusy(true);
    setError(null);
    const outcome = await resolveConflict(choice);
    setBusy(false);
    if (outcome.kind === 'failed') setError(outcome.message);
  }

  return (
    <Modal
      title={TEXT.title}
      open
      dismissible={false}
      onClose={() => undefined}
      footer={(
        <>
          <button type="button" className="button" disabled={busy} onClick={() => void choose('theirs')}>{TEXT.takeTheirs}</button>
          <button type="button" className="button button-primary" disabled={busy} onClick={() => void choose('mine')}>{TEXT.keepMine}</button>
        </>
      )}
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <p>
        <strong>{theirs.scenario_name}</strong> was saved elsewhere (now version {theirs.version}) while you were editing it.
        Keep your values and save them over theirs, or take theirs and drop your unsaved changes.
      </p>
      {ids.length === 0 ? <p className="muted">Both versions have the same key driver values.</p> : (
        <table className="compare-table">
          <thead>
            <tr><th scope="col">Key driver</th><th scope="col" className="num">Mine</th><th scope="col" className="num">Theirs</th></tr>
          </thead>
          <tbody>
            {ids.map((id) => {
              const driver = DRIVER_BY_ID.get(id);
              const unit = driver?.unit ?? '';
              const show = (value: number | undefined) => (value === undefined ? 'scenario default' : formatByUnit(value, unit));
              return (
                <tr key={id}>
                  <th scope="row">{driver?.name ?? id}</th>
                  <td className="num">{show(mine.key_drivers[id])}</td>
                  <td className="num">{show(theirs.key_drivers[id])}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {mine.driver_ranges ? <RangeDifferences mine={mine.driver_ranges} theirs={theirs.driver_ranges} /> : null}
    </Modal>
  );
}
