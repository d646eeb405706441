import { useEffect, useState } from 'react';

/** Part 2 §9: a toast stays 3 s, then fades out over 0.3 s. */
export const TOAST_VISIBLE_MS = 3_000;
export const TOAST_FADE_MS = 300;

export interface ToastMessage {
  id: number;
  tone: 'success' | 'error';
  text: string;
}

export function Toast({ toast, onDone }: { toast: ToastMessage; onDone: (id: number) => void }) {
  const [fading, setFading] = useState(false);
  useEffect(() => {
    setFading(false);
    const fade = setTimeout(() => setFading(true), TOAST_VISIBLE_MS);
    const done = setTimeout(() => onDone(toast.id), TOAST_VISIBLE_MS + TOAST_FADE_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(done);
    };
  }, [toast.id, onDone]);
  return (
    <div
      className={`toast toast-${toast.tone}${fading ? ' toast-fading' : ''}`}
      role={toast.tone === 'error' ? 'alert' : 'status'}
      style={{ transitionDuration: `${TOAST_FADE_MS}ms` }}
    >
      {toast.text}
    </div>
  );
}
