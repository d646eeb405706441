import type { UsersRepo } from './users.ts';
import type { SessionsRepo } from './sessions.ts';
import type { ActivityRepo } from './activity.ts';
import type { BaselineRepo } from './baseline.ts';
import type { ScenariosRepo } from './scenarios.ts';
import type { RisksRepo } from './risks.ts';
import type { LoginFailuresRepo } from './loginFailures.ts';
import type { MonthlyActualsRepo } from './monthlyActuals.ts';
import type { PlansRepo } from './plans.ts';
import type { RangesRunsRepo } from './rangesRuns.ts';
import type { ModelsRepo } from './models.ts';
import type { DatevRepo } from './datev.ts';
import type { CommentsRepo } from './comments.ts';

/**
 * Every repository of the server, one interface each, implemented once per database:
 * server/repos/sqlite/ (better-sqlite3, synchronous underneath) and server/repos/postgres/ (pg).
 * Routes and services see only these methods; SQL stays in the implementations.
 */
export interface Repositories {
  users: UsersRepo;
  sessions: SessionsRepo;
  /** The audit trail (activity log). Routes write to it through server/http/audit.ts. */
  activity: ActivityRepo;
  baselines: BaselineRepo;
  /** Scenarios and each user's active scenario; the built-ins are seeded from engine/scenarios.ts. */
  scenarios: ScenariosRepo;
  risks: RisksRepo;
  loginFailures: LoginFailuresRepo;
  /** Monthly actuals of 2026 on, versioned, and the last-closed-month setting; seeded from fixtures/monthly-actuals-2026.csv. */
  monthlyActuals: MonthlyActualsRepo;
  /** Plans of record by year: frozen copies of named scenario versions (issue 19). */
  plans: PlansRepo;
  /** Forecast-ranges runs kept with their scenario version, seed and draws (issue 26). */
  rangesRuns: RangesRunsRepo;
  /** Published model definitions, versioned; none stored means the shipped model (issue 27). */
  models: ModelsRepo;
  /** DATEV account mappings, versioned, and the DATEV import log, never altered (issue 29). */
  datev: DatevRepo;
  /**
   * Comment threads on drivers, cells, versions, plans of record and closed months (issue 30).
   * Optional only until the SQLite and Postgres implementations land; then required.
   */
  comments?: CommentsRepo;
}
