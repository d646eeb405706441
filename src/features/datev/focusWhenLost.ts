import { useEffect, useRef } from 'react';

/** The heading each step of the screen starts at (h2 with tabindex -1). */
export const FOCUS_TARGETS = {
  choose: 'dv-choose-title',
  preview: 'dv-summary-title',
  accounts: 'dv-accounts-title',
  imported: 'dv-done-title',
} as const;

/**
 * Keeps the keyboard's place when a step replaces the control that had focus (the file picker
 * gives way to the preview, Save mapping and Import go with what they did): when `step` changes and
 * focus fell to the page itself, it goes to the heading `targetAfter` names for the step it came
 * from. Focus the user moved elsewhere is left alone.
 */
export function useFocusWhenLost(step: string, targetAfter: (previous: string) => string | null): void {
  const shown = useRef(step);
  // Runs after every render (a new `targetAfter` each time) and acts only when the step changed.
  useEffect(() => {
    const previous = shown.current;
    if (previous === step) return;
    shown.current = step;
    const focus = document.activeElement;
    const id = targetAfter(previous);
    if (id !== null && (focus === null || focus === document.body)) document.getElementById(id)?.focus();
  }, [step, targetAfter]);
}
