import type { PnlInsights } from '../../../engine/analysis/pnlInsights.ts';
import { formatPercent } from '../../ui/figures.ts';
import { Card } from '../../ui/Card.tsx';
import { useTranslation } from '../../i18n/index.ts';

function Fact({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="pnl-fact">
      <span className="muted">{label}</span>
      <strong className="tabular">{value}</strong>
      {note ? <span className="muted pnl-fact-note">{note}</span> : null}
    </div>
  );
}

/** Revenue Analysis and Path to Profitability, computed by the engine for the shown years (part 2 §2). */
export function AnalysisBoxes({ insights }: { insights: PnlInsights }) {
  const { t } = useTranslation('pnl', { keyPrefix: 'analysis' });
  const { firstYear, lastYear } = insights;
  const span = lastYear - firstYear === 1 ? t('growthOneYear', { first: firstYear, last: lastYear }) : t('cagr', { first: firstYear, last: lastYear });
  return (
    <div className="pnl-analysis">
      <Card title={t('revenueTitle')} className="pnl-analysis-revenue">
        <div className="pnl-facts-grid" data-testid="revenue-analysis">
          <Fact label={t('recurringGrowth')} value={formatPercent(insights.recurringGrowth, { signed: true })} note={span} />
          <Fact label={t('transactionGrowth')} value={formatPercent(insights.transactionGrowth, { signed: true })} note={span} />
          <Fact label={t('recurringMix')} value={formatPercent(insights.recurringMix)} note={String(lastYear)} />
        </div>
      </Card>
      <Card title={t('profitTitle')} className="pnl-analysis-profit">
        <div className="pnl-facts-grid" data-testid="path-to-profitability">
          {/* The statement's margin; the Gross Margin KPI also counts hosting as a cost of revenue. */}
          <Fact label={t('grossMargin')} value={formatPercent(insights.grossMargin)} note={String(lastYear)} />
          <Fact
            label={t('operatingLeverage')}
            value={t(`leverage.${insights.operatingLeverage}`)}
            note={t('leverageNote', { revenue: formatPercent(insights.revenueGrowth, { signed: true }), expenses: formatPercent(insights.expenseGrowth, { signed: true }) })}
          />
          <Fact
            label={t('ebitdaMargin')}
            value={`${formatPercent(insights.ebitdaMarginFirst)} → ${formatPercent(insights.ebitdaMarginLast)}`}
            note={`${firstYear} → ${lastYear}`}
          />
          <Fact label={t('breakEven')} value={insights.breakEvenYear === null ? t('notYet', { year: lastYear }) : String(insights.breakEvenYear)} />
        </div>
      </Card>
    </div>
  );
}
