import { annualAggregation } from '../model/aggregation.ts';
import { FIRST_FORECAST_YEAR } from '../calendar.ts';
import { referencesOf } from '../formula/translate.ts';
import { statementRows } from '../model/statements.ts';
import type { ModelDefinition } from '../model/definition.ts';
import { tablesOf } from '../model/tables.ts';
import type { AssumptionCategory, AssumptionGroup } from '../model/types.ts';
import type { KernelEvaluator } from '../kernel/evaluator.ts';
import type { NamedRange } from '../workbook/compile.ts';
import { addressOf, kernelCellOf, type KernelCell } from './cellRef.ts';
import { transitiveDrivers, type ExplainSentence } from './explain.ts';
import { onePercentChanges } from './driverImpacts.ts';
import { numberOf } from './values.ts';
import type { SessionWorkbook } from './sessionWorkbook.ts';

/** Part 1 §2 group titles ("the product's rides volume" is ours: Fahrplan Rides Volume). */
export const ASSUMPTION_GROUP_TITLES: Record<AssumptionGroup, string> = {
  medical_clients: 'Medical Clients Germany',
  transport_clients: 'Transport Clients Germany',
  rides_volume: 'Fahrplan Rides Volume',
  pricing: 'Pricing Structure',
  costs: 'Cost Structure',
  growth: 'Growth Assumptions',
};

/** The source assumption of an actual year's line: the baseline data (a screen names it in the reader's language). */
export const BASELINE_ACTUALS = 'baseline_actuals';

export interface PnlTraceItem {
  line_id: string;
  line_item_name: string;
  source_assumptions: { id: string; name: string; description: string }[];
  calculation_formula: string;
  formula_explanation: string;
  /** Present where `formula_explanation` is the engine's sentence (an actual year's roll-up), for the reader's language. */
  formula_explanation_code?: ExplainSentence;
  total_impact_amount: number | null;
}

export interface AssumptionMapping {
  key: string;
  driver_id: string;
  group: string;
  affected_pnl_items: { line_id: string; line_item_name: string; impact_per_1pct: number }[];
  calculation_formula: string;
  formula_explanation: string;
  /** Change of EBITDA in the year for +1% of the assumption. */
  impact_coefficient: number;
}

export interface AssumptionEntry {
  id: string;
  group: AssumptionGroup;
  group_title: string;
  name: string;
  value: number;
  unit: string;
  reasoning: string;
  businessLogic: string;
  category: AssumptionCategory;
  isHistorical?: boolean;
  isProjection?: boolean;
  source: string;
}

function isConstantFormula(formula: string): boolean {
  return referencesOf(formula).length === 0;
}

export function pnlTraceability(wb: SessionWorkbook, names: readonly NamedRange[], year: number, dataSource: string): { year: number; pnl_line_items: PnlTraceItem[] } {
  const t = tablesOf(wb.layout.definition);
  const items = statementRows('pnl', wb.layout.definition.lines).map(({ id, label }): PnlTraceItem => {
    const address = addressOf({ sheet: 'Annual', id, period: String(year) }, wb.layout, wb.sheetId);
    const value = address ? numberOf(wb.hf.getCellValue(address)) : null;
    if (year < FIRST_FORECAST_YEAR) {
      // An actual year is its months' actuals rolled up as the line declares (the Annual sheet's formula).
      const how = t.aggregationOf(id);
      const { formula, explanation } = annualAggregation(id, year, how);
      return {
        line_id: id, line_item_name: label,
        source_assumptions: [{ id: BASELINE_ACTUALS, name: 'Baseline actuals 2024–2025', description: dataSource }],
        calculation_formula: formula,
        formula_explanation: explanation,
        formula_explanation_code: { code: 'annual', how, year, months: 'actual' },
        total_impact_amount: value,
      };
    }
    const line = t.lineById.get(id);
    const formula = line && !isConstantFormula(line.formula) ? line.formula : 'Direct value';
    const drivers = address ? transitiveDrivers(wb, names, address).map((d) => t.driverById.get(d)).filter((d) => d?.role === 'model') : [];
    return {
      line_id: id, line_item_name: label,
      source_assumptions: drivers.map((d) => ({ id: d?.id ?? '', name: d?.name ?? '', description: d?.description ?? '' })),
      calculation_formula: formula,
      formula_explanation: line?.explanation ?? '',
      total_impact_amount: value,
    };
  });
  return { year, pnl_line_items: items };
}

