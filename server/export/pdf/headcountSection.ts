import { FORECAST_YEARS } from '../../../engine/calendar.ts';
import { CEILING_GROWTH, CONTRIBUTION_TABLE, type ContributionRates } from '../../../engine/headcount/contributions.ts';
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

/** The kinds of employer contribution, in the order the note names them (export namespace, `headcount.contributionKinds`). */
const CONTRIBUTION_KINDS: readonly ContributionKind[] = ['pension', 'unemployment', 'health', 'care', 'insolvency'];

/** The payroll line as the profit and loss of this report heads it. */
function employeesLabel(data: ReportData): string {
  const line = tablesOf(data.definition).lineById.get('employees');
  return line?.label ?? line?.name ?? data.t('headcount.employees');
}

function yearOf(data: ReportData, year: number): HeadcountYear {
  const found = data.headcount.years.find((candidate) => candidate.year === year);
  if (!found) throw new Error(`The headcount plan has no year ${year}`);
  return found;
}

function sourceSentence(data: ReportData, figures: NumberFormatter): string {
  const saved = data.headcount.savedPositions;
  if (saved === null) return data.t('headcount.generated');
  return data.t('headcount.saved', { positions: data.t(saved === 1 ? 'headcount.position' : 'headcount.positions', { figure: figures.formatWholeNumber(saved) }) });
}

function contributionsNote({ t }: ReportData, figures: NumberFormatter): string {
  const first = CONTRIBUTION_TABLE[0] as ContributionRates;
  const last = CONTRIBUTION_TABLE[CONTRIBUTION_TABLE.length - 1] as ContributionRates;
  const rates = CONTRIBUTION_KINDS.map((kind) => `${t(`headcount.contributionKinds.${kind}`)} ${figures.formatRate(first[kind])}`).join(', ');
  const euros = (value: number) => figures.formatEuroExact(value, { cents: true });
  return `${t('headcount.contributions', { year: first.year, rates, pensionCeiling: euros(first.pensionCeiling), healthCeiling: euros(first.healthCeiling) })} `
    + t('headcount.laterYears', { year: first.year, growth: figures.formatRate(CEILING_GROWTH * 100), pensionCeiling: euros(last.pensionCeiling), healthCeiling: euros(last.healthCeiling), last: LAST });
}

function driversNote(data: ReportData, figures: NumberFormatter): string {
  const used = data.headcount.parameters.map(({ id, driver, value }) => `${driver.name} ${figures.formatByUnit(value, driver.unit)} (${data.t(`headcount.driverRoles.${id}`)})`);
  return `${data.t('headcount.driversUsed')} ${used.join('; ')}.`;
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

  const { t } = data;
  report.paragraph(sourceSentence(data, figures));
  report.paragraph(t('headcount.payrollIs', { employees }), { size: 8.5, color: COLOR.muted });
  if (data.closedThrough !== null) report.paragraph(t('headcount.closedMonths', { month: data.periods.label(data.closedThrough), employees }), { size: 8.5, color: COLOR.muted });

  // People print with the FTE unit: whole at a year end, with the fraction a part-month hiring delay can leave.
  yearTable(report, data, [
    ...departments.map((d) => row(`heads_${d.id}`, d.name, 'FTE', (y) => y.headsAtYearEnd[d.id] ?? null)),
    row('plan_heads', t('headcount.totalPeople'), 'FTE', (y) => y.totalHeadsAtYearEnd, true),
    row('ftes', t('headcount.averageFtes'), 'FTE', (y) => y.averageFtes),
  ], { ...options, first: t('headcount.peopleTable') });

  yearTable(report, data, [
    ...departments.map((d) => row(`cost_${d.id}`, d.name, '€', (y) => y.cost[d.id] ?? null)),
    row('employees', t('headcount.totalPayroll', { employees }), '€', (y) => y.totalCost, true),
    row('payroll_per_fte', t('headcount.payrollPerFte'), '€', (y) => y.costPerFte),
  ], { ...options, first: t('headcount.payrollTable') });

  report.paragraph(contributionsNote(data, figures), { size: 8, color: COLOR.muted });
  report.paragraph(driversNote(data, figures), { size: 8, color: COLOR.muted });
}

/** The Executive Summary's one line: people at the end of the last year and that year's payroll. */
export function headcountSummaryLine(data: ReportData): string {
  const last = yearOf(data, LAST);
  const { formatEuroExact, formatValueWithUnit } = data.figures;
  const figure = formatValueWithUnit(last.totalHeadsAtYearEnd, '');
  const people = data.t(last.totalHeadsAtYearEnd === 1 ? 'headcount.person' : 'headcount.people', { figure });
  return data.t('headcount.summaryLine', { people, payroll: formatEuroExact(last.totalCost), last: LAST });
}
