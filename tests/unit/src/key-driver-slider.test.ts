import { describe, expect, it } from 'vitest';
import { DRIVER_BY_ID } from '../../../engine/model/drivers.ts';
import type { DriverDef } from '../../../engine/model/types.ts';
import { decimalsOf, keyTarget, sliderScale, sliderStep, snapToStop, stepFrom } from '../../../src/features/key-drivers/sliderScale.ts';

function driver(id: string): DriverDef {
  const found = DRIVER_BY_ID.get(id);
  if (!found) throw new Error(`no driver ${id}`);
  return found;
}

// Medical Client Growth Rate: 0–60 %/year, so a step of 0.6 — a scenario value of 14 lies between 13.8 and 14.4.
const growth = driver('medical_client_growth_rate');
const growthScale = sliderScale(growth, 14);

describe('the Key Drivers slider scale', () => {
  it('steps one hundredth of the range (part 2 §2)', () => {
    expect([sliderStep(growth), sliderStep(driver('sales_rep_productivity'))]).toEqual([0.6, 0.099]);
  });

  it('moves counts of people by whole people, and every stop is a whole number', () => {
    const team = driver('sales_team_size');
    const ftes = driver('fte_plan_2026');
    expect([sliderStep(team), sliderStep(ftes)]).toEqual([1, 5]);
    const scale = sliderScale(ftes, 25);
    expect([keyTarget('ArrowRight', 25, scale), keyTarget('ArrowLeft', 25, scale), keyTarget('PageUp', 25, scale)]).toEqual([30, 20, 75]);
    for (const raw of [1, 7.4, 123.2, 250.5, 499.9]) expect(Number.isInteger(snapToStop(raw, scale))).toBe(true);
  });

  it('moves one step from the current value and back to exactly the scenario value', () => {
    const right = keyTarget('ArrowRight', 14, growthScale);
    expect(right).toBe(14.6);
    expect(keyTarget('ArrowLeft', right ?? NaN, growthScale)).toBe(14);
    expect([keyTarget('ArrowUp', 14, growthScale), keyTarget('ArrowDown', 14, growthScale)]).toEqual([14.6, 13.4]);
    expect([keyTarget('PageUp', 14, growthScale), keyTarget('PageDown', 14, growthScale)]).toEqual([20, 8]);
  });

  it('goes to the bounds with Home and End, and never past them with the arrows', () => {
    expect([keyTarget('Home', 14, growthScale), keyTarget('End', 14, growthScale)]).toEqual([0, 60]);
    expect([keyTarget('ArrowRight', 59.9, growthScale), keyTarget('ArrowLeft', 0.2, growthScale), keyTarget('PageDown', 3, growthScale)]).toEqual([60, 0, 0]);
  });

  it('leaves other keys to the browser', () => {
    expect(['Tab', 'Enter', 'a', ' '].map((key) => keyTarget(key, 14, growthScale))).toEqual([null, null, null, null]);
  });

  it('writes every step as an exact decimal, never as binary noise', () => {
    // 0.1 + 0.2 style sums: 0.6 × 23 is 13.799999999999999 in plain floating point.
    expect(stepFrom(0, 23, growthScale)).toBe(13.8);
    const productivity = sliderScale(driver('sales_rep_productivity'), 1);
    expect(stepFrom(1, 3, productivity)).toBe(1.297);
    expect(stepFrom(1.297, -3, productivity)).toBe(1);
    const churn = sliderScale(driver('logo_churn_rate'), 3.2);
    expect(stepFrom(3.2, 1, churn)).toBe(3.6);
    expect(stepFrom(3.6, -1, churn)).toBe(3.2);
  });

  it('comes to rest on the scenario value or on a round mark of the range, the bounds included', () => {
    expect(snapToStop(14.05, growthScale)).toBe(14);
    expect(snapToStop(13.75, growthScale)).toBe(13.8);
    expect(snapToStop(14.3, growthScale)).toBe(14.4);
    expect(snapToStop(13.799999999999999, growthScale)).toBe(13.8);
    expect([snapToStop(-3, growthScale), snapToStop(0.2, growthScale), snapToStop(59.8, growthScale), snapToStop(61, growthScale)]).toEqual([0, 0, 60, 60]);
    expect(snapToStop(Number.NaN, growthScale)).toBe(14);
  });

  it('counts the decimals a value is written with', () => {
    expect([0, 14, 0.6, 7.31419, 13.799999999999999, 0.1 + 0.2].map(decimalsOf)).toEqual([0, 0, 1, 5, 10, 10]);
  });
});
