import { describe, expect, it } from 'vitest';
import { figureIds, modelFigure } from '../../../engine/analysis/modelFigure.ts';
import { createKernelEvaluator } from '../../../engine/kernel/evaluator.ts';
import { effectiveDrivers } from '../../../engine/session/effectiveDrivers.ts';
import { figuresOf } from '../../../engine/session/figures.ts';
import {
  analysisFigure, analysisFigures, COMMON_FIGURE_IDS, driversMoving, figuresMovedBy, figureValue,
} from '../../../src/model/analysisFigures.ts';
import { baselineActuals } from '../../helpers/fixtures.ts';

const model = createKernelEvaluator(baselineActuals());

describe('the figures goal seek and attribution can be asked about', () => {
  it('lists every annual line and KPI the engine accepts exactly once, the common figures first in their order', () => {
    const ids = analysisFigures().map((figure) => figure.id);
    const accepted = figureIds(model.kernel);
    expect([...ids].sort()).toEqual([...accepted.lines, ...accepted.kpis].sort());
    expect(ids.slice(0, COMMON_FIGURE_IDS.length)).toEqual([...COMMON_FIGURE_IDS]);
    expect(analysisFigures().filter((figure) => figure.common).map((figure) => figure.id)).toEqual([...COMMON_FIGURE_IDS]);
    // After the common ones: lines before KPIs, each in the definition's order.
    const rest = analysisFigures().slice(COMMON_FIGURE_IDS.length);
    expect(rest.map((figure) => figure.id)).toEqual([...accepted.lines, ...accepted.kpis].filter((id) => !(COMMON_FIGURE_IDS as readonly string[]).includes(id)));
  });

  it('names each figure and gives its unit as the definition does', () => {
    expect(analysisFigure('total_revenue')).toEqual({ id: 'total_revenue', kind: 'line', name: 'Total revenue', unit: '€', common: true });
    expect(analysisFigure('gross_margin')).toMatchObject({ kind: 'kpi', name: 'Gross Margin', unit: '%' });
    expect(analysisFigure('rides')).toMatchObject({ kind: 'line', name: 'Total rides', unit: 'rides' });
    expect(analysisFigure('cash_runway')).toMatchObject({ kind: 'kpi', unit: 'months', common: false });
  });

  it('reads a line or a KPI of a year from the screen\'s figures, as the engine\'s analyses read it', () => {
    const drivers = effectiveDrivers(baselineActuals());
    const figures = figuresOf(model.evaluate(drivers));
    for (const id of ['total_revenue', 'closing_cash', 'gross_margin', 'monthly_burn', 'cash_runway']) {
      const figure = analysisFigure(id);
      if (!figure) throw new Error(id);
      // No number on either side is the same answer: the runway of a cash-positive year has none.
      expect(figureValue(figures, figure, 2030) ?? NaN).toBe(modelFigure(model.kernel, id, 2030).read(model.evaluateVector(model.kernel.driverVector(drivers))));
    }
    expect(figureValue({ years: {}, kpis: {} }, analysisFigure('ebitda') as NonNullable<ReturnType<typeof analysisFigure>>, 2030)).toBeNull();
  });

  it('knows which figures a driver moves and which editable drivers move a figure, through the definition\'s formulas', () => {
    const moved = figuresMovedBy('sales_rep_productivity').map((figure) => figure.id);
    expect(moved).toEqual(expect.arrayContaining(['total_revenue', 'ebitda', 'closing_cash', 'total_clients']));
    expect(figuresMovedBy('target_revenue_2030')).toEqual([]);
    const revenueDrivers = driversMoving('total_revenue').map((driver) => driver.id);
    expect(revenueDrivers).toContain('sales_rep_productivity');
    expect(revenueDrivers).not.toContain('target_revenue_2030');
    expect(revenueDrivers).not.toContain('customer_acquisition_cost');
    expect(driversMoving('total_revenue').every((driver) => driver.editable)).toBe(true);
  });
});
