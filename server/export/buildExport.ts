import type { AssessedRisk } from '../../engine/analysis/risks.ts';
import { sheetValues } from '../../engine/workbook/snapshot.ts';
import type { ExportType } from '../../contract/exports.ts';
import type { ModelService } from '../model/modelService.ts';
import { scenarioCacheKey } from '../model/forecastShapes.ts';
import type { ScenarioRecord } from '../repos/scenarios.ts';
import { collectReportData } from './reportData.ts';
import { buildExecutiveSummary } from './pdf/executiveSummary.ts';
import { buildDetailedReport } from './pdf/detailedReport.ts';
import { buildFinancialModel } from './excel/financialModel.ts';
import { exportRanges } from './rangesExport.ts';
import { formatTimestampDe, numberFormatter, type NumberFormat } from '../../engine/format/number.ts';
import { planLabel, varianceOf } from '../model/varianceFigures.ts';
import type { PlanRecord } from '../repos/plans.ts';
import type { RangesRunRecord } from '../repos/rangesRuns.ts';
import type { BudgetVsActualResult } from '../../engine/analysis/budgetVsActual.ts';
import type { Language } from '../../contract/preferences.ts';
import { translatorFor } from '../i18n/index.ts';
import { shownScenarioName } from './scenarioNames.ts';
import { localizedDefinition } from '../../engine/i18n/definitionTexts.ts';
import { tablesOf } from '../../engine/model/tables.ts';
import type { ModelDefinition } from '../../engine/model/definition.ts';
import type { CommentThread } from '../../contract/comments.ts';

/**
 * Everything an export is built from besides the model, as plain data (it crosses into a worker
 * thread by structured clone): the scenario, the scenarios the reports compare it with, the
 * current risks and the moment it was asked for.
 */
export interface ExportInput {
  type: ExportType;
  scenario: ScenarioRecord;
  /** The built-in scenarios the caller sees; the reports' comparison shows them beside this one. */
  comparedWith: ScenarioRecord[];
  risks: AssessedRisk[];
  generatedAt: Date;
  /** The number format of the user who asked for the export. */
  numberFormat: NumberFormat;
  /** The language of the file's words and of the definition's texts (routes/export.ts chooses it). */
  language: Language;
  /** The plan of record of the year of the last close (or 2026), when one is locked: the Budget vs Actual sheet and page. */
  plan?: PlanRecord;
  /** The scenario's newest kept forecast-ranges run of this version as saved: the one the exports show. */
  rangesRun?: RangesRunRecord;
  /**
   * The comment threads on the scenario, the plans of record and the closed months (routes/export.ts
   * exportCommentThreads): the open ones are the reports' appendix and the Excel model's notes (issue 30).
   */
  comments: readonly CommentThread[];
}

/** The comparison's lines labelled as the definition in the export's language labels them (the engine labels them in English). */
function shownVariance(result: BudgetVsActualResult, definition: ModelDefinition, language: Language): BudgetVsActualResult {
  if (language === 'en') return result;
  const { lineById } = tablesOf(localizedDefinition(definition, language));
  const label = <Row extends { line: string; label: string }>(row: Row): Row => {
    const line = lineById.get(row.line);
    return line ? { ...row, label: line.label ?? line.name } : row;
  };
  return { ...result, rows: result.rows.map(label), full_year: result.full_year.map(label) };
}

/** Budget against actual for the exports: the plan's year, the scenario's latest estimate, month by month. */
function exportVariance(model: ModelService, input: ExportInput): { result: BudgetVsActualResult; context: { scenarioName: string; planLabel: string; approval: string } } | undefined {
  if (!input.plan) return undefined;
  const t = translatorFor(input.language);
  const approved = { who: input.plan.locked_by, when: formatTimestampDe(input.plan.locked_at), note: input.plan.approval_note };
  return {
    result: shownVariance(varianceOf(model, input.scenario, input.plan, input.plan.year, 'month'), model.definition().definition, input.language),
    context: {
      scenarioName: shownScenarioName(input.scenario, t), planLabel: planLabel(input.plan),
      approval: t(approved.note ? 'variance.approvedWithNote' : 'variance.approved', approved),
    },
  };
}

/** The file of one export, its figures from `model` (the workbook of record, cached per scenario version). */
export async function buildExportFile(model: ModelService, input: ExportInput): Promise<Buffer> {
  const { type, scenario, comparedWith, risks, generatedAt, numberFormat, language } = input;
  const variance = exportVariance(model, input);
  if (type === 'excel-model') {
    const { version, actuals } = model.baseline();
    const { version: modelVersion, definition } = model.definition();
    const computed = model.cached(`excel-model|${scenarioCacheKey(scenario)}`, scenario, (session) => ({
      driverValues: session.driverValues(),
      values: sheetValues(session),
    }));
    const ranges = exportRanges(model, scenario, input.rangesRun, numberFormatter(numberFormat, language), translatorFor(language));
    return buildFinancialModel({
      scenarioName: shownScenarioName(scenario, translatorFor(language)), actuals, definition, modelVersion, ...computed, headcount: scenario.headcount, forecastRanges: ranges.result, forecastRangesRun: ranges.label, variance, baselineVersion: version, exportedAt: generatedAt, sampleActuals: model.sampleActuals(), numberFormat, language, comments: input.comments,
    });
  }
  const data = collectReportData({ model, risks }, scenario, comparedWith, generatedAt, numberFormatter(numberFormat, language), language);
  if (type === 'executive-summary') return buildExecutiveSummary(data, input.comments);
  return buildDetailedReport(data, exportRanges(model, scenario, input.rangesRun, data.figures, data.t), variance, input.comments);
}
