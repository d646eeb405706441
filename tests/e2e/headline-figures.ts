/**
 * Figures read off the screens, parsed back from their display format, and the rule that two
 * readings of one quantity must agree at the precision they are shown with. A figure shown as
 * "€50.0M" stands for anything in [€49.95M, €50.05M); "€49,999,829" for [€49,999,828.5, …829.5):
 * two readings agree when those intervals touch.
 */

export interface Shown {
  value: number;
  /** The unit of the last digit shown (0.1M → 100,000; whole euros → 1). */
  step: number;
}

export interface Reading extends Shown {
  /** The quantity's name: as the screen shows it where the name is the point (acquisition costs), else ours. */
  name: string;
  /** The year the figure is for; null for a driver, which is the same every year. */
  year: number | null;
  screen: string;
  text: string;
}

const MULTIPLIER: Record<string, number> = { B: 1e9, M: 1e6, K: 1e3 };

/**
 * Parses the product's number formats: "€50.0M", "−€981K", "€2,240", "23,113,118", "2.2M",
 * "6.63×", "85.8%", "+€1.2M". Throws on anything else, so a changed format fails loudly.
 */
export function parseShown(text: string): Shown {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  const match = /^([+−-])?€?(\d[\d,]*)(?:\.(\d+))?([BMK])?(?:×|x|%)?$/.exec(compact);
  if (!match) throw new Error(`"${text}" is not a figure this test can read`);
  const [, sign, whole = '', decimals = '', suffix] = match;
  const multiplier = suffix ? MULTIPLIER[suffix] ?? 1 : 1;
  const magnitude = Number(`${whole.replace(/,/g, '')}.${decimals || '0'}`) * multiplier;
  return { value: sign === '−' || sign === '-' ? -magnitude : magnitude, step: Math.pow(10, -decimals.length) * multiplier };
}

export function reading(screen: string, name: string, year: number | null, text: string): Reading {
  return { screen, name, year, text: text.trim(), ...parseShown(text) };
}

function sameQuantity(a: Reading, b: Reading): boolean {
  return a.name.toLowerCase() === b.name.toLowerCase() && (a.year === b.year || a.year === null || b.year === null);
}

function agree(a: Reading, b: Reading): boolean {
  return Math.abs(a.value - b.value) <= (a.step + b.step) / 2 + 1e-9 * Math.max(1, Math.abs(a.value));
}

const quantity = (r: Reading) => `${r.name}${r.year === null ? ' (every year)' : ` ${r.year}`}`;
const shows = (r: Reading) => `${r.screen} shows ${r.text}`;

/** Every pair of readings of one quantity that disagree at display precision, in words. */
export function disagreements(readings: readonly Reading[]): string[] {
  const found: string[] = [];
  readings.forEach((a, i) => {
    for (const b of readings.slice(i + 1)) {
      if (!sameQuantity(a, b) || agree(a, b)) continue;
      found.push(a.year === b.year
        ? `${quantity(a)}: ${shows(a)}, ${shows(b)}`
        : `${quantity(a)}: ${shows(a)}; ${quantity(b)}: ${shows(b)}`);
    }
  });
  return found;
}

/** The screens that showed a quantity, to prove the comparison was not empty. */
export function screensShowing(readings: readonly Reading[], name: string, year: number | null): Set<string> {
  return new Set(readings.filter((r) => r.name.toLowerCase() === name.toLowerCase() && r.year === year).map((r) => r.screen));
}

/** "Customer Acquisition Cost 2025" → name and year; "LTV/CAC Ratio, 2026 plan" → the same. */
export function nameAndYear(text: string): { name: string; year: number | null } {
  const match = /^(.*?)[,\s]+(\d{4})(?:\s+plan)?$/.exec(text.trim());
  return match ? { name: (match[1] ?? '').trim(), year: Number(match[2]) } : { name: text.trim(), year: null };
}
