import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import type { DriverCategory } from '../../../engine/model/types.ts';
import { tablesOf } from '../../../engine/model/tables.ts';
import { displayNameOf } from '../../../engine/session/businessNames.ts';
import { i18n } from '../../i18n/index.ts';
import keyDriversEn from '../../i18n/locales/en/keyDrivers.json';
import { shownDefinitionAtom } from '../../state/publishedModel.ts';

export interface ShownNames {
  /** A driver's name in the user's language (its id when the model has no such driver). */
  driver(id: string): string;
  /** An annual line's or a KPI's name in the user's language. */
  figure(id: string): string;
}

/**
 * Names of drivers and figures as the user reads them: the analyses and the published catalog
 * carry the definition's English words, so a name shown is looked up by id in the shown definition.
 */
export function useShownNames(): ShownNames {
  const shown = useAtomValue(shownDefinitionAtom);
  return useMemo(() => {
    const tables = tablesOf(shown);
    return { driver: (id) => tables.driverById.get(id)?.name ?? id, figure: (id) => displayNameOf(id, tables) };
  }, [shown]);
}

type CategoryId = keyof typeof keyDriversEn.categories;
const isKnownCategory = (id: string): id is CategoryId => id in keyDriversEn.categories;

/**
 * A driver category's name and description (engine/model/categories.ts writes them in English),
 * by id in the user's language; a category this app does not know keeps the engine's words.
 */
export const DRIVER_CATEGORY_TEXT = {
  name: (category: { id: DriverCategory; category_name: string }) =>
    (isKnownCategory(category.id) ? i18n.t(`keyDrivers:categories.${category.id}.name`) : category.category_name),
  description: (category: { id: DriverCategory; description: string }) =>
    (isKnownCategory(category.id) ? i18n.t(`keyDrivers:categories.${category.id}.description`) : category.description),
};
