import { ACTUAL_MONTHS } from '../calendar.ts';
import { ACTUAL_FIELDS, SETTING_FIELDS, seriesOf, type ActualField, type Actuals, type BaselineSettings } from './schema.ts';
import { DATA_MASK_FIELD_IDS, DATA_MASK_FIELDS, type DataMask, type DataMaskField } from './dataMaskFields.ts';

/** One changed cell of the baseline: a setting (month null) or one month of a monthly field. */
export interface ActualsChange {
  field: ActualField | keyof BaselineSettings;
  month: string | null;
  before: number | string;
  after: number | string;
}

/** Every cell that differs between two baselines: settings first, then monthly fields in CSV order. */
export function diffActuals(before: Actuals, after: Actuals): ActualsChange[] {
  const changes: ActualsChange[] = [];
  for (const field of SETTING_FIELDS) {
    if (before.settings[field] !== after.settings[field]) {
      changes.push({ field, month: null, before: before.settings[field], after: after.settings[field] });
    }
  }
  for (const field of ACTUAL_FIELDS) {
    ACTUAL_MONTHS.forEach((month, i) => {
      const old = seriesOf(before.values, field)[i] ?? 0;
      const next = seriesOf(after.values, field)[i] ?? 0;
      if (old !== next) changes.push({ field, month, before: old, after: next });
    });
  }
  return changes;
}

/** One changed data-mask figure, with its label, for the import preview. */
export interface DataMaskChange {
  field: DataMaskField;
  label: string;
  before: number | string;
  after: number | string;
}

export function diffDataMask(before: DataMask, after: DataMask): DataMaskChange[] {
  return DATA_MASK_FIELD_IDS
    .filter((field) => before[field] !== after[field])
    .map((field) => ({ field, label: DATA_MASK_FIELDS[field].label, before: before[field], after: after[field] }));
}
