import { atom } from 'jotai';
import { z } from 'zod';
import { NUMBER_FORMATS, numberFormatOfLanguages, type NumberFormat } from '../../engine/format/number.ts';
import { getPreferences, putPreferences } from '../api/auth.ts';
import { setActiveNumberFormat } from '../ui/figures.ts';
import { appStore } from './store.ts';

/**
 * The user's number format (German 1.234,5 € or English €1,234.5). The device keeps it, so it
 * applies before sign-in completes; the server keeps it per user, so it follows the user to every
 * device: after sign-in the server's choice wins, and a choice made here is sent there.
 */
export const NUMBER_FORMAT_KEY = 'numberFormat';

const storedFormat = z.enum(NUMBER_FORMATS);

/** The device's choice, else the browser's first language (de* → German, else English). */
export function initialNumberFormat(): NumberFormat {
  const stored = storedFormat.safeParse(localStorage.getItem(NUMBER_FORMAT_KEY));
  return stored.success ? stored.data : numberFormatOfLanguages(navigator.languages ?? [navigator.language]);
}

const numberFormatBaseAtom = atom<NumberFormat>(initialNumberFormat());

function adopt(format: NumberFormat): void {
  localStorage.setItem(NUMBER_FORMAT_KEY, format);
  setActiveNumberFormat(format);
  appStore.set(numberFormatBaseAtom, format);
}

/**
 * Reading gives the format every figure is written in; writing switches every figure at once (the
 * app's screens are drawn again, src/app/App.tsx) and stores the choice on the device and for the
 * signed-in user.
 */
export const numberFormatAtom = atom(
  (get) => get(numberFormatBaseAtom),
  (_get, _set, format: NumberFormat) => {
    adopt(format);
    void putPreferences({ number_format: format }).catch(() => undefined);
  },
);

/** Applies the device's format before the first figure is drawn. */
export function applyInitialNumberFormat(): void {
  setActiveNumberFormat(appStore.get(numberFormatBaseAtom));
}

/**
 * After sign-in: the user's stored format wins over the device's; a user who never chose keeps
 * the device's. Unreachable server: the device's stays.
 */
export async function syncNumberFormat(): Promise<void> {
  const preferences = await getPreferences().catch(() => null);
  const chosen = preferences?.number_format ?? null;
  if (chosen !== null && chosen !== appStore.get(numberFormatBaseAtom)) adopt(chosen);
}
