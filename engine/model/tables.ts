import type { ActualDerivedDef } from './actualsSheet.ts';
import type { AnnualExtraDef } from './annual.ts';
import type { ModelDefinition } from './definition.ts';
import type { Aggregation, DerivedDef, DriverDef, KpiDef, LineDef } from './types.ts';

/**
 * What readers look up in a definition, made once per definition: lines, drivers and KPIs by id,
 * each name's display name and aggregation. Readers that get a definition with their cells
 * (`cells.layout.definition`) use these instead of the shipped model's module-level tables, so
 * they read whichever definition the cells were computed from.
 */
export interface DefinitionTables {
  lineById: ReadonlyMap<string, LineDef>;
  driverById: ReadonlyMap<string, DriverDef>;
  kpiById: ReadonlyMap<string, KpiDef>;
  actualDerivedById: ReadonlyMap<string, ActualDerivedDef>;
  derivedById: ReadonlyMap<string, DerivedDef>;
  extraById: ReadonlyMap<string, AnnualExtraDef>;
  /** A line's, Actuals row's or annual line's name (its id when unknown). */
  nameOf(id: string): string;
  /** How a line's months roll up (`sum` for a name that is no line). */
  aggregationOf(id: string): Aggregation;
}

const cache = new WeakMap<ModelDefinition, DefinitionTables>();

export function tablesOf(definition: ModelDefinition): DefinitionTables {
  const cached = cache.get(definition);
  if (cached) return cached;
  const lineById = new Map(definition.lines.map((line) => [line.id, line]));
  const names = new Map<string, string>([
    ...definition.lines.map((line): [string, string] => [line.id, line.name]),
    ...definition.actualDerived.map((row): [string, string] => [row.id, row.name]),
    ...definition.annualExtras.map((extra): [string, string] => [extra.id, extra.name]),
  ]);
  const tables: DefinitionTables = {
    lineById,
    driverById: new Map(definition.drivers.map((driver) => [driver.id, driver])),
    kpiById: new Map(definition.kpis.map((kpi) => [kpi.id, kpi])),
    actualDerivedById: new Map(definition.actualDerived.map((row) => [row.id, row])),
    derivedById: new Map(definition.derived.map((derived) => [derived.id, derived])),
    extraById: new Map(definition.annualExtras.map((extra) => [extra.id, extra])),
    nameOf: (id) => names.get(id) ?? id,
    aggregationOf: (id) => lineById.get(id)?.aggregate ?? 'sum',
  };
  cache.set(definition, tables);
  return tables;
}
