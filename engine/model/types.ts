/**
 * The shapes of the one model definition. Drivers, monthly lines, annual extras and KPIs are
 * declared as data with Excel-style formulas in business names; the workbook builder, the Excel
 * export, traceability and docs/model.md all read these declarations.
 */

export const DRIVER_CATEGORIES = [
  'medical_business', 'transport_business', 'revenue_model', 'cost_intelligence', 'growth_assumptions', 'finance_and_tax',
] as const;
export type DriverCategory = (typeof DRIVER_CATEGORIES)[number];

export const IMPACT_LEVELS = ['high', 'medium', 'low'] as const;
export type ImpactLevel = (typeof IMPACT_LEVELS)[number];

/** What a driver is for: an input of the P&L model, a target screens compare with, or an assessed KPI input. */
export const DRIVER_ROLES = ['model', 'target', 'assessment'] as const;
export type DriverRole = (typeof DRIVER_ROLES)[number];

/** Part 1 §2 Business Assumptions Documentation groups and §3 categories. */
export const ASSUMPTION_GROUPS = ['medical_clients', 'transport_clients', 'rides_volume', 'pricing', 'costs', 'growth'] as const;
export type AssumptionGroup = (typeof ASSUMPTION_GROUPS)[number];
export const ASSUMPTION_CATEGORIES = [
  'Volume Driver', 'Revenue Model', 'Pricing Model', 'Cost Structure', 'Customer Acquisition',
  'Business Model', 'Historical Data', 'Growth Projection',
] as const;
export type AssumptionCategory = (typeof ASSUMPTION_CATEGORIES)[number];

/**
 * Which way of a driver makes the business stronger. The built-in scenarios are ordered along it:
 * Low Case ≤ Baseline ≤ High Case in the favourable direction. Neutral drivers (market facts,
 * targets, policies) say why they have no direction.
 */
export type DriverDirection =
  | { favourable: 'higher' | 'lower'; note?: string }
  | { favourable: 'neutral'; note: string };

export const UNCERTAINTY_DISTRIBUTIONS = ['triangular', 'uniform', 'normal'] as const;
export type UncertaintyDistribution = (typeof UNCERTAINTY_DISTRIBUTIONS)[number];

/** A range around a driver's value (below and above it) or the reason it is held fixed. */
export type DriverUncertainty =
  | {
    kind: 'range';
    /** Fractions of the value (`relative`) or the driver's own unit (`absolute`). */
    spread: 'relative' | 'absolute';
    below: number;
    above: number;
    distribution: UncertaintyDistribution;
    reason: string;
  }
  | { kind: 'fixed'; reason: string };

export interface DriverDef {
  id: string;
  name: string;
  category: DriverCategory;
  unit: string;
  min: number;
  max: number;
  /** Baseline value before any scenario applies its own. */
  baseline: number;
  /** Where the value comes from, as a finance team names it ("2025 actuals", "Price list 2025", "Management estimate 2025"). */
  source: string;
  /** Where the value comes from in the specification or our calibration; shown in docs/model.md only, never in the product. */
  reference?: string;
  direction: DriverDirection;
  /** A count of people (sales reps, FTEs): whole numbers only. */
  whole?: true;
  impact_level: ImpactLevel;
  editable: boolean;
  business_logic: string;
  description: string;
  role: DriverRole;
  /**
   * How uncertain the value is, for forecast ranges. Absent: engine/model/uncertainty.ts declares
   * it, fixes it by the driver's role or unit, or gives the default range of a driver without one.
   */
  uncertainty?: DriverUncertainty;
  /** The assumption documentation entry (part 1 §2–3), when the driver is documented there. */
  documentation?: {
    group: AssumptionGroup;
    category: AssumptionCategory;
    reasoning: string;
    flag?: 'isHistorical' | 'isProjection';
  };
}

export const LINE_UNITS = ['EUR', 'count', 'rides', 'ratio', 'index', 'FTE', 'month'] as const;
export type LineUnit = (typeof LINE_UNITS)[number];

/** How monthly values roll up into quarters and years. */
export const AGGREGATIONS = ['sum', 'last', 'avg', 'first'] as const;
export type Aggregation = (typeof AGGREGATIONS)[number];

/**
 * The part of the model a line belongs to. Statement sections (revenue, opex, tax, the balance
 * sheet's assets, the cash flow's operating activities …) are also what `SUM_SECTION(section)`
 * adds up: a total sums its section's members, so a new line in a section enters its total.
 */
export const LINE_SECTIONS = [
  'calendar', 'headcount', 'medical', 'transport', 'rides', 'revenue', 'revenue_detail', 'cogs', 'opex', 'other_income', 'result',
  'depreciation', 'financial', 'tax', 'capex', 'working_capital', 'tax_computation', 'financing', 'kpi_inputs',
  'assets', 'liabilities', 'equity', 'balance_totals',
  'cf_operating', 'cf_investing', 'cf_financing', 'cash',
] as const;
export type LineSection = (typeof LINE_SECTIONS)[number];

/** The statements a line can be shown on; lines on none are the model's workings (memo lines). */
export const STATEMENTS = ['pnl', 'balance', 'cashflow'] as const;
export type Statement = (typeof STATEMENTS)[number];

/** A line's place in the closed months' actuals (LineActuals.closed). */
export const CLOSED_ACTUAL_KINDS = ['required', 'optional', 'balance'] as const;

