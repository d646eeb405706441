/**
 * Which forecast-ranges runs the server takes on, and when a refused caller should come back
 * (docs/decisions.md "Forecast ranges: a fair share and an honest Retry-After"). A run's samples
 * are allocated when it starts and kept until it ends, so the draws of the runs going are capped
 * together (`capacity`, FAHRPLAN_RANGES_DRAWS_IN_FLIGHT), and shared fairly:
 *
 * - one run per user at a time (a second is `run_in_progress`);
 * - a run that does not fit is `server_busy` and its user takes a place in line: the draws they
 *   asked for are kept for them, in the order users were refused, until their Retry-After has
 *   passed and CLAIM_GRACE_MS more. So a user starting 100,000-draw runs back to back cannot keep
 *   anyone out: whoever was refused first gets the draws next.
 *
 * Retry-After comes from the runs' progress: each run's pace over the last few seconds (the load
 * the server has now, not that of its start) times the draws it has left.
 */

/** Draws of all runs in progress together by default (FAHRPLAN_RANGES_DRAWS_IN_FLIGHT): 150,000 × 1.2 kB ≈ 174 MiB. */
export const DEFAULT_DRAWS_IN_FLIGHT = 150_000;
/** How long past its Retry-After a refused user's place in line is kept for them. */
export const CLAIM_GRACE_MS = 10_000;
/** The pace of a run is measured over about this much of its recent progress. */
export const PACE_WINDOW_MS = 2_000;
/** The pace assumed before a run has made any progress: about that of the kernel on a busy server. */
const FIRST_MS_PER_DRAW = 0.1;

export type RangesRefusal = 'run_in_progress' | 'server_busy';

/** A run admitted: it reports its progress between its slices, and frees its draws when it ends. */
export interface RangesTicket {
  progress(done: number): void;
  finish(): void;
}

export type Admission = { admitted: true; ticket: RangesTicket } | { admitted: false; reason: RangesRefusal; retryAfterSeconds: number };

export interface RangesAdmission {
  /** Draws the runs in progress may hold together; a run of more can never start. */
  readonly capacity: number;
  /** Starts a run of at most `capacity` draws now, or says why not and when to come back. */
  admit(userId: number, draws: number): Admission;
  /** Draws of the runs in progress (their samples are allocated). */
  inFlight(): number;
}

interface Mark {
  at: number;
  done: number;
}

interface Running {
  draws: number;
  /** Progress over time, oldest first: the newest mark and those of the last PACE_WINDOW_MS, and one before. */
  marks: Mark[];
}

interface Claim {
  userId: number;
  draws: number;
  until: number;
}

/** Milliseconds until `run` is likely done: the draws it has left at its recent pace (the summary after them counts as none). */
function msLeft(run: Running, now: number): number {
  const newest = run.marks[run.marks.length - 1] as Mark;
  const oldest = run.marks[0] as Mark;
  const left = run.draws - newest.done;
  const drawn = newest.done - oldest.done;
  // The time since the newest mark counts too: the run is waiting for its next slice meanwhile.
  const msPerDraw = drawn > 0 ? (now - oldest.at) / drawn : FIRST_MS_PER_DRAW;
  return left * msPerDraw;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function createRangesAdmission(options: { capacity?: number; now?: () => number } = {}): RangesAdmission {
  const capacity = options.capacity ?? DEFAULT_DRAWS_IN_FLIGHT;
  const now = options.now ?? (() => performance.now());
  const running = new Map<number, Running>();
  let line: Claim[] = [];

  const inFlight = () => [...running.values()].reduce((sum, run) => sum + run.draws, 0);

  /** Milliseconds until enough runs have ended for `needed` draws to fit beside the rest. */
  function msUntilFree(needed: number, at: number): number {
    const ends = [...running.values()].map((run) => ({ draws: run.draws, ms: msLeft(run, at) })).sort((a, b) => a.ms - b.ms);
    let held = inFlight();
    for (const end of ends) {
      held -= end.draws;
      if (held + needed <= capacity) return end.ms;
    }
    return ends[ends.length - 1]?.ms ?? 0;
  }

  function start(userId: number, draws: number, at: number): RangesTicket {
    const run: Running = { draws, marks: [{ at, done: 0 }] };
    running.set(userId, run);
    return {
      progress(done) {
        const mark = { at: now(), done };
        run.marks.push(mark);
        // Keep one mark older than the window, so the pace always spans at least PACE_WINDOW_MS once the run is that old.
        while (run.marks.length > 2 && mark.at - (run.marks[1] as Mark).at >= PACE_WINDOW_MS) run.marks.shift();
      },
      finish() {
        if (running.get(userId) === run) running.delete(userId);
      },
    };
  }

  return {
    capacity,
    admit(userId, draws) {
      const at = now();
      line = line.filter((claim) => claim.until > at);
      const own = running.get(userId);
      if (own) return { admitted: false, reason: 'run_in_progress', retryAfterSeconds: seconds(msLeft(own, at)) };

      const place = line.findIndex((claim) => claim.userId === userId);
      const ahead = (place < 0 ? line : line.slice(0, place)).reduce((sum, claim) => sum + claim.draws, 0);
      const needed = ahead + draws;
      if (inFlight() + needed <= capacity) {
        if (place >= 0) line.splice(place, 1);
        return { admitted: true, ticket: start(userId, draws, at) };
      }
      const retryAfterSeconds = seconds(msUntilFree(needed, at));
      const until = at + retryAfterSeconds * 1000 + CLAIM_GRACE_MS;
      if (place >= 0) line[place] = { userId, draws, until };
      else line.push({ userId, draws, until });
      return { admitted: false, reason: 'server_busy', retryAfterSeconds };
    },
    inFlight,
  };
}
