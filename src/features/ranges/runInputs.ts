import { MAX_DRAWS } from '../../../engine/analysis/ranges/rangeFigures.ts';
import { MAX_SEED } from '../../../engine/analysis/seededRandom.ts';

/**
 * The run controls' fields as typed: draws and seed are whole numbers, written plainly or grouped
 * in thousands the German way ("10.000") or the English way ("10,000"). Anything else, or a number
 * outside its range, is refused (null) rather than rounded or clamped.
 */

const PLAIN = /^\d+$/;
const GROUPED = /^\d{1,3}([.,\u00a0 ]\d{3})+$/;

function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!PLAIN.test(trimmed) && !GROUPED.test(trimmed)) return null;
  return Number(trimmed.replace(/[.,\u00a0 ]/g, ''));
}

export function parseDraws(text: string): number | null {
  const draws = wholeNumber(text);
  return draws !== null && draws >= 1 && draws <= MAX_DRAWS ? draws : null;
}

export function parseSeed(text: string): number | null {
  const seed = wholeNumber(text);
  return seed !== null && seed <= MAX_SEED ? seed : null;
}

/** A fresh seed for a run (the generator's seeds are 32-bit). */
export function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] as number;
}
