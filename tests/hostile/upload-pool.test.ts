import { afterEach, describe, expect, it } from 'vitest';
import { createUploads, UPLOAD_LIMITS, UploadBusyError, type UploadLimits, type Uploads } from '../../server/pool/uploadPool.ts';
import { baselineActuals, baselineCsv } from '../helpers/fixtures.ts';

/**
 * The upload threads (server/pool/uploadPool.ts) with their real worker: the time limit, one parse
 * per user, the bounded queue. Limits are narrowed so a small file reaches them.
 */
const open: Uploads[] = [];
function uploads(limits: UploadLimits): Uploads {
  const created = createUploads((error) => {
    throw error;
  }, limits);
  open.push(created);
  return created;
}
afterEach(async () => {
  while (open.length) await open.pop()?.close();
});

const SMALL = { kind: 'monthly-actuals-csv', text: 'month,line,value\n2026-01,employees,1\n' } as const;
/** A baseline CSV with 1 MB of unknown rows after it: read and checked in far more than a millisecond. */
const JUNK_ROW = `junk,${',0'.repeat(25).slice(1)}\n`;
const BASELINE = { kind: 'baseline-csv', text: baselineCsv() + JUNK_ROW.repeat(Math.ceil(1024 * 1024 / JUNK_ROW.length)), current: baselineActuals() } as const;

function busy(attempt: () => unknown): UploadBusyError {
  try {
    attempt();
  } catch (error) {
    if (error instanceof UploadBusyError) return error;
    throw error;
  }
  throw new Error('expected UploadBusyError');
}

describe('upload threads', () => {
  it('stops a parse at the time limit, says why, and reads the next file on a fresh thread', async () => {
    const limits = { ...UPLOAD_LIMITS, timeLimitMs: 1 };
    const threads = uploads(limits);
    expect(await threads.parse(1, BASELINE)).toEqual({ ok: false, refusal: { status: 422, message: 'The file could not be read within 0.001 s; nothing was read' } });
    limits.timeLimitMs = 30_000;
    const read = await threads.parse(1, SMALL);
    expect(read).toEqual({ ok: true, read: { ok: true, count: 1, values: { '2026-01': { employees: 1 } } } });
  });

  it('reads one file per user at a time: a second is refused with a time to come back, the next after the answer is read', async () => {
    const threads = uploads(UPLOAD_LIMITS);
    const first = threads.parse(7, SMALL);
    const second = busy(() => threads.parse(7, SMALL));
    expect(second).toMatchObject({ reason: 'upload_in_progress', message: 'A file of yours is still being read: wait for it to finish' });
    expect(second.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(second.retryAfterSeconds).toBeLessThanOrEqual(Math.ceil((2 * UPLOAD_LIMITS.timeLimitMs) / 1000));
    const other = threads.parse(8, SMALL);
    expect((await first).ok).toBe(true);
    expect((await threads.parse(7, SMALL)).ok).toBe(true);
    expect((await other).ok).toBe(true);
  });

  it('keeps at most maxWaiting files waiting and refuses one more with a time to come back', async () => {
    const threads = uploads({ ...UPLOAD_LIMITS, maxWaiting: 2 });
    const accepted = [1, 2, 3].map((user) => threads.parse(user, SMALL));
    const refused = busy(() => threads.parse(4, SMALL));
    expect(refused.reason).toBe('upload_queue_full');
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect((await Promise.all(accepted)).every((outcome) => outcome.ok)).toBe(true);
    expect((await threads.parse(4, SMALL)).ok).toBe(true);
  });
});
