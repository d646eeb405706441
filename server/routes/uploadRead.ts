import type { FastifyReply } from 'fastify';
import type { Services } from '../services.ts';
import { ApiError, wordedError } from '../http/errors.ts';
import { UploadBusyError } from '../pool/uploadPool.ts';
import type { UploadKind, UploadReads, UploadTask } from '../pool/uploadTask.ts';
import type { UploadRefusal } from '../upload/uploadRefusal.ts';
import type { CsvRefusal } from '../../engine/actuals/csv.ts';

/** How a route answers a file refused before it was read: its 422 code and field, and what else its 422 carries. */
export interface RefusalAnswer {
  /** The code of a 422 (the file is not the shape asked for); a 413 is always payload_too_large. */
  code: string;
  field?: string;
  extra?: (refusal: UploadRefusal) => Record<string, unknown>;
}

/**
 * How a route whose 422 lists a file's problems (`{ errors: [{ line, column, message }],
 * error_count }`) answers a file refused before it was read: as its one problem, at the cell at fault.
 */
export function refusalAsProblem(code: string): RefusalAnswer {
  return {
    code,
    extra: (refusal) => ({ errors: [{ line: refusal.row ?? 0, column: refusal.column ?? '', message: refusal.message }], error_count: 1 }),
  };
}

/** 422 csv_invalid: the first problems with their lines and columns, and how many there are in all; `subject` what had them ("The file has"). */
export function problemsRefused({ errors, problemCount }: CsvRefusal, subject: 'file' | 'rows' | 'csv'): ApiError {
  return wordedError(422, 'csv_invalid', (t) => t('csvInvalid.problems', {
    subject: t(`csvInvalid.subjects.${subject}`),
    count: problemCount,
    listed: problemCount > errors.length ? t('csvInvalid.listed', { listed: errors.length }) : '',
  }), undefined, { errors, error_count: problemCount });
}

/**
 * Reads an uploaded file on the upload thread (server/pool/uploadPool.ts) as `userId`'s one parse:
 * its read, or a 413 (too big: sizes, zip bomb, memory) or 422 (not readable as asked, or not
 * within the time limit) saying why, or 429 with Retry-After while the caller has a file being
 * read or too many are waiting. Nothing is stored either way.
 */
export async function readUpload<K extends UploadKind>(
  services: Services, reply: FastifyReply, userId: number, task: Extract<UploadTask, { kind: K }>, answer: RefusalAnswer,
): Promise<UploadReads[K]> {
  let outcome;
  try {
    outcome = await services.uploads.parse(userId, task);
  } catch (error) {
    if (!(error instanceof UploadBusyError)) throw error;
    reply.header('retry-after', String(error.retryAfterSeconds));
    throw new ApiError(429, error.reason, error.message);
  }
  if (outcome.ok) return outcome.read;
  const { refusal } = outcome;
  if (refusal.status === 413) throw new ApiError(413, 'payload_too_large', refusal.message, answer.field);
  throw new ApiError(422, answer.code, refusal.message, answer.field, answer.extra?.(refusal));
}
