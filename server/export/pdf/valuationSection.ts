import { latestQuarters, VALUATION_QUARTERS, type DcfCashFlow, type QuarterlyProjection, type ValuationMethodId } from '../../../engine/analysis/valuation.ts';
import type { ReportData } from '../reportData.ts';
import type { ReportDocument } from './reportDocument.ts';

/** Enterprise valuation (part 2 §2 Rides/Wallet): methods, range, bridge to equity, value creation, DCF detail. */

type MethodRow = ReportData['valuation']['valuation_methods'][ValuationMethodId];

/** The words of what a multiple is of, by the engine's English. */
const BASIS_KEY: Record<NonNullable<MethodRow['basis']>['of'], 'arr' | 'transaction' | 'both'> = {
  ARR: 'arr', 'transaction revenue': 'transaction', 'ARR + transaction revenue': 'both',
};
const SELECTED: ValuationMethodId = 'dcf';

export function valuationSummary(report: ReportDocument, data: ReportData): void {
  const { formatEuroExact, formatMoneyShort, formatPercent, formatDecimal } = report.figures;
  const { valuation } = data;
  const selected = valuation.valuation_methods[SELECTED];
  const summary = valuation.value_creation_summary;
  const runRateMonth = valuation.valuation_methods.arr_multiple.basis?.runRate ?? valuation.valuation_month;
  const bridge = valuation.equity_bridge;
  const { t } = data;
  const range = (low: number, high: number) => `${formatMoneyShort(low)} – ${formatMoneyShort(high)}`;
  report.metrics([
    { label: t('valuation.enterpriseValueDcf'), value: formatMoneyShort(selected.value), note: t('valuation.asOf', { date: valuation.valuation_date }) },
    { label: t('valuation.range'), value: range(selected.range.conservative, selected.range.optimistic), note: t('valuation.confidenceNote', { confidence: selected.confidence }) },
    { label: t('valuation.evPlusCashAt', { quarter: valuation.waterfall_analysis.ending_position.quarter }), value: formatMoneyShort(summary.final_position), note: t('valuation.valueCreation', { value: formatMoneyShort(summary.total_value_creation) }) },
    { label: t('valuation.targetAchievement'), value: formatPercent(summary.target_achievement_percent), note: t('valuation.ofTarget', { target: formatMoneyShort(valuation.target_ev) }) },
  ]);
  report.table<MethodRow & { id: ValuationMethodId }>([
    { header: t('valuation.method'), width: 23, text: (m) => t(`valuation.methodNames.${m.id}`), bold: (m) => m.id === SELECTED },
    { header: t('valuation.enterpriseValue'), width: 15, align: 'right', text: (m) => formatEuroExact(m.value) },
    { header: t('valuation.multipleOf', { month: runRateMonth }), width: 23, align: 'right', text: (m) => (m.multiple === null || m.basis === null ? t('valuation.noMultiple') : `${formatDecimal(m.multiple, 1)}× ${t(`valuation.multipleBasis.${BASIS_KEY[m.basis.of]}`)}`) },
    { header: t('valuation.equityValue'), width: 14, align: 'right', text: (m) => formatMoneyShort(m.equity_value) },
    { header: t('valuation.confidence'), width: 11, align: 'right', text: (m) => `${m.confidence}%` },
    { header: t('valuation.range'), width: 14, align: 'right', text: (m) => range(m.range.conservative, m.range.optimistic) },
  ], (Object.entries(valuation.valuation_methods) as [ValuationMethodId, MethodRow][]).map(([id, method]) => ({ ...method, id })), { fontSize: 8.5 });
  const { dcf, reconciliation } = valuation;
  report.paragraph(t('valuation.summaryNote', {
    arrMultiplier: valuation.multipliers.arr_multiplier, transactionMultiplier: valuation.multipliers.transaction_multiplier,
    from: dcf.cash_flows[0]?.period ?? '', to: dcf.cash_flows.at(-1)?.period ?? '', discountRate: formatPercent(dcf.discount_rate * 100),
    terminalGrowth: formatPercent(dcf.terminal_growth * 100), terminalShare: formatPercent(reconciliation.terminal_share * 100),
    cash: formatEuroExact(bridge.cash), debt: formatEuroExact(bridge.debt),
  }), { size: 8.5 });
}

