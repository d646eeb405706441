import type { Storage } from './storage.ts';
import { issueToken, readToken } from './auth/tokens.ts';
import type { Repositories } from './repos/repositories.ts';
import type { SessionsRepo } from './repos/sessions.ts';
import type { StoredUser } from './repos/users.ts';
import { trackNewestBaseline, type NewestBaseline } from './repos/newestBaseline.ts';
import type { BusProblem, EventBus } from './events/changeEvents.ts';
import { publishingChanges } from './events/publishingRepos.ts';
import { createLiveStreams, type LiveStreams, type Revocation, type StreamLimits } from './events/liveStreams.ts';
import { createModelService, type ModelService } from './model/modelService.ts';
import { createAnalysisService, type AnalysisService } from './model/analysisService.ts';
import { createRangesPool } from './pool/rangesPool.ts';
import { createExportPool } from './pool/exportPool.ts';
import { createExportJobs, type ExportJobs } from './pool/exportJobs.ts';
import { createUploads, type Uploads } from './pool/uploadPool.ts';

/**
 * The server's collaborators, built once per server and handed to the routes: the repositories
 * (server/repos/repositories.ts; their writes publish change events), the model and the sessions.
 */
export interface Services extends Repositories {
  /** The open database (its dialect and connection; backups and tests reach through it). */
  storage: Storage;
  /** Change events after every committed write (server/events/publishingRepos.ts), from this instance and the others; the live updates (GET /api/events) read them. */
  events: EventBus;
  /** The newest baseline version, checked at the start of every API request. */
  newestBaseline: NewestBaseline;
  /** Every number the server answers comes from here (engine session on the newest baseline). */
  model: ModelService;
  /** Forecast ranges, goal seek and gap attribution on the compiled kernel (issue 17). */
  analysis: AnalysisService;
  /** PDF and Excel exports, queued per user and built on worker threads (server/pool/). */
  exports: ExportJobs;
  /** Uploaded files, parsed on a bounded worker thread, one per user at a time (server/pool/uploadPool.ts). */
  uploads: Uploads;
  /**
   * The open live update streams (GET /api/events) of this instance and their caps. Told of every
   * revocation on this instance, so the streams of that user or token check theirs at once; a
   * sign-out on another instance is noticed at the stream's next heartbeat (a password set or a
   * deactivation there reaches them as a users event).
   */
  liveStreams: LiveStreams;
  /** Issues a token and records its session. */
  startSession(userId: number): Promise<string>;
  /** The user and session id of a token that is well signed, unexpired and not revoked; else null. */
  authenticate(token: string): Promise<{ user: StoredUser; tokenId: string } | null>;
}

export interface ServiceOptions {
  exportThreads: number;
  exportQueueLimit: number;
  liveStreams: StreamLimits;
  rangesDrawsInFlight: number;
  rangesThreads: number;
}

/** The sessions repository, telling `revoked` whose tokens it revoked after every revocation. */
function signallingRevocations(sessions: SessionsRepo, revoked: (revocation: Revocation) => void): SessionsRepo {
  return {
    ...sessions,
    async revoke(jti) {
      await sessions.revoke(jti);
      revoked({ tokenId: jti });
    },
    async revokeAllOf(userId) {
      await sessions.revokeAllOf(userId);
      revoked({ userId });
    },
    async revokeAllOfExcept(userId, keepJti) {
      await sessions.revokeAllOfExcept(userId, keepJti);
      revoked({ userId });
    },
  };
}

export async function createServices(storage: Storage, report: BusProblem, options: ServiceOptions): Promise<Services> {
  const liveStreams = createLiveStreams(storage.events, options.liveStreams);
  const published = publishingChanges(storage.repos, storage.events, report);
  const repos = { ...published, sessions: signallingRevocations(published.sessions, liveStreams.revoked) };
  const secret = storage.signingSecret;
  const newestBaseline = await trackNewestBaseline(repos.baselines, repos.monthlyActuals, repos.models);
  const model = createModelService(newestBaseline);
  return {
    ...repos,
    storage,
    events: storage.events,
    newestBaseline,
    model,
    analysis: createAnalysisService(model, {
      drawsInFlight: options.rangesDrawsInFlight,
      pool: createRangesPool(options.rangesThreads, (error) => report('a ranges thread failed', error)),
    }),
    exports: createExportJobs(createExportPool(options.exportThreads, (error) => report('an export thread failed', error)), { maxWaiting: options.exportQueueLimit }),
    uploads: createUploads((error) => report('an upload thread failed', error)),
    liveStreams,
    async startSession(userId) {
      const { token, claims } = await issueToken(secret, userId);
      await repos.sessions.record(claims.jti, userId, claims.expiresAt);
      return token;
    },
    async authenticate(token) {
      const claims = await readToken(secret, token);
      const user = claims && await repos.sessions.activeUser(claims.jti, claims.userId);
      return claims && user ? { user, tokenId: claims.jti } : null;
    },
  };
}
