import { formatMultiple, formatPercent, formatPnl } from '../../ui/figures.ts';
import type { EnterpriseValuation, ValuationMethodId } from '../../../engine/analysis/valuation.ts';
import { Card } from '../../ui/Card.tsx';
import { useLanguage, useTranslation } from '../../i18n/index.ts';
import { runRateMonthText, valuationDateText } from './texts.ts';

/** Enterprise value of the selected method + cash − loans at the valuation date = equity value. */
export function EquityBridge({ valuation, selected }: { valuation: EnterpriseValuation; selected: ValuationMethodId }) {
  const { t } = useTranslation('valuation');
  const language = useLanguage();
  const method = valuation.valuation_methods[selected];
  const { cash, debt } = valuation.equity_bridge;
  return (
    <Card title={t('bridge.title')}>
      <p className="muted valuation-note">{t('bridge.asOf', { date: valuationDateText(valuation.valuation_month, valuation.valuation_date, language) })}</p>
      <dl className="waterfall-list bridge-list" data-testid="equity-bridge">
        <div><dt>{t('bridge.enterpriseValue', { method: t(`methodNames.${selected}`) })}</dt><dd className="tabular">{formatPnl(method.value)}</dd></div>
        <div><dt>{t('bridge.cash')}</dt><dd className="tabular" data-testid="bridge-cash">{formatPnl(cash)}</dd></div>
        <div><dt>{t('bridge.debt')}</dt><dd className="tabular" data-testid="bridge-debt">{formatPnl(-debt)}</dd></div>
        <div className="bridge-total"><dt>{t('bridge.equityValue')}</dt><dd className="tabular" data-testid="bridge-equity">{formatPnl(method.equity_value)}</dd></div>
      </dl>
    </Card>
  );
}

/** What each kind of method assumes and what the gap between them is. */
export function MethodReconciliation({ valuation }: { valuation: EnterpriseValuation }) {
  const { t } = useTranslation('valuation');
  const language = useLanguage();
  const { reconciliation: r, valuation_methods: methods } = valuation;
  const month = runRateMonthText(valuation.valuation_month, methods.arr_multiple.basis?.runRate ?? valuation.valuation_month, language);
  return (
    <Card title={t('reconciliation.title')}>
      <div className="reconciliation" data-testid="valuation-reconciliation">
        <p>{t('reconciliation.multiples', { month, runRate: formatPnl(r.revenue_run_rate), sumOfParts: formatPnl(methods.revenue_multiple.value) })}</p>
        <p>{t('reconciliation.dcf', { revenue2030: formatPnl(r.revenue_2030), growth: r.plan_growth === null ? '—' : formatMultiple(r.plan_growth), share: formatPercent(r.terminal_share * 100) })}</p>
        <p>
          {r.dcf_to_sum_of_parts === null
            ? t('reconciliation.noGap')
            : t('reconciliation.gap', { ratio: formatMultiple(r.dcf_to_sum_of_parts), implied: r.dcf_implied_arr_multiple === null ? '—' : formatMultiple(r.dcf_implied_arr_multiple) })}
        </p>
      </div>
    </Card>
  );
}
