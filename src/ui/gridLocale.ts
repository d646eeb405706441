import { AG_GRID_LOCALE_DE, AG_GRID_LOCALE_EN } from '@ag-grid-community/locale';
import { LocaleModule, ModuleRegistry } from 'ag-grid-community';
import type { Language } from '../../contract/preferences.ts';
import { useLanguage } from '../i18n/index.ts';

// AG Grid reads `localeText` only with its locale module; every grid that takes its texts from here gets it.
ModuleRegistry.registerModules([LocaleModule]);

const GRID_LOCALE_TEXT: Record<Language, Record<string, string>> = { en: AG_GRID_LOCALE_EN, de: AG_GRID_LOCALE_DE };

/**
 * AG Grid's own texts (filter menus, "No Rows To Show", the loading overlay, aria labels) in the
 * app's language, for a grid's `localeText`. AG Grid reads that option once, when the grid is
 * made, so a grid that must follow a change of language is keyed by the language (or drawn anew
 * with its screen).
 */
export function useGridLocaleText(): Record<string, string> {
  return GRID_LOCALE_TEXT[useLanguage()];
}
