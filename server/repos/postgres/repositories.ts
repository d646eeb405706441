import type { Pool } from '../../db/postgres/pool.ts';
import type { Repositories } from '../repositories.ts';
import { postgresUsersRepo } from './users.ts';
import { postgresSessionsRepo } from './sessions.ts';
import { postgresActivityRepo } from './activity.ts';
import { postgresBaselineRepo } from './baseline.ts';
import { postgresScenariosRepo } from './scenarios.ts';
import { postgresRisksRepo } from './risks.ts';
import { postgresLoginFailuresRepo } from './loginFailures.ts';
import { postgresMonthlyActualsRepo } from './monthlyActuals.ts';
import { postgresPlansRepo } from './plans.ts';
import { postgresRangesRunsRepo } from './rangesRuns.ts';
import { postgresModelsRepo } from './models.ts';
import { postgresDatevRepo } from './datev.ts';
import { postgresCommentsRepo } from './comments.ts';

export function postgresRepositories(pool: Pool): Repositories {
  return {
    users: postgresUsersRepo(pool),
    sessions: postgresSessionsRepo(pool),
    activity: postgresActivityRepo(pool),
    baselines: postgresBaselineRepo(pool),
    scenarios: postgresScenariosRepo(pool),
    risks: postgresRisksRepo(pool),
    loginFailures: postgresLoginFailuresRepo(pool),
    monthlyActuals: postgresMonthlyActualsRepo(pool),
    plans: postgresPlansRepo(pool),
    rangesRuns: postgresRangesRunsRepo(pool),
    models: postgresModelsRepo(pool),
    datev: postgresDatevRepo(pool),
    comments: postgresCommentsRepo(pool),
  };
}
