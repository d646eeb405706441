import { useEffect, useState } from 'react';
import type { CloseReviewAnswer, PlausibilityWarningAnswer } from '../../../contract/monthlyActuals.ts';
import { getCloseReview } from '../../api/monthlyActuals.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { CommentsButton } from '../../ui/comments/CommentsButton.tsx';
import { commentTarget } from '../../../contract/comments.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { MonthFiguresTable } from '../../ui/monthFigures/MonthFiguresTable.tsx';
import { digits } from '../../ui/figures.ts';
import { i18n, useTranslation } from '../../i18n/index.ts';
import { lineLabel } from './sheet.ts';

type Review = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; review: CloseReviewAnswer };

/** One warning in words: the line, its actual and what it is held against. */
export function warningText({ month, line, kind, actual, reference, change }: PlausibilityWarningAnswer): string {
  // Written in the user's number format like every other figure (digits() turns English grouping into it).
  const figure = (value: number, decimals: number) => digits(value.toLocaleString('en-US', { maximumFractionDigits: decimals }));
  const by = change === null ? i18n.t('monthlyActuals:review.warning.againstZero') : `${change > 0 ? '+' : '−'}${figure(Math.abs(change * 100), 1)} %`;
  const figures = i18n.t('monthlyActuals:review.warning.figures', { actual: figure(actual, 2), reference: figure(reference, 2) });
  if (kind === 'cash_bridge') return i18n.t('monthlyActuals:review.warning.cashBridge', { month, by, figures });
  return i18n.t(kind === 'plan' ? 'monthlyActuals:review.warning.plan' : 'monthlyActuals:review.warning.previousMonth', { month, line: lineLabel(line), by, figures });
}

/**
 * What a year's lines are held against: a plan of record by its name (the server's), else the
 * Baseline's forecast, named here in the user's language.
 */
function referenceLabel(reference: CloseReviewAnswer['references'][number], previousClose: string | null): string {
  if (reference.source === 'plan_of_record') return reference.label;
  return previousClose === null ? i18n.t('monthlyActuals:review.forecast') : i18n.t('monthlyActuals:review.forecastFrom', { previous: previousClose });
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
  const { t } = useTranslation('monthlyActuals');
  const { t: tComments } = useTranslation('comments');
  // The close is commented on as its last month; a month outside the planned years takes no comments.
  const commentable = commentTarget.safeParse({ kind: 'closed_month', month: through });

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
      {state.kind === 'ready' && warnings.length > 0 ? <span className="muted ma-review-count" data-testid="review-confirmed">{t('review.confirmedCount', { done: warnings.length - open, all: warnings.length })}</span> : null}
      <button type="button" className="button" onClick={onClose}>{t('cancel')}</button>
      <button
        type="button"
        className="button button-primary"
        disabled={busy || state.kind !== 'ready' || open > 0}
        onClick={() => onConfirm(warnings.map((warning) => warning.id))}
      >
        {t('review.close', { through })}
      </button>
    </>
  );

  return (
    <Modal title={t('review.title', { through })} open onClose={onClose} footer={footer} wide>
      {commentable.success ? (
        <div className="ma-review-comments">
          <CommentsButton target={commentable.data} name={tComments('open.closedMonthName', { month: through })} />
        </div>
      ) : null}
      {state.kind === 'loading' ? <Spinner label={t('review.loading')} /> : null}
      {state.kind === 'failed' ? <Alert tone="error" title={t('review.failed')}>{state.message}</Alert> : null}
      {state.kind === 'ready' ? (
        <div className="ma-review" data-testid="close-review">
          <p className="muted">{state.review.previous_close === null ? t('review.introFirst', { through }) : t('review.introAfter', { previous: state.review.previous_close, through })}</p>
          <MonthFiguresTable label={t('review.figuresLabel')} months={state.review.months} />
          <p className="muted">{state.review.references.map((reference) => t('review.reference', { year: reference.year, label: referenceLabel(reference, state.review.previous_close) })).join(' ')}</p>
          {warnings.length === 0 ? <p data-testid="review-no-warnings">{t('review.noWarnings')}</p> : (
            <fieldset className="ma-review-warnings">
              <legend>{t('review.warningsTitle', { count: warnings.length })}</legend>
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
