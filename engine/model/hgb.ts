import { LINES } from './lines.ts';
import type { HgbItem, LineDef } from './types.ts';

/**
 * The profit and loss account in the German statutory format, § 275 Abs. 2 HGB (nature of expense,
 * Gesamtkostenverfahren). Each P&L line of the definition names its item (`hgb` of LineDef); an
 * item is the sum of its lines, and the two results are the items added up with their signs. The
 * labels are the law's words: this layout is the legal format, shown in German.
 */

export interface HgbItemDef {
  item: HgbItem;
  /** The item's number and wording in the law (Nr. 5 names its sub-item b; Nr. 7 is its sub-item a, on fixed assets). */
  label: string;
  /** Income items add to the result, expense items are taken from it. */
  effect: 'income' | 'expense';
}

export const HGB_ITEMS: readonly HgbItemDef[] = [
  { item: '1', label: '1. Umsatzerlöse', effect: 'income' },
  { item: '3', label: '3. andere aktivierte Eigenleistungen', effect: 'income' },
  { item: '5b', label: '5. Materialaufwand: b) Aufwendungen für bezogene Leistungen', effect: 'expense' },
  { item: '6', label: '6. Personalaufwand', effect: 'expense' },
  { item: '7a', label: '7. Abschreibungen', effect: 'expense' },
  { item: '8', label: '8. sonstige betriebliche Aufwendungen', effect: 'expense' },
  { item: '11', label: '11. sonstige Zinsen und ähnliche Erträge', effect: 'income' },
  { item: '13', label: '13. Zinsen und ähnliche Aufwendungen', effect: 'expense' },
  { item: '14', label: '14. Steuern vom Einkommen und vom Ertrag', effect: 'expense' },
];

/**
 * The results below the items. The model books no other taxes (Nr. 16 sonstige Steuern), so the
 * net income for the year (Nr. 17) equals the result after taxes (Nr. 15).
 */
export const HGB_RESULTS = [
  { id: 'hgb_15', label: '15. Ergebnis nach Steuern' },
  { id: 'hgb_17', label: '17. Jahresüberschuss/Jahresfehlbetrag' },
] as const;

/** A row of the HGB layout: an item with the model lines it adds up, or a result (every item with its sign). */
export interface HgbRowDef {
  id: string;
  label: string;
  total: boolean;
  /** The model lines behind the row, each with +1 (adds) or −1 (is taken away). */
  terms: readonly { line: string; sign: 1 | -1 }[];
}

/** The P&L lines of the definition that are no totals: each must name its HGB item. */
export function hgbSourceLines(lines: readonly LineDef[] = LINES): LineDef[] {
  return lines.filter((line) => line.statement === 'pnl' && !line.total);
}

/** The layout's rows from the definition; a P&L line without an item is an error naming it. */
export function hgbRows(lines: readonly LineDef[] = LINES): HgbRowDef[] {
  const sources = hgbSourceLines(lines);
  const unmapped = sources.filter((line) => line.hgb === undefined).map((line) => line.id);
  if (unmapped.length > 0) throw new Error(`P&L lines without an item of § 275 Abs. 2 HGB (hgb of LineDef): ${unmapped.join(', ')}`);
  const items = HGB_ITEMS.map((def): HgbRowDef => ({
    id: `hgb_${def.item}`,
    label: def.label,
    total: false,
    terms: sources.filter((line) => line.hgb === def.item).map((line) => ({ line: line.id, sign: 1 })),
  }));
  const signed = HGB_ITEMS.flatMap((def, i) => (items[i] as HgbRowDef).terms.map((term) => ({ line: term.line, sign: def.effect === 'income' ? 1 as const : -1 as const })));
  return [...items, ...HGB_RESULTS.map((result) => ({ id: result.id, label: result.label, total: true, terms: signed }))];
}

export const HGB_ROWS: readonly HgbRowDef[] = hgbRows();

/** The model lines the layout reads: ask the statement for these. */
export const HGB_SOURCE_LINES: readonly string[] = hgbSourceLines().map((line) => line.id);
