import type { BinaryOperator } from '../formula/parse.ts';
import { ALL_YEARS } from '../calendar.ts';
import { KPI_YEARS, workbookLayout, type Layout } from '../workbook/compile.ts';
import { definitionFingerprint } from './fingerprint.ts';
import { KERNEL_COLUMNS, kernelMemory, MODEL_DEFINITION, planModel, type ModelDefinition, type Step } from './modelPlan.ts';
import { KernelCompileError, planFormula, type Operand, type PlannedNode } from './plan.ts';

/**
 * Writes the kernel's code (engine/kernel/generated.ts) from the planned definition: straight-line
 * TypeScript over the kernel's memory, generated at build time by `npm run -s kernel -- --write`
 * and held fresh by a test, so nothing is generated from strings at run time (the CSP has no
 * 'unsafe-eval'). Each formula becomes one statement; every operation calls semantics.ts, which
 * holds HyperFormula's meaning of it. The code is split into functions small enough for V8 to
 * optimise (it leaves functions of more than 60 KB of bytecode to the interpreter).
 */

/** + − × run on plain numbers (semantics.ts says why that keeps errors where the workbook has them); ÷ is written out in expressionSource. */
const OPERATOR: Record<Exclude<BinaryOperator, '/'>, (a: string, b: string) => string> = {
  '+': (a, b) => `(${a} + ${b})`,
  '-': (a, b) => `(${a} - ${b})`,
  '*': (a, b) => `(${a} * ${b})`,
  '^': (a, b) => helper('pow', a, b),
  '=': (a, b) => helper('eq', a, b),
  '<>': (a, b) => helper('ne', a, b),
  '<': (a, b) => helper('lt', a, b),
  '>': (a, b) => helper('gt', a, b),
  '<=': (a, b) => helper('le', a, b),
  '>=': (a, b) => helper('ge', a, b),
};

/**
 * The semantics.ts functions a generated body calls, each read once into a module constant
 * (`$pow` for `$.pow`): a call through the module namespace costs a property load on every cell,
 * and under some loaders (tsx) a getter call, which took half of an evaluation's time.
 */
const usedHelpers = new Set<string>();

/** A call of a semantics.ts function. */
function helper(name: string, ...args: string[]): string {
  usedHelpers.add(name);
  return `$${name}(${args.map(bare).join(', ')})`;
}

/** `const { pow: $pow, … } = $;` for the helpers in `names`. */
function helperBindings(names: ReadonlySet<string>): string {
  return `const { ${[...names].sort().map((name) => `${name}: $${name}`).join(', ')} } = $;`;
}

const RESERVED = new Set(('break case catch class const continue debugger default delete do else enum export extends false finally for '
  + 'function if import in instanceof new null return super switch this throw true try typeof var void while with yield let static '
  + 'implements interface package private protected public await arguments eval undefined NaN Infinity m c').split(' '));

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** `$fin(a + b)` rather than `$fin((a + b))`: drops parentheses that enclose the whole expression. */
function bare(expression: string): string {
  if (!expression.startsWith('(') || !expression.endsWith(')')) return expression;
  let depth = 0;
  for (let i = 0; i < expression.length - 1; i += 1) {
    if (expression[i] === '(') depth += 1;
    if (expression[i] === ')') depth -= 1;
    if (depth === 0) return expression;
  }
  return expression.slice(1, -1);
}

function localName(id: string): string {
  if (!IDENTIFIER.test(id) || RESERVED.has(id) || /^(t|hoisted_)\d+$/.test(id)) throw new KernelCompileError(`${id} cannot name a local in the generated kernel`);
  return id;
}

/** Statements of one column: inside a column loop ('c') or of a fixed column. */
interface Block {
  column: 'c' | number;
  /** Cells computed earlier in this block and held in a local: `${sheet}:${index}` → name. */
  locals: Map<string, string>;
  /** SourceContext.bound of the block's code. */
  bound: Map<string, string>;
}

const newBlock = (column: 'c' | number): Block => ({ column, locals: new Map(), bound: new Map() });

