import { REF_FUNCTIONS } from '../formula/translate.ts';
import { KernelCompileError } from '../kernel/plan.ts';
import { planModel, type ModelPlan } from '../kernel/modelPlan.ts';
import { workbookLayout, type Layout } from '../workbook/compile.ts';
import { actualDerivedOf } from './actualsSheet.ts';
import { SETTING_NAME_BY_ID } from './baselineSettings.ts';
import { definitionOf, departmentsOf, DEFAULT_MODEL_SOURCE, type ModelDefinition, type ModelSource } from './definition.ts';
import { CALENDAR_ROWS } from './lines.ts';
import { departmentRowIds, planRowIds } from '../headcount/planRows.ts';
import { DEFAULT_DEPARTMENTS, type Department } from '../headcount/plan.ts';
import { textProblem } from '../format/text.ts';
import { checkFormula, FORMULA_MAX_LENGTH, SECTION_SUM, type FormulaFacts, type FormulaNames } from './formulaCheck.ts';

/**
 * Checking a model definition before anything evaluates it: every problem a modeller can make,
 * each naming the item, the field and, inside a formula, the character where it is — so the API
 * answers it as a 400 and the Model screen underlines it. Each formula is checked on its own by
 * formulaCheck.ts; this file checks the definition as a whole (ids, bounds, departments, cycles).
 * `compileModel` runs these checks, then plans every formula for the kernel on the definition's own
 * layout (which catches the rest).
 */

/** Bounds on a definition, checked before any formula is parsed: a hostile definition costs little. */
export const MODEL_LIMITS = {
  drivers: 1_000,
  derived: 500,
  lines: 2_000,
  annualExtras: 200,
  kpis: 500,
  formulaLength: FORMULA_MAX_LENGTH,
  idLength: 64,
  departments: 30,
  departmentNameLength: 60,
} as const;

export type DefinitionItem = 'driver' | 'derived' | 'line' | 'annual_extra' | 'kpi' | 'department' | 'definition';

export type DefinitionProblemCode =
  | 'too_many' | 'invalid_id' | 'duplicate_id' | 'reserved_name' | 'too_long' | 'syntax' | 'unknown_function'
  | 'arguments' | 'text' | 'comparison' | 'unknown_name' | 'not_here' | 'needs_opening' | 'empty_section'
  | 'cycle' | 'in_use' | 'locked' | 'bounds' | 'actuals' | 'hgb' | 'unsupported' | 'invalid_name' | 'duplicate_name' | 'department_line';

export interface DefinitionProblem {
  code: DefinitionProblemCode;
  item: DefinitionItem;
  /** The item's id ('' for the definition as a whole). */
  id: string;
  /** The field at fault: id, formula, opening, min, … */
  field: string;
  /** Zero-based character of the formula where the problem is, when it is inside a formula. */
  position?: number;
  message: string;
}

const ID = /^[a-z][a-z0-9_]*$/;
/** Names formulas use for something else: the calendar rows, the reference functions, the baseline settings (the plan rows depend on the departments). */
const RESERVED: ReadonlySet<string> = new Set([...CALENDAR_ROWS, ...REF_FUNCTIONS, 'lag', ...SETTING_NAME_BY_ID.keys()]);
/** The section whose sum is FTEs (`ftes`): every department's people enter it through one of its lines. */
const HEADCOUNT_SECTION = 'headcount';

