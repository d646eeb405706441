import { useAtomValue } from 'jotai';
import { publishedDriver } from '../../state/publishedModel.ts';
import { formatByUnit } from '../../ui/figures.ts';
import { analysisFigure } from '../../model/analysisFigures.ts';
import { dismissSoughtValue, undoSoughtValue, undoableSeekAtom } from '../../state/appliedSeek.ts';
import { Alert } from '../Alert.tsx';
import { formatFigure } from './figureFormat.ts';
import { GOAL_SEEK_TEXT as TEXT } from './texts.ts';
import { useShownNames } from './shownNames.ts';

/**
 * After 'Apply as draft': what was set and what the figure is now, with Undo, while that edit is
 * still the last one (the cards have no undo of their own; the Driver Grid's Undo takes it back
 * too). With `driverId`, only for a value applied to that driver (its card).
 */
export function AppliedSeekNote({ driverId }: { driverId?: string }) {
  const applied = useAtomValue(undoableSeekAtom);
  const names = useShownNames();
  if (!applied || (driverId !== undefined && applied.driverId !== driverId)) return null;
  const driver = publishedDriver(applied.driverId);
  const figure = analysisFigure(applied.figureId);
  return (
    <Alert tone="info">
      <div className="seek-applied" data-testid="seek-applied">
        <span>
          {TEXT.applied(names.driver(applied.driverId), formatByUnit(applied.value, driver?.unit ?? ''), `${names.figure(applied.figureId)} ${applied.year}`, formatFigure(applied.achieved, figure?.unit ?? ''))}
        </span>
        <span className="seek-applied-actions">
          <button type="button" className="button button-small" onClick={() => undoSoughtValue()}>{TEXT.undo}</button>
          <button type="button" className="button button-small" onClick={() => dismissSoughtValue()}>{TEXT.dismiss}</button>
        </span>
      </div>
    </Alert>
  );
}
