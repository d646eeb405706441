import { POSITION_FIELDS, type PositionField } from '../../../engine/headcount/plan.ts';
import { i18n } from '../../i18n/index.ts';
import scenariosEn from '../../i18n/locales/en/scenarios.json';

/** The months of the cost table, as keys of headcount:cost.months. */
export const MONTH_KEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;

type BuiltInId = keyof typeof scenariosEn.builtInNames;

/**
 * A scenario's name as the scenario selector shows it: a built-in's in the user's language
 * (scenarios:builtInNames, by its fixed id), a name a user typed as typed.
 */
export function shownScenarioName(scenario: { scenario_id: string; scenario_name: string }): string {
  const id = scenario.scenario_id;
  return Object.hasOwn(scenariosEn.builtInNames, id) ? i18n.t(`scenarios:builtInNames.${id as BuiltInId}`) : scenario.scenario_name;
}

/** A position field's column name (headcount:columns), for a problem reported by field; an unknown field as given. */
export function columnName(field: string): string {
  return (POSITION_FIELDS as readonly string[]).includes(field) ? i18n.t(`headcount:columns.${field as PositionField}`) : field;
}
