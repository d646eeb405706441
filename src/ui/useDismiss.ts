import { useEffect, type RefObject } from 'react';

/**
 * Closes an open popover (menu, dropdown) when the user presses outside `root` or presses
 * Escape; `onEscape` runs after an Escape close (e.g. to hand focus back to the trigger).
 */
export function useDismiss(root: RefObject<HTMLElement | null>, open: boolean, close: () => void, onEscape?: () => void): void {
  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      onEscape?.();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [root, open, close, onEscape]);
}
