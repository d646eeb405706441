import { lazy, Suspense } from 'react';
import { formatPercent, formatPnl } from '../../ui/figures.ts';
import type { EnterpriseValuation } from '../../../engine/analysis/valuation.ts';
import { Card } from '../../ui/Card.tsx';
import { useTranslation } from '../../i18n/index.ts';

const WaterfallChart = lazy(() => import('./WaterfallChart.tsx'));

/** Part 2 §2 Value Creation Summary: target achievement = final position ÷ target EV, one decimal. */
export function ValueCreationSummary({ valuation }: { valuation: EnterpriseValuation }) {
  const { t } = useTranslation('valuation');
  const summary = valuation.value_creation_summary;
  return (
    <Card title={t('valueCreation')}>
      <dl className="summary-grid" data-testid="value-creation">
        <div><dt>{t('startingPosition')}</dt><dd className="tabular">{formatPnl(summary.starting_position)}</dd></div>
        <div><dt>{t('totalValueCreation')}</dt><dd className="tabular">{formatPnl(summary.total_value_creation)}</dd></div>
        <div><dt>{t('finalPosition')}</dt><dd className="tabular">{formatPnl(summary.final_position)}</dd></div>
        <div>
          <dt>{t('targetAchievement')}</dt>
          <dd className="tabular" data-testid="target-achievement">{formatPercent(summary.target_achievement_percent)}</dd>
          <dd className="muted">{t('ofTarget', { target: formatPnl(valuation.target_ev) })}</dd>
        </div>
      </dl>
    </Card>
  );
}

/** Part 2 §2 Waterfall Analysis: start, value creation, end (with quarters), EV growth, cash generation. */
export function WaterfallAnalysis({ valuation }: { valuation: EnterpriseValuation }) {
  const { t } = useTranslation('valuation');
  const { starting_position: start, ending_position: end, value_flow: flow } = valuation.waterfall_analysis;
  return (
    <Card title={t('waterfall')}>
      <div className="waterfall-layout">
        <dl className="waterfall-list">
          <div><dt>{t('startingPosition')} ({start.quarter})</dt><dd className="tabular">{formatPnl(start.ev_plus_cash)}</dd></div>
          <div><dt>{t('valueCreationStep')}</dt><dd className="tabular">{formatPnl(flow.total_value_creation)}</dd></div>
          <div><dt>{t('endingPosition')} ({end.quarter})</dt><dd className="tabular">{formatPnl(end.ev_plus_cash)}</dd></div>
          <div><dt>{t('evGrowth')}</dt><dd className="tabular">{formatPnl(flow.ev_growth)}</dd></div>
          <div><dt>{t('cashGeneration')}</dt><dd className="tabular">{formatPnl(flow.cash_growth)}</dd></div>
        </dl>
        <Suspense fallback={<div className="card skeleton" />}>
          <WaterfallChart valuation={valuation} />
        </Suspense>
      </div>
    </Card>
  );
}
