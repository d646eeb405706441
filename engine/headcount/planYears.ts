import { FORECAST_YEARS } from '../calendar.ts';
import { yearAverage, yearEnd, yearTotal, type CostSeries, type HeadcountSeries } from './series.ts';

/**
 * A plan's forecast years as the Headcount screen and the PDF report sum them up: the people in
 * December and the year's cost, by department and in all. The totals are the model's own: the
 * cost is the Employees line of the year (in its open months) and the average people its FTEs.
 */
export interface HeadcountYear {
  year: number;
  /** People in December of the year, by department id. */
  headsAtYearEnd: Record<string, number>;
  /** The year's employee cost, by department id. */
  cost: Record<string, number>;
  totalHeadsAtYearEnd: number;
  totalCost: number;
  /** The people of the year's months, averaged: the year's FTEs. */
  averageFtes: number;
  /** The year's cost per FTE (null in a year without anyone). */
  costPerFte: number | null;
}

function byDepartment(series: HeadcountSeries, read: (s: CostSeries) => number): Record<string, number> {
  return Object.fromEntries(series.departments.map((d) => [d.id, read(series.byDepartment.get(d.id) as CostSeries)]));
}

export function headcountYears(series: HeadcountSeries): HeadcountYear[] {
  return FORECAST_YEARS.map((year) => {
    const totalCost = yearTotal(series.total.cost, year);
    const averageFtes = yearAverage(series.total.heads, year);
    return {
      year,
      headsAtYearEnd: byDepartment(series, (s) => yearEnd(s.heads, year)),
      cost: byDepartment(series, (s) => yearTotal(s.cost, year)),
      totalHeadsAtYearEnd: yearEnd(series.total.heads, year),
      totalCost,
      averageFtes,
      costPerFte: averageFtes > 0 ? totalCost / averageFtes : null,
    };
  });
}
