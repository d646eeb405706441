import { FORECAST_YEARS, periodLabel } from '../../../engine/calendar.ts';
import { CEILING_GROWTH, CONTRIBUTION_TABLE, type ContributionRates } from '../../../engine/headcount/contributions.ts';
import type { PLAN_PARAMETER_DRIVERS } from '../../../engine/headcount/planRows.ts';
import type { HeadcountYear } from '../../../engine/headcount/planYears.ts';
import type { NumberFormatter } from '../../../engine/format/number.ts';
import { tablesOf } from '../../../engine/model/tables.ts';
import type { ReportData } from '../reportData.ts';
import { COLOR, type ReportDocument } from './reportDocument.ts';
import { yearTable, type LineRow } from './yearTable.ts';

/**
 * The headcount plan the scenario's payroll comes from (issue 28): where the plan comes from,
 * people at each year end and payroll by department, and the contributions and drivers the payroll
 * is computed with. The figures are the engine's (ReportData.headcount); the totals are the
 * model's Employees and FTEs, so they match the profit and loss and the volumes of this report.
 */

type ContributionKind = keyof Pick<ContributionRates, 'pension' | 'unemployment' | 'health' | 'care' | 'insolvency'>;

const LAST = FORECAST_YEARS[4];

/** Every word of the section and of its line in the Executive Summary. */
export const HEADCOUNT_TEXT = {
  title: 'Headcount plan',
  subtitle: `People and payroll by department, ${FORECAST_YEARS[0]}–${LAST}`,
  saved: (positions: string) => `Positions saved with the scenario (${positions}).`,
  generated: 'Generated from the FTE Plan, Sales Team Size and Average Cost per FTE (no positions saved).',
  payrollIs: (employees: string) => `Payroll is the ${employees} line of the profit and loss: every position's salary, variable pay, the employer's contributions and recruiting. FTEs are the people employed, averaged over the months of the year.`,
  closedMonths: (month: string, employees: string) => `Months through ${month} are closed: the profit and loss holds their actual ${employees} cost, so in a year with closed months it differs from the plan's payroll below by what was actually paid. FTEs follow the plan in every month.`,
  peopleTable: 'People at 31 December',
  totalPeople: 'Total people',
  averageFtes: 'Average FTEs',
  payrollTable: 'Payroll (EUR)',
  totalPayroll: (employees: string) => `Total payroll (${employees})`,
  payrollPerFte: 'Payroll per FTE',
  contributionKinds: {
    pension: 'pension', unemployment: 'unemployment', health: 'health', care: 'long-term care', insolvency: 'insolvency levy',
  } satisfies Record<ContributionKind, string>,
  contributions: (year: number, rates: string, pensionCeiling: string, healthCeiling: string) => `Employer contributions in ${year}, each on the pay up to its monthly ceiling: ${rates}; ceilings ${pensionCeiling} a month for pension, unemployment and the insolvency levy, ${healthCeiling} for health and long-term care.`,
  laterYears: (year: number, growth: string, pensionCeiling: string, healthCeiling: string) => `Later years are an assumption: the rates stay as in ${year} and the ceilings rise ${growth} a year, to ${pensionCeiling} and ${healthCeiling} in ${LAST}.`,
  driversUsed: 'Drivers used:',
  driverRoles: {
    employee_cost_growth_annual: 'the yearly raise of positions without one of their own',
    accident_insurance_rate: 'accident insurance on the whole pay, an estimate: the Berufsgenossenschaft assesses each employer',
    hiring_delay_months: 'every hire from January 2026 starts this much later',
  } satisfies Record<(typeof PLAN_PARAMETER_DRIVERS)[number], string>,
  people: (count: number, figure: string) => `${figure} ${count === 1 ? 'person' : 'people'}`,
  summaryLine: (people: string, payroll: string) => `Headcount plan: ${people} at the end of ${LAST}; payroll in ${LAST} ${payroll}.`,
} as const;

/** The payroll line as the profit and loss of this report heads it. */
function employeesLabel(data: ReportData): string {
  const line = tablesOf(data.definition).lineById.get('employees');
  return line?.label ?? line?.name ?? 'employees';
}

function yearOf(data: ReportData, year: number): HeadcountYear {
  const found = data.headcount.years.find((candidate) => candidate.year === year);
  if (!found) throw new Error(`The headcount plan has no year ${year}`);
  return found;
}

