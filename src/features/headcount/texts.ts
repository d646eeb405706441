import { POSITION_FIELDS, type PositionField } from '../../../engine/headcount/plan.ts';
import { i18n } from '../../i18n/index.ts';

/** The months of the cost table, as keys of headcount:cost.months. */
export const MONTH_KEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;

/** A position field's column name (headcount:columns), for a problem reported by field; an unknown field as given. */
export function columnName(field: string): string {
  return (POSITION_FIELDS as readonly string[]).includes(field) ? i18n.t(`headcount:columns.${field as PositionField}`) : field;
}
