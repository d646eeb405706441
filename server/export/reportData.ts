import { FORECAST_MONTHS } from '../../engine/calendar.ts';
import type { ModelDefinition } from '../../engine/model/definition.ts';
import type { DriverDef } from '../../engine/model/types.ts';
import type { KpiResult, ModelSession, ReconciliationRow, YearRecord } from '../../engine/session/session.ts';
import { tablesOf } from '../../engine/model/tables.ts';
import type { AssumptionEntry } from '../../engine/session/traceability.ts';
import { KPI_YEARS } from '../../engine/workbook/compile.ts';
import { enterpriseValuation, valuationInputs, type EnterpriseValuation } from '../../engine/analysis/valuation.ts';
import { sensitivitySweep, type SensitivityRow } from '../../engine/analysis/sensitivity.ts';
import { localizedRisk, riskSummary, type AssessedRisk, type RiskSummary } from '../../engine/analysis/risks.ts';
import type { ScenarioRecord } from '../repos/scenarios.ts';
import type { ModelService } from '../model/modelService.ts';
import { scenarioCacheKey, scenarioFigures } from '../model/forecastShapes.ts';
import type { CloseWarning } from '../../contract/closeWarnings.ts';
import { BALANCE_CHECK_LINE } from './balanceCheck.ts';
import type { NumberFormatter } from '../../engine/format/number.ts';
import { DRIVER_BY_ID } from '../../engine/model/drivers.ts';
import type { Department } from '../../engine/headcount/plan.ts';
import { headcountParameters, planDriverValue, PLAN_PARAMETER_DRIVERS } from '../../engine/headcount/planRows.ts';
import { headcountYears, type HeadcountYear } from '../../engine/headcount/planYears.ts';
import { headcountSeries } from '../../engine/headcount/series.ts';
import { localizedDefinition } from '../../engine/i18n/definitionTexts.ts';
import type { Language } from '../../contract/preferences.ts';
import { translatorFor, type Translate } from '../i18n/index.ts';
import { periodNames, type PeriodNames } from '../i18n/periods.ts';
import { shownScenarioDescription, shownScenarioName } from './scenarioNames.ts';

/**
 * Every figure a PDF report prints, read from the engine through the model service in one go:
 * the scenario's years, KPIs and reconciliation, quarterly cash, valuation, sensitivity, risks,
 * drivers and assumptions, plus the built-in scenarios for the comparison. The report builders
 * only lay these out; they compute nothing.
 */
export interface ReportData {
  scenario: ScenarioRecord;
  generatedAt: Date;
  /** The figures in the number format of the user who asked for the report. */
  figures: NumberFormatter;
  /** The report's words in the language of the user who asked for it. */
  t: Translate;
  /** Periods named in that language ('Nov 2026', '2025 (Actual)'). */
  periods: PeriodNames;
  baselineVersion: number;
  /** The published model definition the figures come from, with its texts in the report's language: the statements' rows, the drivers and KPIs. */
  definition: ModelDefinition;
  modelVersion: number;
  dataSource: string;
  /** Closed months without every line, which the figures treat as open (the title block says so). */
  closeWarnings: CloseWarning[];
  /** The closed months are the shipped sample, not the company's figures (the title block says so). */
  sampleActuals: boolean;
  /** The last closed month the figures hold (null: none), which marks how much of each year is actual. */
  closedThrough: string | null;
  years: Record<number, YearRecord>;
  kpis: Record<number, KpiResult[]>;
  reconciliation: ReconciliationRow[];
  quarterlyCash: { period: string; closingCash: number }[];
  /** The balance check at each month end 2026–2030 (0 within half a cent when the balance sheet balances). */
  monthlyBalanceChecks: (number | null)[];
  comparison: { scenario_id: string; scenario_name: string; years: Record<number, YearRecord> }[];
  valuation: EnterpriseValuation;
  sensitivity: SensitivityRow[];
  risks: AssessedRisk[];
  riskSummary: RiskSummary;
  drivers: { driver: DriverDef; value: number }[];
  assumptions: AssumptionEntry[];
  headcount: ReportHeadcount;
}

/** The headcount plan the scenario's figures are computed with, year by year. */
export interface ReportHeadcount {
  /** How many positions the scenario saved; null: none, the plan is generated from its drivers. */
  savedPositions: number | null;
  departments: readonly Department[];
  years: HeadcountYear[];
  /** The drivers the plan's arithmetic reads besides the positions, at the values it used. */
  parameters: { id: (typeof PLAN_PARAMETER_DRIVERS)[number]; driver: DriverDef; value: number }[];
}

/**
 * What a report is read from: the model on the baseline it is for, and the current risks (the
 * routes read them from the database). Plain data and the model only, so a report can be built in
 * a worker thread with its own model host (server/pool/).
 */
export interface ReportSources {
  model: ModelService;
  risks: readonly AssessedRisk[];
}

interface ScenarioAnalysis {
  closedThrough: string | null;
  years: Record<number, YearRecord>;
  kpis: Record<number, KpiResult[]>;
  reconciliation: ReconciliationRow[];
  quarterlyCash: { period: string; closingCash: number }[];
  monthlyBalanceChecks: (number | null)[];
  valuation: EnterpriseValuation;
  sensitivity: SensitivityRow[];
  driverValues: Record<string, number>;
  assumptions: AssumptionEntry[];
  headcount: ReportHeadcount;
}

/**
 * The plan the session evaluates (saved or generated) under the drivers it evaluates with, so its
 * totals are the model's Employees and FTEs; the parameter drivers named as the model definition
 * names them (a definition without one evaluates at the catalog's value, planDriverValue).
 */
