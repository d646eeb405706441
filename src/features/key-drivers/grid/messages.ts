import { formatByUnit } from '../../../ui/figures.ts';
import type { DriverDef } from '../../../../engine/model/types.ts';
import type { DraftRefusal } from '../../../state/drafts.ts';

/** The driver grid's texts. */
export const GRID_TEXT = {
  title: 'Driver Grid',
  hint: 'Every driver in one sheet. Enter or F2 edits, Enter commits and moves down, Ctrl+V pastes a column of values from the focused cell down, Ctrl+Z / Ctrl+Y undo and redo, Delete resets a driver to its scenario value.',
  filter: 'Filter drivers',
  undo: 'Undo',
  redo: 'Redo',
  reset: 'Reset',
  resetTitle: 'Back to the scenario value',
  save: 'Save to scenario',
  saving: 'Saving...',
  draft: 'draft',
  refusedTitle: 'Refused values (nothing was changed)',
  dismiss: 'Dismiss',
  pasteOutsideValue: 'Paste into the Value column: the other columns are read-only.',
  pastedPastPlan: (count: number) => `${count} pasted value${count === 1 ? ' was' : 's were'} left out: the headcount plan sets ${count === 1 ? 'that driver' : 'those drivers'}.`,
  pasteTooLong: (lines: number, rows: number) => `The pasted column has ${lines} values but only ${rows} rows remain below the focused cell; nothing was changed.`,
  saveNotAllowed: 'Built-in scenarios are read-only: switch to your Simulation (Editable) or a custom scenario to save.',
  saved: (name: string, version: number) => `Saved to ${name} (version ${version}).`,
  queued: 'The server is not reachable: the save is queued and sent when it is back.',
  conflict: 'Someone saved this scenario first: choose which version to keep.',
  nothingToSave: 'No drafts to save.',
  columns: {
    name: 'Driver', value: 'Value', unit: 'Unit', min: 'Min', max: 'Max',
    baseline: 'Baseline', difference: 'Δ vs Baseline', source: 'Source', actions: '',
  },
} as const;

function shown(input: unknown): string {
  if (input === null || input === undefined || input === '') return 'An empty value';
  return `"${String(input)}"`;
}

/** Why a value was refused, in the driver's own terms (name, bounds with unit) from the published model's drivers. */
export function refusalMessage(refusal: DraftRefusal, typed: unknown, catalog: ReadonlyMap<string, DriverDef>): string {
  const driver = catalog.get(refusal.driverId);
  const name = driver?.name ?? refusal.driverId;
  switch (refusal.problem.code) {
    case 'not_a_number':
      return `${shown(typed)} is not a number; ${name} keeps its value.`;
    case 'out_of_bounds':
      if (driver?.unit === 'month' && typeof refusal.input === 'number' && refusal.input >= driver.min && refusal.input <= driver.max) {
        return `${shown(typed)} is not a month (YYYY-MM); ${name} keeps its value.`;
      }
      return `${shown(typed)} is outside ${formatByUnit(driver?.min, driver?.unit ?? '')} – ${formatByUnit(driver?.max, driver?.unit ?? '')}; ${name} keeps its value.`;
    case 'not_whole':
      return `${shown(typed)} is not a whole number; ${name} keeps its value.`;
    case 'unknown_driver':
      return `${name} is not a driver of the model.`;
    case 'retired_driver':
      return refusal.problem.message;
  }
}
