import type { PnlInsights } from '../../../engine/analysis/pnlInsights.ts';
import { formatPercent } from '../../ui/figures.ts';
import { Card } from '../../ui/Card.tsx';
import { ANALYSIS_TEXT } from './pnlTexts.ts';

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
  const { firstYear, lastYear } = insights;
  const span = ANALYSIS_TEXT.growthSpan(firstYear, lastYear);
  return (
    <div className="pnl-analysis">
      <Card title={ANALYSIS_TEXT.revenueTitle} className="pnl-analysis-revenue">
        <div className="pnl-facts-grid" data-testid="revenue-analysis">
          <Fact label={ANALYSIS_TEXT.recurringGrowth} value={formatPercent(insights.recurringGrowth, { signed: true })} note={span} />
          <Fact label={ANALYSIS_TEXT.transactionGrowth} value={formatPercent(insights.transactionGrowth, { signed: true })} note={span} />
          <Fact label={ANALYSIS_TEXT.recurringMix} value={formatPercent(insights.recurringMix)} note={String(lastYear)} />
        </div>
      </Card>
      <Card title={ANALYSIS_TEXT.profitTitle} className="pnl-analysis-profit">
        <div className="pnl-facts-grid" data-testid="path-to-profitability">
          <Fact label={ANALYSIS_TEXT.grossMargin} value={formatPercent(insights.grossMargin)} note={String(lastYear)} />
          <Fact
            label={ANALYSIS_TEXT.operatingLeverage}
            value={insights.operatingLeverage}
            note={ANALYSIS_TEXT.leverageNote(formatPercent(insights.revenueGrowth, { signed: true }), formatPercent(insights.expenseGrowth, { signed: true }))}
          />
          <Fact
            label={ANALYSIS_TEXT.ebitdaMargin}
            value={`${formatPercent(insights.ebitdaMarginFirst)} → ${formatPercent(insights.ebitdaMarginLast)}`}
            note={`${firstYear} → ${lastYear}`}
          />
          <Fact label={ANALYSIS_TEXT.breakEven} value={insights.breakEvenYear === null ? ANALYSIS_TEXT.notYet(lastYear) : String(insights.breakEvenYear)} />
        </div>
      </Card>
    </div>
  );
}
