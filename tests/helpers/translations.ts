import { expect } from 'vitest';

/** Every leaf of a namespace as key → text ("grid.margin" → "{{year}} Margin"). */
export function textLeaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (typeof tree !== 'object' || tree === null) return found;
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) for (const [inner, text] of textLeaves(value, path)) found.set(inner, text);
    else found.set(path, value);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]).sort();

/** German has exactly English's keys, each a non-empty text with the same {{placeholders}}. */
export function expectGermanLikeEnglish(namespace: string, english: unknown, german: unknown): void {
  const englishTexts = textLeaves(english);
  const germanTexts = textLeaves(german);
  expect([...germanTexts.keys()].sort()).toEqual([...englishTexts.keys()].sort());
  for (const [key, text] of englishTexts) {
    const translated = germanTexts.get(key);
    expect(typeof text, `${namespace}:${key} (English)`).toBe('string');
    expect(typeof translated, `${namespace}:${key} (German)`).toBe('string');
    expect(String(translated).trim(), `${namespace}:${key} (German) is empty`).not.toBe('');
    expect(placeholders(String(translated)), `${namespace}:${key} placeholders`).toEqual(placeholders(String(text)));
  }
}
