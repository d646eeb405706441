import { parseActualsCsv, refusalOf, type CsvProblem, type CsvRefusal } from './csv.ts';
import { OPENING_BALANCE_FIELDS, type Actuals, type OpeningBalanceField } from './schema.ts';
import { deriveDataMask } from './dataMask.ts';
import type { DataMask, DataMaskField } from './dataMaskFields.ts';
import { diffActuals, diffDataMask, type ActualsChange, type DataMaskChange } from './diff.ts';
import { failedBaselineRules, fieldProblem } from './validation.ts';

/**
 * Reading a baseline CSV for import: all or nothing. A file is accepted only when it parses
 * (engine/actuals/csv.ts) and the baseline it describes passes the same checks as a data-mask
 * save (part 1 §5 rules, setting bounds); every problem carries its line and column. An
 * accepted file comes with what it changes, old → new, for the preview.
 */
export type BaselineImport =
  | CsvRefusal
  | { ok: true; actuals: Actuals; maskChanges: DataMaskChange[]; cellChanges: ActualsChange[] };

const wholeYear = (year: number) => `${year}-01 to ${year}-12`;
const december = (year: number) => `${year}-12`;

/** Where each data-mask figure lives in the CSV: the row and the columns it is read from. */
const SOURCE: Record<DataMaskField, { row: string; column: string }> = {
  revenue_2024: { row: 'total_revenue', column: wholeYear(2024) },
  revenue_2025: { row: 'total_revenue', column: wholeYear(2025) },
  medical_clients_2024: { row: 'inpatient_clients', column: december(2024) },
  medical_clients_2025: { row: 'inpatient_clients', column: december(2025) },
  rides_2024: { row: 'rides', column: wholeYear(2024) },
  rides_2025: { row: 'rides', column: wholeYear(2025) },
  ebitda_2024: { row: 'ebitda', column: wholeYear(2024) },
  ebitda_2025: { row: 'ebitda', column: wholeYear(2025) },
  monthly_burn_2024: { row: 'total_operating_expenses', column: wholeYear(2024) },
  monthly_burn_2025: { row: 'total_operating_expenses', column: wholeYear(2025) },
  monthly_growth_rate: { row: 'monthly_growth_rate', column: 'value' },
  client_acquisition_medical: { row: 'new_medical_clients', column: wholeYear(2025) },
  client_acquisition_transport: { row: 'new_transport_clients', column: wholeYear(2025) },
  arr_per_medical_client: { row: 'medical_recurring_revenue', column: december(2025) },
  arr_per_transport_client: { row: 'transport_recurring_revenue', column: december(2025) },
  gross_margin_2024: { row: 'gross_profit', column: wholeYear(2024) },
  gross_margin_2025: { row: 'gross_profit', column: wholeYear(2025) },
  capital_injection_date: { row: 'capital_injection_date', column: 'value' },
  capital_injection_amount: { row: 'capital_injection_amount', column: 'value' },
  target_runway_months: { row: 'target_runway_months', column: 'value' },
  operational_breakeven_date: { row: 'operational_breakeven_date', column: 'value' },
  target_monthly_improvement: { row: 'target_monthly_improvement', column: 'value' },
  opening_cash: { row: 'opening_cash', column: 'value' },
  last_updated: { row: 'last_updated', column: 'value' },
  data_source: { row: 'data_source', column: 'value' },
  validation_period: { row: 'validation_period', column: 'value' },
  ...Object.fromEntries(OPENING_BALANCE_FIELDS.map((field) => [field, { row: field, column: 'value' }])) as Record<OpeningBalanceField, { row: string; column: string }>,
};

/** Settings are checked field by field; annual figures only through the part 1 §5 rules. */
const SETTING_MASK_FIELDS: readonly DataMaskField[] = (Object.keys(SOURCE) as DataMaskField[])
  .filter((field) => SOURCE[field].column === 'value' && field !== 'last_updated');

/** The checks a saved baseline must pass, whichever way it arrives, as line-numbered problems. */
export function checkBaselineForSave(mask: DataMask, lines: ReadonlyMap<string, number>): CsvProblem[] {
  const problems: CsvProblem[] = [];
  const lineOf = (field: DataMaskField) => lines.get(SOURCE[field].row) ?? 0;
  for (const rule of failedBaselineRules(mask)) {
    const last = rule.fields[rule.fields.length - 1] as DataMaskField;
    problems.push({ line: lineOf(last), column: rule.fields.length > 1 ? '2024-01 to 2025-12' : SOURCE[last].column, message: rule.message });
  }
  for (const field of SETTING_MASK_FIELDS) {
    const problem = fieldProblem(field, mask[field]);
    if (problem) problems.push({ line: lineOf(field), column: SOURCE[field].column, message: problem.message });
  }
  return problems.sort((a, b) => a.line - b.line);
}

export function readBaselineImport(text: string, current: Actuals): BaselineImport {
  const parsed = parseActualsCsv(text);
  if (!parsed.ok) return parsed;
  const mask = deriveDataMask(parsed.actuals);
  const errors = checkBaselineForSave(mask, parsed.lines);
  if (errors.length > 0) return refusalOf(errors);
  // The server stamps last_updated on every save, so the file's own value is no change.
  return {
    ok: true,
    actuals: parsed.actuals,
    maskChanges: diffDataMask(deriveDataMask(current), mask).filter((change) => change.field !== 'last_updated'),
    cellChanges: diffActuals(current, parsed.actuals).filter((change) => change.field !== 'last_updated'),
  };
}
