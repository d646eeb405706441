import type { ReportData } from '../reportData.ts';
import { comparisonSection } from './comparisonSection.ts';
import { headlineMetrics, headlineNarrative, revenueEbitdaSection, titleBlock } from './headlineSection.ts';
import { headcountSummaryLine } from './headcountSection.ts';
import { executiveKpiSection } from './kpiSection.ts';
import { ReportDocument } from './reportDocument.ts';
import { valuationSummary } from './valuationSection.ts';
import { commentsAppendix } from './commentsAppendix.ts';
import type { CommentThread } from '../../../contract/comments.ts';

export const EXECUTIVE_SUMMARY_PAGES = 3;

/**
 * The three-page investment overview (part 2 §2 Export Center): 1 headline forecast with the
 * headcount plan's people and payroll of 2030, 2 KPIs with their statuses, 3 scenario comparison
 * and valuation. Each page is laid out to fit its page, so the summary is always exactly three
 * pages; the appendix of open comments (`comments`, issue 30) follows them when any thread is open.
 */
export async function buildExecutiveSummary(data: ReportData, comments: readonly CommentThread[] = []): Promise<Buffer> {
  const { t } = data;
  const reportName = t('summary.name');
  const report = new ReportDocument({ reportName, scenarioName: data.scenario.scenario_name, generatedAt: data.generatedAt, figures: data.figures, t });

  titleBlock(report, data, reportName, t('summary.subtitle'));
  report.sectionTitle(t('sections.headline'));
  headlineMetrics(report, data);
  // The chart gave up the height of the headcount line, so the page keeps its room for close warnings.
  revenueEbitdaSection(report, data, 195);
  report.paragraph(headlineNarrative(data));
  report.paragraph(headcountSummaryLine(data));

  report.newPage();
  report.sectionTitle(t('sections.kpis'), t('summary.kpisSubtitle'));
  executiveKpiSection(report, data);

  report.newPage();
  report.sectionTitle(t('sections.comparison'), t('sections.comparisonSubtitle'));
  comparisonSection(report, data, 165);
  report.sectionTitle(t('sections.valuation'), t('sections.valuationSubtitle', { date: data.valuation.valuation_date, scenario: data.scenario.scenario_name }));
  valuationSummary(report, data);

  const pages = report.doc.bufferedPageRange().count;
  if (pages !== EXECUTIVE_SUMMARY_PAGES) throw new Error(`The executive summary ran to ${pages} pages`);
  commentsAppendix(report, comments, data);
  return report.finish();
}
