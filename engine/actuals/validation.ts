import { isMonthKey } from '../calendar.ts';
import { numberFormatter } from '../format/number.ts';
import {
  CAPITAL_INJECTION_MONTH_RANGE, DATA_MASK_FIELDS, DATA_MASK_MONTH_FIELDS, DATA_MASK_NUMBER_FIELDS, DATA_MASK_TEXT_FIELDS,
  type DataMask, type DataMaskField, type DataMaskNumberField,
} from './dataMaskFields.ts';
import type { DataMaskProblem, DataMaskProblemForm } from './dataMask.ts';

/**
 * Part 1 §5: a baseline save is blocked unless these four rules hold. The messages are the
 * specification's, word for word; the screen and the server (422) show the same list.
 */
export interface BaselineRule {
  id: 'revenue_growth' | 'client_growth' | 'growth_rate' | 'capital_minimum';
  fields: readonly DataMaskNumberField[];
  message: string;
  holds: (mask: DataMask) => boolean;
}

export const BASELINE_RULES: readonly BaselineRule[] = [
  {
    id: 'revenue_growth', fields: ['revenue_2024', 'revenue_2025'],
    message: '2025 revenue must be higher than 2024',
    holds: (m) => m.revenue_2025 > m.revenue_2024,
  },
  {
    id: 'client_growth', fields: ['medical_clients_2024', 'medical_clients_2025'],
    message: '2025 client count must be higher than 2024',
    holds: (m) => m.medical_clients_2025 > m.medical_clients_2024,
  },
  {
    id: 'growth_rate', fields: ['monthly_growth_rate'],
    message: 'Monthly growth rate should be between 0% and 50%',
    holds: (m) => m.monthly_growth_rate >= 0 && m.monthly_growth_rate <= 50,
  },
  {
    id: 'capital_minimum', fields: ['capital_injection_amount'],
    message: 'Capital injection should be at least €1M',
    holds: (m) => m.capital_injection_amount >= 1_000_000,
  },
];

/** Part 1 §5: the alert shown when a save is blocked. */
export const SAVE_BLOCKED_MESSAGE = 'Please fix validation errors before saving';

export type RuleFailure = Omit<BaselineRule, 'holds'>;

/**
 * The rules that fail, in the specification's order. A rule whose inputs are missing (a field
 * that did not parse) is not judged: the field's own error already blocks the save.
 */
export function failedBaselineRules(values: Partial<Record<DataMaskNumberField, number>>): RuleFailure[] {
  return BASELINE_RULES.filter((rule) => {
    if (!rule.fields.every((field) => typeof values[field] === 'number')) return false;
    return !rule.holds(values as DataMask);
  }).map(({ id, fields, message }) => ({ id, fields, message }));
}

// The specification's validation texts write figures the German way, whoever reads them.
const germanFigures = numberFormatter('de');
const numberText = (value: number) => (Number.isInteger(value) ? germanFigures.formatWholeNumber(value) : String(value));

/** The forms of problemOf: the checks of one value; the others are contradictions applyDataMask finds. */
type FieldCheckForm = Extract<DataMaskProblemForm, 'required' | 'notANumber' | 'notAMonth' | 'monthBetween' | 'notText' | 'atMostCharacters' | 'notWhole' | 'atLeast' | 'atMost'>;

/** A field's problem: its form and values, and the message they make in English. */
function problemOf(field: DataMaskField, form: FieldCheckForm, values: DataMaskProblem['values'] = {}): DataMaskProblem {
  const label = DATA_MASK_FIELDS[field].label;
  const message = {
    required: () => `${label} is required`,
    notANumber: () => `${label} must be a number`,
    notAMonth: () => `${label} must be a month (YYYY-MM)`,
    monthBetween: () => `${label} must be between ${values.first} and ${values.last}`,
    notText: () => `${label} must be text`,
    atMostCharacters: () => `${label} must be at most ${values.max} characters`,
    notWhole: () => `${label} must be a whole number`,
    atLeast: () => `${label} must be at least ${values.min}`,
    atMost: () => `${label} must be at most ${values.max}`,
  }[form];
  return { field, message: message(), form, values };
}

