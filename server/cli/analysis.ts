// The analyses of issue 17 on the built-in scenarios (docs/api.md "Model CLI"):
//   ranges      --scenario <id> [--draws n] [--seed s] [--drivers file.json] [--actuals file.csv] [--json]
//   goalseek    --scenario <id> --driver <id> --figure <line or KPI id> --year <y> --target <value> [--drivers file.json] [--actuals file.csv] [--json]
//   attribution --from <id> --to <id> --figure <id> --year <y> [--seed s] [--actuals file.csv] [--json]
import { FORECAST_YEARS } from '../../engine/calendar.ts';
import { analysisModel, type AnalysisModel } from '../../engine/analysis/analysisModel.ts';
import { attribution } from '../../engine/analysis/attribution.ts';
import { goalSeek } from '../../engine/analysis/goalSeek.ts';
import { DEFAULT_DRAWS, MAX_DRAWS, YEARLY_FIGURES } from '../../engine/analysis/ranges/rangeFigures.ts';
import { createRangesRun } from '../../engine/analysis/ranges/run.ts';
import { freshSeed, MAX_SEED } from '../../engine/analysis/seededRandom.ts';
import { effectiveDrivers } from '../../engine/session/effectiveDrivers.ts';
import { builtInScenario, BUILT_IN_IDS, type ScenarioDefinition } from '../../engine/scenarios.ts';
import { fail, numberOption, readActuals, readDriversFile, requiredText, textOption, type Options } from './args.ts';

function scenarioNamed(id: string): ScenarioDefinition {
  return builtInScenario(id) ?? fail(`unknown scenario "${id}" (known: ${BUILT_IN_IDS.join(', ')})`);
}

/** The kernel on the actuals and the effective drivers of a built-in scenario with the drivers file over it. */
function setUp(options: Options, root: string, scenarioOption: string) {
  const scenario = scenarioNamed(textOption(options, scenarioOption) ?? 'baseline');
  const actuals = readActuals(options, root);
  const driversFile = textOption(options, 'drivers');
  const drivers = effectiveDrivers(actuals, { ...scenario.key_drivers, ...(driversFile ? readDriversFile(driversFile) : {}) });
  return { scenario, actuals, drivers, model: analysisModel(actuals) };
}

const euro = (value: number | null) => (value === null ? '—' : Math.round(value).toLocaleString('en-US'));
const percent = (share: number) => `${(100 * share).toFixed(1)}%`;
const print = (value: unknown) => process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);

/** Draws chunked like the worker and the server run them; the result does not depend on the chunk. */
const RANGES_STEP = 1000;

export function rangesCommand(options: Options, root: string): void {
  const { scenario, drivers, model } = setUp(options, root, 'scenario');
  const draws = numberOption(options, 'draws', { whole: true, min: 1, max: MAX_DRAWS }) ?? DEFAULT_DRAWS;
  const seed = numberOption(options, 'seed', { whole: true, min: 0, max: MAX_SEED }) ?? freshSeed();
  const run = createRangesRun(model, { drivers, draws, seed });
  while (!run.step(RANGES_STEP).finished);
  const result = run.result();
  if (options.has('json')) {
    print({
      draws: result.draws, seed: result.seed, years: result.years, probabilities: result.probabilities,
      drivers_of_spread: result.drivers_of_spread.map(({ driver, share, rank_correlation }) => ({ driver, share, rank_correlation })),
    });
    return;
  }
  console.log(`Forecast ranges of ${scenario.scenario_name} (${scenario.scenario_id}): ${result.draws.toLocaleString('en-US')} draws, seed ${result.seed}`);
  console.log(['year', 'figure'.padEnd(16), 'P10', 'P50', 'P90', 'mean'].map((h, i) => (i < 2 ? h.padEnd(i === 0 ? 6 : 16) : h.padStart(16))).join(''));
  for (const year of FORECAST_YEARS) {
    for (const figure of YEARLY_FIGURES) {
      const p = result.years[String(year)]?.[figure];
      if (p) console.log([String(year).padEnd(6), figure.padEnd(16), ...[p.p10, p.p50, p.p90, p.mean].map((v) => euro(v).padStart(16))].join(''));
    }
  }
  const { probabilities: chance, targets } = result;
  console.log(`Revenue 2026 reaches its target of €${euro(targets.target_revenue_2026)} in ${percent(chance.reach_target_revenue_2026)} of draws, `
    + `revenue 2030 its target of €${euro(targets.target_revenue_2030)} in ${percent(chance.reach_target_revenue_2030)}, `
    + `net income 2026 its net-profit target of €${euro(targets.target_net_profit_2026)} in ${percent(chance.reach_target_net_profit_2026)}; `
    + `cash falls below the €${euro(targets.minimum_cash_covenant)} covenant in ${percent(chance.cash_below_covenant)} and never below zero in ${percent(chance.cash_never_below_zero)}.`);
  console.log('Drivers of the spread of 2030 revenue (share of the variance, rank correlation):');
  for (const driver of result.drivers_of_spread.slice(0, 10)) {
    console.log(`  ${driver.driver.padEnd(44)} ${percent(driver.share).padStart(6)}   ρ ${driver.rank_correlation >= 0 ? '+' : '−'}${Math.abs(driver.rank_correlation).toFixed(2)}`);
  }
}

