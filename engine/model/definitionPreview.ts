import type { Actuals } from '../actuals/schema.ts';
import { ALL_YEARS, FORECAST_YEARS } from '../calendar.ts';
import { createKernel, type ModelKernel } from '../kernel/kernel.ts';
import { KERNEL_COLUMNS } from '../kernel/modelPlan.ts';
import { compileModel, type DefinitionProblem } from './definitionCheck.ts';
import { DEFAULT_MODEL_SOURCE, publishedDefinition, type ModelDefinition, type ModelSource } from './definition.ts';

/**
 * What a changed definition does before it is published: revenue, EBITDA, net income and closing
 * cash of every forecast year, under the published definition and under the candidate, for the
 * Baseline scenario (every driver at its catalog value, a new driver at its own) on the current
 * actuals. Evaluated by each definition's own kernel.
 */
export const PREVIEW_LINES = ['total_revenue', 'ebitda', 'net_income', 'closing_cash'] as const;
type PreviewLine = (typeof PREVIEW_LINES)[number];

export type YearFigures = { year: number } & Record<PreviewLine, number | null>;

export type DefinitionRead =
  | { ok: true; lines: number; drivers: number; preview: { published: YearFigures[]; candidate: YearFigures[] } }
  | { ok: false; problems: DefinitionProblem[] };

function yearFigures(definition: ModelDefinition, kernel: ModelKernel, actuals: Actuals): YearFigures[] {
  const values = Object.fromEntries(definition.drivers.map((driver) => [driver.id, driver.baseline]));
  const result = kernel.prepare(actuals).evaluate(kernel.driverVector(values));
  const cell = (line: PreviewLine, year: number): number | null => {
    const row = kernel.layout.rows.Annual.get(line);
    if (row === undefined) return null;
    const value = result.annual[(row - 1) * KERNEL_COLUMNS.annual + ALL_YEARS.indexOf(year as (typeof ALL_YEARS)[number])] as number;
    return Number.isFinite(value) ? value : null;
  };
  return FORECAST_YEARS.map((year) => ({ year, ...Object.fromEntries(PREVIEW_LINES.map((line) => [line, cell(line, year)])) }) as YearFigures);
}

/**
 * Checks and compiles `source` against the published source (removing what the published model's
 * formulas read is named); when it compiles, evaluates it beside the published definition.
 */
export function readDefinition(source: ModelSource, actuals: Actuals, publishedSource: ModelSource = DEFAULT_MODEL_SOURCE): DefinitionRead {
  const compiled = compileModel(source, publishedSource);
  if (!compiled.ok) return { ok: false, problems: compiled.problems };
  const { definition } = compiled.model;
  const published = publishedDefinition(publishedSource);
  return {
    ok: true,
    lines: definition.lines.length,
    drivers: definition.drivers.length,
    preview: {
      published: yearFigures(published, createKernel(published), actuals),
      candidate: yearFigures(definition, createKernel(definition, compiled.model), actuals),
    },
  };
}
