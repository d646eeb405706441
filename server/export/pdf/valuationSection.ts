import { latestQuarters, type DcfCashFlow, type QuarterlyProjection, type ValuationMethodId } from '../../../engine/analysis/valuation.ts';
import type { ReportData } from '../reportData.ts';
import type { ReportDocument } from './reportDocument.ts';

/** Enterprise valuation (part 2 §2 Rides/Wallet): methods, range, bridge to equity, value creation, DCF detail. */

type MethodRow = ReportData['valuation']['valuation_methods'][ValuationMethodId];
const SELECTED: ValuationMethodId = 'dcf';

export function valuationSummary(report: ReportDocument, data: ReportData): void {
  const { formatEuroExact, formatMoneyShort, formatPercent, formatDecimal } = report.figures;
  const { valuation } = data;
  const selected = valuation.valuation_methods[SELECTED];
  const summary = valuation.value_creation_summary;
  const runRateMonth = valuation.valuation_methods.arr_multiple.basis?.runRate ?? valuation.valuation_month;
  const bridge = valuation.equity_bridge;
  report.metrics([
    { label: 'Enterprise value (DCF)', value: formatMoneyShort(selected.value), note: `As of ${valuation.valuation_date}` },
    { label: 'Range (80% – 125%)', value: `${formatMoneyShort(selected.range.conservative)} – ${formatMoneyShort(selected.range.optimistic)}`, note: `Confidence ${selected.confidence}%` },
    { label: `EV + cash ${valuation.waterfall_analysis.ending_position.quarter}`, value: formatMoneyShort(summary.final_position), note: `Value creation ${formatMoneyShort(summary.total_value_creation)}` },
    { label: 'Target achievement', value: formatPercent(summary.target_achievement_percent), note: `of the ${formatMoneyShort(valuation.target_ev)} target EV` },
  ]);
  report.table<MethodRow>([
    { header: 'Method', width: 23, text: (m) => m.name, bold: (m) => m.name === selected.name },
    { header: 'Enterprise value', width: 15, align: 'right', text: (m) => formatEuroExact(m.value) },
    { header: `Multiple of the ${runRateMonth} run-rate`, width: 23, align: 'right', text: (m) => (m.multiple === null || m.basis === null ? 'none (DCF)' : `${formatDecimal(m.multiple, 1)}× ${m.basis.of}`) },
    { header: 'Equity value', width: 14, align: 'right', text: (m) => formatMoneyShort(m.equity_value) },
    { header: 'Confidence', width: 11, align: 'right', text: (m) => `${m.confidence}%` },
    { header: 'Range (80% – 125%)', width: 14, align: 'right', text: (m) => `${formatMoneyShort(m.range.conservative)} – ${formatMoneyShort(m.range.optimistic)}` },
  ], Object.values(valuation.valuation_methods), { fontSize: 8.5 });
  const { dcf, reconciliation } = valuation;
  report.paragraph(
    `Multiples apply to the run-rates at the valuation date: ARR × ${valuation.multipliers.arr_multiplier} and transaction revenue × ${valuation.multipliers.transaction_multiplier}: `
    + 'what the revenue earned today is worth, without the growth of the plan. '
    + `The DCF discounts the plan's unlevered free cash flow after tax (${dcf.cash_flows[0]?.period ?? ''}–${dcf.cash_flows.at(-1)?.period ?? ''}) at ${formatPercent(dcf.discount_rate * 100)} `
    + `with ${formatPercent(dcf.terminal_growth * 100)} terminal growth: it assumes the plan comes true, and ${formatPercent(reconciliation.terminal_share * 100)} of it is the terminal value. `
    + `Equity value = enterprise value + cash ${formatEuroExact(bridge.cash)} − loans ${formatEuroExact(bridge.debt)}.`,
    { size: 8.5 },
  );
}

export function valuationDetail(report: ReportDocument, data: ReportData): void {
  const { formatEuroExact, formatMoneyShort, formatDecimal } = report.figures;
  const { valuation } = data;
  const { dcf } = valuation;
  report.subheading('Discounted cash flow (unlevered free cash flow after tax)');
  report.table<DcfCashFlow>([
    { header: 'Period', width: 14, text: (f) => f.period },
    { header: 'EBIT', width: 13, align: 'right', text: (f) => formatMoneyShort(f.ebit) },
    { header: 'Tax on EBIT', width: 12, align: 'right', text: (f) => formatMoneyShort(-f.taxes_on_ebit) },
    { header: 'D&A', width: 10, align: 'right', text: (f) => formatMoneyShort(f.depreciation) },
    { header: 'Capex', width: 10, align: 'right', text: (f) => formatMoneyShort(-f.capex) },
    { header: 'Working capital', width: 13, align: 'right', text: (f) => formatMoneyShort(-f.change_in_working_capital) },
    { header: 'Free cash flow', width: 13, align: 'right', text: (f) => formatMoneyShort(f.free_cash_flow) },
    { header: 'Discount factor', width: 12, align: 'right', text: (f) => formatDecimal(f.discount_factor, 4) },
    { header: 'Present value', width: 13, align: 'right', text: (f) => formatMoneyShort(f.present_value) },
  ], dcf.cash_flows, { fontSize: 8 });
  report.paragraph(
    `${dcf.mid_year ? 'Mid-year convention' : 'End-of-period convention'}; EBIT taxed at the statutory rate of its year. `
    + `Terminal value by growth ${formatEuroExact(dcf.terminal_value)} (present value ${formatEuroExact(dcf.pv_terminal_value)}, `
    + `${dcf.terminal.implied_exit_multiple === null ? 'no' : `${formatDecimal(dcf.terminal.implied_exit_multiple, 1)}×`} 2030 EBITDA); `
    + `cross-check at ${dcf.terminal.exit_multiple}× 2030 EBITDA: ${formatEuroExact(dcf.terminal.exit_value)}, enterprise value ${formatEuroExact(dcf.enterprise_value_exit_multiple)}. `
    + `Enterprise value ${formatEuroExact(dcf.enterprise_value)} + cash ${formatEuroExact(valuation.equity_bridge.cash)} − loans ${formatEuroExact(valuation.equity_bridge.debt)} `
    + `= equity value ${formatEuroExact(valuation.valuation_methods.dcf.equity_value)}.`,
    { size: 8.5 },
  );
  report.subheading('Quarterly projections (latest 8 quarters)');
  report.table<QuarterlyProjection>([
    { header: 'Quarter', width: 12, text: (q) => q.period },
    { header: 'ARR revenue (run-rate)', width: 20, align: 'right', text: (q) => formatEuroExact(q.arr_revenue) },
    { header: 'Transaction revenue (run-rate)', width: 22, align: 'right', text: (q) => formatEuroExact(q.transaction_revenue) },
    { header: 'Total EV', width: 18, align: 'right', text: (q) => formatEuroExact(q.total_ev) },
    { header: 'EV + cash', width: 18, align: 'right', text: (q) => formatEuroExact(q.ev_plus_cash) },
  ], latestQuarters(valuation.quarterly_projections), { fontSize: 8.5 });
  const flow = valuation.waterfall_analysis;
  report.paragraph(
    `Value creation from ${flow.starting_position.quarter} to ${flow.ending_position.quarter}: starting position ${formatEuroExact(flow.starting_position.ev_plus_cash)}, `
    + `enterprise value growth ${formatEuroExact(flow.value_flow.ev_growth)}, cash generation ${formatEuroExact(flow.value_flow.cash_growth)}, `
    + `ending position ${formatEuroExact(flow.ending_position.ev_plus_cash)} (${valuation.timeline}).`,
    { size: 8.5 },
  );
}
