// `npm run -s model -- forecast --scenario baseline|low_case|high_case [--drivers file.json] [--actuals file.csv]
// [--monthly-actuals file.csv [--close YYYY-MM]] [--headcount file.csv] [--definition file.json] [--json]` prints the model's years (FTEs
// and employee cost among them), KPIs and reconciliation, and every month of 2026 on marked actual (up to the close of the monthly
// actuals) or forecast, with the scenario's generated headcount plan or the plan of a headcount CSV; `npm run -s model -- calibrate [--scenario id]`
// [--starts n] [--json] reruns the scenario calibration and reports the levers each case moved; `docs --write` regenerates the reference section of docs/model.md (`docs --definition file.json` prints a definition's);
// `ranges`, `goalseek` and `attribution` run the analyses of server/cli/analysis.ts; `actuals --check file.csv` checks monthly actuals;
// `sample-actuals [--write]` checks (or rewrites) the balance items of the shipped sample actuals; `definition [--write file.json]` exports
// the model definition as JSON and `validate --definition file.json [--json]` checks one (server/cli/definition.ts); `datev --check FILE`
// reads a DATEV export as the import does and prints its figures per month and line and the unmapped accounts (server/cli/datev.ts). Bad input: exit code 2 and
// one line per problem on stderr.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createModelSession } from '../../engine/session/session.ts';
import { DriverInputError } from '../../engine/session/errors.ts';
import { builtInScenario, BUILT_IN_IDS } from '../../engine/scenarios.ts';
import { ALL_YEARS } from '../../engine/calendar.ts';
import { KPI_YEARS } from '../../engine/workbook/compile.ts';
import { statementRows } from '../../engine/model/statements.ts';
import { MODEL_DEFINITION } from '../../engine/model/definition.ts';
import { calibrationReport, runCalibration } from './calibrate.ts';
import { modelReference, REFERENCE_END, REFERENCE_START } from '../../engine/model/reference.ts';
import { AnalysisInputError } from '../../engine/analysis/analysisErrors.ts';
import { DriverRangeError } from '../../engine/analysis/ranges/driverRanges.ts';
import { fail, parseArgs, readActuals, readDriversFile, readFileOrFail, requiredText, textOption, UsageError, type Options } from './args.ts';
import { attributionCommand, goalSeekCommand, rangesCommand } from './analysis.ts';
import { sampleActualsCommand } from './sampleActuals.ts';
import { parseMonthlyActualsCsv } from '../../engine/actuals/monthlyActualsCsv.ts';
import { latestClosableMonth } from '../../engine/actuals/closedMonths.ts';
import { forecastMonths, withShortNames } from './forecastFigures.ts';
import { parseHeadcountCsv } from '../../engine/headcount/csv.ts';
import type { Department, HeadcountPlan } from '../../engine/headcount/plan.ts';
import { compiledDefinition, definitionCommand, validateCommand } from './definition.ts';
import { datevCommand } from './datev.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const USAGE = [
  'usage: model forecast --scenario <id> [--drivers file.json] [--actuals file.csv] [--monthly-actuals file.csv [--close YYYY-MM]] [--headcount file.csv] [--definition file.json] [--json]',
  'model calibrate [--scenario <id>] [--starts n] [--json]',
  'model docs [--write] [--definition file.json]',
  'model datev --check FILE [--chart skr03|skr04] [--susa --month YYYY-MM] [--mapping accounts.json] [--json]',
  'model ranges --scenario <id> [--draws n] [--seed s] [--drivers file.json] [--actuals file.csv] [--json]',
  'model goalseek --scenario <id> --driver <id> --figure <line or KPI id> --year <y> --target <value> [--drivers file.json] [--actuals file.csv] [--json]',
  'model actuals --check file.csv',
  'model sample-actuals [--write]',
  'model attribution --from <id> --to <id> --figure <line or KPI id> --year <y> [--seed s] [--actuals file.csv] [--json]',
  'model definition [--write file.json]',
  'model validate --definition file.json [--actuals file.csv] [--json]',
].join(' | ');

/** The rows of the table for people: the P&L (of the definition run), volumes, cash and the balance check. */
const tableRows = (pnl: readonly string[]) => [...pnl, 'rides', 'total_medical_clients', 'total_transport_clients', 'closing_cash', 'total_assets', 'total_equity', 'balance_check'];

function forecast(options: Options): void {
  const scenarioId = textOption(options, 'scenario') ?? 'baseline';
  const scenario = builtInScenario(scenarioId) ?? fail(`unknown scenario "${scenarioId}" (known: ${BUILT_IN_IDS.join(', ')})`);
  const actuals = readActuals(options, root);
  const driversFile = textOption(options, 'drivers');
  const overrides = driversFile ? readDriversFile(driversFile) : {};
  const compiled = compiledDefinition(options);
  const definition = compiled?.definition;
  const headcount = headcountOption(options, (definition ?? MODEL_DEFINITION).departments);
  const session = createModelSession({ actuals, drivers: { ...scenario.key_drivers, ...overrides }, headcount, ...(definition ? { definition } : {}) });
  const years = session.years();
  const output = {
    scenario_id: scenario.scenario_id,
    scenario_name: scenario.scenario_name,
    years: Object.fromEntries(ALL_YEARS.map((year) => [String(year), withShortNames(years[year] ?? {})])),
    kpis: KPI_YEARS.flatMap((year) => session.kpis(year).map((k) => ({
      id: k.id, name: k.name, year: k.year, value: k.value, display: k.display, unit: k.unit, benchmark: k.benchmark, status: k.status,
    }))),
    reconciliation: session.reconciliation(),
    closed_through: actuals.closed?.lastClosedMonth ?? null,
    headcount: { generated: headcount === null, positions: session.headcount().plan.positions.length },
    months: forecastMonths(session),
  };
  session.destroy();
  if (options.has('json')) {
    process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
    return;
  }
  const euro = (v: number | null | undefined) => (v === null || v === undefined ? '—' : Math.round(v).toLocaleString('de-DE'));
  console.log(`${scenario.scenario_name} (${scenario.scenario_id})`);
  console.log(['line'.padEnd(28), ...ALL_YEARS.map((y) => String(y).padStart(14))].join(''));
  for (const row of tableRows(statementRows('pnl', session.workbook.layout.definition.lines).map((line) => line.id))) {
    console.log([row.padEnd(28), ...ALL_YEARS.map((y) => euro(years[y]?.[row]).padStart(14))].join(''));
  }
}

