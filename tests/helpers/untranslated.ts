import fs from 'node:fs';
import path from 'node:path';
import { DE, EN, NAMESPACES } from '../../src/i18n/resources.ts';
import { textLeaves } from './translations.ts';

/**
 * Finds English on a page that should read German (issue 30). Two nets: the English function words
 * no German sentence uses, which catch a sentence written straight into a component; and every
 * English text of the app's namespaces whose German differs, which catches a label that skipped
 * its translation. Names of things (EBITDA, DATEV, Fahrplan) read the same in both languages and
 * are in neither net; neither are words both languages write alike (Plan, Version, IT).
 */
const ENGLISH_WORDS = [
  'the', 'and', 'of', 'with', 'for', 'is', 'are', 'this', 'that', 'from', 'by', 'your', 'you', 'has', 'have',
  'than', 'which', 'when', 'where', 'what', 'each', 'every', 'only', 'not', 'or', 'be', 'been', 'its',
  'to', 'on', 'at', 'no', 'yet', 'there', 'these', 'those', 'into', 'how', 'why', 'who', 'can', 'cannot', 'should',
  'loading', 'save', 'cancel', 'close', 'delete', 'edit', 'show', 'hide', 'total', 'revenue', 'cost', 'costs',
  'month', 'months', 'year', 'years', 'scenario', 'scenarios', 'actual', 'actuals', 'forecast',
  // Months whose English names differ from the German ones.
  'march', 'may', 'june', 'july', 'oct', 'october', 'dec', 'december',
];
// A word stands between characters that are neither letters nor hyphens: "Must-have" is German.
const ENGLISH_WORD = new RegExp(`(^|[^\\p{L}-])(${ENGLISH_WORDS.join('|')})(?=$|[^\\p{L}-])`, 'iu');

/** Terms German writes in English (docs/glossary.md rows whose two columns read alike: "Rule of 40"). */
function keptTerms(): string[] {
  const glossary = fs.readFileSync(path.resolve(import.meta.dirname, '../../docs/glossary.md'), 'utf8');
  const terms = [...glossary.matchAll(/^\| ([^|]+?) \| ([^|]+?) \|$/gm)].filter((row) => row[1] === row[2]).map((row) => row[1] as string);
  return terms.filter((term) => /\s/.test(term)).sort((a, b) => b.length - a.length);
}

const KEPT_TERMS = keptTerms();

/** A namespace's texts. */
function leaves(tree: unknown): string[] {
  return [...textLeaves(tree).values()].filter((text): text is string => typeof text === 'string');
}

/**
 * English texts (placeholders cut out) whose German reads differently, longest first; a text German
 * also writes ("Version", "Position", "Covenant" in one of the German texts) is no evidence.
 */
function englishOnlyTexts(): string[] {
  const allGerman = NAMESPACES.flatMap((namespace) => leaves(DE[namespace])).join('\n');
  const texts = new Set<string>();
  for (const namespace of NAMESPACES) {
    const english = leaves(EN[namespace]);
    const german = new Set(leaves(DE[namespace]));
    for (const text of english) {
      if (german.has(text)) continue;
      for (const piece of text.split(/\{\{[^}]*\}\}/)) {
        const trimmed = piece.trim();
        // Short pieces ("of", "·") are no evidence of a text on their own.
        if (trimmed.length >= 6 && /\p{L}{3}/u.test(trimmed) && !containsWhole(allGerman, trimmed)) texts.add(trimmed);
      }
    }
  }
  return [...texts].sort((a, b) => b.length - a.length);
}

const ENGLISH_TEXTS = englishOnlyTexts();
const GERMAN_TEXTS = new Set(NAMESPACES.flatMap((namespace) => leaves(DE[namespace])));

/** `text` in `line` as whole words ("Benchmark" is not in "Benchmarks" nor in "Branchen-Benchmark"). */
function containsWhole(line: string, text: string): boolean {
  let from = line.indexOf(text);
  while (from >= 0) {
    const before = line[from - 1] ?? ' ';
    const after = line[from + text.length] ?? ' ';
    if (!/[\p{L}-]/u.test(before) && !/[\p{L}-]/u.test(after)) return true;
    from = line.indexOf(text, from + 1);
  }
  return false;
}

export interface UntranslatedLine {
  line: string;
  why: string;
}

/**
 * The lines of `lines` that read English. `allowed` are lines the page shows as data (a user's
 * name, a scenario a test named, a file name), matched whole.
 */
export function untranslatedLines(lines: readonly string[], allowed: readonly RegExp[] = []): UntranslatedLine[] {
  const found: UntranslatedLine[] = [];
  for (const raw of lines) {
    const shown = raw.replace(/\s+/g, ' ').trim();
    if (!shown || GERMAN_TEXTS.has(shown) || allowed.some((pattern) => pattern.test(shown))) continue;
    const line = KEPT_TERMS.reduce((rest, term) => rest.split(term).join(' '), shown);
    const word = ENGLISH_WORD.exec(line);
    if (word) {
      found.push({ line: shown, why: `English word "${word[2]}"` });
      continue;
    }
    const text = ENGLISH_TEXTS.find((candidate) => containsWhole(line, candidate));
    if (text) found.push({ line: shown, why: `English text "${text}"` });
  }
  return found;
}
