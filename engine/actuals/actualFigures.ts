import { ACTUAL_FIELDS, ACTUAL_MONTH_COUNT, seriesOf, type ActualField } from './schema.ts';
import { ACTUAL_DERIVED } from '../model/actualsSheet.ts';
import { aggregate, aggregationOf } from '../model/aggregation.ts';
import { ANNUAL_EXTRAS } from '../model/annual.ts';
import { LINE_BY_ID, LINES } from '../model/lines.ts';
import { evaluateFormula } from '../formula/evaluate.ts';
import { referencesOf, type FormulaRef } from '../formula/translate.ts';

/**
 * The model definition read on the monthly actuals of 2024–2025 without a workbook, for the
 * baseline data mask (which runs on the UI thread while a planner types): totals, annual values
 * and annual-only lines of an actual year come from the same formulas and aggregations the
 * workbook compiles, never from arithmetic restated here.
 */
export type ActualValues = Record<ActualField, number[]>;
export type ActualYearIndex = 0 | 1;

const IS_ACTUAL_FIELD: ReadonlySet<string> = new Set(ACTUAL_FIELDS);
const ACTUAL_DERIVED_BY_ID = new Map(ACTUAL_DERIVED.map((row) => [row.id, row]));
const EXTRA_BY_ID = new Map(ANNUAL_EXTRAS.map((extra) => [extra.id, extra]));
const MONTHS_PER_YEAR = 12;

const unavailable = (ref: FormulaRef, where: string): never => {
  throw new Error(`${ref.kind === 'name' ? ref.id : `${ref.kind}(${ref.id})`} is not available on the actuals (in ${where})`);
};

/**
 * The totals among the actual fields: lines whose formula names other actual fields and otherwise
 * only rows the Actuals sheet computes (recurring and total revenue, gross profit, total operating
 * expenses, EBITDA, rides), in the definition's order, which computes every total after the
 * totals it reads.
 */
export const ACTUAL_TOTALS: readonly ActualField[] = LINES.filter((line) => {
  const refs = referencesOf(line.formula);
  return IS_ACTUAL_FIELD.has(line.id) && refs.some((ref) => IS_ACTUAL_FIELD.has(ref.id))
    && refs.every((ref) => ref.kind === 'name' && (IS_ACTUAL_FIELD.has(ref.id) || ACTUAL_DERIVED_BY_ID.has(ref.id)));
}).map((line) => line.id as ActualField);
const IS_TOTAL: ReadonlySet<string> = new Set(ACTUAL_TOTALS);

/** The actual fields a total's formula names (rows the Actuals sheet computes are not fields). */
export function termsOf(total: ActualField): ActualField[] {
  return referencesOf(LINE_BY_ID.get(total)?.formula ?? '').filter((ref) => IS_ACTUAL_FIELD.has(ref.id)).map((ref) => ref.id as ActualField);
}

/** The fields that are no total themselves and add up to `total`, totals inside it expanded. */
export function leafTermsOf(total: ActualField): ActualField[] {
  return termsOf(total).flatMap((term) => (IS_TOTAL.has(term) ? leafTermsOf(term) : [term]));
}

/** A total in one month by its line's formula. */
function totalAt(values: ActualValues, total: ActualField, month: number): number {
  return evaluateFormula(LINE_BY_ID.get(total)?.formula ?? '', (ref) => (ref.kind === 'name' ? actualMonthValue(values, ref.id, month) : unavailable(ref, total)));
}

/**
 * Brings every total in line with the rows it adds up, by their change since `base`: a total
 * moves by what its formula gives on the new months minus what it gives on the old ones. Working
 * with changes keeps any difference the stored totals had (the reconciliation shows it) instead of
 * hiding it.
 */
export function refreshTotals(base: ActualValues, next: ActualValues): void {
  for (let month = 0; month < ACTUAL_MONTH_COUNT; month += 1) {
    for (const total of ACTUAL_TOTALS) {
      seriesOf(next, total)[month] = (seriesOf(base, total)[month] ?? 0) + totalAt(next, total, month) - totalAt(base, total, month);
    }
  }
}

/** A line of the Actuals sheet in one month: an actual field, or a row the sheet computes from them. */
export function actualMonthValue(values: ActualValues, id: string, month: number): number {
  if (IS_ACTUAL_FIELD.has(id)) return seriesOf(values, id)[month] ?? 0;
  const row = ACTUAL_DERIVED_BY_ID.get(id);
  if (!row) return unavailable({ kind: 'name', id }, 'the Actuals sheet');
  return evaluateFormula(row.formula, (ref) => (ref.kind === 'name' ? actualMonthValue(values, ref.id, month) : unavailable(ref, id)));
}

/** A line's value in an actual year, its months rolled up as the definition declares. */
export function actualYearValue(values: ActualValues, id: string, year: ActualYearIndex): number {
  const months = Array.from({ length: MONTHS_PER_YEAR }, (_, m) => actualMonthValue(values, id, year * MONTHS_PER_YEAR + m));
  return aggregate(months, aggregationOf(id)) ?? 0;
}

/** The annual value of a name in an actual year: a line, or an annual-only line by its formula. */
function annualValue(values: ActualValues, id: string, year: ActualYearIndex): number {
  const extra = EXTRA_BY_ID.get(id);
  if (!extra) return actualYearValue(values, id, year);
  return evaluateFormula(extra.formula, (ref) => {
    if (ref.kind === 'name') return annualValue(values, ref.id, year);
    if (ref.kind === 'dec') return actualMonthValue(values, ref.id, year * MONTHS_PER_YEAR + MONTHS_PER_YEAR - 1);
    return unavailable(ref, id);
  });
}

/** An annual-only line (ARR, total clients, …) of an actual year. */
export function annualExtraOfActuals(values: ActualValues, id: string, year: ActualYearIndex): number {
  if (!EXTRA_BY_ID.has(id)) throw new Error(`${id} is not an annual-only line`);
  return annualValue(values, id, year);
}
