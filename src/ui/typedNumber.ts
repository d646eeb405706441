import { activeNumberFormat } from './figures.ts';
import type { NumberFormat } from '../../engine/format/number.ts';

/**
 * Reads a number a user typed or pasted (a driver cell of the Driver Grid, a goal seek target).
 * Returns NaN for anything that is not plainly a number, so the check after it refuses it
 * visibly: a typo never becomes 0 or a clamped value. Accepted: plain numbers ("3.2", "-1e3",
 * "−5"), grouping and decimals in the user's number format as the app writes them (English
 * "1,500,000.5", German "1.500.000,5"), a trailing "%" on percent units, the euro sign on euro
 * units where the format puts it, and for months "2025-11" or "202511". The other format's notation
 * is refused rather than guessed: "1.000" is a thousand in German and one in English
 * (docs/decisions.md), so the user's format decides.
 */
export function parseTypedNumber(input: unknown, unit: string, format: NumberFormat = activeNumberFormat()): number {
  if (typeof input === 'number') return input;
  if (typeof input !== 'string') return Number.NaN;
  let text = input.trim().replace(/\u2212/g, '-');
  if (unit === 'month') {
    const dashed = /^(\d{4})-(\d{1,2})$/.exec(text);
    if (dashed) return Number(dashed[1]) * 100 + Number(dashed[2]);
    return /^\d{6}$/.test(text) ? Number(text) : Number.NaN;
  }
  if (unit.includes('%') && text.endsWith('%')) text = text.slice(0, -1).trimEnd();
  if (format === 'de') return parseGerman(unit.startsWith('€') ? text.replace(/\s*€$/, '') : text);
  if (unit.startsWith('€') && /^[+-]?€/.test(text)) text = text.replace('€', '');
  if (/^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) text = text.replace(/,/g, '');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return Number.NaN;
  return Number(text);
}

/** German notation: "1.500.000,5", "3,2", plain "3" or "1e3"; a point is a thousands point only in groups of three. */
function parseGerman(text: string): number {
  let plain = text;
  if (/^[+-]?\d{1,3}(\.\d{3})+(,\d+)?$/.test(plain)) plain = plain.replace(/\./g, '').replace(',', '.');
  else if (/^[+-]?\d*,\d+$/.test(plain)) plain = plain.replace(',', '.');
  else if (plain.includes('.')) return Number.NaN;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(plain)) return Number.NaN;
  return Number(plain);
}
