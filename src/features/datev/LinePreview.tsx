import { Fragment, useId, useMemo, useState } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import type { DatevReadAnswer } from '../../../contract/datev.ts';
import { formatEuroExact, formatWholeNumber } from '../../ui/figures.ts';
import { Alert } from '../../ui/Alert.tsx';
import { MonthFiguresTable } from '../../ui/monthFigures/MonthFiguresTable.tsx';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import { monthPreview, type PreviewLine } from './preview.ts';
import { useTranslation } from '../../i18n/index.ts';
import { useTargetLabel } from './targetLabels.ts';

/** A figure the line does not have. */
const NONE = '—';
const counted = (count: number) => ({ count, n: formatWholeNumber(count) });

const euros = (value: number | null) => formatEuroExact(value, { cents: true });
const signedEuros = (value: number) => `${value > 0 ? '+' : ''}${euros(value)}`;

/** One line: before, after, the difference, and a button that unfolds the accounts making the figure (their amounts under "After import"). */
function LineRow({ line, open, onToggle, id }: { line: PreviewLine; open: boolean; onToggle: () => void; id: string }) {
  const { t } = useTranslation('datev', { keyPrefix: 'preview' });
  const label = useTargetLabel()(line.line, line.label);
  return (
    <Fragment>
      <tr data-line={line.line}>
        <th scope="row">{label}</th>
        <td className="num tabular">{line.old === null ? NONE : euros(line.old)}</td>
        <td className="num tabular" data-testid={`datev-new-${line.line}`}>{euros(line.new)}</td>
        <td className={`num tabular${line.difference === 0 ? ' muted' : ''}`}>{line.difference === 0 ? euros(0) : signedEuros(line.difference)}</td>
        <td>
          {line.accounts.length > 0 ? (
            <button
              type="button"
              className="dv-disclosure"
              aria-expanded={open}
              aria-controls={open ? line.accounts.map((part) => `${id}-${part.account}`).join(' ') : undefined}
              aria-label={t('accountsLabel', { ...counted(line.accounts.length), line: label })}
              onClick={onToggle}
            >
              {open ? <ChevronDown size={14} aria-hidden="true" /> : <ChevronRight size={14} aria-hidden="true" />}
              {t('accounts', counted(line.accounts.length))}
            </button>
          ) : <span className="muted">{NONE}</span>}
        </td>
      </tr>
      {open ? line.accounts.map((part) => (
        <tr key={part.account} id={`${id}-${part.account}`} className="dv-part">
          <th scope="row">{`${part.account} ${part.name}`}</th>
          <td />
          <td className="num tabular">{euros(part.amount)}</td>
          <td />
          <td className="muted">{t('bookings', counted(part.booking_count))}</td>
        </tr>
      )) : null}
    </Fragment>
  );
}

/**
 * The import's effect: per month every line with a figure, now → after import, the difference and
 * the accounts behind it (unfolded on demand); what the server cannot take; and revenue, costs,
 * EBITDA and cash of each month before → after.
 */
export function LinePreview({ answer }: { answer: DatevReadAnswer }) {
  const id = useId();
  const { t } = useTranslation('datev', { keyPrefix: 'preview' });
  const months = answer.file.months;
  const [chosen, setChosen] = useState(months[0] ?? '');
  const month = months.includes(chosen) ? chosen : months[0] ?? '';
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const preview = useMemo(() => monthPreview(answer, month), [answer, month]);
  const toggle = (line: string) => setOpen((current) => {
    const next = new Set(current);
    if (!next.delete(`${month}|${line}`)) next.add(`${month}|${line}`);
    return next;
  });
  const effect = answer.effect;

  return (
    <section className="card dv-preview" aria-labelledby={`${id}-title`} data-testid="datev-preview">
      <div className="dv-card-head">
        <h2 className="card-title" id={`${id}-title`}>{t('title')}</h2>
        {months.length > 1 ? (
          <label className="dv-inline-field">
            {t('month')}
            <select value={month} onChange={(event) => setChosen(event.target.value)}>
              {months.map((option) => <option key={option} value={option}>{option}</option>)}
            </select>
          </label>
        ) : <span className="muted">{month}</span>}
      </div>
      {answer.problems.length > 0 ? (
        <Alert tone="error" title={t('problems')}>
          <ul className="dv-problems" data-testid="datev-problems">
            {answer.problems.map((problem) => <li key={`${problem.month}|${problem.line}`}>{problem.message}</li>)}
          </ul>
        </Alert>
      ) : null}
      <ScrollRegion label={t('label', { month })} className="table-scroll dv-scroll">
        <table className="data-table dv-table dv-lines" data-testid="datev-lines">
          <thead>
            <tr>
              <th scope="col">{t('columns.line')}</th>
              <th scope="col" className="num">{t('columns.old')}</th>
              <th scope="col" className="num">{t('columns.new')}</th>
              <th scope="col" className="num">{t('columns.difference')}</th>
              <th scope="col">{t('columns.accounts')}</th>
            </tr>
          </thead>
          <tbody>
            {preview.lines.map((line) => (
              <LineRow key={line.line} id={`${id}-${line.line}`} line={line} open={open.has(`${month}|${line.line}`)} onToggle={() => toggle(line.line)} />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {preview.zeroLines > 0 ? <p className="muted dv-note">{t('zeroLines', counted(preview.zeroLines))}</p> : null}
      {effect.length > 0 ? (
        <div className="dv-effect" data-testid="datev-effect">
          <h3 className="dv-subtitle">{t('effectTitle')}</h3>
          <MonthFiguresTable label={t('effectLabel')} months={effect.map((entry) => entry.before)} after={effect.map((entry) => entry.after)} />
        </div>
      ) : null}
    </section>
  );
}
