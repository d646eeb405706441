import type { Db } from '../../db/sqlite/database.ts';
import type { Repositories } from '../repositories.ts';
import { sqliteUsersRepo } from './users.ts';
import { sqliteSessionsRepo } from './sessions.ts';
import { sqliteActivityRepo } from './activity.ts';
import { sqliteBaselineRepo } from './baseline.ts';
import { sqliteScenariosRepo } from './scenarios.ts';
import { sqliteRisksRepo } from './risks.ts';
import { sqliteLoginFailuresRepo } from './loginFailures.ts';
import { sqliteMonthlyActualsRepo } from './monthlyActuals.ts';
import { sqlitePlansRepo } from './plans.ts';
import { sqliteRangesRunsRepo } from './rangesRuns.ts';
import { sqliteModelsRepo } from './models.ts';
import { sqliteDatevRepo } from './datev.ts';
import { sqliteCommentsRepo } from './comments.ts';

export function sqliteRepositories(db: Db): Repositories {
  return {
    users: sqliteUsersRepo(db),
    sessions: sqliteSessionsRepo(db),
    activity: sqliteActivityRepo(db),
    baselines: sqliteBaselineRepo(db),
    scenarios: sqliteScenariosRepo(db),
    risks: sqliteRisksRepo(db),
    loginFailures: sqliteLoginFailuresRepo(db),
    monthlyActuals: sqliteMonthlyActualsRepo(db),
    plans: sqlitePlansRepo(db),
    rangesRuns: sqliteRangesRunsRepo(db),
    models: sqliteModelsRepo(db),
    datev: sqliteDatevRepo(db),
    comments: sqliteCommentsRepo(db),
  };
}
