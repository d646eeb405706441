import { ALL_MONTHS, FIRST_FORECAST_YEAR, FORECAST_MONTHS, FORECAST_YEARS, quarterOf } from '../calendar.ts';
import { readYears } from '../session/annualFigures.ts';
import type { ModelCells } from '../workbook/cells.ts';

/**
 * What the enterprise valuation reads from an evaluated model (the compiled kernel's cells in the
 * worker, a scenario's workbook at rest on the server) and its drivers: the valuation date, the
 * run-rates there, the quarters Q4/2025 … Q4/2030, the months the DCF discounts and the cash and
 * debt of the bridge to equity value (docs/model.md "Enterprise valuation").
 */

/** Without a closed month the valuation is taken at the end of the actuals: 31 December 2025. */
export const VALUATION_MONTH_WITHOUT_CLOSE = '2025-12';

export interface QuarterFigures {
  /** 'Q4/2025'. */
  period: string;
  /** ARR at the quarter's end: recurring revenue of its last month × 12 (the `arr` line in a Q4). */
  arrRunRate: number;
  /** Transaction revenue of the quarter × 4. */
  transactionRunRate: number;
  closingCash: number;
}

export interface YearFigures {
  year: number;
  totalRevenue: number;
  ebitda: number;
}

/**
 * The DCF's figures of one forecast month. Capital expenditure includes capitalised development,
 * and the working-capital change is the increase of the capital tied up (a cash outflow when > 0).
 */
export interface DcfMonth {
  /** 'YYYY-MM'. */
  month: string;
  ebitda: number;
  ebit: number;
  depreciation: number;
  capex: number;
  workingCapitalIncrease: number;
}

export interface ValuationInputs {
  scenarioName: string;
  /** The last closed month, else December 2025: the valuation date is its last day. */
  valuationMonth: string;
  /** Run-rates at the valuation date, €/year: the month's recurring revenue × 12, transaction revenue of the three months to it × 4. */
  runRates: { arr: number; transaction: number };
  quarters: QuarterFigures[];
  years: YearFigures[];
  /** Every forecast month 2026-01 … 2030-12 (the DCF takes those after the valuation date). */
  months: DcfMonth[];
  /** The statutory income tax rate of each forecast year, as a fraction (0.29825 for 29.825%). */
  taxRates: Record<number, number>;
  /** Cash and financial debt (loans) at the end of the valuation month. */
  bridge: { cash: number; debt: number };
}

const FIRST_QUARTER = '2025-Q4';
const LAST_QUARTER = '2030-Q4';

/** '2025-Q4' → 'Q4/2025'. */
export function quarterLabel(key: string): string {
  const [year, quarter] = key.split('-');
  return `${quarter}/${year}`;
}

/**
 * The statutory income tax rate of a year: corporate income tax × (1 + solidarity surcharge) plus
 * trade tax at 3.5% × the municipality's multiplier (docs/model.md "Income taxes").
 */
export function statutoryTaxRate(drivers: Readonly<Record<string, number>>, year: number): number {
  const driver = (id: string) => {
    const value = drivers[id];
    if (value === undefined) throw new Error(`The valuation needs the driver ${id}`);
    return value;
  };
  const corporate = (driver(`corporate_tax_rate_${year}`) / 100) * (1 + driver('solidarity_surcharge_rate') / 100);
  const trade = (3.5 / 100) * (driver('trade_tax_multiplier') / 100);
  return corporate + trade;
}

/** A monthly line of the model, every month 2024-01 … 2030-12, 0 where it has no value. */
function monthly(cells: ModelCells, id: string): number[] {
  return cells.months(id).map((value) => value ?? 0);
}

/**
 * Reads the valuation's inputs. `drivers` are the effective drivers the cells were evaluated with
 * (they give the statutory tax rates).
 */
