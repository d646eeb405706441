import { useEffect, useId, useState } from 'react';
import { formatGermanDate, parseGermanDate, type IsoDay } from '../../../engine/format/germanDate.ts';
import { i18n, useTranslation } from '../../i18n/index.ts';

/** Enough characters for a whole date (dd.mm.yyyy): from here on a wrong text is an error, not a text still being typed. */
const FULL_LENGTH = 10;

type Check = { day: IsoDay | '' } | { error: string };

function check(text: string, bounds: { notBefore?: IsoDay; notAfter?: IsoDay }): Check {
  if (text.trim() === '') return { day: '' };
  const parsed = parseGermanDate(text);
  if (!parsed.ok) return { error: parsed.reason === 'calendar' ? i18n.t('activity:dates.noSuchDay', { text: text.trim() }) : i18n.t('activity:dates.notADate', { text: text.trim() }) };
  if (bounds.notBefore && parsed.day < bounds.notBefore) return { error: i18n.t('activity:dates.toBeforeFrom', { from: formatGermanDate(bounds.notBefore) }) };
  if (bounds.notAfter && parsed.day > bounds.notAfter) return { error: i18n.t('activity:dates.fromAfterTo', { to: formatGermanDate(bounds.notAfter) }) };
  return { day: parsed.day };
}

/**
 * A date typed the German way (dd.mm.yyyy). A native date input follows the browser's language
 * (mm/dd/yyyy in an English Chromium), so this is a text field that reads and checks the date
 * itself. Only a valid day reaches the filter; a wrong one keeps the filter as it was and says why.
 * The text is the field's own: the parent remounts it (a new key) to clear it.
 */
export function GermanDateField({ label, value, onChange, notBefore, notAfter }: {
  label: string;
  value: IsoDay | '';
  onChange: (day: IsoDay | '') => void;
  notBefore?: IsoDay;
  notAfter?: IsoDay;
}) {
  const { t } = useTranslation('activity');
  const id = useId();
  const [text, setText] = useState(value ? formatGermanDate(value) : '');
  const [left, setLeft] = useState(false);

  const result = check(text, { notBefore, notAfter });
  const error = 'error' in result && (left || text.trim().length >= FULL_LENGTH) ? result.error : null;
  const day = 'day' in result ? result.day : null;

  // A valid text reaches the filter, also when it becomes valid because the other bound moved.
  useEffect(() => {
    if (day !== null && day !== value) onChange(day);
  }, [day, value, onChange]);

  return (
    <div className="field">
      <label htmlFor={`${id}-input`}>{label}</label>
      <input
        id={`${id}-input`}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('dates.placeholder')}
        value={text}
        aria-invalid={error ? true : undefined}
        title={t('dates.hint')}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => setLeft(true)}
        onFocus={() => setLeft(false)}
      />
      {error ? <span id={`${id}-error`} className="field-error" role="alert">{error}</span> : null}
    </div>
  );
}