/** The plan of `--headcount file.csv` (all-or-nothing, each problem with its line and column), or null: generated from the drivers. */
function headcountOption(options: Options, departments: readonly Department[]): HeadcountPlan | null {
  const file = textOption(options, 'headcount');
  if (file === undefined) return null;
  const read = parseHeadcountCsv(readFileOrFail(file, 'headcount'), departments);
  if (!read.ok) {
    const listed = read.errors.map((error) => `${file} line ${error.line}${error.column ? ` column ${error.column}` : ''}: ${error.message}`);
    const more = read.problemCount - read.errors.length;
    fail([...listed, ...(more > 0 ? [`${file}: ${more} more problem${more === 1 ? '' : 's'} (${read.problemCount} in all)`] : [])].join('\n'));
  }
  return { positions: read.positions };
}

/** Checks a monthly actuals CSV (long or wide) as PUT /api/actuals/monthly would; each listed problem is one line of the UsageError, then how many more. */
function actuals(options: Options): void {
  const file = requiredText(options, 'check');
  const read = parseMonthlyActualsCsv(readFileOrFail(file, 'actuals'));
  if (!read.ok) {
    const listed = read.errors.map((error) => `${file} line ${error.line}${error.column ? ` column ${error.column}` : ''}: ${error.message}`);
    const more = read.problemCount - read.errors.length;
    fail([...listed, ...(more > 0 ? [`${file}: ${more} more problem${more === 1 ? '' : 's'} (${read.problemCount} in all)`] : [])].join('\n'));
  }
  const months = Object.keys(read.values).sort();
  const summary = { file, values: read.count, first_month: months[0] ?? null, last_month: months.at(-1) ?? null, latest_closable_month: latestClosableMonth(read.values) };
  process.stdout.write(options.has('json') ? `${JSON.stringify(summary)}\n` : `${file}: ${summary.values} values, ${summary.first_month} … ${summary.last_month}, complete up to ${summary.latest_closable_month ?? 'no month'}\n`);
}

function calibrate(options: Options): void {
  const only = typeof options.get('scenario') === 'string' ? String(options.get('scenario')) : undefined;
  if (only && !BUILT_IN_IDS.includes(only)) fail(`unknown scenario "${only}"`);
  const starts = typeof options.get('starts') === 'string' ? Number(options.get('starts')) : 6;
  if (!Number.isInteger(starts) || starts < 1) fail('--starts must be a whole number of at least 1');
  const results = runCalibration(root, only, starts);
  process.stdout.write(options.has('json') ? `${JSON.stringify(results, null, 2)}\n` : `${calibrationReport(results)}\n`);
}

function docs(options: Options): void {
  const compiled = compiledDefinition(options);
  const reference = modelReference(compiled?.definition);
  if (compiled && options.has('write')) fail('--write rewrites docs/model.md for the shipped model; print a definition\'s reference without it');
  if (!options.has('write')) {
    process.stdout.write(`${reference}\n`);
    return;
  }
  const file = path.join(root, 'docs/model.md');
  const page = fs.readFileSync(file, 'utf8');
  const start = page.indexOf(REFERENCE_START);
  const end = page.indexOf(REFERENCE_END);
  if (start < 0 || end < 0) fail('docs/model.md has no reference markers');
  fs.writeFileSync(file, page.slice(0, start) + reference + page.slice(end + REFERENCE_END.length));
}

try {
  const { command, options } = parseArgs(process.argv.slice(2));
  if (command === 'forecast') forecast(options);
  else if (command === 'calibrate') calibrate(options);
  else if (command === 'docs') docs(options);
  else if (command === 'actuals') actuals(options);
  else if (command === 'sample-actuals') sampleActualsCommand(options, root);
  else if (command === 'ranges') rangesCommand(options, root);
  else if (command === 'goalseek') goalSeekCommand(options, root);
  else if (command === 'attribution') attributionCommand(options, root);
  else if (command === 'definition') definitionCommand(options);
  else if (command === 'validate') validateCommand(options, readActuals(options, root));
  else if (command === 'datev') datevCommand(options);
  else fail(USAGE);
} catch (error) {
  if (error instanceof UsageError || error instanceof DriverInputError || error instanceof AnalysisInputError || error instanceof DriverRangeError) {
    process.stderr.write(`model: ${error.message}\n`);
    process.exit(2);
  }
  throw error;
}
