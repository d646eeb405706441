import { describe, expect, it } from 'vitest';
import { OKR_OBJECTIVES, OKR_THRESHOLDS, okrAttainment, okrStatus, strategicOkrs } from '../../../engine/session/okrs.ts';

describe('OKR attainment rule', () => {
  it('is good from 98% of target, warning from 90%, critical below', () => {
    expect(OKR_THRESHOLDS).toEqual({ good: 98, warning: 90 });
    const target = 1_000_000;
    expect([980_000, 979_999, 900_000, 899_999, 1_200_000].map((forecast) => okrStatus(forecast, target)))
      .toEqual(['good', 'warning', 'warning', 'critical', 'good']);
  });

  it('calls a plan within 2% of its target on target (issue 14: €5,799,989 against €5.8M, and 99.1%)', () => {
    expect(okrStatus(5_799_989, 5_800_000)).toBe('good');
    expect(okrStatus(991_000, 1_000_000)).toBe('good');
  });

  it('measures a loss against a profit target below zero: critical, with the attainment shown', () => {
    expect(okrAttainment(-450_000, 1_000_000)).toBeCloseTo(-45, 10);
    expect(okrStatus(-450_000, 1_000_000)).toBe('critical');
  });

  it('measures a loss target by the size of the gap: a smaller loss is above 100%', () => {
    expect(okrAttainment(-400_000, -500_000)).toBeCloseTo(120, 10);
    expect([-400_000, -500_000, -520_000, -560_000].map((forecast) => okrStatus(forecast, -500_000)))
      .toEqual(['good', 'good', 'warning', 'critical']);
  });

  it('has no attainment for a zero or missing target; zero is met at break-even, a missing target is critical', () => {
    expect([okrAttainment(10, 0), okrAttainment(10, null), okrAttainment(null, 10)]).toEqual([null, null, null]);
    expect([okrStatus(0, 0), okrStatus(-1, 0), okrStatus(5, null), okrStatus(null, 5)]).toEqual(['good', 'critical', 'critical', 'critical']);
  });

  it('gives the warning or critical remedy of the objective, and none when it is good', () => {
    const years = { 2024: { total_revenue: 1, rides: 1, ebitda: 1 }, 2025: { total_revenue: 1, rides: 1, ebitda: 1 }, 2026: { total_revenue: 100, rides: 95, ebitda: 10 } };
    const okrs = strategicOkrs(years, { target_revenue_2026: 100, target_rides_2026: 100, target_net_profit_2026: 100 });
    expect(okrs.map((okr) => okr.status)).toEqual(['good', 'warning', 'critical']);
    const [revenue, rides, profit] = OKR_OBJECTIVES;
    expect(okrs.map((okr) => okr.remedy)).toEqual([null, rides?.remedy.warning, profit?.remedy.critical]);
    expect(revenue?.remedy.warning).not.toBe(revenue?.remedy.critical);
  });
});
