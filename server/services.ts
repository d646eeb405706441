import type { Db } from './db/database.ts';
import { issueToken, readToken, type TokenClaims } from './auth/tokens.ts';
import { usersRepo, type UsersRepo } from './repos/users.ts';
import { sessionsRepo, type SessionsRepo } from './repos/sessions.ts';
import { activityRepo, type ActivityRepo } from './repos/activity.ts';
import { baselineRepo, type BaselineRepo } from './repos/baseline.ts';
import { scenariosRepo, type ScenariosRepo } from './repos/scenarios.ts';
import { BUILT_IN_SCENARIOS } from '../engine/scenarios.ts';
import { createModelService, type ModelService } from './model/modelService.ts';
import { createAnalysisService, type AnalysisService } from './model/analysisService.ts';
import { createInProcessBus, type EventBus } from './events/bus.ts';
import { createExportPool } from './pool/exportPool.ts';
import { createExportJobs, type ExportJobs } from './pool/exportJobs.ts';

/** The server's collaborators, built once per server and handed to the routes. */
export interface Services {
  db: Db;
  users: UsersRepo;
  sessions: SessionsRepo;
  /** The audit trail (activity log). Routes write to it through server/http/audit.ts. */
  activity: ActivityRepo;
  baselines: BaselineRepo;
  /** Scenarios and each user's active scenario; the built-ins are seeded from engine/scenarios.ts. */
  scenarios: ScenariosRepo;
  /** Every number the server answers comes from here (engine session on the newest baseline). */
  model: ModelService;
  /** Forecast ranges, goal seek and gap attribution on the compiled kernel (issue 17). */
  analysis: AnalysisService;
  /** Change events for the live updates (GET /api/events); routes publish through server/events/publish.ts. */
  events: EventBus;
  /** PDF and Excel exports, queued per user and built on worker threads (server/pool/). */
  exports: ExportJobs;
  /** Tells `listener` whenever tokens were revoked on this instance, so open event streams check theirs at once. */
  onSessionsRevoked(listener: () => void): () => void;
  /** Issues a token and records its session. */
  startSession(userId: number): Promise<string>;
  /** The claims of a token that is well signed, unexpired and not revoked; else null. */
  readToken(token: string): Promise<TokenClaims | null>;
}

export interface ServiceOptions {
  exportThreads: number;
  exportQueueLimit: number;
  /** Told about a listener of the event bus that threw (the others still get the event). */
  onEventListenerError?: (error: unknown) => void;
}

/** The sessions repository, telling the listeners after every revocation. */
function signallingRevocations(sessions: SessionsRepo, listeners: ReadonlySet<() => void>): SessionsRepo {
  const revoked = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    ...sessions,
    revoke(jti) {
      sessions.revoke(jti);
      revoked();
    },
    revokeAllOf(userId) {
      sessions.revokeAllOf(userId);
      revoked();
    },
    revokeAllOfExcept(userId, keepJti) {
      sessions.revokeAllOfExcept(userId, keepJti);
      revoked();
    },
  };
}

export function createServices(db: Db, secret: Uint8Array, options: ServiceOptions): Services {
  const users = usersRepo(db);
  const revocationListeners = new Set<() => void>();
  const sessions = signallingRevocations(sessionsRepo(db), revocationListeners);
  const baselines = baselineRepo(db);
  const scenarios = scenariosRepo(db);
  scenarios.seedBuiltIns(BUILT_IN_SCENARIOS);
  const model = createModelService(baselines);
  return {
    db,
    users,
    sessions,
    activity: activityRepo(db),
    baselines,
    scenarios,
    model,
    analysis: createAnalysisService(model),
    events: createInProcessBus(options.onEventListenerError),
    exports: createExportJobs(createExportPool(options.exportThreads), { maxWaiting: options.exportQueueLimit }),
    onSessionsRevoked(listener) {
      revocationListeners.add(listener);
      return () => revocationListeners.delete(listener);
    },
    async startSession(userId) {
      const { token, claims } = await issueToken(secret, userId);
      sessions.record(claims.jti, userId, claims.expiresAt);
      return token;
    },
    async readToken(token) {
      const claims = await readToken(secret, token);
      if (!claims || !sessions.isActive(claims.jti, claims.userId)) return null;
      return claims;
    },
  };
}
