import { actualDerivedOf, type ActualDerivedDef } from './actualsSheet.ts';
import { DECLARED_ANNUAL_EXTRAS, expandAnnualExtras, type AnnualExtraDef } from './annual.ts';
import { DERIVED } from './derived.ts';
import { DRIVERS } from './drivers.ts';
import { KPIS } from './kpis.ts';
import { DECLARED_LINES, expandLines } from './lines.ts';
import type { DerivedDef, DriverDef, KpiDef, LineDef } from './types.ts';
import { DEFAULT_DEPARTMENTS, type Department } from '../headcount/plan.ts';

/**
 * The model definition as one value. `ModelSource` is what a modeller edits and what is stored
 * and exchanged as JSON: drivers, derived values, lines as declared (with `SUM_SECTION(section)`
 * in their formulas), annual-only lines, KPIs and the departments of the headcount plan, with the
 * version it was published as.
 * `ModelDefinition` is what the evaluators read: every SUM_SECTION written out and the rows of the
 * Actuals sheet that follow from the lines (engine/model/actualsSheet.ts).
 */
export interface ModelSource {
  version: number;
  drivers: readonly DriverDef[];
  derived: readonly DerivedDef[];
  lines: readonly LineDef[];
  annual_extras: readonly AnnualExtraDef[];
  kpis: readonly KpiDef[];
  /**
   * The departments a position of a headcount plan may belong to; each has the plan rows
   * `heads_<id>` and `cost_<id>` formulas read. Absent in a version published before definitions
   * listed them: those have the shipped six (DEFAULT_DEPARTMENTS).
   */
  departments?: readonly Department[];
  /**
   * Drivers an earlier version had and this one does not: a stored scenario's value for one is
   * kept in its history and left out of the forecast, a new value is refused. Kept by publishing
   * (server/routes/model.ts retiredDriversAfter), never edited by hand.
   */
  retired_drivers?: readonly string[];
}

export interface ModelDefinition {
  drivers: readonly DriverDef[];
  derived: readonly DerivedDef[];
  lines: readonly LineDef[];
  actualDerived: readonly ActualDerivedDef[];
  annualExtras: readonly AnnualExtraDef[];
  kpis: readonly KpiDef[];
  /** ModelSource.departments, the shipped ones where the source has none. */
  departments: readonly Department[];
  /** ModelSource.retired_drivers. */
  retiredDrivers: readonly string[];
}

/** The shipped model: version 1 of every installation's model definition. */
export const DEFAULT_MODEL_SOURCE: ModelSource = {
  version: 1,
  drivers: DRIVERS,
  derived: DERIVED,
  lines: DECLARED_LINES,
  annual_extras: DECLARED_ANNUAL_EXTRAS,
  kpis: KPIS,
  departments: DEFAULT_DEPARTMENTS,
};

/** The departments of a source: its own, or the shipped ones for a version published before sources listed them. */
export function departmentsOf(source: ModelSource): readonly Department[] {
  return source.departments ?? DEFAULT_DEPARTMENTS;
}

/** What the evaluators read of a source: sections written out (in lines and annual lines), the Actuals sheet's rows derived. Throws on a SUM_SECTION without members (checkModelSource reports it first). */
export function definitionOf(source: ModelSource): ModelDefinition {
  const lines = expandLines(source.lines);
  return {
    drivers: source.drivers,
    derived: source.derived,
    lines,
    actualDerived: actualDerivedOf(lines),
    annualExtras: expandAnnualExtras(source.annual_extras, source.lines),
    kpis: source.kpis,
    departments: departmentsOf(source),
    retiredDrivers: source.retired_drivers ?? [],
  };
}

/**
 * The retired drivers of `next` when it replaces `previous`: every driver `previous` had or had
 * retired that `next` does not have.
 */
export function retiredDriversAfter(previous: ModelSource, next: ModelSource): string[] {
  const kept = new Set(next.drivers.map((driver) => driver.id));
  const before = [...(previous.retired_drivers ?? []), ...previous.drivers.map((driver) => driver.id)];
  return [...new Set(before)].filter((id) => !kept.has(id));
}

export const MODEL_DEFINITION: ModelDefinition = definitionOf(DEFAULT_MODEL_SOURCE);

/**
 * The definition a published source stands for: the shipped model's own value for version 1 (so
 * every cache kept per definition is shared with it), else definitionOf(source). Published
 * versions are 2 and up (server/repos/models.ts).
 */
export function publishedDefinition(source: ModelSource): ModelDefinition {
  return source.version === 1 ? MODEL_DEFINITION : definitionOf(source);
}

/**
 * A definition as the product hands it out (the API, the JSON export): without the `reference`
 * fields, which point into the specification and belong to docs/model.md only. They change no
 * figure, so the definition compiles to the same model. A version published before sources listed
 * their departments is handed out with the shipped ones it computes with, so an edit of its JSON
 * starts from them.
 */
export function sourceForExport(source: ModelSource): ModelSource {
  return {
    ...source,
    departments: departmentsOf(source),
    drivers: source.drivers.map(({ reference: _reference, ...driver }) => driver),
    kpis: source.kpis.map(({ reference: _reference, base2025, ...kpi }) => {
      if (!base2025) return kpi;
      const { reference: _baseReference, ...base } = base2025;
      return { ...kpi, base2025: base };
    }),
  };
}