/** Bounds, whole numbers, month format and text length of one field's value. */
export function fieldProblem(field: DataMaskField, value: number | string): DataMaskProblem | null {
  const def: { label: string; kind: string; whole: boolean; min?: number; max?: number } = DATA_MASK_FIELDS[field];
  if (def.kind === 'month') {
    if (typeof value !== 'string' || !isMonthKey(value)) return problemOf(field, 'notAMonth');
    if (field === 'capital_injection_date' && (value < CAPITAL_INJECTION_MONTH_RANGE.first || value > CAPITAL_INJECTION_MONTH_RANGE.last)) {
      return problemOf(field, 'monthBetween', { first: CAPITAL_INJECTION_MONTH_RANGE.first, last: CAPITAL_INJECTION_MONTH_RANGE.last });
    }
    return null;
  }
  if (def.kind === 'text') {
    if (typeof value !== 'string') return problemOf(field, 'notText');
    return def.max !== undefined && value.length > def.max ? problemOf(field, 'atMostCharacters', { max: def.max }) : null;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) return problemOf(field, 'notANumber');
  if (def.whole && !Number.isInteger(value)) return problemOf(field, 'notWhole');
  if (def.min !== undefined && value < def.min) return problemOf(field, 'atLeast', { min: numberText(def.min) });
  if (def.max !== undefined && value > def.max) return problemOf(field, 'atMost', { max: numberText(def.max) });
  return null;
}

export interface DataMaskValidation {
  fieldProblems: DataMaskProblem[];
  rules: RuleFailure[];
  /** Every message: the part 1 §5 rules first, then the fields. */
  messages: string[];
}

/**
 * Validates a complete mask before a save. With `current` (the mask of the stored actuals), a
 * derived field left as it was is not judged by its bounds: only what the user changes is.
 */
export function validateDataMask(mask: DataMask, current?: DataMask): DataMaskValidation {
  const fieldProblems: DataMaskProblem[] = [];
  for (const field of [...DATA_MASK_NUMBER_FIELDS, ...DATA_MASK_MONTH_FIELDS, ...DATA_MASK_TEXT_FIELDS]) {
    if (field === 'last_updated') continue;
    if (current && current[field] === mask[field] && DATA_MASK_NUMBER_FIELDS.includes(field as DataMaskNumberField)) continue;
    const problem = fieldProblem(field, mask[field]);
    if (problem) fieldProblems.push(problem);
  }
  const rules = failedBaselineRules(mask);
  return { fieldProblems, rules, messages: [...rules.map((rule) => rule.message), ...fieldProblems.map((problem) => problem.message)] };
}

/** What the form holds: every input as typed. */
export type DataMaskDraft = Record<DataMaskField, string>;

export function draftOf(mask: DataMask): DataMaskDraft {
  return Object.fromEntries(Object.entries(mask).map(([field, value]) => [field, String(value)])) as DataMaskDraft;
}

// Plain decimal notation only: "1404265", "-864934", "12.5". Grouping separators are refused
// rather than guessed ("1.000" is a thousand in German and one in English).
const NUMBER_TEXT = /^[-−]?(\d+(\.\d+)?|\.\d+)$/;

/** Reads a typed number; null when it is not one. Bad input is an error, never 0 (docs/decisions.md). */
export function parseNumberInput(text: string): number | null {
  const trimmed = text.trim();
  if (!NUMBER_TEXT.test(trimmed)) return null;
  return Number(trimmed.replace('−', '-'));
}

export type DraftReading =
  | { ok: true; mask: DataMask; fieldProblems: DataMaskProblem[]; rules: RuleFailure[] }
  | { ok: false; fieldProblems: DataMaskProblem[]; rules: RuleFailure[] };

/**
 * Reads the form: each number field must parse (an empty or non-numeric field is an error on
 * that field, never 0), then the field bounds and the part 1 §5 rules apply. `ok` only when
 * nothing at all is wrong.
 */
export function readDataMaskDraft(draft: DataMaskDraft, current: DataMask): DraftReading {
  const fieldProblems: DataMaskProblem[] = [];
  const numbers: Partial<Record<DataMaskNumberField, number>> = {};
  for (const field of DATA_MASK_NUMBER_FIELDS) {
    const text = draft[field] ?? '';
    const value = parseNumberInput(text);
    if (value === null) {
      fieldProblems.push(problemOf(field, text.trim() === '' ? 'required' : 'notANumber'));
      continue;
    }
    numbers[field] = value;
  }
  const mask = { ...current, ...draft, ...numbers } as DataMask;
  const checked = validateDataMask(mask, current);
  const unparsed = new Set(fieldProblems.map((problem) => problem.field));
  fieldProblems.push(...checked.fieldProblems.filter((problem) => !unparsed.has(problem.field)));
  const rules = failedBaselineRules(numbers);
  if (fieldProblems.length > 0 || rules.length > 0) return { ok: false, fieldProblems, rules };
  return { ok: true, mask, fieldProblems, rules };
}
