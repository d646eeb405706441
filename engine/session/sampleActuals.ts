import { ACTUAL_MONTHS } from '../calendar.ts';
import type { ModelCells } from '../workbook/cells.ts';
import type { Actuals } from '../actuals/schema.ts';
import { BALANCE_ACTUAL_LINES, CLOSABLE_MONTHS, latestClosableMonth, type MonthlyActualValues } from '../actuals/closedMonths.ts';
import { createKernelEvaluator } from '../kernel/evaluator.ts';
import { builtInScenario } from '../scenarios.ts';
import { effectiveDrivers } from './effectiveDrivers.ts';

/**
 * The balance items of the shipped sample actuals (fixtures/monthly-actuals-2026.csv), by the rule
 * docs/model.md "Monthly actuals 2026" states: the bank's closing cash of each sample month is the
 * model's own closing cash of that month (the Baseline scenario forecasting from the sample's
 * close), to the cent, except in one month, where a customer's payment reached the bank only after
 * the month end; the last sample month also carries trade receivables and payables, the model's to
 * the cent with that payment still among the receivables. So the Monthly Actuals screen shows
 * exactly one reconciling story, below the flagging threshold. `npm run -s model -- sample-actuals
 * --write` rewrites the fixture's balance items by this rule; a unit test holds the fixture to it.
 */
export const SAMPLE_TIMING_DIFFERENCE = {
  month: '2026-10',
  amountEur: 12_340,
  story: 'a hospital group\'s October payment of €12,340 reached the bank on 2 November',
} as const;

const toCents = (value: number): number => Math.round(value * 100) / 100 || 0;

/** `values` without any balance item: the P&L lines and volumes the model closes months with. */
export function withoutBalanceItems(values: Readonly<MonthlyActualValues>): MonthlyActualValues {
  const balance = new Set(BALANCE_ACTUAL_LINES);
  return Object.fromEntries(Object.entries(values).map(([month, row]) => [
    month, Object.fromEntries(Object.entries(row).filter(([line]) => !balance.has(line))),
  ]));
}

/**
 * The sample's balance items from `cells`: the Baseline scenario evaluated with the sample's
 * months closed (the balance items do not enter the model, so with or without them).
 */
export function sampleBalanceItems(cells: ModelCells): MonthlyActualValues {
  const through = cells.closedThrough();
  if (through === null) throw new Error('The sample balance items are derived from cells with the sample months closed');
  const months = CLOSABLE_MONTHS.filter((month) => month <= through);
  const derived = (line: string, month: string): number => {
    const value = cells.months(line)[ACTUAL_MONTHS.length + CLOSABLE_MONTHS.indexOf(month)];
    if (value === null || value === undefined) throw new Error(`The model has no ${line} in ${month}`);
    return toCents(value);
  };
  const late = (month: string) => (month === SAMPLE_TIMING_DIFFERENCE.month ? SAMPLE_TIMING_DIFFERENCE.amountEur : 0);
  const items: MonthlyActualValues = Object.fromEntries(months.map((month) => [month, { closing_cash: toCents(derived('closing_cash', month) - late(month)) }]));
  const last = months[months.length - 1]!;
  items[last] = {
    ...items[last],
    receivables: toCents(derived('receivables', last) + late(last)),
    payables: derived('payables', last),
  };
  return items;
}

/** `values` with its balance items replaced by `items`. */
export function withBalanceItems(values: Readonly<MonthlyActualValues>, items: Readonly<MonthlyActualValues>): MonthlyActualValues {
  const out = withoutBalanceItems(values);
  for (const [month, row] of Object.entries(items)) out[month] = { ...out[month], ...row };
  return out;
}

/**
 * The sample `sample` with its balance items derived by the rule above on `baseline`: its months
 * closed through the latest complete one, the Baseline scenario's effective drivers, evaluated by
 * the compiled kernel (cell for cell the workbook's).
 */
export function sampleWithDerivedBalanceItems(baseline: Actuals, sample: Readonly<MonthlyActualValues>): MonthlyActualValues {
  const closed = { values: withoutBalanceItems(sample), lastClosedMonth: latestClosableMonth(sample) };
  const scenario = builtInScenario('baseline');
  if (!scenario) throw new Error('The built-in Baseline scenario is missing');
  const cells = createKernelEvaluator({ ...baseline, closed }).evaluate(effectiveDrivers(baseline, scenario.key_drivers));
  return withBalanceItems(sample, sampleBalanceItems(cells));
}