export function valuationDetail(report: ReportDocument, data: ReportData): void {
  const { formatEuroExact, formatMoneyShort, formatDecimal } = report.figures;
  const { valuation } = data;
  const { dcf } = valuation;
  const { t } = data;
  report.subheading(t('valuation.dcfTitle'));
  report.table<DcfCashFlow>([
    { header: t('valuation.period'), width: 14, text: (f) => f.period },
    { header: t('valuation.ebit'), width: 13, align: 'right', text: (f) => formatMoneyShort(f.ebit) },
    { header: t('valuation.taxOnEbit'), width: 12, align: 'right', text: (f) => formatMoneyShort(-f.taxes_on_ebit) },
    { header: t('valuation.depreciation'), width: 10, align: 'right', text: (f) => formatMoneyShort(f.depreciation) },
    { header: t('valuation.capex'), width: 10, align: 'right', text: (f) => formatMoneyShort(-f.capex) },
    { header: t('valuation.workingCapital'), width: 13, align: 'right', text: (f) => formatMoneyShort(-f.change_in_working_capital) },
    { header: t('valuation.freeCashFlow'), width: 13, align: 'right', text: (f) => formatMoneyShort(f.free_cash_flow) },
    { header: t('valuation.discountFactor'), width: 12, align: 'right', text: (f) => formatDecimal(f.discount_factor, 4) },
    { header: t('valuation.presentValue'), width: 13, align: 'right', text: (f) => formatMoneyShort(f.present_value) },
  ], dcf.cash_flows, { fontSize: 8 });
  const implied = dcf.terminal.implied_exit_multiple;
  report.paragraph(t('valuation.dcfNote', {
    convention: dcf.mid_year ? t('valuation.midYear') : t('valuation.endOfPeriod'),
    terminalValue: formatEuroExact(dcf.terminal_value), pvTerminalValue: formatEuroExact(dcf.pv_terminal_value),
    impliedMultiple: implied === null ? t('valuation.noImpliedMultiple') : `${formatDecimal(implied, 1)}×`,
    exitMultiple: dcf.terminal.exit_multiple, exitValue: formatEuroExact(dcf.terminal.exit_value), exitEnterpriseValue: formatEuroExact(dcf.enterprise_value_exit_multiple),
    enterpriseValue: formatEuroExact(dcf.enterprise_value), cash: formatEuroExact(valuation.equity_bridge.cash), debt: formatEuroExact(valuation.equity_bridge.debt),
    equityValue: formatEuroExact(valuation.valuation_methods.dcf.equity_value),
  }), { size: 8.5 });
  report.subheading(t('valuation.quarterlyTitle'));
  report.table<QuarterlyProjection>([
    { header: t('valuation.quarter'), width: 12, text: (q) => q.period },
    { header: t('valuation.arrRevenue'), width: 20, align: 'right', text: (q) => formatEuroExact(q.arr_revenue) },
    { header: t('valuation.transactionRevenue'), width: 22, align: 'right', text: (q) => formatEuroExact(q.transaction_revenue) },
    { header: t('valuation.totalEv'), width: 18, align: 'right', text: (q) => formatEuroExact(q.total_ev) },
    { header: t('valuation.evPlusCash'), width: 18, align: 'right', text: (q) => formatEuroExact(q.ev_plus_cash) },
  ], latestQuarters(valuation.quarterly_projections), { fontSize: 8.5 });
  const flow = valuation.waterfall_analysis;
  report.paragraph(t('valuation.valueCreationNote', {
    from: flow.starting_position.quarter, to: flow.ending_position.quarter, start: formatEuroExact(flow.starting_position.ev_plus_cash),
    evGrowth: formatEuroExact(flow.value_flow.ev_growth), cashGrowth: formatEuroExact(flow.value_flow.cash_growth),
    end: formatEuroExact(flow.ending_position.ev_plus_cash), timeline: t('valuation.timeline', VALUATION_QUARTERS),
  }), { size: 8.5 });
}
