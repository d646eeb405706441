import type { DatevReadAnswer } from '../../../contract/datev.ts';
import { formatEuroExact, formatSavedAtDe, formatTimestampDe, formatWholeNumber } from '../../ui/figures.ts';
import { Alert } from '../../ui/Alert.tsx';
import { FOCUS_TARGETS } from './focusWhenLost.ts';
import { DATEV_TEXT, shortSha } from './texts.ts';

const TEXT = DATEV_TEXT.summary;

const euros = (value: number) => formatEuroExact(value, { cents: true });

/** What the file is: kind, period, chart, bookings, Σ Soll and Σ Haben, its SHA-256, and whether it was imported before. */
export function FileSummary({ answer }: { answer: DatevReadAnswer }) {
  const { file, duplicate } = answer;
  const vatSplit = file.vat_split.reduce((sum, month) => sum + month.amount, 0);
  const facts: { term: string; value: string; title?: string }[] = [
    { term: TEXT.file, value: file.file_name },
    { term: TEXT.kind, value: DATEV_TEXT.kinds[file.kind] },
    { term: TEXT.period, value: `${formatSavedAtDe(file.period_from)} – ${formatSavedAtDe(file.period_to)}` },
    { term: TEXT.chart, value: DATEV_TEXT.charts[file.chart] },
    { term: TEXT.bookings(file.kind), value: formatWholeNumber(file.booking_count) },
    { term: TEXT.debit, value: euros(file.debit) },
    { term: TEXT.credit, value: euros(file.credit) },
    ...(file.header ? [{ term: TEXT.client, value: `${file.header.consultant_number} / ${file.header.client_number}` }] : []),
    ...(vatSplit !== 0 ? [{ term: TEXT.vatSplit, value: euros(vatSplit) }] : []),
    { term: TEXT.sha, value: shortSha(file.sha256), title: file.sha256 },
  ];
  return (
    <section className="card dv-summary" aria-label={TEXT.label} data-testid="datev-summary">
      <h2 className="card-title" id={FOCUS_TARGETS.preview} tabIndex={-1}>{TEXT.title}</h2>
      <dl className="dv-facts">
        {facts.map((fact) => (
          <div key={fact.term}>
            <dt>{fact.term}</dt>
            <dd className="tabular" title={fact.title}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {duplicate ? <Alert tone="warning">{TEXT.duplicate(formatTimestampDe(duplicate.created_at), duplicate.created_by, duplicate.actuals_version)}</Alert> : null}
    </section>
  );
}
