import { useState, type FormEvent } from 'react';
import type { ModelSource } from '../../../engine/model/definition.ts';
import { LINE_SECTIONS, type LineSection } from '../../../engine/model/types.ts';
import { Modal } from '../../ui/Modal.tsx';
import { newItemProblem, newLine, withLine } from './draftEdits.ts';
import { FormulaEditor } from './FormulaEditor.tsx';
import { itemKey } from './modelItems.ts';
import type { NameOption } from './nameCompletion.ts';
import { useTranslation } from '../../i18n/index.ts';
const FIRST_SECTION: LineSection = 'opex';

/**
 * "Add line": a euro line summed over the year, in a section, on the P&L or a memo line, with its
 * monthly formula. Its id is checked by the definition check before it joins the draft; its
 * formula may still have problems, which the screen then lists like any other.
 */
export function AddLineDialog({ open, draft, published, names, onClose, onAdd }: {
  open: boolean;
  draft: ModelSource;
  published: ModelSource;
  names: readonly NameOption[];
  onClose: () => void;
  onAdd: (next: ModelSource, key: string) => void;
}) {
  const { t } = useTranslation('model');
  const [id, setId] = useState('');
  const [name, setName] = useState('');
  const [section, setSection] = useState<LineSection>(FIRST_SECTION);
  const [onPnl, setOnPnl] = useState(true);
  const [formula, setFormula] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const reset = () => {
    setId('');
    setName('');
    setSection(FIRST_SECTION);
    setOnPnl(true);
    setFormula('');
    setProblem(null);
  };
  const close = () => {
    reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const line = newLine({ id: id.trim(), name: name.trim(), section, onPnl, formula }, draft);
    const candidate = withLine(draft, line);
    const refused = newItemProblem(candidate, published, 'line', line.id);
    if (refused) {
      setProblem(refused);
      return;
    }
    reset();
    onAdd(candidate, itemKey('line', line.id));
  };

  return (
    <Modal title={t('addLineForm.title')} open={open} onClose={close}>
      <form className="modal-form" onSubmit={submit} aria-label={t('addLineForm.title')}>
        <div className="field">
          <label htmlFor="model-new-line-id">{t('addLineForm.id')}</label>
          <input id="model-new-line-id" value={id} required autoComplete="off" spellCheck={false} aria-describedby="model-new-line-id-hint" aria-invalid={problem !== null} onChange={(event) => { setId(event.target.value); setProblem(null); }} />
          <span id="model-new-line-id-hint" className="field-note muted">{t('addLineForm.idHint')}</span>
          {problem ? <span className="field-error" role="alert">{problem}</span> : null}
        </div>
        <label className="field">
          <span>{t('addLineForm.name')}</span>
          <input value={name} required onChange={(event) => setName(event.target.value)} />
        </label>
        <label className="field">
          <span>{t('addLineForm.section')}</span>
          <select value={section} onChange={(event) => setSection(event.target.value as LineSection)}>
            {LINE_SECTIONS.map((option) => <option key={option} value={option}>{t(`sections.${option}`)}</option>)}
          </select>
        </label>
        <fieldset className="model-choice">
          <legend>{t('addLineForm.statement')}</legend>
          <label><input type="radio" name="model-new-line-statement" checked={onPnl} onChange={() => setOnPnl(true)} /> {t('addLineForm.statementPnl')}</label>
          <label><input type="radio" name="model-new-line-statement" checked={!onPnl} onChange={() => setOnPnl(false)} /> {t('addLineForm.statementMemo')}</label>
        </fieldset>
        <FormulaEditor label={t('addLineForm.formula')} value={formula} names={names} problems={[]} onChange={setFormula} testId="model-new-line-formula" />
        <p className="muted modal-hint">{t('addLineForm.unit')}</p>
        <div className="modal-form-actions">
          <button type="button" className="button" onClick={close}>{t('addLineForm.cancel')}</button>
          <button type="submit" className="button button-primary" disabled={formula.trim() === ''}>{t('addLineForm.add')}</button>
        </div>
      </form>
    </Modal>
  );
}
