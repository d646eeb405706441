import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import type { HeadlineFigure } from '../../../engine/analysis/pnlStatement.ts';
import { formatPercent, formatPnl, formatWholeNumber } from '../../ui/figures.ts';
import { useAtomValue } from 'jotai';
import { closedThroughAtom } from '../../state/scenarios.ts';
import { useTranslation } from '../../i18n/index.ts';
import { shownMarkedPeriod } from '../../ui/statement/periodLabels.ts';

const TREND_ICONS = { up: ArrowUpRight, down: ArrowDownRight, flat: ArrowRight } as const;

/** The four KPI cards of the P&L header with YoY change and an up, down or flat arrow (part 2 §2). */
export function PnlKpiCards({ figures }: { figures: readonly HeadlineFigure[] }) {
  const { t } = useTranslation('pnl');
  const closedThrough = useAtomValue(closedThroughAtom);
  return (
    <div className="pnl-kpis">
      {figures.map((figure) => {
        const Icon = figure.trend ? TREND_ICONS[figure.trend] : null;
        return (
          <div key={figure.metric} className="card pnl-kpi" data-testid={`kpi-${figure.metric}`}>
            <span className="metric-label">{t(`kpiCards.${figure.metric}`)} {shownMarkedPeriod(String(figure.year), closedThrough)}</span>
            <span className="metric-value tabular">
              {figure.metric === 'rides' ? formatWholeNumber(figure.value) : formatPnl(figure.value)}
            </span>
            <span
              className={`pnl-trend pnl-trend-${figure.trend ?? 'none'}`}
              data-testid={`kpi-${figure.metric}-yoy`}
              title={figure.growth === null ? t('kpi.noPriorYear', { prior: figure.year - 1 }) : undefined}
            >
              {Icon && figure.trend ? <Icon size={15} role="img" aria-label={t(`kpi.trend.${figure.trend}`)} /> : null}
              {formatPercent(figure.growth, { signed: true })} <span className="muted">{t('kpi.yoyVs', { year: figure.year - 1 })}</span>
            </span>
          </div>
        );
      })}
    </div>
  );
}
