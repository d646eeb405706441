import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { formatGridNumber, formatMonthKey } from '../../../ui/figures.ts';
import { LOAN_REPAYMENT_TYPES } from '../../../../engine/model/fundingEvents.ts';
import type { DriverDef } from '../../../../engine/model/types.ts';
import { parseTypedNumber } from '../../../ui/typedNumber.ts';
import { refusalMessage } from '../grid/messages.ts';
import { applyFundingValues } from './fundingEdits.ts';
import { useAtomValue } from 'jotai';
import { tablesOf } from '../../../../engine/model/tables.ts';
import { shownDefinitionAtom } from '../../../state/publishedModel.ts';
import { FUNDING_TEXT } from '../texts.ts';

export type FieldKind = 'month' | 'number' | 'repayment';

/** Applies one typed value; the refusal's message when the model refuses it, else null. */
function commit(driver: DriverDef, typed: string, value: number | null, names: ReadonlyMap<string, DriverDef>): string | null {
  const next = parseTypedNumber(typed, driver.unit);
  if (next === value) return null;
  const [refusal] = applyFundingValues({ [driver.id]: next });
  return refusal ? refusalMessage(refusal, typed, new Map([[driver.id, driver]]), names) : null;
}

/**
 * One driver of a funding event as a form field: a month picker, a number typed in (applied on
 * Enter or when the field is left; Escape goes back to the value) or the loan's repayment profile.
 * A refused value shows why under the field and changes nothing.
 */
export function FundingField({ driver, label, kind, value, inputRef }: {
  driver: DriverDef; label: string; kind: FieldKind; value: number | null; inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const names = tablesOf(useAtomValue(shownDefinitionAtom)).driverById;
  const apply = (text: string) => setError(commit(driver, text, value, names));
  const described = error ? `${id}-error` : undefined;
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && typed !== null) {
      apply(typed);
      setTyped(null);
    } else if (event.key === 'Escape' && typed !== null) {
      event.stopPropagation();
      setTyped(null);
      setError(null);
    }
  };
  return (
    <div className="field kd-funding-field" data-driver={driver.id}>
      <label htmlFor={id}>{label}</label>
      {kind === 'month' ? (
        <input
          id={id} ref={inputRef} type="month" className="kd-month"
          min={formatMonthKey(driver.min)} max={formatMonthKey(driver.max)}
          value={value === null ? '' : formatMonthKey(value)}
          aria-invalid={error !== null} aria-describedby={described}
          onChange={(event) => {
            if (event.target.value) apply(event.target.value);
          }}
        />
      ) : kind === 'repayment' ? (
        <select id={id} value={value ?? ''} onChange={(event) => apply(event.target.value)} aria-describedby={described}>
          {LOAN_REPAYMENT_TYPES.map((type) => <option key={type.value} value={type.value}>{FUNDING_TEXT.repaymentType(type)}</option>)}
        </select>
      ) : (
        <input
          id={id} ref={inputRef} type="text" inputMode="decimal" className="tabular"
          value={typed ?? (value === null ? '' : formatGridNumber(value))}
          aria-invalid={error !== null} aria-describedby={described}
          onFocus={() => setTyped(value === null ? '' : formatGridNumber(value))}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={() => {
            if (typed !== null) apply(typed);
            setTyped(null);
          }}
          onKeyDown={onKey}
        />
      )}
      {error ? <span id={`${id}-error`} className="field-error" role="alert">{error}</span> : null}
    </div>
  );
}
