import type { ModelSource } from '../../../engine/model/definition.ts';
import { CALENDAR_ROWS } from '../../../engine/model/lines.ts';
import { SETTING_NAMES } from '../../../engine/model/baselineSettings.ts';
import { MODEL_LIMITS } from '../../../engine/model/definitionCheck.ts';
import { displayName, itemsOf } from './modelItems.ts';
import { currentLanguage, i18n } from '../../i18n/index.ts';
import type { Language } from '../../../contract/preferences.ts';

/**
 * Names completed as a formula is typed: the partial name before the caret and the names of the
 * definition that it may become. Pure, so the editor and its tests read the same rules.
 */

/** A name a formula may read, with what it is (shown beside it in the list). */
export interface NameOption {
  id: string;
  detail: string;
}

/** The partial name at the caret: where it starts and ends (a name the caret stands inside is replaced whole). */
export interface PartialName {
  start: number;
  end: number;
  prefix: string;
}

const NAME_BEFORE = /[A-Za-z_][A-Za-z0-9_]*$/;
const NAME_AFTER = /^[A-Za-z0-9_]*/;
/** How far around the caret a name is looked for: longer than any id (MODEL_LIMITS.idLength), so a pasted megabyte costs nothing. */
const NAME_WINDOW = MODEL_LIMITS.idLength + 1;
export const MAX_OFFERED_NAMES = 8;

/**
 * The name being typed when the caret stands right after one: lower-case (upper-case names are
 * spreadsheet functions), not part of a number (`1e5`) and not inside quotes.
 */
export function partialNameAt(text: string, caret: number): PartialName | null {
  const match = NAME_BEFORE.exec(text.slice(Math.max(0, caret - NAME_WINDOW), caret));
  if (!match || match[0].length >= NAME_WINDOW) return null;
  const start = caret - match[0].length;
  if (!/^[a-z_]/.test(match[0])) return null;
  if (start > 0 && /[0-9.]/.test(text[start - 1] as string)) return null;
  let quotes = 0;
  for (let at = text.indexOf('"'); at >= 0 && at < start; at = text.indexOf('"', at + 1)) quotes += 1;
  if (quotes % 2 === 1) return null;
  const after = NAME_AFTER.exec(text.slice(caret, caret + NAME_WINDOW))?.[0] ?? '';
  return { start, end: caret + after.length, prefix: match[0] };
}

/**
 * The names offered for a prefix: those that start with it, then those that contain it, each
 * alphabetically, at most `limit`. A prefix that already is the only name offers nothing.
 */
export function completionsFor(prefix: string, names: readonly NameOption[], limit = MAX_OFFERED_NAMES): NameOption[] {
  const needle = prefix.toLowerCase();
  if (needle === '') return [];
  const byId = (a: NameOption, b: NameOption) => a.id.localeCompare(b.id);
  const starting = names.filter((name) => name.id.startsWith(needle)).sort(byId);
  const containing = names.filter((name) => !name.id.startsWith(needle) && name.id.includes(needle)).sort(byId);
  const offered = [...starting, ...containing].slice(0, limit);
  return offered.length === 1 && offered[0]?.id === needle ? [] : offered;
}

/** The formula with the partial name replaced by `id`, and the caret after it. */
export function acceptName(text: string, partial: PartialName, id: string): { text: string; caret: number } {
  return { text: `${text.slice(0, partial.start)}${id}${text.slice(partial.end)}`, caret: partial.start + id.length };
}

/** Every name a formula of the definition may read (each with what it is, in `language`): drivers, derived values, lines, annual lines, calendar rows and baseline settings. */
export function formulaNames(source: ModelSource, language: Language = currentLanguage()): NameOption[] {
  const t = i18n.getFixedT(language, 'model');
  const seen = new Set<string>();
  const names: NameOption[] = [];
  const add = (id: string, detail: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    names.push({ id, detail });
  };
  for (const item of itemsOf(source)) {
    if (item.kind !== 'kpi') add(item.def.id, `${t(`kind.${item.kind}`)} · ${displayName(item)}`);
  }
  for (const row of CALENDAR_ROWS) add(row, t('calendarRow'));
  for (const setting of SETTING_NAMES) add(setting.name, `${t('baselineSetting')} · ${setting.label}`);
  return names;
}
