import fs from 'node:fs';
import { modelSourceSchema } from '../../contract/model.ts';
import { DEFAULT_MODEL_SOURCE, sourceForExport, type ModelSource } from '../../engine/model/definition.ts';
import { compileModel, type CompiledModel, type DefinitionProblem } from '../../engine/model/definitionCheck.ts';
import { readDefinition, type YearFigures } from '../../engine/model/definitionPreview.ts';
import type { Actuals } from '../../engine/actuals/schema.ts';
import { fail, readFileOrFail, requiredText, textOption, type Options } from './args.ts';

/**
 * The model definition on the command line (issue 27): `model definition [--write file.json]`
 * exports the shipped definition as JSON, `model validate --definition file.json [--json]` checks
 * one and previews its effect, and `--definition file.json` lets `model forecast` run one.
 */

/** A definition file: JSON of the shape GET /api/model answers (or its `definition`), checked; problems end the command (exit 2). */
export function readDefinitionFile(file: string): ModelSource {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileOrFail(file, 'definition'));
  } catch (error) {
    if (error instanceof SyntaxError) fail(`definition file ${file} is not valid JSON`);
    throw error;
  }
  const body = parsed !== null && typeof parsed === 'object' && 'definition' in parsed ? (parsed as { definition: unknown }).definition : parsed;
  const shape = modelSourceSchema.safeParse(body);
  if (!shape.success) {
    const issue = shape.error.issues[0];
    fail(`${file}: ${issue?.path.join('.') || 'definition'}: ${issue?.message ?? 'not a model definition'}`);
  }
  return shape.data as ModelSource;
}

const problemLine = (file: string, problem: DefinitionProblem): string => {
  const where = problem.item === 'definition' ? problem.field : `${problem.item} ${problem.id} ${problem.field}`;
  return `${file}: ${where}${problem.position === undefined ? '' : ` character ${problem.position + 1}`}: ${problem.message}`;
};

/** `--definition file.json`: the checked and compiled definition, or exit 2 listing its problems. */
export function compiledDefinition(options: Options): CompiledModel | undefined {
  const file = textOption(options, 'definition');
  if (file === undefined) return undefined;
  const compiled = compileModel(readDefinitionFile(file));
  if (!compiled.ok) fail(compiled.problems.map((problem) => problemLine(file, problem)).join('\n'));
  return compiled.model;
}

export function definitionCommand(options: Options): void {
  const text = `${JSON.stringify(sourceForExport(DEFAULT_MODEL_SOURCE), null, 2)}\n`;
  const file = textOption(options, 'write');
  if (file === undefined) process.stdout.write(text);
  else fs.writeFileSync(file, text);
}

export function validateCommand(options: Options, actuals: Actuals): void {
  const file = requiredText(options, 'definition');
  const read = readDefinition(readDefinitionFile(file), actuals);
  if (!read.ok) fail(read.problems.map((problem) => problemLine(file, problem)).join('\n'));
  if (options.has('json')) {
    process.stdout.write(`${JSON.stringify(read)}\n`);
    return;
  }
  const euro = (value: number | null) => (value === null ? '—' : Math.round(value).toLocaleString('de-DE'));
  const row = (label: string, years: YearFigures[], key: keyof Omit<YearFigures, 'year'>) => [label.padEnd(28), ...years.map((y) => euro(y[key]).padStart(14))].join('');
  console.log(`${file}: valid, ${read.lines} lines, ${read.drivers} drivers; Baseline, published → this definition`);
  console.log(['year'.padEnd(28), ...read.preview.published.map((y) => String(y.year).padStart(14))].join(''));
  for (const key of ['total_revenue', 'ebitda', 'net_income', 'closing_cash'] as const) {
    console.log(row(`${key} (published)`, read.preview.published, key));
    console.log(row(`${key} (this)`, read.preview.candidate, key));
  }
}
