import { DRIVER_CATEGORIES } from '../../../engine/model/categories.ts';
import type { AssumptionEntry } from '../../../engine/session/traceability.ts';
import type { ReportData } from '../reportData.ts';
import { COLOR, type ReportDocument } from './reportDocument.ts';

/** The drivers with their values and sources, and the documented business assumptions (part 1 §2). */

type DriverRow = ReportData['drivers'][number];

export function driversSection(report: ReportDocument, data: ReportData): void {
  const { formatByUnit, formatGridNumber } = report.figures;
  const { t } = data;
  report.paragraph(t('drivers.intro'), { size: 8.5, color: COLOR.muted });
  for (const category of DRIVER_CATEGORIES) {
    const rows = data.drivers.filter((d) => d.driver.category === category.id);
    if (rows.length === 0) continue;
    report.subheading(`${t(`driverCategories.${category.id}`)} (${rows.length})`);
    report.table<DriverRow>([
      { header: t('drivers.driver'), width: 24, text: (r) => r.driver.name, bold: (r) => r.value !== r.driver.baseline },
      { header: t('drivers.value'), width: 13, align: 'right', text: (r) => `${r.value !== r.driver.baseline ? '• ' : ''}${formatByUnit(r.value, r.driver.unit)}` },
      { header: t('drivers.baseline'), width: 12, align: 'right', text: (r) => formatByUnit(r.driver.baseline, r.driver.unit) },
      { header: t('drivers.range'), width: 14, align: 'right', text: (r) => `${formatGridNumber(r.driver.min, r.driver.unit)} – ${formatGridNumber(r.driver.max, r.driver.unit)}` },
      { header: t('drivers.impact'), width: 8, align: 'center', text: (r) => t(`drivers.impactLevels.${r.driver.impact_level}`) },
      { header: t('drivers.source'), width: 33, text: (r) => r.driver.source },
    ], rows, { fontSize: 7.5 });
  }
}

export function assumptionsSection(report: ReportDocument, data: ReportData): void {
  const groups = [...new Set(data.assumptions.map((a) => a.group))];
  const { t } = data;
  for (const group of groups) {
    report.subheading(t(`assumptions.groups.${group}`));
    const { formatByUnit } = report.figures;
    const kind = (a: AssumptionEntry) => (a.isHistorical ? ` ${t('assumptions.historical')}` : a.isProjection ? ` ${t('assumptions.projection')}` : '');
    report.table<AssumptionEntry>([
      { header: t('assumptions.assumption'), width: 22, text: (a) => a.name, bold: () => true },
      { header: t('drivers.value'), width: 12, align: 'right', text: (a) => formatByUnit(a.value, a.unit) },
      { header: t('assumptions.category'), width: 14, text: (a) => `${t(`assumptions.categories.${a.category}`)}${kind(a)}` },
      { header: t('assumptions.reasoning'), width: 52, text: (a) => a.reasoning },
    ], data.assumptions.filter((a) => a.group === group), { fontSize: 7.5 });
  }
}
