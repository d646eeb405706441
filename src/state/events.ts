/**
 * Part 1 §4: a browser-wide 'key drivers changed' event carrying the updated driver and its new
 * value, for whatever else runs in the page. The app's own screens do not listen to it: they read
 * the model's snapshot, which every change reaches (one channel, issue 26).
 */
export const KEY_DRIVERS_CHANGED = 'keyDriversChanged';

export interface KeyDriversChangedDetail {
  driver: string;
  value: number;
}

export function emitKeyDriversChanged(detail: KeyDriversChangedDetail): void {
  window.dispatchEvent(new CustomEvent<KeyDriversChangedDetail>(KEY_DRIVERS_CHANGED, { detail }));
}
