import type { MonthFigures } from '../../engine/actuals/closeReview.ts';
import type { ImportEffect } from '../model/closeReview.ts';

/** A month's figures as the answers name them (contract/monthlyActuals.ts monthFigures). */
export function figuresAnswer(figures: MonthFigures) {
  return {
    month: figures.month, revenue: figures.revenue, costs: figures.costs, ebitda: figures.ebitda,
    opening_cash: figures.openingCash, operating_cash: figures.operatingCash, investing_cash: figures.investingCash,
    financing_cash: figures.financingCash, closing_cash: figures.closingCash, bank_cash: figures.bankCash,
    ftes: figures.ftes, ftes_actual: figures.ftesActual,
  };
}

/** An import's effect on a month (before → after), as the answers name it. */
export function effectAnswer({ month, before, after }: ImportEffect) {
  return { month, before: figuresAnswer(before), after: figuresAnswer(after) };
}
