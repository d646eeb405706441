import fc from 'fast-check';
import { OPENING_BALANCE_FIELDS, OPENING_BALANCE_SETTINGS, type OpeningBalanceField } from '../../engine/actuals/schema.ts';

/**
 * Opening balances at 31 December 2025 inside each setting's bounds, at sizes a company of this
 * kind has (up to €50M): whole euros and months, rates in hundredths of a percent, as a baseline
 * file writes them.
 */
export const openingBalanceArbitrary: fc.Arbitrary<Record<OpeningBalanceField, number>> = fc.record(Object.fromEntries(OPENING_BALANCE_FIELDS.map((field) => {
  const { min, max } = OPENING_BALANCE_SETTINGS[field];
  const low = Math.max(min, -50_000_000);
  const high = Math.min(max, 50_000_000);
  return [field, field.endsWith('_rate')
    ? fc.integer({ min: low * 100, max: high * 100 }).map((hundredths) => hundredths / 100)
    : fc.integer({ min: low, max: high })];
})) as Record<OpeningBalanceField, fc.Arbitrary<number>>);
