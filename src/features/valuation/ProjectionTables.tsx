import { formatPnl } from '../../ui/figures.ts';
import { latestQuarters, type EnterpriseValuation } from '../../../engine/analysis/valuation.ts';
import { Card } from '../../ui/Card.tsx';
import { VALUATION_TEXT as TEXT } from './texts.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';

/** Part 2 §2: the latest 8 quarters with the count of all projections. */
export function QuarterlyTable({ valuation }: { valuation: EnterpriseValuation }) {
  const shown = latestQuarters(valuation.quarterly_projections);
  return (
    <Card title={TEXT.quarterly}>
      <ScrollRegion label={TEXT.quarterly}>
        <table className="data-table" aria-label={TEXT.quarterly}>
          <thead><tr>{TEXT.quarterColumns.map((c, i) => <th key={c} scope="col" className={i > 0 ? 'num' : undefined}>{c}</th>)}</tr></thead>
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
      <p className="muted valuation-note">{TEXT.showingLatest(shown.length, valuation.quarterly_projections.length)}</p>
    </Card>
  );
}

/** Year-end figures 2025–2030: revenue, EBITDA (green when ≥ 0, red otherwise) and total EV. */
export function YearlyTable({ valuation }: { valuation: EnterpriseValuation }) {
  return (
    <Card title={TEXT.yearly}>
      <ScrollRegion label={TEXT.yearly}>
        <table className="data-table" aria-label={TEXT.yearly}>
          <thead><tr>{TEXT.yearColumns.map((c, i) => <th key={c} scope="col" className={i > 0 ? 'num' : undefined}>{c}</th>)}</tr></thead>
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
