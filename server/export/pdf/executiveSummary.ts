import type { ReportData } from '../reportData.ts';
import { comparisonSection } from './comparisonSection.ts';
import { headlineMetrics, headlineNarrative, revenueEbitdaSection, titleBlock } from './headlineSection.ts';
import { headcountSummaryLine } from './headcountSection.ts';
import { executiveKpiSection } from './kpiSection.ts';
import { ReportDocument } from './reportDocument.ts';
import { valuationSummary } from './valuationSection.ts';

export const EXECUTIVE_SUMMARY_PAGES = 3;

/**
 * The three-page investment overview (part 2 §2 Export Center): 1 headline forecast with the
 * headcount plan's people and payroll of 2030, 2 KPIs with their statuses, 3 scenario comparison
 * and valuation. Each page is laid out to fit its page, so the summary is always exactly three
 * pages.
 */
export async function buildExecutiveSummary(data: ReportData): Promise<Buffer> {
  const report = new ReportDocument({ reportName: 'Executive Summary', scenarioName: data.scenario.scenario_name, generatedAt: data.generatedAt, figures: data.figures });

  titleBlock(report, data, 'Executive Summary', 'Investment overview 2026–2030');
  report.sectionTitle('Headline forecast');
  headlineMetrics(report, data);
  // The chart gave up the height of the headcount line, so the page keeps its room for close warnings.
  revenueEbitdaSection(report, data, 195);
  report.paragraph(headlineNarrative(data));
  report.paragraph(headcountSummaryLine(data));

  report.newPage();
  report.sectionTitle('Key performance indicators', 'Growth, margin and efficiency KPIs against their benchmarks (good: met; warning: within 10%; critical: further off)');
  executiveKpiSection(report, data);

  report.newPage();
  report.sectionTitle('Scenario comparison', 'The same model with the drivers of each built-in scenario');
  comparisonSection(report, data, 165);
  report.sectionTitle('Valuation', `${data.valuation.valuation_date}, ${data.scenario.scenario_name} scenario`);
  valuationSummary(report, data);

  const pages = report.doc.bufferedPageRange().count;
  if (pages !== EXECUTIVE_SUMMARY_PAGES) throw new Error(`The executive summary ran to ${pages} pages`);
  return report.finish();
}
