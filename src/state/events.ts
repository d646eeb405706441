/**
 * Part 1 §4: a browser-wide 'key drivers changed' event carrying the updated driver and its new
 * value; the cockpit and other screens listen to it.
 */
export const KEY_DRIVERS_CHANGED = 'keyDriversChanged';

export interface KeyDriversChangedDetail {
  driver: string;
  value: number;
}

export function emitKeyDriversChanged(detail: KeyDriversChangedDetail): void {
  window.dispatchEvent(new CustomEvent<KeyDriversChangedDetail>(KEY_DRIVERS_CHANGED, { detail }));
}

export function onKeyDriversChanged(handler: (detail: KeyDriversChangedDetail) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<KeyDriversChangedDetail>).detail);
  window.addEventListener(KEY_DRIVERS_CHANGED, listener);
  return () => window.removeEventListener(KEY_DRIVERS_CHANGED, listener);
}
