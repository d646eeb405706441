import { describe, expect, it } from 'vitest';
import { DE, EN, NAMESPACES } from '../../src/i18n/resources.ts';

/** Every leaf of a namespace as key → text ("grid.margin" → "{{year}} Margin"). */
function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (typeof tree !== 'object' || tree === null) return found;
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) for (const [inner, text] of leaves(value, path)) found.set(inner, text);
    else found.set(path, value);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]).sort();

describe('the German texts', () => {
  for (const namespace of NAMESPACES) {
    it(`of ${namespace} have every English key, no other, each a visible text with the same placeholders`, () => {
      const english = leaves(EN[namespace]);
      const german = leaves(DE[namespace]);
      expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of english) {
        const translated = german.get(key);
        expect(typeof text, `${namespace}:${key} (English)`).toBe('string');
        expect(typeof translated, `${namespace}:${key} (German)`).toBe('string');
        expect(String(translated).trim(), `${namespace}:${key} (German) is empty`).not.toBe('');
        expect(placeholders(String(translated)), `${namespace}:${key} placeholders`).toEqual(placeholders(String(text)));
      }
    });
  }
});
