/**
 * Specification references ("P1 §9", "part 2 §5", "§3", "part 1, section 9") belong in docs/ and
 * code comments, never in text the product shows. Legal citations are text a customer reads and
 * stay: "SGB V §60", "§ 60 SGB V", "§ 10a Satz 10 GewStG".
 */

const REFERENCE = /\bP[12]\s?§\s?\d*|\bpart\s?[12],?\s?(?:§\s?\d+|section\s\d+)|§\s?\d+/gi;
const STATUTE = String.raw`(?:SGB\s?[IVX]+|BGB|HGB|UStG|UStDV|EStG|KStG|GewStG|SolZG|GmbHG|AO|BDSG|DSGVO|KHZG|KHG|MPDG|PBefG)`;
const STATUTE_BEFORE = new RegExp(`${STATUTE}\\s?$`);
const STATUTE_AFTER = new RegExp(`^[a-z]?(?:\\s?(?:Abs\\.|Nr\\.|S\\.|Satz)\\s?\\d+)*\\s${STATUTE}\\b`);

function referencesWithPlace(text: string): { reference: string; at: number }[] {
  const found: { reference: string; at: number }[] = [];
  for (const match of text.matchAll(REFERENCE)) {
    const at = match.index;
    const before = text.slice(Math.max(0, at - 12), at);
    const after = text.slice(at + match[0].length, at + match[0].length + 24);
    const legal = match[0].startsWith('§') && (STATUTE_BEFORE.test(before) || STATUTE_AFTER.test(after));
    if (!legal) found.push({ reference: match[0], at });
  }
  return found;
}

/** Every specification reference in a text, legal citations left out. */
export function specReferencesIn(text: string): string[] {
  return referencesWithPlace(text).map((found) => found.reference);
}

/** A short quote around each reference, to say where it is. */
export function specReferenceQuotes(text: string): string[] {
  return referencesWithPlace(text).map(({ reference, at }) => text.slice(Math.max(0, at - 50), at + reference.length + 30).replace(/\s+/g, ' '));
}

function idOf(item: unknown): string | null {
  const id = item && typeof item === 'object' && 'id' in item ? item.id : null;
  return typeof id === 'string' ? id : null;
}

/**
 * Every string inside a JSON-like value with the path to it, skipping `reference` fields: they
 * map figures to the specification for docs/model.md and are never shown.
 */
export function stringsOf(value: unknown, path = ''): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringsOf(item, `${path}[${idOf(item) ?? i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => (key === 'reference' ? [] : stringsOf(item, path ? `${path}.${key}` : key)));
  }
  return [];
}
