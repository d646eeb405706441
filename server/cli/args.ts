import fs from 'node:fs';
import path from 'node:path';
import { parseActualsCsv } from '../../engine/actuals/csv.ts';
import { parseMonthlyActualsCsv } from '../../engine/actuals/monthlyActualsCsv.ts';
import { CLOSABLE_MONTHS, latestClosableMonth, type ClosedMonths } from '../../engine/actuals/closedMonths.ts';
import type { Actuals } from '../../engine/actuals/schema.ts';

/** Command-line parsing of the model CLI: `command --name value --flag`, and the files it reads. Bad input is a UsageError (exit code 2). */

export class UsageError extends Error {}

export type Options = Map<string, string | true>;

export function fail(message: string): never {
  throw new UsageError(message);
}

export function parseArgs(argv: string[]): { command: string; options: Options } {
  const [command = '', ...rest] = argv;
  const options: Options = new Map();
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i] as string;
    if (!arg.startsWith('--')) fail(`unexpected argument "${arg}"`);
    const next = rest[i + 1];
    if (next !== undefined && !next.startsWith('--')) {
      options.set(arg.slice(2), next);
      i += 1;
    } else {
      options.set(arg.slice(2), true);
    }
  }
  return { command, options };
}

/** The text value of an option, or undefined when it is absent; a bare flag where a value belongs fails. */
export function textOption(options: Options, name: string): string | undefined {
  const value = options.get(name);
  if (value === true) fail(`--${name} needs a value`);
  return value;
}

export function requiredText(options: Options, name: string): string {
  return textOption(options, name) ?? fail(`--${name} is required`);
}

/** A finite number option; `whole` asks for a whole number of at least `min`. */
export function numberOption(options: Options, name: string, rules: { whole?: boolean; min?: number; max?: number } = {}): number | undefined {
  const text = textOption(options, name);
  if (text === undefined) return undefined;
  const value = Number(text);
  const { whole = false, min = -Infinity, max = Infinity } = rules;
  if (text.trim() === '' || !Number.isFinite(value) || (whole && !Number.isInteger(value)) || value < min || value > max) {
    const range = Number.isFinite(min) || Number.isFinite(max) ? ` from ${min} to ${max}` : '';
    fail(`--${name} must be ${whole ? 'a whole number' : 'a number'}${range}, got "${text}"`);
  }
  return value;
}

export function readFileOrFail(file: string, what: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return fail(`cannot read ${what} file ${file}`);
  }
}

export function readDriversFile(file: string): Record<string, number> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileOrFail(file, 'drivers'));
  } catch (error) {
    if (error instanceof UsageError) throw error;
    return fail(`drivers file ${file} is not valid JSON`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) fail(`drivers file ${file} must be a JSON object of driver id to number`);
  return parsed as Record<string, number>;
}

/** `--actuals file.csv`, or the shipped baseline. */
export function readActuals(options: Options, root: string): Actuals {
  const actualsFile = textOption(options, 'actuals') ?? path.join(root, 'fixtures/baseline-2024-2025.csv');
  const parsed = parseActualsCsv(readFileOrFail(actualsFile, 'actuals'));
  if (!parsed.ok) {
    const first = parsed.errors[0];
    fail(`actuals file ${actualsFile} line ${first?.line ?? '?'}${first?.column ? ` column ${first.column}` : ''}: ${first?.message ?? 'invalid'}`);
  }
  const monthlyFile = textOption(options, 'monthly-actuals');
  return monthlyFile === undefined ? parsed.actuals : { ...parsed.actuals, closed: readClosedMonths(monthlyFile, textOption(options, 'close')) };
}

/**
 * `--monthly-actuals file.csv [--close YYYY-MM]`: monthly actuals of 2026 on (long or wide CSV, as
 * PUT /api/actuals/monthly takes them), closed through `--close` or, as the server's default, the
 * latest complete month.
 */
function readClosedMonths(file: string, close: string | undefined): ClosedMonths {
  const read = parseMonthlyActualsCsv(readFileOrFail(file, 'monthly actuals'));
  if (!read.ok) {
    const first = read.errors[0];
    fail(`monthly actuals file ${file} line ${first?.line ?? '?'}${first?.column ? ` column ${first.column}` : ''}: ${first?.message ?? 'invalid'}`);
  }
  const latest = latestClosableMonth(read.values);
  if (close !== undefined && (!CLOSABLE_MONTHS.includes(close) || latest === null || close > latest)) {
    fail(`--close ${close}: the months 2026-01 … ${close} must all be complete in ${file} (complete up to ${latest ?? 'no month'})`);
  }
  return { values: read.values, lastClosedMonth: close ?? latest };
}
