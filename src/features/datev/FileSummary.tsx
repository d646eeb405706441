import type { DatevReadAnswer } from '../../../contract/datev.ts';
import { formatEuroExact, formatSavedAtDe, formatTimestampDe, formatWholeNumber } from '../../ui/figures.ts';
import { Alert } from '../../ui/Alert.tsx';
import { FOCUS_TARGETS } from './focusWhenLost.ts';
import { useTranslation } from '../../i18n/index.ts';
import { DATEV_CHART_NAMES, DATEV_KIND_NAMES, shortSha } from './texts.ts';

const euros = (value: number) => formatEuroExact(value, { cents: true });

/** What the file is: kind, period, chart, bookings, Σ Soll and Σ Haben, its SHA-256, and whether it was imported before. */
export function FileSummary({ answer }: { answer: DatevReadAnswer }) {
  const { t } = useTranslation('datev', { keyPrefix: 'summary' });
  const { file, duplicate } = answer;
  const vatSplit = file.vat_split.reduce((sum, month) => sum + month.amount, 0);
  const facts: { term: string; value: string; title?: string }[] = [
    { term: t('file'), value: file.file_name },
    { term: t('kind'), value: DATEV_KIND_NAMES[file.kind] },
    { term: t('period'), value: `${formatSavedAtDe(file.period_from)} – ${formatSavedAtDe(file.period_to)}` },
    { term: t('chart'), value: DATEV_CHART_NAMES[file.chart] },
    { term: file.kind === 'susa' ? t('accounts') : t('bookings'), value: formatWholeNumber(file.booking_count) },
    { term: t('debit'), value: euros(file.debit) },
    { term: t('credit'), value: euros(file.credit) },
    ...(file.header ? [{ term: t('client'), value: `${file.header.consultant_number} / ${file.header.client_number}` }] : []),
    ...(vatSplit !== 0 ? [{ term: t('vatSplit'), value: euros(vatSplit) }] : []),
    { term: t('sha'), value: shortSha(file.sha256), title: file.sha256 },
  ];
  return (
    <section className="card dv-summary" aria-label={t('label')} data-testid="datev-summary">
      <h2 className="card-title" id={FOCUS_TARGETS.preview} tabIndex={-1}>{t('title')}</h2>
      <dl className="dv-facts">
        {facts.map((fact) => (
          <div key={fact.term}>
            <dt>{fact.term}</dt>
            <dd className="tabular" title={fact.title}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {duplicate ? <Alert tone="warning">{t('duplicate', { at: formatTimestampDe(duplicate.created_at), by: duplicate.created_by, version: duplicate.actuals_version })}</Alert> : null}
    </section>
  );
}
