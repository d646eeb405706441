import { useState, type FormEvent } from 'react';
import type { ModelSource } from '../../../engine/model/definition.ts';
import { DRIVER_CATEGORIES } from '../../../engine/model/categories.ts';
import type { DriverCategory } from '../../../engine/model/types.ts';
import { Modal } from '../../ui/Modal.tsx';
import { parseTypedNumber } from '../../ui/typedNumber.ts';
import { newDriver, newItemProblem, withDriver } from './draftEdits.ts';
import { itemKey } from './modelItems.ts';
import { useTranslation } from '../../i18n/index.ts';
const EMPTY = { id: '', name: '', category: 'cost_intelligence' as DriverCategory, unit: '', min: '0', max: '', baseline: '' };
type Fields = typeof EMPTY;

/**
 * "Add driver": id, name, category, unit and its range with the baseline value, in the user's
 * number format. The definition check decides whether the id and the range hold before the
 * driver joins the draft.
 */
export function AddDriverDialog({ open, draft, published, onClose, onAdd }: {
  open: boolean;
  draft: ModelSource;
  published: ModelSource;
  onClose: () => void;
  onAdd: (next: ModelSource, key: string) => void;
}) {
  const { t } = useTranslation('model');
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (field: keyof Fields) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setProblem(null);
  };
  const close = () => {
    setFields(EMPTY);
    setProblem(null);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const numbers = { min: parseTypedNumber(fields.min, ''), max: parseTypedNumber(fields.max, ''), baseline: parseTypedNumber(fields.baseline, '') };
    const wrong = (['min', 'max', 'baseline'] as const).find((field) => !Number.isFinite(numbers[field]));
    if (wrong) {
      setProblem(t('addDriverForm.notANumber', { field: t(`addDriverForm.${wrong}`) }));
      return;
    }
    const driver = newDriver({ id: fields.id.trim(), name: fields.name.trim(), category: fields.category, unit: fields.unit.trim(), ...numbers });
    const candidate = withDriver(draft, driver);
    const refused = newItemProblem(candidate, published, 'driver', driver.id);
    if (refused) {
      setProblem(refused);
      return;
    }
    setFields(EMPTY);
    onAdd(candidate, itemKey('driver', driver.id));
  };

  const text = (field: keyof Fields, label: string, options: { placeholder?: string; numeric?: boolean } = {}) => (
    <label className="field">
      <span>{label}</span>
      <input
        value={fields[field]}
        required
        autoComplete="off"
        spellCheck={false}
        inputMode={options.numeric ? 'decimal' : undefined}
        placeholder={options.placeholder}
        onChange={(event) => set(field)(event.target.value)}
      />
    </label>
  );
  return (
    <Modal title={t('addDriverForm.title')} open={open} onClose={close}>
      <form className="modal-form" onSubmit={submit} aria-label={t('addDriverForm.title')}>
        {text('id', t('addDriverForm.id'))}
        {text('name', t('addDriverForm.name'))}
        <label className="field">
          <span>{t('addDriverForm.category')}</span>
          <select value={fields.category} onChange={(event) => set('category')(event.target.value)}>
            {DRIVER_CATEGORIES.map((category) => <option key={category.id} value={category.id}>{t(`categories.${category.id}`)}</option>)}
          </select>
        </label>
        {text('unit', t('addDriverForm.unit'), { placeholder: t('addDriverForm.unitPlaceholder') })}
        <div className="model-range-fields">
          {text('min', t('addDriverForm.min'), { numeric: true })}
          {text('max', t('addDriverForm.max'), { numeric: true })}
          {text('baseline', t('addDriverForm.baseline'), { numeric: true })}
        </div>
        {problem ? <p className="field-error" role="alert">{problem}</p> : null}
        <div className="modal-form-actions">
          <button type="button" className="button" onClick={close}>{t('addDriverForm.cancel')}</button>
          <button type="submit" className="button button-primary">{t('addDriverForm.add')}</button>
        </div>
      </form>
    </Modal>
  );
}