/** Where each assumption enters the model, by driver id; the definition does not change, so it is read once. */
type FormulaUse = { formula: string; explanation: string };
const usesByDefinition = new WeakMap<ModelDefinition, Map<string, FormulaUse[]>>();

/** Where an assumption enters the model: the formulas of the definition that name it (directly or through a derived value). */
function formulasUsing(definition: ModelDefinition, driverId: string): FormulaUse[] {
  let usesByDriver = usesByDefinition.get(definition);
  if (!usesByDriver) usesByDefinition.set(definition, usesByDriver = new Map());
  const known = usesByDriver.get(driverId);
  if (known) return known;
  const viaDerived = definition.derived.filter((d) => referencesOf(d.formula).some((r) => r.id === driverId)).map((d) => d.id);
  const names = new Set([driverId, ...viaDerived]);
  const uses = definition.lines
    .filter((line) => referencesOf(line.formula).some((r) => names.has(r.id)))
    .map((line) => ({ formula: `${line.id} = ${line.formula}`, explanation: line.explanation }));
  usesByDriver.set(driverId, uses);
  return uses;
}

/**
 * Each documented model assumption with the P&L lines of `year` it moves and by how much per +1%
 * of it (driverImpacts.ts: evaluated by the compiled kernel at `drivers`, the effective drivers),
 * and where it enters the model (the formulas of the definition that name it).
 */
export function assumptionMappings(evaluator: KernelEvaluator, drivers: Readonly<Record<string, number>>, year: number): AssumptionMapping[] {
  const { definition } = evaluator.kernel.layout;
  const pnl = statementRows('pnl', definition.lines);
  const labels = new Map(pnl.map((row) => [row.id, row.label]));
  const rows = pnl.map((row) => row.id).flatMap((id) => {
    const cell = kernelCellOf({ sheet: 'Annual', id, period: String(year) }, evaluator.kernel.layout);
    return cell ? [{ id, cell }] : [];
  });
  const documented = definition.drivers.filter((d) => d.documentation && d.role === 'model');
  const changes = onePercentChanges(evaluator, drivers, rows.map((row): KernelCell => row.cell), documented.map((d) => d.id));
  return documented.map((driver) => {
    const impacts = changes.get(driver.id) ?? [];
    const affected = rows.map(({ id }, i) => ({ line_id: id, line_item_name: labels.get(id) ?? id, impact_per_1pct: impacts[i] ?? 0 }))
      .filter((item) => Math.abs(item.impact_per_1pct) > 1e-9);
    const uses = formulasUsing(definition, driver.id);
    const group = ASSUMPTION_GROUP_TITLES[driver.documentation?.group ?? 'growth'];
    return {
      key: `${group}: ${driver.name}`,
      driver_id: driver.id,
      group,
      affected_pnl_items: affected,
      calculation_formula: uses.map((u) => u.formula).join('\n') || 'Direct value',
      formula_explanation: uses.map((u) => u.explanation).join(' ') || driver.business_logic,
      impact_coefficient: affected.find((a) => a.line_id === 'ebitda')?.impact_per_1pct ?? 0,
    };
  });
}

export function assumptionDocumentation(definition: ModelDefinition, driverValues: Record<string, number>, historicalRides: { 2024: number; 2025: number }): AssumptionEntry[] {
  const entries: AssumptionEntry[] = definition.drivers.filter((d) => d.documentation).map((driver) => {
    const doc = driver.documentation as NonNullable<typeof driver.documentation>;
    return {
      id: driver.id, group: doc.group, group_title: ASSUMPTION_GROUP_TITLES[doc.group], name: driver.name,
      value: driverValues[driver.id] ?? driver.baseline, unit: driver.unit, reasoning: doc.reasoning,
      businessLogic: driver.business_logic, category: doc.category, source: driver.source,
      ...(doc.flag === 'isHistorical' ? { isHistorical: true } : {}),
      ...(doc.flag === 'isProjection' ? { isProjection: true } : {}),
    };
  });
  for (const year of [2024, 2025] as const) {
    entries.push({
      id: `rides_${year}`, group: 'rides_volume', group_title: ASSUMPTION_GROUP_TITLES.rides_volume, name: `Rides ${year}`,
      value: historicalRides[year], unit: 'rides', reasoning: `Rides handled in ${year} (baseline actuals).`,
      businessLogic: 'The starting volume of the forecast; December 2025 client counts carry it forward.',
      category: 'Historical Data', isHistorical: true, source: '2024–2025 actuals (345,644 rides in 2024, 537,748 in 2025)',
    });
  }
  return entries;
}