export function goalSeekCommand(options: Options, root: string): void {
  const { scenario, drivers, model } = setUp(options, root, 'scenario');
  const result = goalSeek(model, {
    drivers,
    driver: requiredText(options, 'driver'),
    figure: requiredText(options, 'figure'),
    year: numberOption(options, 'year', { whole: true }) ?? fail('--year is required'),
    target: numberOption(options, 'target') ?? fail('--target is required'),
  });
  if (options.has('json')) {
    const { driver, value, figure, year, target, achieved, reachable, root: found } = result;
    print({ driver, value, figure, year, target, achieved, reachable, root: found });
    return;
  }
  console.log(`Goal seek on ${scenario.scenario_name}: ${result.figure} ${result.year} = ${result.target.toLocaleString('en-US')} by ${result.driver} (now ${result.current.value})`);
  const range = result.reachable ? `${result.reachable.min.toLocaleString('en-US')} … ${result.reachable.max.toLocaleString('en-US')}` : 'no value within the bounds';
  if (result.value === null) {
    console.log(`Not reachable within the driver's bounds; reachable: ${range}`);
    return;
  }
  const how = { only: 'the only root', closest_to_current: `the root closest to the current value, of ${result.roots}`, closest_whole: 'the whole value closest to the target', closest_step: 'the side of a step in the figure nearer the target' }[result.root ?? 'only'];
  console.log(`${result.driver} = ${result.value} gives ${result.achieved?.toLocaleString('en-US')} (${how}); reachable: ${range}`);
}

export function attributionCommand(options: Options, root: string): void {
  const actuals = readActuals(options, root);
  const from = scenarioNamed(requiredText(options, 'from'));
  const to = scenarioNamed(requiredText(options, 'to'));
  const model: AnalysisModel = analysisModel(actuals);
  const seed = numberOption(options, 'seed', { whole: true, min: 0, max: MAX_SEED });
  const result = attribution(model, {
    from: effectiveDrivers(actuals, from.key_drivers),
    to: effectiveDrivers(actuals, to.key_drivers),
    figure: requiredText(options, 'figure'),
    year: numberOption(options, 'year', { whole: true }) ?? fail('--year is required'),
    ...(seed === undefined ? {} : { seed }),
  });
  if (options.has('json')) {
    const { figure, year, from_value, to_value, method } = result;
    print({ figure, year, from_value, to_value, method, contributions: result.contributions.map(({ driver, value, standard_error }) => ({ driver, value, standard_error })) });
    return;
  }
  const how = result.method === 'exact' ? 'exact Shapley values' : `Shapley values from ${result.permutations} sampled orders (seed ${result.seed}), ± one standard error`;
  console.log(`${result.figure} ${result.year}: ${from.scenario_name} ${euro(result.from_value)} → ${to.scenario_name} ${euro(result.to_value)} (${result.difference >= 0 ? '+' : '−'}${euro(Math.abs(result.difference))}), ${how}`);
  for (const c of result.contributions) {
    const error = result.method === 'sampled' ? ` ± ${euro(c.standard_error)}` : '';
    console.log(`  ${c.driver.padEnd(44)} ${String(c.from).padStart(12)} → ${String(c.to).padEnd(12)} ${(c.value >= 0 ? '+' : '−') + euro(Math.abs(c.value))}${error}`);
  }
}
