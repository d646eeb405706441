import { useEffect, useState } from 'react';
import type { CloseReviewAnswer, PlausibilityWarningAnswer } from '../../../contract/monthlyActuals.ts';
import { getCloseReview } from '../../api/monthlyActuals.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { MonthFiguresTable } from '../../ui/monthFigures/MonthFiguresTable.tsx';
import { lineLabel } from './sheet.ts';
import { ACTUALS_TEXT } from './texts.ts';

const TEXT = ACTUALS_TEXT.review;

type Review = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; review: CloseReviewAnswer };

/** One warning in words: the line, its actual and what it is held against. */
export function warningText(warning: PlausibilityWarningAnswer): string {
  return TEXT.warning(warning.month, lineLabel(warning.line), warning.kind, warning.actual, warning.reference, warning.change);
}

/**
 * Closing months through `through` (issue 26): per month the revenue, costs, EBITDA and cash
 * bridge the server evaluates, and every plausibility warning as a box the admin ticks; Close is
 * enabled once each is confirmed, and the server checks the same ids.
 */
export function CloseReviewDialog({ through, busy, onClose, onConfirm }: {
  through: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (confirmed: string[]) => void;
}) {
  const [state, setState] = useState<Review>({ kind: 'loading' });
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    let current = true;
    setState({ kind: 'loading' });
    setConfirmed(new Set());
    getCloseReview(through).then(
      (review) => { if (current) setState({ kind: 'ready', review }); },
      (failure: unknown) => { if (current) setState({ kind: 'failed', message: failure instanceof Error ? failure.message : String(failure) }); },
    );
    return () => { current = false; };
  }, [through]);

  const warnings = state.kind === 'ready' ? state.review.warnings : [];
  const open = warnings.filter((warning) => !confirmed.has(warning.id)).length;
  const toggle = (id: string, on: boolean) => setConfirmed((current) => {
    const next = new Set(current);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  });

  const footer = (
    <>
      {state.kind === 'ready' && warnings.length > 0 ? <span className="muted ma-review-count" data-testid="review-confirmed">{TEXT.confirmedCount(warnings.length - open, warnings.length)}</span> : null}
      <button type="button" className="button" onClick={onClose}>{ACTUALS_TEXT.cancel}</button>
      <button
        type="button"
        className="button button-primary"
        disabled={busy || state.kind !== 'ready' || open > 0}
        onClick={() => onConfirm(warnings.map((warning) => warning.id))}
      >
        {TEXT.close(through)}
      </button>
    </>
  );

  return (
    <Modal title={TEXT.title(through)} open onClose={onClose} footer={footer} wide>
      {state.kind === 'loading' ? <Spinner label={TEXT.loading} /> : null}
      {state.kind === 'failed' ? <Alert tone="error" title={TEXT.failed}>{state.message}</Alert> : null}
      {state.kind === 'ready' ? (
        <div className="ma-review" data-testid="close-review">
          <p className="muted">{TEXT.intro(state.review.previous_close, through)}</p>
          <MonthFiguresTable label={TEXT.figuresLabel} months={state.review.months} />
          <p className="muted">{state.review.references.map((reference) => TEXT.reference(reference.year, reference.label)).join(' ')}</p>
          {warnings.length === 0 ? <p data-testid="review-no-warnings">{TEXT.noWarnings}</p> : (
            <fieldset className="ma-review-warnings">
              <legend>{TEXT.warningsTitle(warnings.length)}</legend>
              {warnings.map((warning) => (
                <label key={warning.id} className="ma-review-warning">
                  <input type="checkbox" checked={confirmed.has(warning.id)} onChange={(event) => toggle(warning.id, event.target.checked)} />
                  <span>{warningText(warning)}</span>
                </label>
              ))}
            </fieldset>
          )}
        </div>
      ) : null}
    </Modal>
  );
}
