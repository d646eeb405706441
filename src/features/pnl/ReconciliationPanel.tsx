import type { ReconciliationRow } from '../../../engine/session/session.ts';
import { formatEuroExact } from '../../ui/figures.ts';
import { Card } from '../../ui/Card.tsx';
import { RECONCILIATION_TEXT } from './pnlTexts.ts';

/** Part 2 §2: one validation per shown year; reconciled only with a variance of exactly zero (§5). */
export function ReconciliationPanel({ rows }: { rows: readonly ReconciliationRow[] }) {
  return (
    <Card title={RECONCILIATION_TEXT.title}>
      <p className="muted pnl-rule">{RECONCILIATION_TEXT.rule}</p>
      <div className="pnl-reconciliation">
        {rows.map((row) => (
          <div key={row.year} className="pnl-reconciliation-year" data-testid={`reconciliation-${row.year}`}>
            <div className="pnl-reconciliation-head">
              <strong>{row.year}</strong>
              <span className={`badge ${row.reconciled ? 'badge-good' : 'badge-critical'}`}>
                {row.reconciled ? RECONCILIATION_TEXT.perfect : RECONCILIATION_TEXT.variance}
              </span>
            </div>
            <dl className="pnl-facts">
              <dt>{RECONCILIATION_TEXT.totalRevenue}</dt><dd className="tabular">{formatEuroExact(row.total_revenue)}</dd>
              <dt>{RECONCILIATION_TEXT.totalExpenses}</dt><dd className="tabular">{formatEuroExact(row.total_expenses)}</dd>
              <dt>{RECONCILIATION_TEXT.computedEbitda}</dt><dd className="tabular">{formatEuroExact(row.computed_ebitda)}</dd>
              <dt>{RECONCILIATION_TEXT.targetEbitda}</dt><dd className="tabular">{formatEuroExact(row.stated_ebitda)}</dd>
              <dt>{RECONCILIATION_TEXT.varianceLabel}</dt>
              <dd className={`tabular ${row.reconciled ? '' : 'pnl-negative'}`}>{formatEuroExact(row.variance, { cents: true })}</dd>
            </dl>
          </div>
        ))}
      </div>
    </Card>
  );
}
