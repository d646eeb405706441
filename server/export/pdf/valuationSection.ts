import { formatEuroExact, formatMoneyShort, formatPercent } from '../../../engine/format/number.ts';
import { latestQuarters, type QuarterlyProjection } from '../../../engine/analysis/valuation.ts';
import type { DcfCashFlow, ValuationMethodId } from '../../../engine/analysis/valuationMethods.ts';
import type { ReportData } from '../reportData.ts';
import type { ReportDocument } from './reportDocument.ts';

/** Enterprise valuation (part 2 §2 Rides/Wallet): methods, range, value creation, DCF detail. */

type MethodRow = ReportData['valuation']['valuation_methods'][ValuationMethodId];
const SELECTED: ValuationMethodId = 'dcf';

export function valuationSummary(report: ReportDocument, data: ReportData): void {
  const { valuation } = data;
  const selected = valuation.valuation_methods[SELECTED];
  const summary = valuation.value_creation_summary;
  const runRateQuarter = valuation.waterfall_analysis.starting_position.quarter;
  report.metrics([
    { label: 'Enterprise value (DCF)', value: formatMoneyShort(selected.value), note: `As of ${valuation.valuation_date}` },
    { label: 'Range (80% – 125%)', value: `${formatMoneyShort(selected.range.conservative)} – ${formatMoneyShort(selected.range.optimistic)}`, note: `Confidence ${selected.confidence}%` },
    { label: `EV + cash ${valuation.waterfall_analysis.ending_position.quarter}`, value: formatMoneyShort(summary.final_position), note: `Value creation ${formatMoneyShort(summary.total_value_creation)}` },
    { label: 'Target achievement', value: formatPercent(summary.target_achievement_percent), note: `of the ${formatMoneyShort(valuation.target_ev)} target EV` },
  ]);
  report.table<MethodRow>([
    { header: 'Method', width: 23, text: (m) => m.name, bold: (m) => m.name === selected.name },
    { header: 'Enterprise value', width: 15, align: 'right', text: (m) => formatEuroExact(m.value) },
    { header: `Multiple of the ${runRateQuarter} run-rate`, width: 23, align: 'right', text: (m) => (m.multiple === null || m.basis === null ? 'none (DCF)' : `${m.multiple.toFixed(1)}× ${m.basis.of}`) },
    { header: 'Confidence', width: 11, align: 'right', text: (m) => `${m.confidence}%` },
    { header: 'Conservative (80%)', width: 14, align: 'right', text: (m) => formatMoneyShort(m.range.conservative) },
    { header: 'Optimistic (125%)', width: 14, align: 'right', text: (m) => formatMoneyShort(m.range.optimistic) },
  ], Object.values(valuation.valuation_methods), { fontSize: 8.5 });
  report.paragraph(
    `Multiples apply to the run-rates at the valuation date: ARR × ${valuation.multipliers.arr_multiplier} and transaction revenue × ${valuation.multipliers.transaction_multiplier}. `
    + `The DCF discounts the model's EBITDA for ${valuation.dcf.cash_flows[0]?.year ?? ''}–${valuation.dcf.cash_flows.at(-1)?.year ?? ''} at ${formatPercent(valuation.dcf.discount_rate * 100)} `
    + `with ${formatPercent(valuation.dcf.terminal_growth * 100)} terminal growth.`,
    { size: 8.5 },
  );
}

export function valuationDetail(report: ReportDocument, data: ReportData): void {
  const { valuation } = data;
  report.subheading('Discounted cash flow');
  report.table<DcfCashFlow>([
    { header: 'Year', width: 10, text: (f) => String(f.year) },
    { header: 'Cash flow (EBITDA)', width: 22, align: 'right', text: (f) => formatEuroExact(f.free_cash_flow) },
    { header: 'Discount factor', width: 18, align: 'right', text: (f) => f.discount_factor.toFixed(4) },
    { header: 'Present value', width: 22, align: 'right', text: (f) => formatEuroExact(f.present_value) },
  ], valuation.dcf.cash_flows, { fontSize: 8.5 });
  report.paragraph(
    `Terminal value ${formatEuroExact(valuation.dcf.terminal_value)} (present value ${formatEuroExact(valuation.dcf.pv_terminal_value)}); `
    + `enterprise value ${formatEuroExact(valuation.dcf.enterprise_value)}.`,
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
