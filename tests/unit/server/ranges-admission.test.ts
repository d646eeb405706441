import { describe, expect, it } from 'vitest';
import { CLAIM_GRACE_MS, createRangesAdmission, DEFAULT_DRAWS_IN_FLIGHT, type Admission, type RangesTicket } from '../../../server/model/rangesAdmission.ts';

/**
 * Which forecast-ranges runs the server takes on (server/model/rangesAdmission.ts), on a clock the
 * test moves: Retry-After from the runs' recent pace, the draws of a run counted until it ends,
 * and refused users served in the order they asked.
 */

const A = 1;
const B = 2;
const C = 3;

function clocked() {
  let at = 0;
  const admission = createRangesAdmission({ now: () => at });
  return {
    admission,
    /** Moves the clock to `ms`. */
    at(ms: number) {
      at = ms;
    },
  };
}

function ticketOf(admission: Admission): RangesTicket {
  if (!admission.admitted) throw new Error(`refused: ${admission.reason}`);
  return admission.ticket;
}

describe('forecast-ranges admission', () => {
  it('answers a second run of a user with the seconds the first has left at its pace of the last seconds, and 1 once its draws are done', () => {
    const { admission, at } = clocked();
    const run = ticketOf(admission.admit(A, 100_000));
    // A slow start (the server was busy): 1,000 draws in 3 s, then 40,000 in 2 s.
    at(3_000);
    run.progress(1_000);
    at(5_000);
    run.progress(41_000);
    // 59,000 draws left at 0.05 ms each, not at the 0.12 ms of the whole run so far.
    expect(admission.admit(A, 10)).toEqual({ admitted: false, reason: 'run_in_progress', retryAfterSeconds: 3 });
    at(5_500);
    run.progress(51_000);
    expect(admission.admit(A, 10)).toMatchObject({ retryAfterSeconds: 3 });
    at(8_000);
    run.progress(100_000);
    expect(admission.admit(A, 10)).toMatchObject({ reason: 'run_in_progress', retryAfterSeconds: 1 });
    run.finish();
    expect(admission.admit(A, 10).admitted).toBe(true);
  });

  it('counts a run\'s draws until it ends, its summary included, since its samples stay allocated', () => {
    const { admission } = clocked();
    const run = ticketOf(admission.admit(A, 100_000));
    run.progress(100_000);
    expect(admission.inFlight()).toBe(100_000);
    expect(admission.admit(B, DEFAULT_DRAWS_IN_FLIGHT - 100_000).admitted).toBe(true);
    expect(admission.admit(C, 1)).toMatchObject({ admitted: false, reason: 'server_busy' });
    run.finish();
    expect(admission.inFlight()).toBe(DEFAULT_DRAWS_IN_FLIGHT - 100_000);
  });

  it('lets another user run beside a big run while nobody waits', () => {
    const { admission } = clocked();
    ticketOf(admission.admit(A, 100_000));
    expect(admission.admit(B, 10_000).admitted).toBe(true);
  });

  it('keeps a refused user\'s place: a user starting big runs back to back is refused until the one who waited first has run', () => {
    const { admission, at } = clocked();
    const first = ticketOf(admission.admit(A, 100_000));
    at(1_000);
    first.progress(20_000);
    // 80,000 draws left at 0.05 ms: B may come back in 4 s.
    expect(admission.admit(B, 100_000)).toEqual({ admitted: false, reason: 'server_busy', retryAfterSeconds: 4 });

    at(4_000);
    first.progress(100_000);
    first.finish();
    // A asks again at once: the draws are free, but B asked first.
    expect(admission.admit(A, 100_000)).toMatchObject({ admitted: false, reason: 'server_busy' });
    // So is a third user's run: the two who asked before go first.
    expect(admission.admit(C, 60_000)).toMatchObject({ admitted: false, reason: 'server_busy' });
    at(5_000);
    const turn = ticketOf(admission.admit(B, 100_000));
    // Then A, who asked before C.
    expect(admission.admit(C, 60_000)).toMatchObject({ admitted: false, reason: 'server_busy' });
    turn.finish();
    expect(admission.admit(A, 100_000).admitted).toBe(true);
  });

  it('gives a place up when its user does not come back within Retry-After and the grace', () => {
    const { admission, at } = clocked();
    const first = ticketOf(admission.admit(A, 100_000));
    at(1_000);
    first.progress(50_000);
    const refused = admission.admit(B, 100_000);
    expect(refused).toMatchObject({ admitted: false, reason: 'server_busy', retryAfterSeconds: 1 });
    first.finish();
    expect(admission.admit(A, 100_000).admitted).toBe(false);
    at(1_000 + 1_000 + CLAIM_GRACE_MS + 1);
    expect(admission.admit(A, 100_000).admitted).toBe(true);
  });
});
