import { currentLanguage, i18n } from '../../i18n/index.ts';
import { messageReader } from '../../../engine/format/messageForms.ts';
import { BASELINE_RULES } from '../../../engine/actuals/validation.ts';
import { DATA_MASK_FIELDS, type DataMaskField } from '../../../engine/actuals/dataMaskFields.ts';
import baselineDataEn from '../../i18n/locales/en/baselineData.json';
import { fieldLabel } from './fieldValues.ts';

type CsvForm = keyof typeof baselineDataEn.csvProblems;
type FieldForm = keyof typeof baselineDataEn.fieldProblems;

const readCsvProblem = messageReader(baselineDataEn.csvProblems);
const readFieldProblem = messageReader(baselineDataEn.fieldProblems);
const RULE_BY_MESSAGE = new Map(BASELINE_RULES.map((rule) => [rule.message, rule.id]));
const FIELD_BY_LABEL = new Map(Object.entries(DATA_MASK_FIELDS).map(([field, def]) => [def.label, field as DataMaskField]));

/**
 * A problem of a refused baseline CSV (engine/actuals/csv.ts and the save check of
 * engine/actuals/importCsv.ts, found in the browser or answered by the server) in the reader's
 * language: the file's fields and months keep their ids, a part 1 §5 rule and a field's problem
 * read as the form says them. The line and column are the file's. A message of no known form
 * stays as the engine wrote it.
 */
export function csvProblemText(message: string): string {
  if (currentLanguage() === 'en') return message;
  const rule = RULE_BY_MESSAGE.get(message);
  if (rule) return i18n.t(`baselineData:rules.${rule}`);
  const read = readCsvProblem(message);
  // `replace`: the values by name, whichever the form has (i18next reads them as interpolation values).
  if (read) return i18n.t(`baselineData:csvProblems.${read.form as CsvForm}`, { replace: read.values });
  const field = readFieldProblem(message);
  const labelled = field && FIELD_BY_LABEL.get(field.values.label ?? '');
  if (!field || !labelled) return message;
  return i18n.t(`baselineData:fieldProblems.${field.form as FieldForm}`, { ...field.values, label: fieldLabel(labelled) });
}
