import { DEFAULT_SENSITIVITY_SORT, sortSensitivityRows, topDrivers } from '../../../engine/analysis/sensitivityTable.ts';
import type { SensitivityRow } from '../../../engine/analysis/sensitivity.ts';
import { HIGH_IMPACT, HIGH_PROBABILITY, QUADRANT_TEXT, type AssessedRisk, type RiskQuadrant } from '../../../engine/analysis/risks.ts';
import type { ReportData } from '../reportData.ts';
import { riskMatrixChart, tornadoChart } from './charts.ts';
import { COLOR, type ReportDocument } from './reportDocument.ts';

/** Sensitivity analysis and strategic risks (part 2 §2), from the engine's analyses. */

export function sensitivitySection(report: ReportDocument, data: ReportData): void {
  const { formatByUnit, formatStrategyMoney, formatDecimal } = report.figures;
  const { t } = data;
  const signedMoney = (value: number) => `${value > 0 ? '+' : ''}${formatStrategyMoney(value)}`;
  report.paragraph(t('sensitivity.intro'), { size: 8.5, color: COLOR.muted });
  report.table<SensitivityRow>([
    { header: t('sensitivity.driver'), width: 24, text: (r) => r.name, bold: () => true },
    { header: t('sensitivity.currentValue'), width: 13, align: 'right', text: (r) => formatByUnit(r.currentValue, r.unit) },
    { header: t('sensitivity.step'), width: 7, align: 'center', text: (r) => r.step },
    { header: t('sensitivity.revenueImpact'), width: 13, align: 'right', text: (r) => signedMoney(r.revenueImpact), color: (r) => (r.revenueImpact < 0 ? COLOR.critical : undefined) },
    { header: t('sensitivity.profitImpact'), width: 13, align: 'right', text: (r) => signedMoney(r.profitImpact), color: (r) => (r.profitImpact < 0 ? COLOR.critical : undefined) },
    { header: t('sensitivity.valuationImpact'), width: 14, align: 'right', text: (r) => signedMoney(r.valuationImpact), color: (r) => (r.valuationImpact < 0 ? COLOR.critical : undefined) },
    { header: t('sensitivity.strategicImpact'), width: 12, align: 'right', text: (r) => formatDecimal(r.totalStrategicImpact, 0) },
  ], sortSensitivityRows(data.sensitivity, DEFAULT_SENSITIVITY_SORT), { fontSize: 8 });
  const top = topDrivers(data.sensitivity).map((r) => r.name).join(', ');
  report.paragraph(t('sensitivity.top', { drivers: top }), { size: 8.5 });
  report.subheading(t('sensitivity.chart'), 250);
  report.chart(tornadoChart(data.sensitivity.map((r) => ({ name: r.name, value: r.ebitda2030Impact })), Math.round(report.width), 250, report.figures, t), 250);
}

const QUADRANT_COLOR: Record<RiskQuadrant, string> = { CRITICAL: COLOR.critical, MITIGATE: COLOR.warning, MONITOR: COLOR.primary, ACCEPT: COLOR.good };

export function riskSection(report: ReportDocument, data: ReportData): void {
  const { riskSummary } = data;
  const { formatMoneyShort, formatPercent, formatDecimal } = report.figures;
  const { t } = data;
  report.metrics([
    { label: t('risks.exposure'), value: formatMoneyShort(riskSummary.totalExposure * 1e6), note: t('risks.exposureNote') },
    { label: t('risks.expectedLoss'), value: formatMoneyShort(riskSummary.expectedLoss * 1e6), note: t('risks.expectedLossNote') },
    { label: t('risks.coverage'), value: formatPercent(riskSummary.riskCoverage), note: t('risks.coverageNote') },
  ], 58);
  report.subheading(t('risks.matrix'), 230);
  const matrixHeight = 230;
  report.chart(riskMatrixChart(data.risks, { probability: HIGH_PROBABILITY, impact: HIGH_IMPACT }, 420, matrixHeight, t), matrixHeight, 420);
  report.paragraph((Object.keys(QUADRANT_TEXT) as RiskQuadrant[]).map((q) => `${t(`risks.quadrants.${q}`)}: ${t(`risks.positions.${q}`)}`).join(' · '), { size: 8, color: COLOR.muted });
  report.table<AssessedRisk>([
    { header: t('risks.risk'), width: 17, text: (r) => `${r.id}. ${r.name}`, bold: () => true },
    { header: t('risks.category'), width: 11, text: (r) => t(`risks.categories.${r.category}`) },
    { header: t('risks.probability'), width: 11, align: 'right', text: (r) => `${t(`risks.levels.${r.probabilityLabel}`)} (${formatPercent(r.probabilityPercent)})` },
    { header: t('risks.impact'), width: 8, align: 'right', text: (r) => `${t(`risks.levels.${r.impactLabel}`)} (${formatDecimal(r.impact, 1)})` },
    { header: t('risks.quadrant'), width: 10, align: 'center', text: (r) => t(`risks.quadrants.${r.quadrant}`), color: (r) => QUADRANT_COLOR[r.quadrant], bold: () => true },
    { header: t('risks.revenueImpact'), width: 9, align: 'right', text: (r) => formatMoneyShort(r.revenueImpact * 1e6) },
    { header: t('risks.mitigation'), width: 34, text: (r) => `${r.mitigation} (${r.timeframe})` },
  ], data.risks, { fontSize: 7.5 });
}