/** One generated function: its statements and the drivers and derived values they read. */
interface FunctionCode {
  name: string;
  doc: string;
  lines: string[];
  driverLevel: Set<string>;
}

/** How the code of one function reads an operand and names its temporaries. */
interface SourceContext {
  operand(operand: Operand): string;
  temporary(): string;
  /**
   * Temporaries already bound in this block, by the expression they hold: a month computes
   * `month_of_year = 1` or a year's CHOOSE index once, however many lines ask. Every cell a block
   * reads is written before it is read and never again, so the same text is the same value.
   */
  bound?: Map<string, string>;
}

/** JavaScript's comparison for a formula's, written out in an IF's condition. */
const COMPARISON: Partial<Record<BinaryOperator, string>> = { '=': '===', '<>': '!==', '<': '<', '>': '>', '<=': '<=', '>=': '>=' };

/** An operand the generated code may read twice: a local, a number or one memory cell. */
const SIMPLE = /^([a-z_][a-z0-9_]*|-?\d+(\.\d+)?(e-?\d+)?|m\[\d+( \+ c)?\]!)$/;

/** A temporary holding `value` (pushed to `prelude`), or the one this block already holds it in. */
function bind(value: string, context: SourceContext, prelude: string[]): string {
  const text = bare(value);
  const existing = context.bound?.get(text);
  if (existing) return existing;
  const name = context.temporary();
  prelude.push(`const ${name} = ${text};`);
  context.bound?.set(text, name);
  return name;
}

/**
 * An IF's condition as 1, 0 or NaN (semantics.ts condition and the comparisons), written out:
 * these run in every month, and calls V8 does not inline cost more than the test.
 */
function conditionSource(node: PlannedNode, context: SourceContext, prelude: string[]): string {
  const simple = (value: string) => (SIMPLE.test(value) ? value : bind(value, context, prelude));
  const finite = (value: string) => (/^-?\d/.test(value) ? [] : [`${value} - ${value} === 0`]);
  const comparison = node.kind === 'binary' ? COMPARISON[node.operator] : undefined;
  if (node.kind === 'binary' && comparison) {
    const left = simple(expressionSource(node.left, context, prelude));
    const right = simple(expressionSource(node.right, context, prelude));
    const checks = [...finite(left), ...finite(right)];
    const test = `${left} ${comparison} ${right} ? 1 : 0`;
    return checks.length === 0 ? test : `${checks.join(' && ')} ? (${test}) : NaN`;
  }
  const value = simple(expressionSource(node, context, prelude));
  return /^-?\d/.test(value) ? String(Number(Number(value) !== 0)) : `${value} - ${value} === 0 ? (${value} !== 0 ? 1 : 0) : NaN`;
}

/** The expression of a planned formula; IF and CHOOSE put their condition or index in a temporary first (pushed to `prelude`). */
function expressionSource(node: PlannedNode, context: SourceContext, prelude: string[]): string {
  const source = (child: PlannedNode) => expressionSource(child, context, prelude);
  switch (node.kind) {
    case 'constant':
      return String(node.value);
    case 'operand':
      return context.operand(node.operand);
    case 'negate':
      return `(-${source(node.operand)})`;
    case 'binary': {
      const left = source(node.left);
      const right = source(node.right);
      if (node.operator === '/') {
        // #DIV/0! for a zero divisor, and a non-finite divisor (x ÷ ∞ would be a finite 0) keeps
        // the error. A non-zero constant divisor needs no check. Written out rather than called:
        // a call in every month would use up V8's inlining budget, and calls it does not inline
        // box their numbers.
        if (node.right.kind === 'constant' && node.right.value !== 0) return `(${left} / ${right})`;
        const divisor = IDENTIFIER.test(right) ? right : bind(right, context, prelude);
        return `(${divisor} === 0 || ${divisor} - ${divisor} !== 0 ? NaN : ${left} / ${divisor})`;
      }
      return OPERATOR[node.operator](left, right);
    }
    case 'call': {
      if (node.name === 'IF') {
        // An error in the branch not taken does not matter; an error in the condition does.
        const [test, then, otherwise] = node.args as [PlannedNode, PlannedNode, PlannedNode];
        const condition = bind(conditionSource(test, context, prelude), context, prelude);
        return `(${condition} === 1 ? ${source(then)} : ${condition} === 0 ? ${source(otherwise)} : NaN)`;
      }
      const args = node.args.map(source);
      const [first = '', second = '0'] = args;
      switch (node.name) {
        case 'MAX':
        case 'MIN':
          // HyperFormula folds MAX and MIN left to right; nested pairs are the same fold.
          return args.slice(1).reduce((acc, arg) => helper(node.name.toLowerCase(), acc, arg), first);
        case 'EXP': return helper('exp', first);
        case 'POWER': return helper('pow', first, second);
        case 'ROUND': return helper('round', first, second);
        case 'CHOOSE': {
          const index = bind(helper('chooseIndex', first, String(args.length - 1)), context, prelude);
          return `(${args.slice(1).map((choice, i) => `${index} === ${i + 1} ? ${choice} : `).join('')}NaN)`;
        }
      }
    }
  }
}

