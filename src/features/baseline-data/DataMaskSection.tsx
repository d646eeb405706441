import type { ReactNode } from 'react';
import { Info } from 'lucide-react';
import { DATA_MASK_FIELDS, type DataMask, type DataMaskField } from '../../../engine/actuals/dataMaskFields.ts';
import { parseNumberInput, type DataMaskDraft } from '../../../engine/actuals/validation.ts';
import { Card } from '../../ui/Card.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { fieldLabel, formatFieldValue, isNumberField } from './fieldValues.ts';

interface FieldProps {
  field: DataMaskField;
  text: string;
  saved: DataMask;
  locked: boolean;
  error: string | undefined;
  onChange: (field: DataMaskField, text: string) => void;
}

/** One data-mask input: month fields are month pickers; numbers are typed as text so bad input can be named. */
function DataMaskInput({ field, text, saved, locked, error, onChange }: FieldProps) {
  const { t } = useTranslation('baselineData');
  const def = DATA_MASK_FIELDS[field];
  const id = `baseline-${field}`;
  const numeric = isNumberField(field);
  const parsed = numeric ? parseNumberInput(text) : null;
  const changed = text !== String(saved[field]);
  const hint = parsed !== null ? formatFieldValue(field, parsed) : null;
  return (
    <div className={`field baseline-field${changed ? ' baseline-field-changed' : ''}`}>
      <span className="baseline-field-label">
        <label htmlFor={id}>{fieldLabel(field)}</label>
        <span className="baseline-help" title={t(`fields.${field}.changes`)} aria-hidden="true"><Info size={13} /></span>
      </span>
      <input
        id={id}
        name={field}
        type={def.kind === 'month' ? 'month' : 'text'}
        inputMode={numeric ? 'decimal' : undefined}
        value={text}
        readOnly={locked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(event) => onChange(field, event.target.value)}
      />
      {error ? (
        <span id={`${id}-error`} className="field-error">{error}</span>
      ) : (
        <span id={`${id}-hint`} className="muted baseline-field-hint">
          {hint}
          {changed ? ` ${t('was', { value: formatFieldValue(field, saved[field]) })}` : ''}
        </span>
      )}
    </div>
  );
}

/** One of the sections of the form with its data-mask fields; `derived`: figures the model computes, shown after them. */
export function DataMaskSection(props: {
  title: string;
  fields: readonly DataMaskField[];
  draft: DataMaskDraft;
  saved: DataMask;
  locked: boolean;
  errors: Partial<Record<DataMaskField, string>>;
  onChange: (field: DataMaskField, text: string) => void;
  derived?: ReactNode;
  wide?: boolean;
}) {
  return (
    <Card title={props.title} className={`baseline-section${props.wide ? ' baseline-section-wide' : ''}`}>
      <div className="baseline-fields">
        {props.fields.map((field) => (
          <DataMaskInput
            key={field}
            field={field}
            text={props.draft[field]}
            saved={props.saved}
            locked={props.locked}
            error={props.errors[field]}
            onChange={props.onChange}
          />
        ))}
        {props.derived}
      </div>
    </Card>
  );
}
