import { formatByUnit } from '../../../ui/figures.ts';
import type { DriverDef } from '../../../../engine/model/types.ts';
import type { DraftRefusal } from '../../../state/drafts.ts';
import { currentLanguage, keptTexts } from '../../../i18n/index.ts';
import { messageReader } from '../../../../engine/format/messageForms.ts';
import keyDriversEn from '../../../i18n/locales/en/keyDrivers.json';

const t = keptTexts('keyDrivers');

/** The driver grid's texts, in the language of the moment they are read. */
export const GRID_TEXT = {
  get title() { return t('grid.title'); },
  get hint() { return t('grid.hint'); },
  get filter() { return t('grid.filter'); },
  get undo() { return t('grid.undo'); },
  get redo() { return t('grid.redo'); },
  get undoKey() { return t('grid.undoKey'); },
  get redoKey() { return t('grid.redoKey'); },
  get reset() { return t('grid.reset'); },
  get resetTitle() { return t('grid.resetTitle'); },
  get save() { return t('grid.save'); },
  get saving() { return t('grid.saving'); },
  get draft() { return t('grid.draft'); },
  get refusedTitle() { return t('grid.refusedTitle'); },
  get dismiss() { return t('grid.dismiss'); },
  get pasteOutsideValue() { return t('grid.pasteOutsideValue'); },
  pastedPastPlan: (count: number) => t('grid.pastedPastPlan', { count }),
  pasteTooLong: (lines: number, rows: number) => t('grid.pasteTooLong', { lines, rows }),
  get saveNotAllowed() { return t('grid.saveNotAllowed'); },
  saved: (name: string, version: number) => t('grid.saved', { name, version }),
  get queued() { return t('grid.queued'); },
  get conflict() { return t('grid.conflict'); },
  get nothingToSave() { return t('grid.nothingToSave'); },
  columns: {
    get name() { return t('grid.columns.name'); },
    get value() { return t('grid.columns.value'); },
    get unit() { return t('grid.columns.unit'); },
    get min() { return t('grid.columns.min'); },
    get max() { return t('grid.columns.max'); },
    get baseline() { return t('grid.columns.baseline'); },
    get difference() { return t('grid.columns.difference'); },
    get source() { return t('grid.columns.source'); },
    actions: '',
  },
};

function shown(input: unknown): string {
  if (input === null || input === undefined || input === '') return t('grid.refusal.empty');
  return `"${String(input)}"`;
}

/**
 * Why a value was refused, in the driver's own terms (bounds with unit from the published model's
 * drivers; the name from `names`, the drivers as the user reads them, when given).
 */
export function refusalMessage(refusal: DraftRefusal, typed: unknown, catalog: ReadonlyMap<string, DriverDef>, names?: ReadonlyMap<string, DriverDef>): string {
  const driver = catalog.get(refusal.driverId);
  const name = names?.get(refusal.driverId)?.name ?? driver?.name ?? refusal.driverId;
  const input = shown(typed);
  switch (refusal.problem.code) {
    case 'not_a_number':
      return t('grid.refusal.notANumber', { input, name });
    case 'out_of_bounds':
      if (driver?.unit === 'month' && typeof refusal.input === 'number' && refusal.input >= driver.min && refusal.input <= driver.max) {
        return t('grid.refusal.notAMonth', { input, name });
      }
      return t('grid.refusal.outOfBounds', { input, name, min: formatByUnit(driver?.min, driver?.unit ?? ''), max: formatByUnit(driver?.max, driver?.unit ?? '') });
    case 'not_whole':
      return t('grid.refusal.notWhole', { input, name });
    case 'unknown_driver':
      return t('grid.refusal.unknownDriver', { name });
    case 'retired_driver':
      return refusal.problem.message;
  }
}

const readDriverProblem = messageReader(keyDriversEn.driverProblems);

/**
 * The engine's own refusal of a driver value (engine/session/validate.ts: the driver's id, its
 * bounds, the value), read back by its English form and said in the reader's language; where the
 * grid's words above are not used (the Refresh of values moved while Real-Time was off).
 */
export function driverProblemText(message: string): string {
  const read = currentLanguage() === 'en' ? undefined : readDriverProblem(message);
  if (!read) return message;
  // The values the forms have: the driver's id, its bounds and the value refused.
  const { id = '', min = '', max = '', value = '' } = read.values;
  return t(`driverProblems.${read.form as keyof typeof keyDriversEn.driverProblems}`, { id, min, max, value });
}
