import { clusterAnswers, clusterUrl, dropDatabases, runPrefix } from '../helpers/postgres.ts';

/**
 * The PostgreSQL pass (project server-postgres): the cluster must answer before any test starts,
 * and the run's databases (one per data directory a test used) are dropped at its end.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const cluster = clusterUrl();
  if (!(await clusterAnswers(cluster))) throw new Error(`no PostgreSQL server answers at FAHRPLAN_TEST_DATABASE_URL (${new URL(cluster).host})`);
  return async () => {
    await dropDatabases(runPrefix(), cluster);
  };
}
