import { useAtomValue } from 'jotai';
import { shownDefinitionAtom } from '../../state/publishedModel.ts';
import { tablesOf } from '../../../engine/model/tables.ts';
import type { DriverDef } from '../../../engine/model/types.ts';

/**
 * The drivers of the shown definition by id: the worker's rows carry the original (English) names,
 * the screen shows the names and descriptions in the user's language.
 */
export function useShownDrivers(): ReadonlyMap<string, DriverDef> {
  return tablesOf(useAtomValue(shownDefinitionAtom)).driverById;
}