function sourceSentence(data: ReportData, figures: NumberFormatter): string {
  const saved = data.headcount.savedPositions;
  if (saved === null) return HEADCOUNT_TEXT.generated;
  return HEADCOUNT_TEXT.saved(`${figures.formatWholeNumber(saved)} ${saved === 1 ? 'position' : 'positions'}`);
}

function contributionsNote(figures: NumberFormatter): string {
  const first = CONTRIBUTION_TABLE[0] as ContributionRates;
  const last = CONTRIBUTION_TABLE[CONTRIBUTION_TABLE.length - 1] as ContributionRates;
  const kinds = Object.entries(HEADCOUNT_TEXT.contributionKinds) as [ContributionKind, string][];
  const rates = kinds.map(([kind, name]) => `${name} ${figures.formatRate(first[kind])}`).join(', ');
  const euros = (value: number) => figures.formatEuroExact(value, { cents: true });
  return `${HEADCOUNT_TEXT.contributions(first.year, rates, euros(first.pensionCeiling), euros(first.healthCeiling))} `
    + HEADCOUNT_TEXT.laterYears(first.year, figures.formatRate(CEILING_GROWTH * 100), euros(last.pensionCeiling), euros(last.healthCeiling));
}

function driversNote(data: ReportData, figures: NumberFormatter): string {
  const used = data.headcount.parameters.map(({ id, driver, value }) => `${driver.name} ${figures.formatByUnit(value, driver.unit)} (${HEADCOUNT_TEXT.driverRoles[id]})`);
  return `${HEADCOUNT_TEXT.driversUsed} ${used.join('; ')}.`;
}

export function headcountSection(report: ReportDocument, data: ReportData): void {
  const { figures } = report;
  const employees = employeesLabel(data);
  const { departments } = data.headcount;
  const row = (id: string, label: string, unit: LineRow['unit'], read: (year: HeadcountYear) => number | null, bold = false): LineRow => ({
    id, label, unit, bold, value: (year) => read(yearOf(data, year)),
  });
  // The plan's figures are the plan's in closed months too, so the years are not marked as actual.
  const options = { years: FORECAST_YEARS, labelWidth: 30, yearHeader: (year: number) => String(year) };

  report.paragraph(sourceSentence(data, figures));
  report.paragraph(HEADCOUNT_TEXT.payrollIs(employees), { size: 8.5, color: COLOR.muted });
  if (data.closedThrough !== null) report.paragraph(HEADCOUNT_TEXT.closedMonths(periodLabel(data.closedThrough), employees), { size: 8.5, color: COLOR.muted });

  // People print with the FTE unit: whole at a year end, with the fraction a part-month hiring delay can leave.
  yearTable(report, data, [
    ...departments.map((d) => row(`heads_${d.id}`, d.name, 'FTE', (y) => y.headsAtYearEnd[d.id] ?? null)),
    row('plan_heads', HEADCOUNT_TEXT.totalPeople, 'FTE', (y) => y.totalHeadsAtYearEnd, true),
    row('ftes', HEADCOUNT_TEXT.averageFtes, 'FTE', (y) => y.averageFtes),
  ], { ...options, first: HEADCOUNT_TEXT.peopleTable });

  yearTable(report, data, [
    ...departments.map((d) => row(`cost_${d.id}`, d.name, '€', (y) => y.cost[d.id] ?? null)),
    row('employees', HEADCOUNT_TEXT.totalPayroll(employees), '€', (y) => y.totalCost, true),
    row('payroll_per_fte', HEADCOUNT_TEXT.payrollPerFte, '€', (y) => y.costPerFte),
  ], { ...options, first: HEADCOUNT_TEXT.payrollTable });

  report.paragraph(contributionsNote(figures), { size: 8, color: COLOR.muted });
  report.paragraph(driversNote(data, figures), { size: 8, color: COLOR.muted });
}

/** The Executive Summary's one line: people at the end of the last year and that year's payroll. */
export function headcountSummaryLine(data: ReportData): string {
  const last = yearOf(data, LAST);
  const { formatEuroExact, formatValueWithUnit } = data.figures;
  const people = HEADCOUNT_TEXT.people(last.totalHeadsAtYearEnd, formatValueWithUnit(last.totalHeadsAtYearEnd, ''));
  return HEADCOUNT_TEXT.summaryLine(people, formatEuroExact(last.totalCost));
}
