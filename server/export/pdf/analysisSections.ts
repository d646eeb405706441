import { DEFAULT_SENSITIVITY_SORT, sortSensitivityRows, topDrivers } from '../../../engine/analysis/sensitivityTable.ts';
import type { SensitivityRow } from '../../../engine/analysis/sensitivity.ts';
import { HIGH_IMPACT, HIGH_PROBABILITY, QUADRANT_TEXT, type AssessedRisk, type RiskQuadrant } from '../../../engine/analysis/risks.ts';
import type { ReportData } from '../reportData.ts';
import { riskMatrixChart, tornadoChart } from './charts.ts';
import { COLOR, type ReportDocument } from './reportDocument.ts';

/** Sensitivity analysis and strategic risks (part 2 §2), from the engine's analyses. */

export function sensitivitySection(report: ReportDocument, data: ReportData): void {
  const { formatByUnit, formatStrategyMoney, formatDecimal } = report.figures;
  const signedMoney = (value: number) => `${value > 0 ? '+' : ''}${formatStrategyMoney(value)}`;
  report.paragraph('Each key driver moved by +1% of its value (the same relative step for every driver, percentages included), the full model recalculated, and the change summed over 2026–2030. Valuation impact is the change of the sum-of-parts value of 2030 revenue.', { size: 8.5, color: COLOR.muted });
  report.table<SensitivityRow>([
    { header: 'Key driver', width: 24, text: (r) => r.name, bold: () => true },
    { header: 'Current value', width: 13, align: 'right', text: (r) => formatByUnit(r.currentValue, r.unit) },
    { header: 'Step', width: 7, align: 'center', text: (r) => r.step },
    { header: 'Revenue impact', width: 13, align: 'right', text: (r) => signedMoney(r.revenueImpact), color: (r) => (r.revenueImpact < 0 ? COLOR.critical : undefined) },
    { header: 'Profit impact', width: 13, align: 'right', text: (r) => signedMoney(r.profitImpact), color: (r) => (r.profitImpact < 0 ? COLOR.critical : undefined) },
    { header: 'Valuation impact', width: 14, align: 'right', text: (r) => signedMoney(r.valuationImpact), color: (r) => (r.valuationImpact < 0 ? COLOR.critical : undefined) },
    { header: 'Strategic impact', width: 12, align: 'right', text: (r) => formatDecimal(r.totalStrategicImpact, 0) },
  ], sortSensitivityRows(data.sensitivity, DEFAULT_SENSITIVITY_SORT), { fontSize: 8 });
  const top = topDrivers(data.sensitivity).map((r) => r.name).join(', ');
  report.paragraph(`Top three drivers by total strategic impact: ${top}.`, { size: 8.5 });
  report.subheading('EBITDA 2030 impact per driver step', 250);
  report.chart(tornadoChart(data.sensitivity.map((r) => ({ name: r.name, value: r.ebitda2030Impact })), Math.round(report.width), 250, report.figures), 250);
}

const QUADRANT_COLOR: Record<RiskQuadrant, string> = { CRITICAL: COLOR.critical, MITIGATE: COLOR.warning, MONITOR: COLOR.primary, ACCEPT: COLOR.good };

export function riskSection(report: ReportDocument, data: ReportData): void {
  const { riskSummary } = data;
  const { formatMoneyShort, formatPercent, formatDecimal } = report.figures;
  report.metrics([
    { label: 'Total risk exposure', value: formatMoneyShort(riskSummary.totalExposure * 1e6), note: 'Sum of revenue impacts' },
    { label: 'Expected loss', value: formatMoneyShort(riskSummary.expectedLoss * 1e6), note: 'Probability-weighted' },
    { label: 'Risk coverage', value: formatPercent(riskSummary.riskCoverage), note: 'Exposure outside the critical quadrant' },
  ], 58);
  report.subheading('Risk matrix (numbers as in the table below)', 230);
  const matrixHeight = 230;
  report.chart(riskMatrixChart(data.risks, { probability: HIGH_PROBABILITY, impact: HIGH_IMPACT }, 420, matrixHeight), matrixHeight, 420);
  report.paragraph((Object.keys(QUADRANT_TEXT) as RiskQuadrant[]).map((q) => `${QUADRANT_TEXT[q].title}: ${QUADRANT_TEXT[q].position.toLowerCase()}`).join(' · '), { size: 8, color: COLOR.muted });
  report.table<AssessedRisk>([
    { header: 'Risk', width: 17, text: (r) => `${r.id}. ${r.name}`, bold: () => true },
    { header: 'Category', width: 11, text: (r) => r.category },
    { header: 'Probability', width: 11, align: 'right', text: (r) => `${r.probabilityLabel} (${formatPercent(r.probabilityPercent)})` },
    { header: 'Impact', width: 8, align: 'right', text: (r) => `${r.impactLabel} (${formatDecimal(r.impact, 1)})` },
    { header: 'Quadrant', width: 10, align: 'center', text: (r) => r.quadrant, color: (r) => QUADRANT_COLOR[r.quadrant], bold: () => true },
    { header: 'Revenue impact', width: 9, align: 'right', text: (r) => formatMoneyShort(r.revenueImpact * 1e6) },
    { header: 'Mitigation', width: 34, text: (r) => `${r.mitigation} (${r.timeframe})` },
  ], data.risks, { fontSize: 7.5 });
}
