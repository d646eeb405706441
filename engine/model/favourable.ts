import { LINE_BY_ID } from './lines.ts';
import type { HgbItem, LineDef, LineSection } from './types.ts';

/**
 * Which way a line's change is good news, read from the definition: costs (the sections of cost of
 * goods sold, operating expenses, depreciation and taxes, the HGB expense items, and totals that
 * sum only costs) are better lower; revenue, profits, income and everything else higher. The P&L's
 * year-on-year column colours a change by it, so a fall in a cost reads as the good news it is.
 */

export type Favourable = 'higher' | 'lower';

const COST_SECTIONS: ReadonlySet<LineSection> = new Set<LineSection>(['cogs', 'opex', 'depreciation', 'tax']);
/** § 275 Abs. 2 HGB expense items: bezogene Leistungen, Personal, Abschreibungen, sonstige Aufwendungen, Zinsen, Steuern. */
const EXPENSE_ITEMS: ReadonlySet<HgbItem> = new Set<HgbItem>(['5b', '6', '7a', '8', '13', '14']);

export function lineFavourable(line: LineDef): Favourable {
  if (COST_SECTIONS.has(line.section)) return 'lower';
  if (line.hgb !== undefined && EXPENSE_ITEMS.has(line.hgb)) return 'lower';
  // A total of costs (income taxes: the tax section summed) is a cost.
  const members = line.total ? line.formula.split('+').map((term) => LINE_BY_ID.get(term.trim())) : [];
  return members.length > 0 && members.every((member) => member !== undefined && lineFavourable(member) === 'lower') ? 'lower' : 'higher';
}

/** Whether a change of `change` (any unit; its sign matters) in line `id` is good news, bad news, or neither (0, unknown line). */
export function changeTone(id: string, change: number): 'favourable' | 'unfavourable' | null {
  const line = LINE_BY_ID.get(id);
  if (!line || change === 0 || !Number.isFinite(change)) return null;
  return (change > 0) === (lineFavourable(line) === 'higher') ? 'favourable' : 'unfavourable';
}
