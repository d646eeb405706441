import type { ExportRangesRun } from '../rangesExport.ts';
import type { ReportData } from '../reportData.ts';
import { riskSection, sensitivitySection } from './analysisSections.ts';
import { comparisonSection } from './comparisonSection.ts';
import { assumptionsSection, driversSection } from './driverSections.ts';
import { cashPositionSection, reconciliationSection, revenueBuildUpSection } from './financialSections.ts';
import { balanceSheetSection, cashFlowStatementSection, pnlSection } from './statementSections.ts';
import { FONT } from './fonts.ts';
import { headlineMetrics, headlineNarrative, revenueEbitdaSection, titleBlock } from './headlineSection.ts';
import { headcountSection, HEADCOUNT_TEXT } from './headcountSection.ts';
import { allKpisSection } from './kpiSection.ts';
import { rangesSection } from './rangesSection.ts';
import { varianceSection, varianceSubtitle, type VarianceSectionContext } from './varianceSection.ts';
import type { BudgetVsActualResult } from '../../../engine/analysis/budgetVsActual.ts';
import { COLOR, ReportDocument } from './reportDocument.ts';
import { valuationDetail, valuationSummary } from './valuationSection.ts';

export const DETAILED_REPORT_MIN_PAGES = 10;

const CONTENTS_TOP = 250;

/**
 * The detailed report (part 2 §2 Export Center, 10+ pages): the summary's content plus the three
 * statements by year (P&L to net income, balance sheet with its check, cash flow statement), cash
 * with burn and runway, revenue build-up, EBITDA reconciliation, the headcount plan, every KPI,
 * drivers with their sources, the documented assumptions, sensitivity, forecast ranges (simulated,
 * `ranges`: the scenario's kept run of this version, or the export's own, named), budget against
 * actual (when the year has a plan of record) and risks, and how the numbers are made.
 */
export async function buildDetailedReport(
  data: ReportData,
  ranges: ExportRangesRun,
  variance?: { result: BudgetVsActualResult; context: VarianceSectionContext },
): Promise<Buffer> {
  const report = new ReportDocument({ reportName: 'Detailed Report', scenarioName: data.scenario.scenario_name, generatedAt: data.generatedAt, figures: data.figures });

  titleBlock(report, data, 'Detailed Report', 'Financial plan 2024–2030');
  if (data.scenario.description) report.paragraph(data.scenario.description, { color: COLOR.muted });
  report.doc.font(FONT.bold).fontSize(13).fillColor(COLOR.navy).text('Contents', report.left, CONTENTS_TOP - 26);

  report.newPage();
  report.sectionTitle('1 Headline forecast');
  headlineMetrics(report, data);
  revenueEbitdaSection(report, data, 230);
  report.paragraph(headlineNarrative(data));

  report.newPage({ landscape: true });
  report.sectionTitle('2 Profit and loss by year', 'Every P&L line down to net income, in euros; A = actual');
  pnlSection(report, data);

  report.newPage({ landscape: true });
  report.sectionTitle('3 Balance sheet', 'At 31 December: the opening balance of 2025 and the forecast years, with the balance check');
  balanceSheetSection(report, data);

  report.newPage({ landscape: true });
  report.sectionTitle('4 Cash flow statement', 'Indirect method, by year');
  cashFlowStatementSection(report, data);

  report.newPage({ landscape: false });
  report.sectionTitle('5 Cash, burn and runway', 'Cash after income taxes, working capital and investment');
  cashPositionSection(report, data);

  report.space(8);
  report.sectionTitle('6 EBITDA reconciliation', 'Computed EBITDA (revenue minus expenses) against the stated EBITDA, every year');
  reconciliationSection(report, data);

  report.newPage({ landscape: false });
  report.sectionTitle('7 Revenue build-up', 'Revenue streams and the client, ride and headcount volumes behind them');
  revenueBuildUpSection(report, data);

  report.newPage({ landscape: false });
  report.sectionTitle(`8 ${HEADCOUNT_TEXT.title}`, HEADCOUNT_TEXT.subtitle);
  headcountSection(report, data);

  report.newPage({ landscape: true });
  report.sectionTitle('9 Key performance indicators', 'Every KPI, 2025–2030, with its benchmark and 2030 status');
  allKpisSection(report, data);

  report.newPage({ landscape: false });
  report.sectionTitle('10 Scenario comparison', 'The same model with the drivers of each built-in scenario');
  comparisonSection(report, data, 210);

  report.newPage();
  report.sectionTitle('11 Valuation', `${data.valuation.valuation_date}, ${data.scenario.scenario_name} scenario`);
  valuationSummary(report, data);
  valuationDetail(report, data);

  report.newPage();
  report.sectionTitle('12 Sensitivity analysis');
  sensitivitySection(report, data);

  report.newPage();
  report.sectionTitle('13 Forecast ranges (simulated)', ranges.label);
  rangesSection(report, ranges.result);

  // Budget against actual when the year has a plan of record; the sections after it are numbered on.
  let section = 14;
  if (variance) {
    report.newPage({ landscape: true });
    report.sectionTitle(`${section++} Budget against actual`, varianceSubtitle(variance.result, variance.context));
    varianceSection(report, variance.result, variance.context);
  }

  report.newPage();
  report.sectionTitle(`${section++} Strategic risks`);
  riskSection(report, data);

  report.newPage();
  report.sectionTitle(`${section++} Drivers and their sources`);
  driversSection(report, data);

  report.newPage();
  report.sectionTitle(`${section++} Business assumptions`, 'The documented assumptions behind the drivers');
  assumptionsSection(report, data);

  report.sectionTitle(`${section++} How these numbers are made`);
  report.paragraph('One model definition: every driver and every monthly line is declared once, with an Excel-style formula, and compiled into a spreadsheet workbook (HyperFormula). The app, the API, this report and the Excel export all read that same workbook, so the same drivers always give the same figures.');
  report.paragraph('Actuals: 2024 and 2025 come month by month from the baseline data; annual figures are their sums. Forecast: 60 monthly columns from January 2026 to December 2030, each line computed from the drivers and the month before, then rolled up into quarters and years. Months of 2026 on up to the last closed month hold their monthly actuals, and the forecast continues from the closed month\'s clients, adoption and cash.');
  report.paragraph('Sources: "Management estimate" marks a value management set from its own records or judgement, "Industry benchmark" a published figure of comparable companies, "Internal target" a goal the company set itself, "2025 actuals" a value read from the baseline data, and "Fahrplan model" a value the model derives, or fits so that a scenario reaches its revenue plan.');

  report.contents(0, CONTENTS_TOP);
  const pages = report.doc.bufferedPageRange().count;
  if (pages < DETAILED_REPORT_MIN_PAGES) throw new Error(`The detailed report has only ${pages} pages`);
  return report.finish();
}