export function valuationInputs(cells: ModelCells, drivers: Readonly<Record<string, number>>, scenarioName: string): ValuationInputs {
  const valuationMonth = cells.closedThrough() ?? VALUATION_MONTH_WITHOUT_CLOSE;
  const at = ALL_MONTHS.indexOf(valuationMonth);
  if (at < 0) throw new Error(`The valuation month ${valuationMonth} is outside the model's months`);
  const line = (id: string) => monthly(cells, id);
  const recurring = line('recurring_revenue');
  const transaction = line('transaction_revenue');
  const closingCash = line('closing_cash');
  const sumOf = (values: readonly number[], from: number, to: number) => values.slice(from, to + 1).reduce((sum, v) => sum + v, 0);

  const quarterKeys = [...new Set(ALL_MONTHS.map(quarterOf))].filter((key) => key >= FIRST_QUARTER && key <= LAST_QUARTER);
  const quarters = quarterKeys.map((key) => {
    const first = ALL_MONTHS.findIndex((month) => quarterOf(month) === key);
    return {
      period: quarterLabel(key),
      arrRunRate: (recurring[first + 2] ?? 0) * 12,
      transactionRunRate: sumOf(transaction, first, first + 2) * 4,
      closingCash: closingCash[first + 2] ?? 0,
    };
  });

  const years = readYears(cells);
  const annual = [FIRST_FORECAST_YEAR - 1, ...FORECAST_YEARS].map((year) => ({
    year, totalRevenue: years[year]?.total_revenue ?? 0, ebitda: years[year]?.ebitda ?? 0,
  }));

  const offset = ALL_MONTHS.length - FORECAST_MONTHS.length;
  const forecast = (id: string) => line(id).slice(offset);
  const [ebitda, ebit, depreciation, capex, ownWork, fromOperations, netIncome, interestExpense, interestIncome, incomeTaxes, taxesPaid] = [
    'ebitda', 'ebit', 'depreciation_amortisation', 'capex', 'own_work_capitalised', 'cash_from_operations',
    'net_income', 'interest_expense', 'interest_income', 'income_taxes', 'taxes_paid',
  ].map(forecast) as [number[], number[], number[], number[], number[], number[], number[], number[], number[], number[], number[]];
  const months = FORECAST_MONTHS.map((month, i): DcfMonth => {
    const value = (series: readonly number[]) => series[i] ?? 0;
    // What the operating cash flow holds besides net income, depreciation, interest and income
    // taxes is the working capital's cash effect (receivables, payables, deferred revenue, VAT).
    const workingCapitalRelease = value(fromOperations) - value(netIncome) - value(depreciation)
      - (value(interestExpense) - value(interestIncome)) - (value(incomeTaxes) - value(taxesPaid));
    return {
      month, ebitda: value(ebitda), ebit: value(ebit), depreciation: value(depreciation),
      capex: value(capex) + value(ownWork), workingCapitalIncrease: -workingCapitalRelease,
    };
  });

  const taxRates = Object.fromEntries(FORECAST_YEARS.map((year) => [year, statutoryTaxRate(drivers, year)]));
  return {
    scenarioName,
    valuationMonth,
    runRates: { arr: (recurring[at] ?? 0) * 12, transaction: sumOf(transaction, at - 2, at) * 4 },
    quarters,
    years: annual,
    months,
    taxRates,
    bridge: { cash: closingCash[at] ?? 0, debt: debtAt(cells, valuationMonth) },
  };
}

/**
 * Loans at the end of a month. The actuals of 2025 hold no loans, so December 2025 is January 2026's
 * balance rolled back by its draws and repayments: the opening balance of the plan.
 */
function debtAt(cells: ModelCells, month: string): number {
  const forecast = (id: string) => cells.months(id).slice(ALL_MONTHS.length - FORECAST_MONTHS.length);
  const i = FORECAST_MONTHS.indexOf(month);
  const loans = forecast('loans');
  if (i >= 0) return loans[i] ?? 0;
  if (month !== VALUATION_MONTH_WITHOUT_CLOSE) throw new Error(`The model holds no loans before ${VALUATION_MONTH_WITHOUT_CLOSE}`);
  return (loans[0] ?? 0) - (forecast('loan_draws')[0] ?? 0) + (forecast('loan_repayments')[0] ?? 0);
}
