import { recalculateBaselineKpis } from '../../api/baseline.ts';
import { ApiRequestError } from '../../api/errors.ts';
import { loadBaselineActuals } from '../../state/actualsSync.ts';
import { i18n } from '../../i18n/index.ts';

/** The in-page alert of the screen (docs/decisions.md: role="alert" instead of window.alert). */
export interface Notice {
  tone: 'success' | 'error' | 'warning';
  text: string;
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Part 1 §8: 'Error saving data: ' plus the server's detail message or the error message. */
export function saveFailedNotice(error: unknown): Notice {
  return { tone: 'error', text: `${i18n.t('baselineData:saveErrorPrefix')}${errorText(error)}` };
}

/** The 422 body of a refused save, when that is what the error carries. */
export function refusalBody(error: unknown): unknown {
  return error instanceof ApiRequestError && error.status === 422 ? error.body : undefined;
}

/**
 * After a stored save: part 1 §7's recalculate call, then the new actuals into the model (the
 * worker recomputes every screen from baselineCsvAtom) and the screen's own reload. The save
 * stands even when the recalculation fails; the notice then says so.
 */
export async function completeSave(reload: () => Promise<unknown>): Promise<Notice> {
  let recalcProblem: string | null = null;
  try {
    await recalculateBaselineKpis();
  } catch (error) {
    recalcProblem = errorText(error);
  }
  await Promise.all([loadBaselineActuals(), reload()]);
  return recalcProblem === null
    ? { tone: 'success', text: i18n.t('baselineData:saved') }
    : { tone: 'warning', text: `${i18n.t('baselineData:saved')} ${i18n.t('baselineData:recalcFailed')}${recalcProblem}` };
}
