import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { DefinitionProblem } from '../../../engine/model/definitionCheck.ts';
import { acceptName, completionsFor, partialNameAt, type NameOption } from './nameCompletion.ts';
import { useTranslation } from '../../i18n/index.ts';
import { checkMessage } from './problemWords.ts';

/**
 * A formula in a monospace text box, with the names of the model offered as it is typed (a list
 * under the box: up and down choose, Enter or Tab takes one, Escape closes it; the box keeps
 * focus and names the chosen option with aria-activedescendant) and the problems the definition
 * check finds in it, each with its character, which a click puts the caret on.
 */
export function FormulaEditor({ label, value, names, problems, onChange, testId }: {
  label: string;
  value: string;
  names: readonly NameOption[];
  problems: readonly DefinitionProblem[];
  onChange: (text: string) => void;
  testId?: string;
}) {
  const { t } = useTranslation('model');
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(value.length);
  const [completing, setCompleting] = useState(false);
  const [active, setActive] = useState(0);
  const pendingCaret = useRef<number | null>(null);

  const partial = completing ? partialNameAt(value, caret) : null;
  const options = partial ? completionsFor(partial.prefix, names) : [];
  const open = options.length > 0;
  const activeIndex = Math.min(active, options.length - 1);
  const optionId = (index: number) => `${id}-name-${index}`;

  // After a name is taken, the caret goes behind it once the new text is in the box.
  useLayoutEffect(() => {
    const at = pendingCaret.current;
    if (at === null || !box.current) return;
    pendingCaret.current = null;
    box.current.setSelectionRange(at, at);
  }, [value]);

  const take = (option: NameOption) => {
    if (!partial) return;
    const next = acceptName(value, partial, option.id);
    pendingCaret.current = next.caret;
    setCaret(next.caret);
    setCompleting(false);
    onChange(next.text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + options.length) % options.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      const chosen = options[activeIndex];
      if (!chosen) return;
      event.preventDefault();
      take(chosen);
    } else if (event.key === 'Escape') {
      // The list closes; a dialog around the editor stays open.
      event.preventDefault();
      event.stopPropagation();
      setCompleting(false);
    }
  };

  const goTo = (position: number) => {
    const element = box.current;
    if (!element) return;
    element.focus();
    element.setSelectionRange(position, Math.min(position + 1, value.length));
  };

  const hintId = `${id}-hint`;
  const problemsId = `${id}-problems`;
  return (
    <div className="model-editor">
      <label htmlFor={id} className="model-editor-label">{label}</label>
      <textarea
        ref={box}
        id={id}
        className="model-formula"
        data-testid={testId}
        value={value}
        rows={Math.min(8, Math.max(2, Math.ceil(value.length / 60)))}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        autoComplete="off"
        aria-invalid={problems.length > 0}
        aria-describedby={problems.length > 0 ? `${problemsId} ${hintId}` : hintId}
        aria-autocomplete="list"
        aria-controls={open ? `${id}-names` : undefined}
        aria-activedescendant={open ? optionId(activeIndex) : undefined}
        onChange={(event) => {
          setCaret(event.target.selectionStart);
          setCompleting(true);
          setActive(0);
          onChange(event.target.value);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
        onBlur={() => setCompleting(false)}
      />
      {open ? (
        <ul id={`${id}-names`} role="listbox" aria-label={t('namesOffered')} className="model-completions">
          {options.map((option, index) => (
            <li
              key={option.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className={index === activeIndex ? 'model-completion model-completion-active' : 'model-completion'}
              // Keeps focus in the box: a click takes the name like Enter.
              onMouseDown={(event) => {
                event.preventDefault();
                take(option);
              }}
            >
              <code>{option.id}</code>
              <span className="muted">{option.detail}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <span className="visually-hidden" role="status">{open ? t('namesCount', { count: options.length }) : ''}</span>
      {problems.length > 0 ? (
        <ul id={problemsId} className="model-field-problems">
          {problems.map((problem, index) => (
            <li key={`${problem.code}-${index}`}>
              {problem.position === undefined ? checkMessage(problem.message) : (
                <button type="button" className="model-link" onClick={() => goTo(problem.position ?? 0)}>
                  {`${t('atCharacter', { position: problem.position + 1 })}: ${checkMessage(problem.message)}`}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <p id={hintId} className="field-note muted model-editor-hint">{t('formulaHint')}</p>
    </div>
  );
}
