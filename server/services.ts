import type { Storage } from './storage.ts';
import { issueToken, readToken } from './auth/tokens.ts';
import type { Repositories } from './repos/repositories.ts';
import type { StoredUser } from './repos/users.ts';
import { trackNewestBaseline, type NewestBaseline } from './repos/newestBaseline.ts';
import type { BusProblem, EventBus } from './events/changeEvents.ts';
import { publishingChanges } from './events/publishingRepos.ts';
import { createModelService, type ModelService } from './model/modelService.ts';
import { createAnalysisService, type AnalysisService } from './model/analysisService.ts';

/**
 * The server's collaborators, built once per server and handed to the routes: the repositories
 * (server/repos/repositories.ts; their writes publish change events), the model and the sessions.
 */
export interface Services extends Repositories {
  /** The open database (its dialect and connection; backups and tests reach through it). */
  storage: Storage;
  /** Change events after every committed write (server/events/publishingRepos.ts), from this instance and the others. */
  events: EventBus;
  /** The newest baseline version, checked at the start of every API request. */
  newestBaseline: NewestBaseline;
  /** Every number the server answers comes from here (engine session on the newest baseline). */
  model: ModelService;
  /** Forecast ranges, goal seek and gap attribution on the compiled kernel (issue 17). */
  analysis: AnalysisService;
  /** Issues a token and records its session. */
  startSession(userId: number): Promise<string>;
  /** The user and session id of a token that is well signed, unexpired and not revoked; else null. */
  authenticate(token: string): Promise<{ user: StoredUser; tokenId: string } | null>;
}

export async function createServices(storage: Storage, report: BusProblem): Promise<Services> {
  const repos = publishingChanges(storage.repos, storage.events, report);
  const secret = storage.signingSecret;
  const newestBaseline = await trackNewestBaseline(repos.baselines);
  const model = createModelService(newestBaseline);
  return {
    ...repos,
    storage,
    events: storage.events,
    newestBaseline,
    model,
    analysis: createAnalysisService(model),
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
