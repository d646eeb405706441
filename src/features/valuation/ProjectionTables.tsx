import { formatPnl } from '../../ui/figures.ts';
import { latestQuarters, type EnterpriseValuation } from '../../../engine/analysis/valuation.ts';
import { Card } from '../../ui/Card.tsx';
import { useTranslation } from '../../i18n/index.ts';

const QUARTER_COLUMNS = ['period', 'arrRevenue', 'transactionRevenue', 'totalEv', 'evPlusCash'] as const;
const YEAR_COLUMNS = ['year', 'revenue', 'ebitda', 'totalEv'] as const;
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';

/** Part 2 §2: the latest 8 quarters with the count of all projections. */
export function QuarterlyTable({ valuation }: { valuation: EnterpriseValuation }) {
  const { t } = useTranslation('valuation');
  const shown = latestQuarters(valuation.quarterly_projections);
  return (
    <Card title={t('quarterly')}>
      <ScrollRegion label={t('quarterly')}>
        <table className="data-table" aria-label={t('quarterly')}>
          <thead><tr>{QUARTER_COLUMNS.map((c, i) => <th key={c} scope="col" className={i > 0 ? 'num' : undefined}>{t(`quarterColumns.${c}`)}</th>)}</tr></thead>
          <tbody>
            {shown.map((q) => (
              <tr key={q.period}>
                <th scope="row">{q.period}</th>
                <td className="num tabular">{formatPnl(q.arr_revenue)}</td>
                <td className="num tabular">{formatPnl(q.transaction_revenue)}</td>
                <td className="num tabular">{formatPnl(q.total_ev)}</td>
                <td className="num tabular">{formatPnl(q.ev_plus_cash)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="muted valuation-note">{t('showingLatest', { shown: shown.length, total: valuation.quarterly_projections.length })}</p>
    </Card>
  );
}

/** Year-end figures 2025–2030: revenue, EBITDA (green when ≥ 0, red otherwise) and total EV. */
export function YearlyTable({ valuation }: { valuation: EnterpriseValuation }) {
  const { t } = useTranslation('valuation');
  return (
    <Card title={t('yearly')}>
      <ScrollRegion label={t('yearly')}>
        <table className="data-table" aria-label={t('yearly')}>
          <thead><tr>{YEAR_COLUMNS.map((c, i) => <th key={c} scope="col" className={i > 0 ? 'num' : undefined}>{t(`yearColumns.${c}`)}</th>)}</tr></thead>
          <tbody>
            {Object.entries(valuation.yearly_progression).map(([year, row]) => (
              <tr key={year}>
                <th scope="row">{year}</th>
                <td className="num tabular">{formatPnl(row.revenue)}</td>
                <td className={`num tabular ${row.ebitda >= 0 ? 'value-positive' : 'value-negative'}`}>{formatPnl(row.ebitda)}</td>
                <td className="num tabular">{formatPnl(row.total_ev)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </Card>
  );
}