/** The first cycle among same-period dependencies, as the ids on it (first one repeated at the end). */
function findCycle(dependencies: ReadonlyMap<string, readonly string[]>): string[] | null {
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (id: string): string[] | null => {
    const seen = state.get(id);
    if (seen === 'done') return null;
    if (seen === 'visiting') return [...stack.slice(stack.indexOf(id)), id];
    state.set(id, 'visiting');
    stack.push(id);
    for (const next of dependencies.get(id) ?? []) {
      if (!dependencies.has(next)) continue;
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(id, 'done');
    return null;
  };
  for (const id of dependencies.keys()) {
    const cycle = visit(id);
    if (cycle) return cycle;
  }
  return null;
}

/** Every item of a definition with its id, in definition order. */
function idsOf(source: ModelSource): [DefinitionItem, string][] {
  return [
    ...source.drivers.map((d): [DefinitionItem, string] => ['driver', d.id]),
    ...source.derived.map((d): [DefinitionItem, string] => ['derived', d.id]),
    ...source.lines.map((l): [DefinitionItem, string] => ['line', l.id]),
    ...source.annual_extras.map((e): [DefinitionItem, string] => ['annual_extra', e.id]),
    ...source.kpis.map((k): [DefinitionItem, string] => ['kpi', k.id]),
  ];
}

/** Where a formula the kernel's planning refused sits, from the name planning gives it ("Monthly ebitda (opening)"). */
function plannedItem(message: string): { item: DefinitionItem; id: string; field: string } {
  const match = /^(derived|Actuals|Monthly|Annual|KPI) ([a-z][a-z0-9_]*)( \(opening\))?/.exec(message);
  if (!match) return { item: 'definition', id: '', field: 'formula' };
  const item: DefinitionItem = match[1] === 'derived' ? 'derived' : match[1] === 'Annual' ? 'annual_extra' : match[1] === 'KPI' ? 'kpi' : 'line';
  return { item, id: match[2] as string, field: match[3] ? 'opening' : 'formula' };
}

/** What is wrong with a department's name (the rules of every shown text, engine/format/text.ts), or null. */
function departmentNameProblem(name: string): string | null {
  if (name.trim() === '') return 'the name must not be empty';
  if (name !== name.trim()) return 'the name must not begin or end with a space';
  if (name.length > MODEL_LIMITS.departmentNameLength) return `the name must be at most ${MODEL_LIMITS.departmentNameLength} characters`;
  const text = textProblem(name, { visible: true });
  return text && `the name ${text}`;
}

/**
 * The departments' own problems: ids, names, and removals. A shipped department is read by id
 * (the generated plan, the department lines, KPIs); a published one may hold positions of saved
 * plans, which no evaluator could place without it: both are renamed, never removed. The
 * departments whose ids are sound, in definition order.
 */
function checkDepartments(source: ModelSource, previous: ModelSource, add: (item: DefinitionItem, id: string, field: string) => (code: DefinitionProblemCode, message: string) => void): Department[] {
  const sound: Department[] = [];
  const ids = new Set<string>();
  const names = new Map<string, string>();
  for (const department of departmentsOf(source)) {
    const { id, name } = department;
    if (id.length > MODEL_LIMITS.idLength || !ID.test(id)) {
      add('department', id, 'id')('invalid_id', `"${id.slice(0, MODEL_LIMITS.idLength)}" is not an id: lower-case letters, digits and _, starting with a letter, at most ${MODEL_LIMITS.idLength} characters`);
    } else if (ids.has(id)) {
      add('department', id, 'id')('duplicate_id', `${id} is already the id of a department`);
    } else {
      ids.add(id);
      sound.push(department);
    }
    const nameProblem = departmentNameProblem(name);
    // Positions are pasted and imported by department name too (any case): two alike would be one.
    const sameName = names.get(name.trim().toLocaleLowerCase('en'));
    if (nameProblem) add('department', id, 'name')('invalid_name', nameProblem);
    else if (sameName !== undefined && sameName !== id) add('department', id, 'name')('duplicate_name', `${name} is already the name of department ${sameName}`);
    else names.set(name.trim().toLocaleLowerCase('en'), id);
  }
  const shipped = new Set(DEFAULT_DEPARTMENTS.map((department) => department.id));
  for (const { id } of DEFAULT_DEPARTMENTS) {
    if (!ids.has(id)) add('department', id, 'id')('locked', `${id} is a department of the shipped model, which the generated plan, the department lines and KPIs read by id: it can be renamed, not removed`);
  }
  for (const { id } of departmentsOf(previous)) {
    if (!ids.has(id) && !shipped.has(id)) add('department', id, 'id')('locked', `${id} is a published department: saved headcount plans may have positions in it, so it can be renamed, not removed`);
  }
  return sound;
}

/**
 * Every problem of a definition, in the order of the definition. With `previous` (the published
 * definition), removing an item that others still read names them.
 */
export function checkModelSource(source: ModelSource, previous: ModelSource = DEFAULT_MODEL_SOURCE): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const add = (item: DefinitionItem, id: string, field: string) => (code: DefinitionProblemCode, message: string, position?: number): void => {
    problems.push({ code, item, id, field, message, ...(position === undefined ? {} : { position }) });
  };

  const counts: [DefinitionItem, number, number, string][] = [
    ['driver', source.drivers.length, MODEL_LIMITS.drivers, 'drivers'],
    ['derived', source.derived.length, MODEL_LIMITS.derived, 'derived values'],
    ['line', source.lines.length, MODEL_LIMITS.lines, 'lines'],
    ['annual_extra', source.annual_extras.length, MODEL_LIMITS.annualExtras, 'annual lines'],
    ['kpi', source.kpis.length, MODEL_LIMITS.kpis, 'KPIs'],
    ['department', departmentsOf(source).length, MODEL_LIMITS.departments, 'departments'],
  ];
  for (const [item, count, limit, what] of counts) {
    if (count > limit) add('definition', '', item)('too_many', `${count.toLocaleString('en')} ${what}; a model holds at most ${limit.toLocaleString('en')}`);
  }
  if (problems.length > 0) return problems;

  const departments = checkDepartments(source, previous, add);
  // A published department's rows are names items may not take; a new department's rows that an
  // item already has are reported on the department (below), as any new id that clashes.
  const publishedDepartments = new Set(departmentsOf(previous).map((department) => department.id));
  const reservedRows = new Set(planRowIds(departments.filter((department) => publishedDepartments.has(department.id))));

  // Ids: one namespace for drivers, derived values, lines and annual lines; KPIs have their own.
  const owner = new Map<string, DefinitionItem>();
  const checkId = (item: DefinitionItem, id: string, namespace: Map<string, DefinitionItem>): void => {
    const problem = add(item, id, 'id');
    if (id.length > MODEL_LIMITS.idLength || !ID.test(id)) {
      problem('invalid_id', `"${id.slice(0, MODEL_LIMITS.idLength)}" is not an id: lower-case letters, digits and _, starting with a letter, at most ${MODEL_LIMITS.idLength} characters`);
    } else if (RESERVED.has(id)) {
      problem('reserved_name', `${id} is a reserved name of the formula language or the baseline data`);
    } else if (item !== 'kpi' && reservedRows.has(id)) {
      problem('reserved_name', `${id} is a row of the headcount plan (the people or cost of a department, or of the whole plan)`);
    } else if (namespace.has(id)) {
      problem('duplicate_id', `${id} is already the id of a ${String(namespace.get(id)).replace('_', ' ')}`);
    } else {
      namespace.set(id, item);
    }
  };
  // The items the published definition has claim their ids first, so a clash is reported on the new item.
  const published = new Set(idsOf(previous).map(([item, id]) => `${item}:${id}`));
  const ids = idsOf(source);
  const kpiIds = new Map<string, DefinitionItem>();
  for (const [item, id] of [...ids.filter(([item, id]) => published.has(`${item}:${id}`)), ...ids.filter(([item, id]) => !published.has(`${item}:${id}`))]) {
    checkId(item, id, item === 'kpi' ? kpiIds : owner);
  }
  for (const department of departments) {
    if (publishedDepartments.has(department.id)) continue;
    for (const row of departmentRowIds(department)) {
      const holder = owner.get(row);
      if (holder) add('department', department.id, 'id')('duplicate_id', `${row}, a row of the department in the headcount plan, is already the id of a ${holder.replace('_', ' ')}`);
    }
  }

  for (const driver of source.drivers) {
    const { min, max, baseline } = driver;
    if (![min, max, baseline].every(Number.isFinite) || min > max || baseline < min || baseline > max) {
      add('driver', driver.id, 'baseline')('bounds', `min ${min} ≤ baseline ${baseline} ≤ max ${max} does not hold`);
    }
  }

  // Only the lines of the shipped model take actuals: the baseline data and the monthly import hold those.
  const shippedActuals = new Map(DEFAULT_MODEL_SOURCE.lines.filter((l) => l.actuals).map((l) => [l.id, JSON.stringify(l.actuals)]));
  for (const line of source.lines) {
    if (line.actuals && shippedActuals.get(line.id) !== JSON.stringify(line.actuals)) {
      add('line', line.id, 'actuals')('actuals', 'only the lines of the shipped model take actuals; a new line is computed from its formula, and reads 0 in the months the books already hold');
    }
  }
  // The shipped model's items are read by name by screens and analyses (revenue streams, EBITDA,
  // cash, the drivers GTM and TOM read): their formulas may change, they stay.
  const present = new Set(ids.map(([item, id]) => `${item}:${id}`));
  const shipped = new Set(idsOf(DEFAULT_MODEL_SOURCE).map(([item, id]) => `${item}:${id}`));
  for (const [item, id] of idsOf(DEFAULT_MODEL_SOURCE)) {
    if (!present.has(`${item}:${id}`)) add(item, id, 'id')('locked', `${id} belongs to the shipped model, which screens and analyses read by name: its formula can change, it cannot be removed`);
  }

  // Every P&L line that is no total is shown under its item of the statutory P&L (§ 275 Abs. 2 HGB, engine/model/hgb.ts).
  for (const line of source.lines) {
    if (line.statement === 'pnl' && !line.total && line.hgb === undefined) {
      add('line', line.id, 'hgb')('hgb', 'a line on the P&L needs its item of the German statutory P&L (hgb), e.g. "8" for other operating expenses');
    }
  }

  const lines = new Map(source.lines.map((line) => [line.id, line]));
  const sections = new Map<string, number>();
  for (const line of source.lines) if (!line.total) sections.set(line.section, (sections.get(line.section) ?? 0) + 1);
  const names: FormulaNames = {
    driverLevel: new Set([...source.drivers.map((d) => d.id), ...source.derived.map((d) => d.id), ...SETTING_NAME_BY_ID.keys()]),
    lines,
    withOpening: new Set(source.lines.filter((line) => line.opening !== undefined).map((line) => line.id)),
    extras: new Set(source.annual_extras.map((e) => e.id)),
    actualRows: new Set([...source.lines.filter((line) => line.actuals?.baseline).map((line) => line.id), ...actualDerivedOf(source.lines).map((row) => row.id)]),
    sections,
    planRows: new Set(planRowIds(departments)),
  };

  // Who reads what, for naming the readers of a removed item.
  const readersOf = new Map<string, Set<string>>();
  const facts = (reader: string, found: FormulaFacts): string[] => {
    for (const id of found.reads) readersOf.set(id, (readersOf.get(id) ?? new Set()).add(reader));
    return found.dependencies;
  };
  const derivedDeps = new Map(source.derived.map((d) => [d.id, facts(d.id, checkFormula(d.formula, 'derived', names, add('derived', d.id, 'formula')))]));
  const lineDeps = new Map<string, string[]>();
  const openingDeps = new Map<string, string[]>();
  const lineReads = new Map<string, ReadonlySet<string>>();
  for (const line of source.lines) {
    const found = checkFormula(line.formula, 'line', names, add('line', line.id, 'formula'));
    lineReads.set(line.id, found.reads);
    lineDeps.set(line.id, facts(line.id, found));
    if (line.opening !== undefined) openingDeps.set(line.id, facts(line.id, checkFormula(line.opening, 'opening', names, add('line', line.id, 'opening'))));
  }
  const extraDeps = new Map(source.annual_extras.map((e) => [e.id, facts(e.id, checkFormula(e.formula, 'annual_extra', names, add('annual_extra', e.id, 'formula')))]));
  for (const kpi of source.kpis) {
    facts(`KPI ${kpi.id}`, checkFormula(kpi.formula, 'kpi', names, add('kpi', kpi.id, 'formula')));
    if (kpi.textWhen && !lines.has(kpi.textWhen.line) && !names.extras.has(kpi.textWhen.line)) {
      add('kpi', kpi.id, 'textWhen')('unknown_name', `${kpi.textWhen.line} is not a line of the model`);
    }
  }

  // FTEs are the sum of the headcount section: each department's people enter it through exactly
  // one of its lines, or FTEs (and what reads them: office, licences, KPIs per FTE) would miss them
  // or count them twice, while Employees (plan_cost) counts every position.
  const headcountLines = source.lines.filter((line) => line.section === HEADCOUNT_SECTION && !line.total);
  for (const department of departments) {
    const { id } = department;
    const [heads] = departmentRowIds(department);
    const readers = headcountLines.filter((line) => lineReads.get(line.id)?.has(heads)).map((line) => line.id);
    if (readers.length === 0) {
      add('department', id, 'line')('department_line', `no line of section ${HEADCOUNT_SECTION} reads ${heads}, so FTEs would miss the department's people: add one, e.g. ${id}_ftes = ${heads}`);
    } else if (readers.length > 1) {
      add('department', id, 'line')('department_line', `${readers.join(', ')} read ${heads} in section ${HEADCOUNT_SECTION}, so FTEs would count the department's people ${readers.length} times: keep one`);
    }
  }

  // A section sum depends on the section's members (so a member reading its own total is a cycle).
  const membersOf = (section: string): string[] => source.lines.filter((l) => l.section === section && !l.total).map((l) => l.id);
  const expand = (deps: readonly string[]): string[] => deps.flatMap((dep) => (dep.startsWith(`${SECTION_SUM}:`) ? membersOf(dep.slice(SECTION_SUM.length + 1)) : [dep]));
  const periods: [DefinitionItem, string, Map<string, string[]>][] = [
    ['derived', 'formula', derivedDeps],
    ['line', 'formula', new Map([...lineDeps].map(([id, deps]) => [id, expand(deps)]))],
    ['line', 'opening', new Map([...openingDeps].map(([id, deps]) => [id, expand(deps)]))],
    ['annual_extra', 'formula', new Map([...extraDeps].map(([id, deps]) => [id, expand(deps)]))],
  ];
  for (const [item, field, deps] of periods) {
    const cycle = findCycle(deps);
    if (cycle) add(item, cycle[0] as string, field)('cycle', `${cycle.join(' → ')} is a cycle: each needs the other first`);
  }

  // Removing what others read: name the readers, not only the broken formulas.
  for (const [item, id] of idsOf(previous)) {
    const readers = readersOf.get(id);
    // A shipped item is reported as locked above.
    if (item === 'kpi' || owner.has(id) || !readers || shipped.has(`${item}:${id}`)) continue;
    add(item, id, 'id')('in_use', `${id} cannot be removed while ${[...readers].join(', ')} read${readers.size === 1 ? 's' : ''} it; change those formulas first`);
  }
  return problems;
}

export interface CompiledModel {
  source: ModelSource;
  definition: ModelDefinition;
  layout: Layout;
  plan: ModelPlan;
}

export type CompileResult = { ok: true; model: CompiledModel } | { ok: false; problems: DefinitionProblem[] };

/**
 * Checks a definition and compiles it: the definition the evaluators read, its workbook layout and
 * the kernel's plan of every formula. A problem the checks above do not know (a formula the
 * kernel cannot plan) is still reported, naming the formula, never thrown.
 */
export function compileModel(source: ModelSource, previous?: ModelSource): CompileResult {
  const problems = checkModelSource(source, previous);
  if (problems.length > 0) return { ok: false, problems };
  try {
    const definition = definitionOf(source);
    const layout = workbookLayout(definition);
    return { ok: true, model: { source, definition, layout, plan: planModel(definition, layout) } };
  } catch (error) {
    if (!(error instanceof KernelCompileError) && !(error instanceof Error)) throw error;
    return { ok: false, problems: [{ code: 'unsupported', ...plannedItem(error.message), message: error.message }] };
  }
}