/**
 * A line's place in the actuals: `baseline` — the 2024–2025 baseline data holds its monthly actual
 * values (the Actuals sheet); `closed` — a closed month of 2026 on takes its monthly actual
 * (the monthly actuals import): `required` — every closed month has it; `optional` — a closed month
 * takes the actual when the month gives one, else the line's closed-month formula (onboardings and
 * new clients, which a CRM reports but a ledger does not); `balance` — monthly actuals may carry it
 * as a balance item, shown beside the derived figure as a reconciling item and never written over it.
 */
export interface LineActuals {
  baseline?: true;
  closed?: (typeof CLOSED_ACTUAL_KINDS)[number];
}

/**
 * A monthly line of the forecast (2026-01 … 2030-12). In `formula`, a line id means that line in
 * the same month, `prev(line)` the month before (the first forecast month reads the opening
 * column), `lag(line, n)` the line n months before (0 before the opening column, and in it for a
 * line without an opening value), and any other name a driver, a derived driver value or a
 * baseline setting. `SUM_SECTION(section)` is the sum of the section's lines that are not totals
 * (engine/model/lines.ts expands it).
 */
export interface LineDef {
  id: string;
  name: string;
  unit: LineUnit;
  section: LineSection;
  formula: string;
  /**
   * The value in the opening column (December 2025, the opening balance) for lines that later
   * months read with prev() and for balance-sheet lines. It may read drivers, baseline settings,
   * actual(field) (a December 2025 actual) and other lines' opening values.
   */
  opening?: string;
  aggregate: Aggregation;
  explanation: string;
  /** The statement that shows the line, in definition order; absent for memo lines. */
  statement?: Statement;
  /** The row label on its statement (the specification's words where it gives them). */
  label?: string;
  /** A subtotal or total: bold on statements, left out of SUM_SECTION of its section. */
  total?: true;
  /**
   * The item of the German statutory profit and loss account (§ 275 Abs. 2 HGB, nature of expense)
   * the line is shown under; every P&L line that is not a total has one (engine/model/hgb.ts).
   */
  hgb?: HgbItem;
  actuals?: LineActuals;
}

/**
 * The items of § 275 Abs. 2 HGB the model's P&L lines map to, by their number in the law: 1
 * Umsatzerlöse, 3 andere aktivierte Eigenleistungen, 5b Aufwendungen für bezogene Leistungen, 6
 * Personalaufwand, 7a Abschreibungen, 8 sonstige betriebliche Aufwendungen, 11 sonstige Zinsen und
 * ähnliche Erträge, 13 Zinsen und ähnliche Aufwendungen, 14 Steuern vom Einkommen und vom Ertrag.
 */
export const HGB_ITEMS = ['1', '3', '5b', '6', '7a', '8', '11', '13', '14'] as const;
export type HgbItem = (typeof HGB_ITEMS)[number];

/** A driver-level value computed once from drivers (a named expression with a formula). */
export interface DerivedDef {
  id: string;
  name: string;
  unit: string;
  formula: string;
  explanation: string;
}

export const KPI_TABS = ['bi', 'growth', 'margin', 'efficiency', 'industry', 'other'] as const;
export type KpiTab = (typeof KPI_TABS)[number];
export const KPI_STATUSES = ['good', 'warning', 'critical'] as const;
export type KpiStatus = (typeof KPI_STATUSES)[number];

export type Benchmark =
  | { kind: 'above'; value: number }
  | { kind: 'below'; value: number }
  | { kind: 'range'; min: number; max: number };

export interface KpiDef {
  id: string;
  name: string;
  tab: KpiTab;
  unit: string;
  /**
   * Formula over annual values of year y: a line id is its annual value, `prev_year(line)` the
   * previous year's, other names are drivers. Evaluated for 2026–2030 (and 2025 where the actuals
   * hold every input).
   */
  formula: string;
  benchmark: Benchmark;
  /** Where the benchmark comes from, as a finance reader names it ("Internal target", "Industry benchmark"). */
  benchmark_source: string;
  /** Docs only, never shown in the product: the specification section behind the benchmark, or "ours". */
  reference?: string;
  description: string;
  definition: string;
  /**
   * A year in which a text stands for the number: when the annual value of `line` is at least
   * `atLeast`, the KPI reads `text` with `status` (Cash Runway in a year that adds cash:
   * "Cash-positive", good). The formula then has no number (a division by a zero burn), and the
   * Excel export writes the same rule around it as IF().
   */
  textWhen?: { line: string; atLeast: number; text: string; status: KpiStatus };
  /**
   * Why the KPI of a year whose months are all closed still follows the scenario: an input no actual
   * holds (a price, a headcount, the churn assumption). A KPI without it reads only lines that closed
   * months take from their actuals, so it is the same in every scenario (docs/model.md).
   */
  closedYear?: string;
  /** Set when the input behind `closedYear` is one the actual years 2024–2025 lack too (a price, an attach rate): the KPI follows the scenario there as well. */
  closedYearAlsoActualYears?: true;
  /** The 2025 base where the specification states one or the actuals cannot compute it; `reference` is docs only. */
  base2025?: { value: number; source: string; reference?: string };
  /**
   * What a CEO can do when the KPI is warning or critical: concrete actions naming the Key
   * Drivers that move it (a test holds every KPI to this).
   */
  remedy: { warning: string; critical: string };
}