/**
 * The body of a function computing one formula over named values (`$` is semantics.ts): the
 * kernel's code for a formula outside the model, which the semantics test runs against HyperFormula.
 */
export function formulaSource(formula: string, names: readonly string[]): string {
  usedHelpers.clear();
  const prelude: string[] = [];
  let temporaries = 0;
  const node = planFormula(formula, {
    where: 'formula',
    resolve: (ref) => {
      const index = names.indexOf(ref.id);
      if (ref.kind !== 'name' || index < 0) throw new KernelCompileError(`unknown name ${ref.id}`);
      return { kind: 'slot', sheet: 'drivers', index, id: ref.id };
    },
  });
  const value = expressionSource(node, { operand: (operand) => localName(operand.id), temporary: () => `t${temporaries++}`, bound: new Map() }, prelude);
  const result = `return ${helper('fin', value)};`;
  return [helperBindings(usedHelpers), ...prelude, result].join('\n');
}

export function generateKernelModule(definition: ModelDefinition = MODEL_DEFINITION, layout: Layout = workbookLayout()): string {
  usedHelpers.clear();
  usedHelpers.add('twelveMonths');
  const plan = planModel(definition, layout);
  const memory = kernelMemory(layout);
  const derivedIds = new Set(plan.derived.map((step) => step.id));
  let temporaries = 0;

  const driverLevelIndex = (id: string): number => {
    const setting = layout.settingRows.get(id);
    return setting !== undefined
      ? memory.base.actuals + (setting - 1) * KERNEL_COLUMNS.actuals
      : memory.base.drivers + (layout.rows.Drivers.get(id) as number) - 1;
  };
  const address = (operand: Operand): number => {
    if (operand.sheet === 'hoisted') throw new KernelCompileError(`hoisted value ${operand.index} has no memory cell`);
    return memory.base[operand.sheet] + operand.index;
  };
  const cell = (index: number, column: 'c' | number): string => (column === 'c' ? `m[${index} + c]!` : `m[${index + column}]!`);

  const context = (block: Block | undefined, code: FunctionCode): SourceContext => ({
    operand: (operand) => operandText(operand, block, code),
    temporary: () => `t${temporaries++}`,
    bound: block?.bound,
  });
  const expression = (node: PlannedNode, block: Block | undefined, code: FunctionCode, prelude: string[]) => expressionSource(node, context(block, code), prelude);

  function operandText(operand: Operand, block: Block | undefined, code: FunctionCode): string {
    if (operand.sheet === 'hoisted') return operand.id;
    if (operand.kind === 'slot' && (operand.sheet === 'drivers' || layout.settingRows.has(operand.id))) {
      code.driverLevel.add(operand.id);
      return localName(operand.id);
    }
    if (operand.kind === 'lag') {
      // lag(line, n): the cell n columns back, 0 before the opening column (as the workbook writes it).
      if (block?.column !== 'c') throw new KernelCompileError(`lag(${operand.id}) outside the monthly loop`);
      const shift = operand.shift ?? 0;
      return `(c >= ${shift} ? m[${address(operand)} + c - ${shift}]! : 0)`;
    }
    const local = block?.locals.get(`${operand.sheet}:${operand.index}`);
    if (local) return local;
    if (operand.kind === 'slot') return `m[${address(operand)}]!`;
    if (!block) throw new KernelCompileError(`a column cell (${operand.id}) outside a column block`);
    return cell(address(operand), block.column);
  }

  /** Whether a formula reads the cell (of the same column) that a step fills. */
  const reads = (node: PlannedNode, step: Step): boolean => {
    switch (node.kind) {
      case 'constant': return false;
      case 'operand': return node.operand.kind !== 'lag' && node.operand.sheet === step.sheet && node.operand.index === step.target;
      case 'negate': return reads(node.operand, step);
      case 'binary': return reads(node.left, step) || reads(node.right, step);
      case 'call': return node.args.some((arg) => reads(arg, step));
    }
  };
  const readsStep = (later: Step, step: Step): boolean => reads(later.formula, step) || (later.closed !== undefined && reads(later.closed, step));

  /** Statements filling each step's cell of the block's column, with a local for a cell a later step reads. */
  function fill(steps: readonly Step[], block: Block, code: FunctionCode, label: (step: Step) => string = (step) => step.id): string[] {
    const local = (step: Step) => localName(label(step).replace(' ', '_'));
    const lines: string[] = [];
    steps.forEach((step, i) => {
      const prelude: string[] = [];
      const forecast = expression(step.formula, block, code, prelude);
      // In a closed month the line takes its actual (or the formula over the actuals) instead.
      const value = step.closed === undefined
        ? forecast
        : `(${operandText(plan.closedFlag, block, code)} === 1 ? ${expression(step.closed, block, code, prelude)} : ${forecast})`;
      const index = memory.base[step.sheet] + step.target;
      const target = block.column === 'c' ? `m[${index} + c]` : `m[${index + block.column}]`;
      // The cell's value, NaN when not finite (semantics.ts fin, written out for the reason above).
      const raw = IDENTIFIER.test(value) ? value : context(block, code).temporary();
      lines.push(...prelude, ...(raw === value ? [] : [`const ${raw} = ${bare(value)};`]));
      const cellValue = `${raw} - ${raw} === 0 ? ${raw} : NaN`;
      if (steps.slice(i + 1).some((later) => readsStep(later, step))) {
        const name = local(step);
        lines.push(`const ${name} = (${target} = ${cellValue});`);
        block.locals.set(`${step.sheet}:${step.target}`, name);
      } else {
        lines.push(`${target} = ${cellValue}; // ${label(step)}`);
      }
    });
    return lines;
  }
  const newFunction = (name: string, doc: string): FunctionCode => ({ name, doc, lines: [], driverLevel: new Set() });
  const section = (code: FunctionCode, title: string, lines: readonly string[]) => code.lines.push('', `// ${title}`, ...lines);
  const loop = (to: number, lines: readonly string[]) => [`for (let c = 1; c < ${to}; c += 1) {`, ...lines.map((line) => `  ${line}`), '}'];

  // Derived values: the only function that computes driver-level values; the others read them from memory.
  const derived = newFunction('derivedValues', 'Derived values, from the drivers.');
  section(derived, 'Derived values', fill(plan.derived, newBlock(0), derived));

  const months = newFunction('months', 'The Actuals rows computed from the actual months, and every forecast month.');
  const hoisted = plan.hoisted.flatMap((subtree, i) => {
    const prelude: string[] = [];
    const value = expression(subtree, undefined, months, prelude);
    return [...prelude, `const hoisted_${i} = ${bare(value)};`];
  });
  section(months, 'Subtrees of monthly and actual formulas that read only drivers: the same in every month', hoisted);
  section(months, 'Actuals: rows computed from the monthly actuals, January 2024', fill(plan.actualFirst, newBlock(0), months));
  section(months, '… and every later actual month', loop(KERNEL_COLUMNS.actuals, fill(plan.actualRest, newBlock('c'), months)));
  section(months, 'Monthly: the opening column (December 2025)', fill(plan.opening, newBlock(0), months));
  section(months, 'Monthly: every forecast month, its lines in evaluation order', loop(KERNEL_COLUMNS.monthly, fill(plan.monthly, newBlock('c'), months)));

  // One loop over a table of the SUM and AVERAGE cells: 200 calls would overrun V8's inlining budget.
  const annual = newFunction('annualLines', 'Every line aggregated per year: SUM or AVERAGE of the twelve months, or the first or last month.');
  const twelve = plan.annualLines.filter(({ how }) => how === 'sum' || how === 'avg');
  const aggregates = twelve.map(({ id, year, target, sheet, first, how }) =>
    `  ${memory.base.annual + target}, ${memory.base[sheet] + first}, ${how === 'avg' ? 12 : 1}, // ${id} ${year}`);
  section(annual, 'SUM and AVERAGE', [
    'for (let k = 0; k < TWELVE_MONTHS.length; k += 3) {',
    '  m[TWELVE_MONTHS[k]!] = $twelveMonths(m, TWELVE_MONTHS[k + 1]!, TWELVE_MONTHS[k + 2]!);',
    '}',
  ]);
  section(annual, 'First or last month', plan.annualLines.filter(({ how }) => how === 'first' || how === 'last').map(({ id, year, target, sheet, first, how }) =>
    `m[${memory.base.annual + target}] = m[${memory.base[sheet] + (how === 'first' ? first : first + 11)}]!; // ${id} ${year}`));

  const single = (steps: readonly Step[], code: FunctionCode, years: readonly number[], columns: number) =>
    fill(steps, newBlock(0), code, (step) => `${step.id} ${years[step.target % columns]}`);
  const extras = newFunction('annualExtras', 'The annual-only lines of every year.');
  section(extras, 'Annual extras', single(plan.annualExtras, extras, ALL_YEARS, KERNEL_COLUMNS.annual));
  const kpis = KPI_YEARS.map((year, k) => {
    const code = newFunction(`kpis${year}`, `The KPIs of ${year}.`);
    section(code, `KPIs ${year}`, single(plan.kpis.filter((step) => step.target % KERNEL_COLUMNS.kpis === k), code, KPI_YEARS, KERNEL_COLUMNS.kpis));
    return code;
  });

  const functions = [derived, months, annual, extras, ...kpis];
  const rendered = functions.flatMap((code) => {
    const driverReads = [...code.driverLevel]
      .filter((id) => code !== derived || !derivedIds.has(id))
      .map((id) => ({ id, index: driverLevelIndex(id) }))
      .sort((a, b) => a.index - b.index)
      .map(({ id, index }) => `const ${localName(id)} = m[${index}]!;`);
    return [
      '',
      `/** ${code.doc} */`,
      `function ${code.name}(m: Float64Array): void {`,
      ...[...driverReads, ...code.lines].map((line) => (line === '' ? '' : `  ${line}`)),
      '}',
    ];
  });

  return [
    '// Generated from the model definition by `npm run -s kernel -- --write` (engine/kernel/generate.ts). Do not edit:',
    '// tests/unit/engine/kernel.test.ts fails when this file is not what the definition generates.',
    "import * as $ from './semantics.ts';",
    '',
    '/** The semantics.ts functions the code calls, read once (generate.ts helper). */',
    helperBindings(usedHelpers),
    '',
    '/** The definition this code was generated from (engine/kernel/fingerprint.ts). */',
    `export const GENERATED_FROM = '${definitionFingerprint(definition, layout)}';`,
    '',
    '/** Cells of the kernel\'s memory (modelPlan.ts kernelMemory). */',
    `export const MEMORY_SIZE = ${memory.size};`,
    '',
    '/** The Annual cells that aggregate twelve consecutive months: the cell, the year\'s first month, the divisor (1 for SUM, 12 for AVERAGE). */',
    'const TWELVE_MONTHS = new Int32Array([',
    ...aggregates,
    ']);',
    '',
    '/** Evaluates every formula of the model in `m`, the kernel\'s memory, whose drivers, actuals and constant cells are set. */',
    'export function evaluateModel(m: Float64Array): void {',
    ...functions.map((code) => `  ${code.name}(m);`),
    '}',
    ...rendered,
    '',
  ].join('\n');
}
