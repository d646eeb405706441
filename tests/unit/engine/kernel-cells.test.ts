import { describe, expect, it } from 'vitest';
import { ALL_YEARS } from '../../../engine/calendar.ts';
import { createKernel } from '../../../engine/kernel/kernel.ts';
import { kernelCells } from '../../../engine/kernel/read.ts';
import { KPI_YEARS } from '../../../engine/workbook/compile.ts';
import { effectiveDrivers } from '../../../engine/session/effectiveDrivers.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';

const [FIRST_YEAR, LAST_YEAR, FIRST_KPI_YEAR] = [ALL_YEARS[0], ALL_YEARS[ALL_YEARS.length - 1] as number, KPI_YEARS[0]];

describe('the kernel read as cells', () => {
  const kernel = createKernel();
  const actuals = baselineActuals();
  const prepared = kernel.prepare(actuals);
  prepared.evaluate(kernel.driverVector(effectiveDrivers(actuals)));
  const cells = kernelCells(kernel, prepared.result, prepared.closedThrough);

  it('reads a figure for every year of the Annual sheet and of the KPIs, and null for any other year or an unknown line', () => {
    for (const year of ALL_YEARS) expect(cells.annual('total_revenue', year)).toEqual(expect.any(Number));
    for (const year of KPI_YEARS) expect(cells.kpi('operating_margin', year)).toEqual(expect.any(Number));
    for (const year of [FIRST_YEAR - 1, LAST_YEAR + 1, 2026.5]) expect(cells.annual('total_revenue', year)).toBeNull();
    for (const year of [FIRST_KPI_YEAR - 1, LAST_YEAR + 1, 2027.5]) expect(cells.kpi('operating_margin', year)).toBeNull();
    expect(cells.annual('no_such_line', 2026)).toBeNull();
    expect(cells.kpi('no_such_kpi', 2026)).toBeNull();
  });

  it('reads each year from its own column: revenue grows year on year in the baseline forecast', () => {
    const revenue = ALL_YEARS.map((year) => cells.annual('total_revenue', year) as number);
    expect(new Set(revenue).size).toBe(ALL_YEARS.length);
    expect(revenue.slice(2).every((value, i) => value > (revenue[i + 1] as number))).toBe(true);
  });
});
