import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { z } from 'zod';
import type { datevExplainAnswer } from '../../../contract/datev.ts';
import { IMPORTED_TARGETS } from '../../../engine/actuals/datev/mapping.ts';
import { FORECAST_MONTHS } from '../../../engine/calendar.ts';
import type { ExplainRef } from '../../../engine/session/cellRef.ts';
import { getDatevExplain } from '../../api/datev.ts';
import { monthlyActualsRevisionAtom } from '../../state/liveRevisions.ts';
import { formatEuroExact, formatSavedAtDe, formatTimestampDe, formatWholeNumber } from '../figures.ts';
import { ScrollRegion } from '../ScrollRegion.tsx';
import { useTranslation } from '../../i18n/index.ts';

type DatevExplainAnswer = z.infer<typeof datevExplainAnswer>;

const euros = (value: number | null) => formatEuroExact(value, { cents: true });

/** The monthly actual a cell shows, when a DATEV import can have set it: a line the import feeds, in a month of 2026-2030. */
export function booksFigureOf(ref: ExplainRef): { month: string; line: string } | null {
  if (ref.sheet !== 'Monthly' || !FORECAST_MONTHS.includes(ref.period) || !IMPORTED_TARGETS.includes(ref.id)) return null;
  return { month: ref.period, line: ref.id };
}

type Lookup = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; answer: DatevExplainAnswer };

/**
 * One question per figure and monthly-actuals version: walking back to a cell in the panel asks
 * the server nothing new, a new version (an import, a save elsewhere) asks again.
 */
const asked = new Map<string, Promise<DatevExplainAnswer>>();
let askedRevision = -1;

function lookUp(month: string, line: string, revision: number): Promise<DatevExplainAnswer> {
  if (revision !== askedRevision) {
    asked.clear();
    askedRevision = revision;
  }
  const key = `${month}|${line}`;
  let answer = asked.get(key);
  if (!answer) {
    answer = getDatevExplain(month, line);
    asked.set(key, answer);
    // A failure is not kept: the next look at the cell asks again.
    answer.catch(() => asked.delete(key));
  }
  return answer;
}

function useBooks(month: string, line: string): Lookup {
  const revision = useAtomValue(monthlyActualsRevisionAtom);
  const [lookup, setLookup] = useState<Lookup & { key: string }>({ status: 'loading', key: '' });
  const key = `${revision}|${month}|${line}`;
  useEffect(() => {
    let live = true;
    lookUp(month, line, revision).then(
      (answer) => live && setLookup({ status: 'loaded', answer, key }),
      () => live && setLookup({ status: 'failed', key }),
    );
    return () => {
      live = false;
    };
  }, [month, line, revision, key]);
  return lookup.key === key ? lookup : { status: 'loading' };
}

/**
 * "From the books" (issue 29): for a monthly actual a DATEV import set, the import (file, date,
 * user), whether the figure is still the imported one, the accounts with their amounts and the
 * bookings behind it. Nothing when no import set it; a failure is a quiet note, never the panel's.
 */
export function FromTheBooks({ month, line }: { month: string; line: string }) {
  const { t } = useTranslation('statements', { keyPrefix: 'explain.books' });
  const lookup = useBooks(month, line);
  if (lookup.status === 'loading') return <p className="muted explain-hint">{t('loading')}</p>;
  if (lookup.status === 'failed') return <p className="muted explain-hint" data-testid="explain-books-failed">{t('failed')}</p>;
  const { answer } = lookup;
  if (answer.import === null) return null;
  return (
    <section className="explain-section" aria-label={t('title')} data-testid="explain-books">
      <h3>{t('title')}</h3>
      <p>{t('imported', { file: answer.import.file_name, at: formatTimestampDe(answer.import.created_at), by: answer.import.created_by })}</p>
      {answer.matches
        ? <p className="muted">{t('matches')}</p>
        : <p className="explain-books-edited" data-testid="explain-books-edited">{t('edited', { imported: euros(answer.imported), now: euros(answer.value) })}</p>}
      {answer.accounts.length > 0 ? (
        <ul className="explain-list" aria-label={t('accountsLabel')}>
          {answer.accounts.map((account) => (
            <li key={account.account} className="explain-books-account">
              <span className="explain-input-name">{account.account} {account.name}</span>
              <span className="muted">{t('bookingCount', { n: formatWholeNumber(account.booking_count) })}</span>
              <span className="tabular">{euros(account.amount)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {answer.bookings.length > 0 ? (
        <>
          <ScrollRegion label={t('bookingsLabel')} className="table-scroll explain-books-scroll">
            <table className="data-table explain-books-table" data-testid="explain-bookings">
              <thead>
                <tr>
                  <th scope="col">{t('columns.date')}</th>
                  <th scope="col" className="num">{t('columns.account')}</th>
                  <th scope="col" className="num">{t('columns.contra')}</th>
                  <th scope="col">{t('columns.side')}</th>
                  <th scope="col" className="num">{t('columns.amount')}</th>
                  <th scope="col">{t('columns.text')}</th>
                  <th scope="col">{t('columns.document')}</th>
                </tr>
              </thead>
              <tbody>
                {answer.bookings.map((booking) => (
                  <tr key={booking.line}>
                    <td className="tabular">{formatSavedAtDe(booking.date)}</td>
                    <td className="num tabular">{booking.account}</td>
                    <td className="num tabular">{booking.contra_account}</td>
                    <td>{booking.debit_credit}</td>
                    <td className="num tabular">{euros(booking.amount)}</td>
                    <td>{booking.posting_text}</td>
                    <td>{booking.document_field_1}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          {answer.booking_count > answer.bookings.length
            ? <p className="muted explain-hint">{t('firstOf', { shown: formatWholeNumber(answer.bookings.length), all: formatWholeNumber(answer.booking_count) })}</p>
            : null}
        </>
      ) : null}
    </section>
  );
}
