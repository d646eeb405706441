import type { ExportRangesRun } from '../rangesExport.ts';
import type { ReportData } from '../reportData.ts';
import { riskSection, sensitivitySection } from './analysisSections.ts';
import { comparisonSection } from './comparisonSection.ts';
import { assumptionsSection, driversSection } from './driverSections.ts';
import { cashPositionSection, reconciliationSection, revenueBuildUpSection } from './financialSections.ts';
import { balanceSheetSection, cashFlowStatementSection, pnlSection } from './statementSections.ts';
import { FONT } from './fonts.ts';
import { headlineMetrics, headlineNarrative, revenueEbitdaSection, titleBlock } from './headlineSection.ts';
import { headcountSection } from './headcountSection.ts';
import { allKpisSection } from './kpiSection.ts';
import { rangesSection } from './rangesSection.ts';
import { varianceSection, varianceSubtitle, type VarianceSectionContext } from './varianceSection.ts';
import type { BudgetVsActualResult } from '../../../engine/analysis/budgetVsActual.ts';
import { COLOR, ReportDocument } from './reportDocument.ts';
import { FORECAST_YEARS } from '../../../engine/calendar.ts';
import { valuationDetail, valuationSummary } from './valuationSection.ts';
import { commentsAppendix } from './commentsAppendix.ts';
import type { CommentThread } from '../../../contract/comments.ts';

export const DETAILED_REPORT_MIN_PAGES = 10;

const CONTENTS_TOP = 250;

/**
 * The detailed report (part 2 §2 Export Center, 10+ pages): the summary's content plus the three
 * statements by year (P&L to net income, balance sheet with its check, cash flow statement), cash
 * with burn and runway, revenue build-up, EBITDA reconciliation, the headcount plan, every KPI,
 * drivers with their sources, the documented assumptions, sensitivity, forecast ranges (simulated,
 * `ranges`: the scenario's kept run of this version, or the export's own, named), budget against
 * actual (when the year has a plan of record) and risks, and how the numbers are made; then the
 * appendix of open comments (`comments`, issue 30) when any thread is open.
 */
export async function buildDetailedReport(
  data: ReportData,
  ranges: ExportRangesRun,
  variance?: { result: BudgetVsActualResult; context: VarianceSectionContext },
  comments: readonly CommentThread[] = [],
): Promise<Buffer> {
  const { t } = data;
  const reportName = t('detailed.name');
  const report = new ReportDocument({ reportName, scenarioName: data.scenario.scenario_name, generatedAt: data.generatedAt, figures: data.figures, t });
  const numbered = (number: number, title: string) => t('sections.numbered', { number, title });

  titleBlock(report, data, reportName, t('detailed.subtitle'));
  if (data.scenario.description) report.paragraph(data.scenario.description, { color: COLOR.muted });
  report.doc.font(FONT.bold).fontSize(13).fillColor(COLOR.navy).text(t('detailed.contents'), report.left, CONTENTS_TOP - 26);

  report.newPage();
  report.sectionTitle(numbered(1, t('sections.headline')));
  headlineMetrics(report, data);
  revenueEbitdaSection(report, data, 230);
  report.paragraph(headlineNarrative(data));

  report.newPage({ landscape: true });
  report.sectionTitle(numbered(2, t('sections.pnl')), t('sections.pnlSubtitle'));
  pnlSection(report, data);

  report.newPage({ landscape: true });
  report.sectionTitle(numbered(3, t('sections.balance')), t('sections.balanceSubtitle'));
  balanceSheetSection(report, data);

  report.newPage({ landscape: true });
  report.sectionTitle(numbered(4, t('sections.cashflow')), t('sections.cashflowSubtitle'));
  cashFlowStatementSection(report, data);

  report.newPage({ landscape: false });
  report.sectionTitle(numbered(5, t('sections.cash')), t('sections.cashSubtitle'));
  cashPositionSection(report, data);

  report.space(8);
  report.sectionTitle(numbered(6, t('sections.reconciliation')), t('sections.reconciliationSubtitle'));
  reconciliationSection(report, data);

  report.newPage({ landscape: false });
  report.sectionTitle(numbered(7, t('sections.revenue')), t('sections.revenueSubtitle'));
  revenueBuildUpSection(report, data);

  report.newPage({ landscape: false });
  report.sectionTitle(numbered(8, t('headcount.title')), t('headcount.subtitle', { first: FORECAST_YEARS[0], last: FORECAST_YEARS[4] }));
  headcountSection(report, data);

  report.newPage({ landscape: true });
  report.sectionTitle(numbered(9, t('sections.kpis')), t('detailed.kpisSubtitle'));
  allKpisSection(report, data);

  report.newPage({ landscape: false });
  report.sectionTitle(numbered(10, t('sections.comparison')), t('sections.comparisonSubtitle'));
  comparisonSection(report, data, 210);

  report.newPage();
  report.sectionTitle(numbered(11, t('sections.valuation')), t('sections.valuationSubtitle', { date: data.valuation.valuation_date, scenario: data.scenario.scenario_name }));
  valuationSummary(report, data);
  valuationDetail(report, data);

  report.newPage();
  report.sectionTitle(numbered(12, t('sections.sensitivity')));
  sensitivitySection(report, data);

  report.newPage();
  report.sectionTitle(numbered(13, t('sections.ranges')), ranges.label);
  rangesSection(report, ranges.result, data.definition);

  // Budget against actual when the year has a plan of record; the sections after it are numbered on.
  let section = 14;
  if (variance) {
    report.newPage({ landscape: true });
    report.sectionTitle(numbered(section++, t('sections.variance')), varianceSubtitle(variance.result, variance.context, data.t, data.periods));
    varianceSection(report, variance.result, variance.context, data.periods);
  }

  report.newPage();
  report.sectionTitle(numbered(section++, t('sections.risks')));
  riskSection(report, data);

  report.newPage();
  report.sectionTitle(numbered(section++, t('sections.drivers')));
  driversSection(report, data);

  report.newPage();
  report.sectionTitle(numbered(section++, t('sections.assumptions')), t('sections.assumptionsSubtitle'));
  assumptionsSection(report, data);

  report.sectionTitle(numbered(section++, t('sections.method')));
  report.paragraph(t('method.definition'));
  report.paragraph(t('method.actuals'));
  report.paragraph(t('method.sources'));
  commentsAppendix(report, comments, data);

  report.contents(0, CONTENTS_TOP);
  const pages = report.doc.bufferedPageRange().count;
  if (pages < DETAILED_REPORT_MIN_PAGES) throw new Error(`The detailed report has only ${pages} pages`);
  return report.finish();
}
