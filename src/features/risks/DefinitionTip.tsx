import { useId, type KeyboardEvent } from 'react';

/**
 * A small button that explains how a figure is computed: the explanation shows while the pointer
 * is over the button or the text, or while the button has keyboard focus; Escape hides it.
 */
export function DefinitionTip({ label, text }: { label: string; text: string }) {
  const id = useId();
  const dismiss = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape') event.currentTarget.blur();
  };
  return (
    <span className="definition-tip">
      <button type="button" className="definition-tip-trigger" aria-label={label} aria-describedby={id} onKeyDown={dismiss}>?</button>
      <span id={id} role="tooltip" className="definition-tip-text">{text}</span>
    </span>
  );
}
