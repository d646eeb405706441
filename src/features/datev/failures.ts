import type { z } from 'zod';
import { datevRejectedAnswer, MAPPING_CHANGED, type datevProblem } from '../../../contract/datev.ts';
import { ApiRequestError } from '../../api/errors.ts';
import { formatWholeNumber } from '../../ui/figures.ts';
import { i18n } from '../../i18n/index.ts';

export type DatevProblem = z.infer<typeof datevProblem>;

/**
 * What a failed read, import or mapping save means for the admin: a refusal with its problems by
 * line and DATEV field (422: nothing stored), a change meanwhile (409: read again), a file too
 * large (413), a busy server (429, with its Retry-After), or any other failure with its message.
 */
export type DatevFailure =
  | { kind: 'refused'; message: string; errors: DatevProblem[] }
  | { kind: 'conflict'; code: 'mapping_changed' | 'version_conflict'; message: string }
  | { kind: 'too_large'; message: string }
  | { kind: 'busy'; message: string }
  | { kind: 'failed'; message: string };

/** A busy server's answer in words, with its Retry-After when it gave one. */
function busyMessage(seconds: number | undefined): string {
  return seconds === undefined ? i18n.t('datev:failures.busy') : i18n.t('datev:failures.busyFor', { count: seconds, n: formatWholeNumber(seconds) });
}

export function datevFailure(error: unknown): DatevFailure {
  if (!(error instanceof ApiRequestError)) return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  switch (error.status) {
    case 409:
      return { kind: 'conflict', code: error.code === MAPPING_CHANGED ? 'mapping_changed' : 'version_conflict', message: error.message };
    case 413:
      return { kind: 'too_large', message: i18n.t('datev:failures.tooLarge') };
    case 422: {
      const refusal = datevRejectedAnswer.safeParse(error.body);
      return { kind: 'refused', message: error.message, errors: refusal.success ? refusal.data.errors : [] };
    }
    case 429:
      return { kind: 'busy', message: busyMessage(error.retryAfterSeconds) };
    default:
      return { kind: 'failed', message: error.message };
  }
}
