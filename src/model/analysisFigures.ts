import { FORECAST_YEARS } from '../../engine/calendar.ts';
import { driversReaching } from '../../engine/analysis/figureReach.ts';
import { figureIds } from '../../engine/analysis/modelFigure.ts';
import type { ModelDefinition } from '../../engine/model/definition.ts';
import { tablesOf } from '../../engine/model/tables.ts';
import type { DriverDef } from '../../engine/model/types.ts';
import { displayNameOf, unitOf } from '../../engine/session/businessNames.ts';
import type { Figures } from '../../engine/session/figures.ts';
import { workbookLayout } from '../../engine/workbook/compile.ts';
import { modelDefinitionAtom } from '../state/publishedModel.ts';
import { appStore } from '../state/store.ts';

/**
 * The figures goal seek and gap attribution can be asked about (an annual line or a KPI of the
 * model definition, the ids the engine's analyses accept), with their business names and units,
 * the figures people ask about most first. Read from the definition; nothing is evaluated here.
 */

export interface AnalysisFigure {
  id: string;
  kind: 'line' | 'kpi';
  name: string;
  /** In the vocabulary of driver units ('€', 'count', 'rides', '%', …), as the explain panel uses it. */
  unit: string;
  /** Among the figures listed first. */
  common: boolean;
}

/** The figures a plan is usually steered by, in this order at the top of every figure picker. */
export const COMMON_FIGURE_IDS = [
  'total_revenue', 'ebitda', 'closing_cash', 'total_clients', 'rides', 'gross_margin', 'gross_profit', 'operating_margin', 'arr',
] as const;

/** The years a question can name: the forecast years (actual years are what happened). */
export const ANALYSIS_YEARS: readonly number[] = FORECAST_YEARS;
export const DEFAULT_ANALYSIS_YEAR = 2030;
export const DEFAULT_FIGURE_ID = 'total_revenue';

/** The published definition the worker computes with (the pickers list its figures and drivers). */
const published = (): ModelDefinition => appStore.get(modelDefinitionAtom);

const catalogs = new WeakMap<ModelDefinition, readonly AnalysisFigure[]>();

/** Every figure: the common ones first, then the other annual lines, then the other KPIs, each in the definition's order. */
export function analysisFigures(definition: ModelDefinition = published()): readonly AnalysisFigure[] {
  const known = catalogs.get(definition);
  if (known) return known;
  const { lines, kpis } = figureIds({ layout: workbookLayout(definition) });
  const tables = tablesOf(definition);
  const common = new Set<string>(COMMON_FIGURE_IDS);
  const figure = (id: string, kind: AnalysisFigure['kind']): AnalysisFigure => ({ id, kind, name: displayNameOf(id, tables), unit: unitOf(id, tables), common: common.has(id) });
  const all = [...lines.map((id) => figure(id, 'line')), ...kpis.map((id) => figure(id, 'kpi'))];
  const byId = new Map(all.map((f) => [f.id, f]));
  const catalog = [...COMMON_FIGURE_IDS.flatMap((id) => byId.get(id) ?? []), ...all.filter((f) => !f.common)];
  catalogs.set(definition, catalog);
  return catalog;
}

export function analysisFigure(id: string): AnalysisFigure | undefined {
  return analysisFigures().find((figure) => figure.id === id);
}

/** The figure's value in a year of a snapshot (the screen's figures); null where the model has none. */
export function figureValue(figures: Pick<Figures, 'years' | 'kpis'>, figure: AnalysisFigure, year: number): number | null {
  const value = figure.kind === 'line'
    ? figures.years[year]?.[figure.id]
    : figures.kpis[year]?.find((kpi) => kpi.id === figure.id)?.value;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The drivers that can move a figure of the published definition. */
function reaching(figureId: string): ReadonlySet<string> {
  return driversReaching(figureId, published());
}

/** The figures a driver can move through the definition's formulas, in the catalog's order. */
export function figuresMovedBy(driverId: string): AnalysisFigure[] {
  return analysisFigures().filter((figure) => reaching(figure.id).has(driverId));
}

/** The editable drivers that can move a figure, in the catalog's order: what goal seek may change. */
export function driversMoving(figureId: string): DriverDef[] {
  const drivers = reaching(figureId);
  return published().drivers.filter((driver) => driver.editable && drivers.has(driver.id));
}
