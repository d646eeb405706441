import { getBaselineActuals } from '../api/actuals.ts';
import { getMonthlyActuals } from '../api/monthlyActuals.ts';
import { appDatabase } from '../db/database.ts';
import { loadActuals, loadList, saveActuals, saveList } from '../db/cache.ts';
import { closedMonthsAtom, closeWarningsAtom, baselineCsvAtom, monthlyActualsSavedAtAtom, sampleActualsAtom } from './scenarios.ts';
import { appStore } from './store.ts';
import { authAtom } from './auth.ts';
import { monthlyActualsAnswer, type MonthlyActualsAnswer } from '../../contract/monthlyActuals.ts';
import { MONTHLY_ACTUAL_LINES, NO_CLOSED_MONTHS, type ClosedMonths, type MonthlyActualValues } from '../../engine/actuals/closedMonths.ts';

/**
 * The 2024-2025 actuals the model computes with: the last ones this device saw at once, then
 * the server's. Without either, the shipped fixture (baselineCsvAtom's default).
 */
export async function loadBaselineActuals(): Promise<void> {
  const cached = await loadActuals(appDatabase()).catch(() => null);
  if (cached) appStore.set(baselineCsvAtom, cached.csv);
  try {
    const answer = await getBaselineActuals();
    if (answer.csv !== appStore.get(baselineCsvAtom)) appStore.set(baselineCsvAtom, answer.csv);
    if (!cached || cached.csv !== answer.csv || cached.version !== answer.version) await saveActuals(appDatabase(), answer.csv, answer.version);
  } catch (error) {
    console.warn('Baseline actuals not loaded from the server; using', cached ? 'the cached ones' : 'the shipped ones', error);
  }
}

const CACHE_NAME = 'monthlyActuals';

const MONTHLY_LINES: ReadonlySet<string> = new Set(MONTHLY_ACTUAL_LINES);

/**
 * The server's answer as the model reads it: month → line → value (the balance items too, which
 * the model reconciles and never reads as figures), and the effective close.
 */
function closedMonthsOf(answer: MonthlyActualsAnswer): ClosedMonths {
  const values: MonthlyActualValues = {};
  for (const { month, line, value } of answer.rows) {
    if (MONTHLY_LINES.has(line)) (values[month] ??= {})[line] = value;
  }
  return { values, lastClosedMonth: answer.last_closed_month };
}

/** The close-related state every screen reads from the answer: warnings and the sample flag. */
function showCloseState(answer: MonthlyActualsAnswer): void {
  if (JSON.stringify(answer.warnings) !== JSON.stringify(appStore.get(closeWarningsAtom))) appStore.set(closeWarningsAtom, answer.warnings);
  if (answer.sample !== appStore.get(sampleActualsAtom)) appStore.set(sampleActualsAtom, answer.sample);
  if (answer.updated_at !== appStore.get(monthlyActualsSavedAtAtom)) appStore.set(monthlyActualsSavedAtAtom, answer.updated_at);
}

/**
 * The closed months of 2026 on the model forecasts from, offline-first like the baseline: this
 * device's last answer at once, then the server's (after a save or a new close anywhere, the live
 * update asks again).
 */
export async function loadClosedMonths(): Promise<void> {
  const auth = appStore.get(authAtom);
  if (auth.status !== 'signedIn') return;
  const userId = auth.user.id;
  const cached = await loadList(appDatabase(), userId, CACHE_NAME).catch(() => null);
  const parsed = cached ? monthlyActualsAnswer.safeParse(cached.value) : null;
  if (parsed?.success && appStore.get(closedMonthsAtom) === null) {
    appStore.set(closedMonthsAtom, closedMonthsOf(parsed.data));
    showCloseState(parsed.data);
  }
  try {
    const answer = await getMonthlyActuals();
    const next = closedMonthsOf(answer);
    if (JSON.stringify(next) !== JSON.stringify(appStore.get(closedMonthsAtom))) appStore.set(closedMonthsAtom, next);
    showCloseState(answer);
    await saveList(appDatabase(), userId, CACHE_NAME, answer).catch(() => undefined);
  } catch (error) {
    console.warn('Monthly actuals not loaded from the server; using', parsed?.success ? 'the cached ones' : 'none', error);
    if (appStore.get(closedMonthsAtom) === null) appStore.set(closedMonthsAtom, NO_CLOSED_MONTHS);
  }
}
