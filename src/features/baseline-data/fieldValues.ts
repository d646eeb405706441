import { DATA_MASK_FIELDS, type DataMaskField } from '../../../engine/actuals/dataMaskFields.ts';
import { i18n } from '../../i18n/index.ts';
import { formatEuroExact, formatWholeNumber, formatPercent } from '../../ui/figures.ts';

/** A data-mask value as people read it: euros and counts grouped, percentages with one decimal. */
export function formatFieldValue(field: DataMaskField, value: number | string): string {
  if (typeof value === 'string') return value;
  switch (DATA_MASK_FIELDS[field].kind) {
    case 'euro': return formatEuroExact(value);
    case 'count': return formatWholeNumber(value);
    case 'percent': return formatPercent(value);
    case 'months': return i18n.t('baselineData:months', { count: value, n: Number.isInteger(value) ? formatWholeNumber(value) : String(value) });
    default: return String(value);
  }
}

/** A field's label in the user's language (the engine's is the English one, used in its messages). */
export function fieldLabel(field: DataMaskField): string {
  return i18n.t(`baselineData:fields.${field}.label`);
}

export function isNumberField(field: DataMaskField): boolean {
  const kind = DATA_MASK_FIELDS[field].kind;
  return kind !== 'month' && kind !== 'text';
}
