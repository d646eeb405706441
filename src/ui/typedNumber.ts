/**
 * Reads a number a user typed or pasted (a driver cell of the Driver Grid, a goal seek target).
 * Returns NaN for anything that is not plainly a number, so the check after it refuses it
 * visibly: a typo never becomes 0 or a clamped value. Accepted: plain numbers ("3.2", "-1e3",
 * "−5"), English grouping ("1,500,000") as the app writes numbers, a trailing "%" on percent
 * units, a leading "€" on euro units, and for months "2025-11" or "202511". German notation
 * ("3,2", "1.000,5") is refused rather than guessed: "1.000" is a thousand in German and one in
 * English (docs/decisions.md).
 */
export function parseTypedNumber(input: unknown, unit: string): number {
  if (typeof input === 'number') return input;
  if (typeof input !== 'string') return Number.NaN;
  let text = input.trim().replace(/\u2212/g, '-');
  if (unit === 'month') {
    const dashed = /^(\d{4})-(\d{1,2})$/.exec(text);
    if (dashed) return Number(dashed[1]) * 100 + Number(dashed[2]);
    return /^\d{6}$/.test(text) ? Number(text) : Number.NaN;
  }
  if (unit.includes('%') && text.endsWith('%')) text = text.slice(0, -1);
  if (unit.startsWith('€') && /^[+-]?€/.test(text)) text = text.replace('€', '');
  if (/^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) text = text.replace(/,/g, '');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return Number.NaN;
  return Number(text);
}

