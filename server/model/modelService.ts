import { parseActualsCsv } from '../../engine/actuals/csv.ts';
import type { Actuals } from '../../engine/actuals/schema.ts';
import type { ClosedMonthsVersion, PublishedModel } from '../repos/newestBaseline.ts';
import { publishedDefinition, type ModelDefinition } from '../../engine/model/definition.ts';
import { tablesOf } from '../../engine/model/tables.ts';
import type { DriverDef } from '../../engine/model/types.ts';
import { validateDrivers, withoutRetiredDrivers } from '../../engine/session/validate.ts';
import type { KernelEvaluator } from '../../engine/kernel/evaluator.ts';
import type { ModelSession } from '../../engine/session/session.ts';
import { figuresOf, type Figures } from '../../engine/session/figures.ts';
import type { ScenarioInputs } from '../../engine/session/scenarioHost.ts';
import { createScenarioHost, type ScenarioHost } from '../../engine/session/scenarioHost.ts';
import { closeWarningsOf, type CloseWarning } from '../../contract/closeWarnings.ts';

/**
 * The server's one door to the model. It keeps one scenario host (engine/session/scenarioHost.ts)
 * on the newest baseline (Node runs one request's model work at a time). A scenario's figures at
 * rest come from its evaluation session, the HyperFormula workbook of record, and can be cached
 * under a key that names what was read and the scenario version it was read for, e.g.
 * `figures:baseline@3`; the model definition's, baseline's and closed months' versions are part of
 * every key, so a cache never serves numbers for an older scenario, baseline or model. Drafts — a driver map per request, never the same
 * twice — and analyses of many evaluations go to the host's compiled kernel instead, uncached:
 * it evaluates in microseconds what the workbook would, cell for cell (docs/decisions.md).
 */
export interface ModelService {
  /** The actuals every forecast uses and their version. */
  baseline(): { version: number; actuals: Actuals };
  /** The published model definition every figure is computed with, and its version. */
  definition(): { version: number; definition: ModelDefinition };
  /** Re-reads the newest baseline version (after a save) and forgets every cached result. */
  reloadBaseline(): void;
  /**
   * Catalog ← the baseline's capital injection ← `overrides`: the driver values a scenario's
   * forecast uses. Refused overrides throw the engine's DriverInputError.
   */
  effectiveDrivers(overrides: Record<string, number>): Record<string, number>;
  /**
   * A scenario's values as the published model takes them: each a driver of the model within its
   * bounds, else the engine's DriverInputError naming it (400).
   */
  checkDrivers(values: Record<string, unknown>): Record<string, number>;
  /** `values` without those of drivers the model retired (kept in a version's history, left out of a restore). */
  withoutRetired<T>(values: Readonly<Record<string, T>>): Record<string, T>;
  /** The published model's drivers by id. */
  driverCatalog(): ReadonlyMap<string, DriverDef>;
  /**
   * Runs `read` on a session set to the effective drivers of `overrides`. Refused overrides throw
   * the engine's DriverInputError, which the error handler answers with 400 naming the driver.
   */
  compute<T>(inputs: ScenarioInputs, read: (session: ModelSession) => T): T;
  /** compute(), remembered under `key` for the current baseline version. */
  cached<T>(key: string, inputs: ScenarioInputs, read: (session: ModelSession) => T): T;
  /** Years, KPIs (2025–2030) and reconciliation, cached under `figures:${key}`. */
  figures(key: string, inputs: ScenarioInputs): Figures;
  /**
   * figures() under a published model definition, the current one or an earlier one: a kept
   * scenario version opens with the figures of the model it was saved under. Values for drivers
   * that model does not have are left out. The hosts of the two earlier models asked for last are kept.
   */
  figuresUnder(model: PublishedModel, key: string, inputs: ScenarioInputs): Figures;
  /** Runs `read` on the compiled kernel with the effective drivers of `overrides` (refusals as compute's). */
  kernel<T>(inputs: ScenarioInputs, read: (evaluator: KernelEvaluator, drivers: Record<string, number>) => T): T;
  /** The compiled kernel on the newest baseline, for analyses of many evaluations (forecast ranges, goal seek, attribution). */
  kernelEvaluator(): KernelEvaluator;
  /** What the kernel is computed from, as plain data for a thread that builds its own: the actuals, the published model and their key. */
  kernelInputs(): { key: string; actuals: Actuals; model: PublishedModel };
  /** Years, KPIs and reconciliation of a draft, from the compiled kernel, uncached. */
  draftFigures(inputs: ScenarioInputs): Figures;
  /** Closed months without every line, which the figures treat as open: what every answer with figures says about them. */
  closeWarnings(): CloseWarning[];
  /** Whether the closed months are the shipped sample: the exports say so. */
  sampleActuals(): boolean;
}

/**
 * Where the model reads the newest baseline and the closed months over it: the repositories on
 * the main thread (server/repos/newestBaseline.ts), the task's copy in a worker thread.
 */
export interface BaselineSource {
  current(): ModelInput;
}

export interface ModelInput {
  version: number;
  csv: string;
  closed: ClosedMonthsVersion;
  /** The published model definition the figures are computed with. */
  model: PublishedModel;
}

/** The key of what the model computes from: a cached figure is never served for other actuals or another model definition. */
function inputKey(input: ModelInput): string {
  return `model@${input.model.version}|baseline@${input.version}|monthly@${input.closed.version}|closed@${input.closed.months.lastClosedMonth ?? 'none'}`;
}

