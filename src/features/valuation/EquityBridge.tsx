import { formatMultiple, formatPercent, formatPnl } from '../../ui/figures.ts';
import type { EnterpriseValuation, ValuationMethodId } from '../../../engine/analysis/valuation.ts';
import { Card } from '../../ui/Card.tsx';
import { VALUATION_TEXT } from './texts.ts';

const BRIDGE = VALUATION_TEXT.bridge;
const WHY = VALUATION_TEXT.reconciliation;

/** Enterprise value of the selected method + cash − loans at the valuation date = equity value. */
export function EquityBridge({ valuation, selected }: { valuation: EnterpriseValuation; selected: ValuationMethodId }) {
  const method = valuation.valuation_methods[selected];
  const { cash, debt } = valuation.equity_bridge;
  return (
    <Card title={BRIDGE.title}>
      <p className="muted valuation-note">{BRIDGE.asOf(valuation.valuation_date)}</p>
      <dl className="waterfall-list bridge-list" data-testid="equity-bridge">
        <div><dt>{BRIDGE.enterpriseValue(method.name)}</dt><dd className="tabular">{formatPnl(method.value)}</dd></div>
        <div><dt>{BRIDGE.cash}</dt><dd className="tabular" data-testid="bridge-cash">{formatPnl(cash)}</dd></div>
        <div><dt>{BRIDGE.debt}</dt><dd className="tabular" data-testid="bridge-debt">{formatPnl(-debt)}</dd></div>
        <div className="bridge-total"><dt>{BRIDGE.equityValue}</dt><dd className="tabular" data-testid="bridge-equity">{formatPnl(method.equity_value)}</dd></div>
      </dl>
    </Card>
  );
}

/** What each kind of method assumes and what the gap between them is. */
export function MethodReconciliation({ valuation }: { valuation: EnterpriseValuation }) {
  const { reconciliation: r, valuation_methods: methods } = valuation;
  const month = methods.arr_multiple.basis?.runRate ?? valuation.valuation_month;
  return (
    <Card title={WHY.title}>
      <div className="reconciliation" data-testid="valuation-reconciliation">
        <p>{WHY.multiples(month, formatPnl(r.revenue_run_rate), formatPnl(methods.revenue_multiple.value))}</p>
        <p>{WHY.dcf(formatPnl(r.revenue_2030), r.plan_growth === null ? '—' : formatMultiple(r.plan_growth), formatPercent(r.terminal_share * 100))}</p>
        <p>
          {r.dcf_to_sum_of_parts === null
            ? WHY.noGap
            : WHY.gap(formatMultiple(r.dcf_to_sum_of_parts), r.dcf_implied_arr_multiple === null ? '—' : formatMultiple(r.dcf_implied_arr_multiple))}
        </p>
      </div>
    </Card>
  );
}
