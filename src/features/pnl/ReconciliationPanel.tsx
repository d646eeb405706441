import type { ReconciliationRow } from '../../../engine/session/session.ts';
import { formatEuroExact } from '../../ui/figures.ts';
import { Card } from '../../ui/Card.tsx';
import { useTranslation } from '../../i18n/index.ts';

/** Part 2 §2: one validation per shown year; reconciled only with a variance of exactly zero (§5). */
export function ReconciliationPanel({ rows }: { rows: readonly ReconciliationRow[] }) {
  const { t } = useTranslation('pnl', { keyPrefix: 'reconciliation' });
  return (
    <Card title={t('title')}>
      <p className="muted pnl-rule">{t('rule')}</p>
      <div className="pnl-reconciliation">
        {rows.map((row) => (
          <div key={row.year} className="pnl-reconciliation-year" data-testid={`reconciliation-${row.year}`}>
            <div className="pnl-reconciliation-head">
              <strong>{row.year}</strong>
              <span className={`badge ${row.reconciled ? 'badge-good' : 'badge-critical'}`}>
                {row.reconciled ? t('perfect') : t('variance')}
              </span>
            </div>
            <dl className="pnl-facts">
              <dt>{t('totalRevenue')}</dt><dd className="tabular">{formatEuroExact(row.total_revenue)}</dd>
              <dt>{t('totalExpenses')}</dt><dd className="tabular">{formatEuroExact(row.total_expenses)}</dd>
              <dt>{t('computedEbitda')}</dt><dd className="tabular">{formatEuroExact(row.computed_ebitda)}</dd>
              <dt>{t('targetEbitda')}</dt><dd className="tabular">{formatEuroExact(row.stated_ebitda)}</dd>
              <dt>{t('varianceLabel')}</dt>
              <dd className={`tabular ${row.reconciled ? '' : 'pnl-negative'}`}>{formatEuroExact(row.variance, { cents: true })}</dd>
            </dl>
          </div>
        ))}
      </div>
    </Card>
  );
}