const CACHE_LIMIT = 256;

function parseBaseline(csv: string, version: number): Actuals {
  const parsed = parseActualsCsv(csv);
  if (!parsed.ok) {
    const first = parsed.errors[0];
    throw new Error(`baseline version ${version} does not parse: line ${first?.line}: ${first?.message}`);
  }
  return parsed.actuals;
}

export function createModelService(baselines: BaselineSource): ModelService {
  interface Loaded { version: number; key: string; host: ScenarioHost; model: { version: number; definition: ModelDefinition }; published: PublishedModel }
  let loaded: Loaded | undefined;
  const cache = new Map<string, unknown>();
  /** Hosts of earlier model versions on the current actuals, by `${inputKey}|${model version}`, least recently used first. */
  const earlier = new Map<string, { host: ScenarioHost; definition: ModelDefinition }>();
  const EARLIER_HOSTS = 2;

  function earlierHost(model: PublishedModel): { host: ScenarioHost; definition: ModelDefinition } {
    const current = load();
    const key = `${current.key}|${model.version}`;
    const known = earlier.get(key);
    if (known) {
      earlier.delete(key);
      earlier.set(key, known);
      return known;
    }
    const definition = publishedDefinition(model.source);
    const made = { host: createScenarioHost(current.host.actuals, definition), definition };
    earlier.set(key, made);
    // Hosts on older actuals go, and beyond the limit the least recently used.
    for (const [stale, old] of [...earlier]) {
      if (stale.startsWith(`${current.key}|`) && earlier.size <= EARLIER_HOSTS) continue;
      if (stale === key) continue;
      old.host.destroy();
      earlier.delete(stale);
    }
    return made;
  }

  function load(): Loaded {
    const row = baselines.current();
    const key = inputKey(row);
    if (!loaded || loaded.key !== key) {
      // The same model version keeps its definition value, and with it the kernel compiled for it.
      const model = loaded?.model.version === row.model.version ? loaded.model : { version: row.model.version, definition: publishedDefinition(row.model.source) };
      const host = createScenarioHost({ ...parseBaseline(row.csv, row.version), closed: row.closed.months }, model.definition);
      loaded?.host.destroy();
      loaded = { version: row.version, key, host, model, published: row.model };
      cache.clear();
    }
    return loaded;
  }

  const service: ModelService = {
    baseline() {
      const { version, host } = load();
      return { version, actuals: host.actuals };
    },
    definition: () => load().model,
    reloadBaseline() {
      loaded?.host.destroy();
      loaded = undefined;
      load();
    },
    effectiveDrivers: (overrides) => load().host.effectiveDrivers(overrides),
    checkDrivers: (values) => validateDrivers(values, service.driverCatalog()),
    driverCatalog: () => tablesOf(load().model.definition).driverById,
    withoutRetired(values) {
      const retired = new Set(load().model.definition.retiredDrivers);
      return Object.fromEntries(Object.entries(withoutRetiredDrivers(values)).filter(([id]) => !retired.has(id)));
    },
    compute: (inputs, read) => load().host.evaluate(inputs.key_drivers, read, inputs.headcount ?? null),
    cached(key, inputs, read) {
      const fullKey = `${load().key}|${key}`;
      if (cache.has(fullKey)) {
        const hit = cache.get(fullKey);
        // Re-insert to keep the map in least-recently-used order.
        cache.delete(fullKey);
        cache.set(fullKey, hit);
        return hit as ReturnType<typeof read>;
      }
      const result = service.compute(inputs, read);
      cache.set(fullKey, result);
      if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
      return result;
    },
    figures: (key, inputs) => service.cached(`figures:${key}`, inputs, (session) => figuresOf(session.cells())),
    figuresUnder(model, key, inputs) {
      if (model.version === load().model.version) return service.figures(key, inputs);
      const fullKey = `${load().key}|under@${model.version}|figures:${key}`;
      const hit = cache.get(fullKey) as Figures | undefined;
      if (hit) return hit;
      const { host, definition } = earlierHost(model);
      const { driverById } = tablesOf(definition);
      const known = Object.fromEntries(Object.entries(inputs.key_drivers).filter(([id]) => driverById.has(id)));
      const figures = host.evaluate(known, (session) => figuresOf(session.cells()), inputs.headcount ?? null);
      cache.set(fullKey, figures);
      if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
      return figures;
    },
    kernel(inputs, read) {
      const { host } = load();
      const evaluator = host.kernel();
      // The kernel is shared: the plan is this call's only, every other reader gets the generated one.
      evaluator.setHeadcount(inputs.headcount ?? null);
      try {
        return read(evaluator, host.effectiveDrivers(inputs.key_drivers));
      } finally {
        evaluator.setHeadcount(null);
      }
    },
    kernelEvaluator: () => load().host.kernel(),
    kernelInputs() {
      const { key, host, published } = load();
      return { key, actuals: host.actuals, model: published };
    },
    draftFigures: (inputs) => load().host.figures(inputs.key_drivers, inputs.headcount ?? null),
    closeWarnings() {
      const { closed } = baselines.current();
      return closeWarningsOf({ lastClosedMonth: closed.months.lastClosedMonth, incomplete: closed.incomplete });
    },
    sampleActuals: () => baselines.current().closed.sample,
  };
  return service;
}