function headcountOf(session: ModelSession, definition: ModelDefinition): ReportHeadcount {
  const { plan, generated } = session.headcount();
  const drivers = session.driverValues();
  const series = headcountSeries(plan, headcountParameters(drivers), definition.departments);
  const { driverById } = tablesOf(definition);
  return {
    savedPositions: generated ? null : plan.positions.length,
    departments: series.departments,
    years: headcountYears(series),
    parameters: PLAN_PARAMETER_DRIVERS.map((id) => {
      const driver = driverById.get(id) ?? DRIVER_BY_ID.get(id);
      if (!driver) throw new Error(`The headcount plan reads driver ${id}, which no catalog has`);
      return { id, driver, value: planDriverValue(drivers, id) };
    }),
  };
}

function analyse(services: ReportSources, scenario: ScenarioRecord): ScenarioAnalysis {
  return services.model.cached(`export-report|${scenarioCacheKey(scenario)}`, scenario, (session) => {
    const cash = session.statement({ period: 'quarter', from: '2024-Q1', to: '2030-Q4', lines: ['closing_cash'] });
    const checks = session.statement({ period: 'month', from: FORECAST_MONTHS[0], to: FORECAST_MONTHS.at(-1), lines: [BALANCE_CHECK_LINE] });
    return {
      closedThrough: cash.closedThrough,
      years: session.years(),
      kpis: Object.fromEntries(KPI_YEARS.map((year) => [year, session.kpis(year)])),
      reconciliation: session.reconciliation(),
      quarterlyCash: cash.periods.map((period, i) => ({ period, closingCash: cash.rows[0]?.values[i] ?? 0 })),
      monthlyBalanceChecks: checks.rows[0]?.values ?? [],
      valuation: enterpriseValuation(valuationInputs(session.cells(), session.driverValues(), scenario.scenario_name)),
      sensitivity: services.model.kernel(scenario, sensitivitySweep),
      driverValues: session.driverValues(),
      assumptions: session.assumptions(),
      headcount: headcountOf(session, services.model.definition().definition),
    };
  });
}

/** A KPI's words as the report's definition has them (the session computes with, and names by, the definition itself). */
function shownKpi(kpi: KpiResult, definition: ModelDefinition): KpiResult {
  const shown = tablesOf(definition).kpiById.get(kpi.id);
  if (!shown) return kpi;
  return {
    ...kpi, name: shown.name, benchmark_source: shown.benchmark_source, description: shown.description, definition: shown.definition,
    // The text standing for the number ("Cash-positive"), in the report's words too.
    display: kpi.display !== null && shown.textWhen ? shown.textWhen.text : kpi.display,
    base2025_display: kpi.base2025_display !== null && shown.textWhen ? shown.textWhen.text : kpi.base2025_display,
    follows_drivers_when_closed: kpi.follows_drivers_when_closed !== null ? shown.closedYear ?? kpi.follows_drivers_when_closed : null,
  };
}

/** `comparedWith`: the scenarios the comparison shows next to this one (the built-ins); `language`: the report's words and the definition's texts. */
export function collectReportData(services: ReportSources, scenario: ScenarioRecord, comparedWith: readonly ScenarioRecord[], generatedAt: Date, figures: NumberFormatter, language: Language = 'en'): ReportData {
  const analysis = analyse(services, scenario);
  const others = comparedWith.filter((s) => s.scenario_id !== scenario.scenario_id);
  // The shipped risks' texts in the report's language; an admin's own words stay as written.
  const risks = services.risks.map((risk) => localizedRisk(risk, language));
  const { version, actuals } = services.model.baseline();
  const { version: modelVersion, definition: published } = services.model.definition();
  const definition = localizedDefinition(published, language);
  const { driverById } = tablesOf(definition);
  const t = translatorFor(language);
  return {
    scenario: { ...scenario, scenario_name: shownScenarioName(scenario, t), description: shownScenarioDescription(scenario, t) },
    generatedAt,
    figures,
    t,
    periods: periodNames(t),
    baselineVersion: version,
    definition,
    modelVersion,
    dataSource: actuals.settings.data_source,
    closeWarnings: services.model.closeWarnings(),
    sampleActuals: services.model.sampleActuals(),
    closedThrough: analysis.closedThrough,
    years: analysis.years,
    kpis: Object.fromEntries(Object.entries(analysis.kpis).map(([year, kpis]) => [year, kpis.map((kpi) => shownKpi(kpi, definition))])),
    reconciliation: analysis.reconciliation,
    quarterlyCash: analysis.quarterlyCash,
    monthlyBalanceChecks: analysis.monthlyBalanceChecks,
    comparison: [
      { scenario_id: scenario.scenario_id, scenario_name: shownScenarioName(scenario, t), years: analysis.years },
      ...others.map((other) => ({ scenario_id: other.scenario_id, scenario_name: shownScenarioName(other, t), years: scenarioFigures(services.model, other).years })),
    ],
    valuation: analysis.valuation,
    sensitivity: analysis.sensitivity.map((row) => ({ ...row, name: driverById.get(row.id)?.name ?? row.name })),
    risks,
    riskSummary: riskSummary(risks),
    drivers: definition.drivers.map((driver) => ({ driver, value: analysis.driverValues[driver.id] ?? driver.baseline })),
    assumptions: analysis.assumptions.map((entry) => ({
      ...entry,
      name: driverById.get(entry.id)?.name ?? entry.name,
      reasoning: driverById.get(entry.id)?.documentation?.reasoning ?? entry.reasoning,
    })),
    headcount: { ...analysis.headcount, parameters: analysis.headcount.parameters.map((parameter) => ({ ...parameter, driver: driverById.get(parameter.id) ?? parameter.driver })) },
  };
}
