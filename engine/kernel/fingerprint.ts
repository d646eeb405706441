import { DRIVERS } from '../model/drivers.ts';
import { CLOSED_INPUT_LINES } from '../actuals/closedMonths.ts';
import { closedMonthSource } from '../model/closedMonthSources.ts';
import type { Layout } from '../workbook/compile.ts';
import type { ModelDefinition } from './modelPlan.ts';

/**
 * A fingerprint of everything the generated kernel was compiled from: the formulas of the
 * definition, their ids and aggregations, what a closed month fills each line with, the drivers
 * and the workbook layout. The generated
 * module carries the fingerprint it was generated from; the kernel refuses to run when the live
 * definition has another one, so a definition changed without `npm run -s kernel -- --write`
 * fails loudly instead of evaluating the old model.
 */
export function definitionFingerprint(definition: ModelDefinition, layout: Layout): string {
  const rows = Object.fromEntries(Object.entries(layout.rows).map(([sheet, map]) => [sheet, [...map]]));
  const text = JSON.stringify({
    drivers: DRIVERS.map((driver) => driver.id),
    derived: definition.derived.map(({ id, formula }) => [id, formula]),
    lines: definition.lines.map(({ id, formula, opening, aggregate }) => [id, formula, opening ?? null, aggregate, closedMonthSource(id) ?? null]),
    closedMonthLines: CLOSED_INPUT_LINES,
    actualDerived: definition.actualDerived.map(({ id, formula, firstMonth }) => [id, formula, firstMonth ?? null]),
    annualExtras: definition.annualExtras.map(({ id, formula }) => [id, formula]),
    kpis: definition.kpis.map(({ id, formula, base2025 }) => [id, formula, base2025?.value ?? null]),
    rows,
    settingRows: [...layout.settingRows],
  });
  return hash53(text).toString(16).padStart(14, '0');
}

/** cyrb53: a fast 53-bit string hash (public domain), enough to tell two definitions apart. */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}
